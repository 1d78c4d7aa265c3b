import { DOC_ID_REGEX, type FeedbackStats } from '@tailor/domain';

export const STARS = ['1', '2', '3', '4', '5'] as const;
export type Star = (typeof STARS)[number];

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** stats/feedback from the number of feedback documents per star (same rounding as domain's computeFeedbackStats). */
export function statsFromStarCounts(perStar: Partial<Record<Star, number>>): FeedbackStats {
  const counts = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } as FeedbackStats['counts'];
  let count = 0;
  let sum = 0;
  for (const star of STARS) {
    const n = Math.max(0, Math.trunc(Number(perStar[star]) || 0));
    counts[star] = n;
    count += n;
    sum += n * Number(star);
  }
  return { count, average: count ? round2(sum / count) : 0, counts };
}

/** A product's rating (average, 2 decimals, 0 without feedback) and ratingCount. */
export function productRatingFrom(count: number, sum: number): { rating: number; ratingCount: number } {
  const ratingCount = Math.max(0, Math.trunc(Number(count) || 0));
  return { rating: ratingCount ? round2((Number(sum) || 0) / ratingCount) : 0, ratingCount };
}

/** True when the stored stats document already holds these figures. */
export function sameStats(stored: Record<string, unknown> | undefined, next: FeedbackStats): boolean {
  if (!stored) return false;
  const counts = (stored.counts ?? {}) as Record<string, unknown>;
  return stored.count === next.count && stored.average === next.average && STARS.every((s) => counts[s] === next.counts[s]);
}

/** The product ids a feedback write touches: the one before and the one after (a change moves the rating). */
export function productIdsOf(before: Record<string, unknown> | undefined, after: Record<string, unknown> | undefined): string[] {
  const ids = new Set<string>();
  for (const data of [before, after]) {
    const id = data?.productId;
    if (typeof id === 'string' && DOC_ID_REGEX.test(id)) ids.add(id);
  }
  return [...ids];
}
