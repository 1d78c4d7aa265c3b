import { z } from 'zod';
import { imageUrlOrEmptySchema } from './common';
import { timestampToMillis } from './sort';
import { containsShopName } from './shop';

export const FEEDBACK_COMMENT_MAX = 1000;
export const FEEDBACK_PREVIEW_CHARS = 20;
export const FEEDBACK_EXPAND_THRESHOLD = 100;
export const FEEDBACK_PAGE_SIZE = 6;
export const HOME_FEEDBACK_PAGE_SIZE = 12;

/** What an author writes; identity fields and timestamps are added by the data layer. */
export const feedbackInputSchema = z.strictObject({
  rating: z.number().int().min(1, { message: 'Choose a rating from 1 to 5' }).max(5, { message: 'Choose a rating from 1 to 5' }),
  comments: z
    .string()
    .trim()
    .min(1, { message: 'Please write a comment' })
    .max(FEEDBACK_COMMENT_MAX, { message: `Comments can be at most ${FEEDBACK_COMMENT_MAX} characters` }),
  screenshotUrl: imageUrlOrEmptySchema.optional(),
  /** Optional design the feedback is about ('' for none). */
  productId: z.string().regex(/^(?!__.*__$)[A-Za-z0-9_-]{0,128}$/).optional(),
});
export type FeedbackInput = z.output<typeof feedbackInputSchema>;

/** The key of an author's general (shop) review in its document id. */
export const SHOP_REVIEW_KEY = 'shop';

/**
 * One review per author per design and one general review per author: the
 * document id says which (`{uid}_{productId}`, `{uid}_shop`), and
 * firestore.rules accepts a new review only under that id. Older reviews
 * have random ids; they stay readable, editable and deletable.
 */
export function feedbackDocId(uid: string, productId?: string | null): string {
  return `${uid}_${productId || SHOP_REVIEW_KEY}`;
}

/** The author block's fields, as firestore.rules checks them on feedback (name up to 80 characters, an image link or ''). */
const authorNameSchema = z.string().trim().min(1).max(80);

function validName(value: unknown): string | null {
  const parsed = authorNameSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

function validPicture(value: unknown): string | null {
  const parsed = imageUrlOrEmptySchema.safeParse(value);
  return parsed.success && parsed.data ? parsed.data : null;
}

/**
 * The author block trusted code writes on feedback: the users/{uid} profile's
 * name and picture, else the ID token's, each only when it passes the rules'
 * checks. A token's name and picture are the user's to set (any length, any
 * link), and a token name with the shop's name in it would pass for the shop.
 */
export function feedbackAuthor(
  profile: { name?: unknown; profilePicture?: unknown } | undefined,
  token: { name?: unknown; picture?: unknown },
): { name: string; profile_picture: string } {
  const tokenName = validName(token.name);
  return {
    name: validName(profile?.name) ?? (tokenName && !containsShopName(tokenName) ? tokenName : ''),
    profile_picture: validPicture(profile?.profilePicture) ?? validPicture(token.picture) ?? '',
  };
}

type Rated = { rating?: number | null; updatedAt?: unknown; createdAt?: unknown };

function feedbackTime(f: Rated): number {
  return timestampToMillis(f.updatedAt) ?? timestampToMillis(f.createdAt) ?? 0;
}

/** Rating descending, then newest (updatedAt, else createdAt) first. */
export function sortFeedback<T extends Rated>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => (Number(b.rating) || 0) - (Number(a.rating) || 0) || feedbackTime(b) - feedbackTime(a));
}

export type RatingBand = 'high' | 'mid' | 'low';

export function ratingBand(rating: number): RatingBand {
  if (rating >= 4) return 'high';
  if (rating >= 3) return 'mid';
  return 'low';
}

export interface FeedbackStats {
  count: number;
  average: number;
  counts: Record<'1' | '2' | '3' | '4' | '5', number>;
}

/** Count, average (2 decimals, 0 when none) and count per star of integer ratings 1..5. */
export function computeFeedbackStats(list: readonly { rating?: unknown }[]): FeedbackStats {
  const counts: FeedbackStats['counts'] = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  let count = 0;
  let sum = 0;
  for (const item of list) {
    const r = item.rating;
    if (typeof r !== 'number' || !Number.isInteger(r) || r < 1 || r > 5) continue;
    counts[String(r) as keyof FeedbackStats['counts']]++;
    count++;
    sum += r;
  }
  return { count, average: count ? Math.round((sum / count) * 100) / 100 : 0, counts };
}

/** Spec section 9: comments over 100 characters preview their first 20 and can expand. */
export function commentPreview(textValue: string): { preview: string; expandable: boolean } {
  const value = textValue ?? '';
  if (value.length > FEEDBACK_EXPAND_THRESHOLD) {
    return { preview: `${value.slice(0, FEEDBACK_PREVIEW_CHARS)}…`, expandable: true };
  }
  return { preview: value, expandable: false };
}
