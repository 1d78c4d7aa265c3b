/** Shapes of the old shop's payloads read loosely: plain objects, database-export wrappers, numbers, yes/no, lists, images. */

export type Rec = Record<string, unknown>;

export function isPlainObject(value: unknown): value is Rec {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Extended JSON of database exports: {$date: …}, {$numberLong: …}. */
export function unwrapExport(value: unknown): unknown {
  if (isPlainObject(value)) {
    if ('$date' in value) return unwrapExport(value.$date);
    if ('$numberLong' in value) return Number(value.$numberLong);
    if ('$oid' in value) return value.$oid;
  }
  return value;
}

const RUPEE_NOISE = /^(₹|rs\.?|inr)\s*|\s*(₹|rs\.?|inr|\/-)$/gi;

/** A number from a number or a numeric text ('1,499.50', '₹1499', '10%'); NaN when it is not one. */
export function looseNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return NaN;
  const cleaned = value.trim().replace(RUPEE_NOISE, '').replace(/,/g, '').replace(/%$/, '').trim();
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return NaN;
  return Number(cleaned);
}

export function looseBoolean(value: unknown): unknown {
  if (typeof value === 'string') {
    const v = value.trim().toLowerCase();
    if (['true', 'yes', 'y', '1'].includes(v)) return true;
    if (['false', 'no', 'n', '0', ''].includes(v)) return false;
  }
  if (value === 1) return true;
  if (value === 0) return false;
  return value;
}

/** Words that mean "nothing" in the old detail texts. */
const NOTHING = new Set(['', 'none', 'no', 'na', 'n/a', 'nil', '-', 'not available']);

export function hasText(value: unknown): boolean {
  return typeof value === 'string' && !NOTHING.has(value.trim().toLowerCase());
}

export function imageFrom(value: unknown, keepPath: boolean): unknown {
  if (typeof value === 'string') return { url: value.trim() };
  if (isPlainObject(value)) {
    const url = value.secure_url ?? value.url ?? value.src;
    const out: Rec = { url: typeof url === 'string' ? url.trim() : url };
    if (keepPath && typeof value.path === 'string') out.path = value.path;
    return out;
  }
  return value;
}

export function textList(value: unknown): unknown {
  if (typeof value === 'string') value = value.split(/[,\n]/);
  if (!Array.isArray(value)) return value;
  const out: unknown[] = [];
  for (const item of value) {
    const v = typeof item === 'string' ? item.trim() : item;
    if (v === '' || v === null || v === undefined) continue;
    if (!out.includes(v)) out.push(v);
  }
  return out;
}

