/**
 * Reading untyped document fields, as both Firestore SDKs (full and Lite)
 * hand them back: anything may be missing or of another type.
 */

/** A Firestore Timestamp as a Date; null for anything else (a pending server timestamp, a missing field). */
export function toDate(value: unknown): Date | null {
  if (value && typeof value === 'object' && 'toDate' in value && typeof value.toDate === 'function') {
    return value.toDate() as Date;
  }
  return null;
}

/** A string field, or '' when it is not a string. */
export function str(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
