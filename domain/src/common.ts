import { z } from 'zod';

/** Firestore document ids the shop creates or accepts from clients (Firestore reserves __…__ ids). */
export const DOC_ID_REGEX = /^(?!__.*__$)[A-Za-z0-9_-]{1,128}$/;

/**
 * The value with undefined fields left out, in nested plain objects and arrays
 * too: Firestore refuses undefined, and optional fields are simply absent.
 * Other objects (timestamps, sentinels, dates) pass through untouched.
 */
export function withoutUndefined<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutUndefined) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) if (v !== undefined) out[k] = withoutUndefined(v);
    return out as T;
  }
  return value;
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * An absolute http(s) URL or a root-relative path ('/images/x.svg'; not
 * protocol-relative '//'). Browsers read a backslash as a slash in such links,
 * so '/\evil.example' and '\/evil' count as protocol-relative too.
 */
export function isImageRef(value: string): boolean {
  const slashed = value.replace(/\\/g, '/');
  if (slashed.startsWith('/')) return !slashed.startsWith('//') && !/\s/.test(value);
  return isHttpUrl(value);
}

export const imageUrlSchema = z
  .string()
  .trim()
  .max(2048)
  .refine(isImageRef, { message: 'Enter a valid image URL' });

/** http(s) URL or an empty string. */
export const httpUrlOrEmptySchema = z
  .string()
  .trim()
  .max(2048)
  .refine((s) => s === '' || isHttpUrl(s), { message: 'Enter a valid URL' });

/** Image URL or an empty string. */
export const imageUrlOrEmptySchema = z
  .string()
  .trim()
  .max(2048)
  .refine((s) => s === '' || isImageRef(s), { message: 'Enter a valid image URL' });

export const docIdSchema = z.string().regex(DOC_ID_REGEX, { message: 'Invalid id' });

export function text(max: number) {
  return z.string().trim().max(max);
}
