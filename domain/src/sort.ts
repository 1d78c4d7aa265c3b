import { priceFrom as computePriceFrom, type PricedProduct } from './money';
import type { SortOption } from './options';

/** Date fields, in the order the spec consults them. */
export const TIMESTAMP_FIELDS = [
  'createdAt',
  'created_at',
  'dateAdded',
  'date_added',
  'updatedAt',
  'updated_at',
  'timestamp',
] as const;

/**
 * Milliseconds since 1970 of a Date, a number (ms), an ISO string, a Firestore Timestamp
 * (toMillis()), or its serialised forms {seconds, nanoseconds} / {_seconds, _nanoseconds}.
 * null when the value is none of these.
 */
export function timestampToMillis(value: unknown): number | null {
  if (value == null) return null;
  if (value instanceof Date) {
    const t = value.getTime();
    return Number.isFinite(t) ? t : null;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed === '') return null;
    if (/^-?\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed);
    const t = Date.parse(trimmed);
    return Number.isFinite(t) ? t : null;
  }
  if (typeof value === 'object') {
    const v = value as Record<string, unknown>;
    if (typeof v.toMillis === 'function') {
      const t = Number((v.toMillis as () => unknown).call(value));
      return Number.isFinite(t) ? t : null;
    }
    if (typeof v.toDate === 'function') {
      return timestampToMillis((v.toDate as () => unknown).call(value));
    }
    const seconds = typeof v.seconds === 'number' ? v.seconds : v._seconds;
    const nanos = typeof v.nanoseconds === 'number' ? v.nanoseconds : v._nanoseconds;
    if (typeof seconds === 'number' && Number.isFinite(seconds)) {
      const n = typeof nanos === 'number' && Number.isFinite(nanos) ? nanos : 0;
      return seconds * 1000 + Math.floor(n / 1e6);
    }
  }
  return null;
}

/** First usable date among TIMESTAMP_FIELDS, in ms; 0 (1970) when there is none. */
export function productTimestamp(p: Record<string, unknown> | object): number {
  const rec = p as Record<string, unknown>;
  for (const field of TIMESTAMP_FIELDS) {
    const ms = timestampToMillis(rec[field]);
    if (ms !== null) return ms;
  }
  return 0;
}

type Sortable = object;

function num(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

const byNewest = (a: Sortable, b: Sortable) => productTimestamp(b) - productTimestamp(a);

export function sortNewestFirst<T extends Sortable>(list: readonly T[]): T[] {
  return [...list].sort(byNewest);
}

/** Rating descending, then more ratings first, then newest. */
export function sortByRating<T extends Sortable>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => {
    const ra = a as Record<string, unknown>;
    const rb = b as Record<string, unknown>;
    return num(rb.rating) - num(ra.rating) || num(rb.ratingCount) - num(ra.ratingCount) || byNewest(a, b);
  });
}

/** The stored `priceFrom` field, or computed from the prices when absent. */
function sortPrice(p: Sortable): number | null {
  const rec = p as Record<string, unknown>;
  if (typeof rec.priceFrom === 'number' && Number.isFinite(rec.priceFrom)) return rec.priceFrom;
  return computePriceFrom(p as PricedProduct);
}

/** By lowest discounted price; products without a price go last either way. */
export function sortByPrice<T extends Sortable>(list: readonly T[], direction: 'asc' | 'desc' = 'asc'): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...list].sort((a, b) => {
    const pa = sortPrice(a);
    const pb = sortPrice(b);
    if (pa === null || pb === null) {
      if (pa === pb) return byNewest(a, b);
      return pa === null ? 1 : -1;
    }
    return sign * (pa - pb) || byNewest(a, b);
  });
}

export function sortProducts<T extends Sortable>(list: readonly T[], option: SortOption): T[] {
  switch (option) {
    case 'rating':
      return sortByRating(list);
    case 'price-asc':
      return sortByPrice(list, 'asc');
    case 'price-desc':
      return sortByPrice(list, 'desc');
    default:
      return sortNewestFirst(list);
  }
}
