/** What the importer compares before writing, so running it twice writes nothing. */
import { Timestamp } from 'firebase-admin/firestore';

type Data = Record<string, unknown>;

/** Timestamps as milliseconds, undefined values dropped, object keys sorted. */
function comparable(value: unknown): unknown {
  if (value instanceof Timestamp) return { $ms: value.toMillis() };
  if (value instanceof Date) return { $ms: value.getTime() };
  if (Array.isArray(value)) return value.map(comparable);
  if (value && typeof value === 'object') {
    const out: Data = {};
    for (const key of Object.keys(value).sort()) {
      const v = (value as Data)[key];
      if (v !== undefined) out[key] = comparable(v);
    }
    return out;
  }
  return value;
}

/** Whether two documents hold the same data, apart from the fields in `ignore`. */
export function sameDocument(a: Data | undefined, b: Data, ignore: readonly string[] = []): boolean {
  if (!a) return false;
  const strip = (d: Data) => Object.fromEntries(Object.entries(d).filter(([k]) => !ignore.includes(k)));
  return JSON.stringify(comparable(strip(a))) === JSON.stringify(comparable(strip(b)));
}
