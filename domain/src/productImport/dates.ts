/** The product's creation date, from whichever date field the old shop wrote. */
import { TIMESTAMP_FIELDS, timestampToMillis } from '../sort';
import { isPlainObject, unwrapExport, type Rec } from './looseValues';

/** First usable date of the spec's chain (createdAt, created_at, dateAdded, …) in ms; null when none. */
export function firstProductDate(raw: Rec): number | null {
  for (const field of TIMESTAMP_FIELDS) {
    const ms = timestampToMillis(unwrapExport(raw[field]));
    if (ms !== null) return ms;
  }
  return null;
}

/**
 * The createdAt (ms) trusted code must store when a product document lacks a
 * proper one: the first date of the fallback chain, else 1970 (where the spec's
 * sort puts it). null when the stored createdAt is already a Firestore
 * timestamp, so applying the result twice changes nothing.
 */
export function missingCreatedAt(data: Rec): number | null {
  const current = data.createdAt;
  if (isPlainObject(current) && typeof current.toMillis === 'function') return null;
  return firstProductDate(data) ?? 0;
}

/** A day of clock difference is tolerated; later dates are refused. */
export const FUTURE_SLACK_MS = 24 * 60 * 60 * 1000;
