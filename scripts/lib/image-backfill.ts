/**
 * The pure part of the image backfill (scripts/backfill-images.ts): which
 * stored image URLs the shop hosts and can be given variants, where the
 * variants go, and how each document shape's image fields are rewritten.
 */
import { posix } from 'node:path';
import { variantFileName } from '@tailor/domain';

export const PRODUCTION_STORAGE_ORIGIN = 'https://firebasestorage.googleapis.com';
/** Where variants of the site's own files (root-relative URLs) are uploaded in the bucket. */
export const HOSTED_PREFIX = 'hosted/';
/** Raster formats sharp reads; anything else (SVG drawings above all) is left as it is. */
const RASTER = /\.(jpe?g|png|webp|gif|avif|tiff?|heic|heif)$/i;

export interface ImageHosts {
  /** The shop's own bucket, e.g. `my-shop.appspot.com`. */
  bucket: string;
  /** Origins that serve that bucket's download URLs: production's, and the Storage emulator's when used. */
  storageOrigins: string[];
}

export type ImageUrlPlan =
  /** Already stored as variants (a URL with a fragment): left alone. */
  | { kind: 'done' }
  /** An object of the shop's bucket. */
  | { kind: 'storage'; path: string }
  /** A file the site itself serves, by its root-relative path (`/images/a.jpg`). */
  | { kind: 'hosted'; path: string }
  /** Not the shop's, or not a raster image: listed, never downloaded. */
  | { kind: 'skip'; reason: string };

function storageObjectPath(url: URL, hosts: ImageHosts): ImageUrlPlan {
  // Download URLs: <origin>/v0/b/<bucket>/o/<object path, URL-encoded>?alt=media&token=…
  const match = url.pathname.match(/^\/v0\/b\/([^/]+)\/o\/([^/]+)$/);
  if (!match) return { kind: 'skip', reason: 'not a Storage download URL' };
  const [, bucket, encoded] = match;
  if (decodeURIComponent(bucket) !== hosts.bucket) return { kind: 'skip', reason: `another bucket (${decodeURIComponent(bucket)})` };
  let path: string;
  try {
    path = decodeURIComponent(encoded);
  } catch {
    return { kind: 'skip', reason: 'a damaged object path' };
  }
  if (!path || path.split('/').some((part) => part === '' || part === '.' || part === '..')) {
    return { kind: 'skip', reason: 'a damaged object path' };
  }
  return RASTER.test(path) ? { kind: 'storage', path } : { kind: 'skip', reason: 'not a raster image' };
}

/**
 * What the backfill does with one stored URL. Only the shop's own bucket and
 * its own root-relative paths qualify: any other host is skipped, so the
 * script never fetches a URL a customer or an import wrote (no SSRF).
 */
export function planImageUrl(stored: string, hosts: ImageHosts): ImageUrlPlan {
  const value = stored.trim();
  if (value.includes('#')) return { kind: 'done' };
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) {
    let path: string;
    try {
      path = decodeURIComponent(value.split('?')[0]);
    } catch {
      return { kind: 'skip', reason: 'a damaged path' };
    }
    const normal = posix.normalize(path);
    if (normal !== path || path.includes('\\') || path.includes('\0') || path.endsWith('/')) return { kind: 'skip', reason: 'a damaged path' };
    if (!RASTER.test(path)) return { kind: 'skip', reason: /\.svg$/i.test(path) ? 'a vector drawing (no variants needed)' : 'not a raster image' };
    return { kind: 'hosted', path };
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { kind: 'skip', reason: 'not a URL' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { kind: 'skip', reason: `a ${url.protocol} URL` };
  if (url.username || url.password) return { kind: 'skip', reason: 'a URL with credentials' };
  if (hosts.storageOrigins.includes(url.origin)) return storageObjectPath(url, hosts);
  return { kind: 'skip', reason: `external host ${url.host}` };
}

/** Where one variant of an image goes: beside a bucket object, under `hosted/` for the site's own files. */
export function variantObjectPath(source: { kind: 'storage' | 'hosted'; path: string }, width: number): string {
  const base = source.kind === 'hosted' ? HOSTED_PREFIX + source.path.replace(/^\/+/, '') : source.path;
  return variantFileName(base.replace(/\.[^./]+$/, ''), width);
}

/** The download URL of a bucket object with its token, as the client SDK's getDownloadURL makes it. */
export function downloadUrl(origin: string, bucket: string, path: string, token: string): string {
  return `${origin}/v0/b/${encodeURIComponent(bucket)}/o/${encodeURIComponent(path)}?alt=media&token=${encodeURIComponent(token)}`;
}

export const IMAGE_COLLECTIONS = ['products', 'orders', 'feedback'] as const;
export type ImageCollection = (typeof IMAGE_COLLECTIONS)[number];

/** One image URL in a document, and where: `images[0]`, `clothPic[1]`, `lines[2].image`, `screenshotUrl`. */
export interface ImageField {
  field: string;
  url: string;
}

type Data = Record<string, unknown>;
const isObject = (v: unknown): v is Data => typeof v === 'object' && v !== null && !Array.isArray(v);
const nonEmpty = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

const STRING_LISTS: Record<ImageCollection, string[]> = {
  products: [],
  orders: ['clothPic', 'designPic', 'fitPhotos'],
  feedback: [],
};
const STRINGS: Record<ImageCollection, string[]> = {
  products: ['stitchedImage'],
  orders: [],
  feedback: ['screenshotUrl'],
};
/** Lists of objects holding an image URL under a key: product images `{url}`, order lines' snapshot `{image}`. */
const OBJECT_LISTS: Record<ImageCollection, [string, string][]> = {
  products: [['images', 'url']],
  orders: [['lines', 'image']],
  feedback: [],
};

/** Every non-empty image URL a document of `collection` holds; anything of another shape is ignored. */
export function imageFields(collection: ImageCollection, data: Data): ImageField[] {
  const found: ImageField[] = [];
  for (const key of STRINGS[collection]) if (nonEmpty(data[key])) found.push({ field: key, url: data[key] });
  for (const key of STRING_LISTS[collection]) {
    const list = data[key];
    if (Array.isArray(list)) list.forEach((url, i) => nonEmpty(url) && found.push({ field: `${key}[${i}]`, url }));
  }
  for (const [key, inner] of OBJECT_LISTS[collection]) {
    const list = data[key];
    if (!Array.isArray(list)) continue;
    list.forEach((item, i) => {
      if (isObject(item) && nonEmpty(item[inner])) found.push({ field: `${key}[${i}].${inner}`, url: item[inner] });
    });
  }
  return found;
}

/**
 * The update that replaces a document's image URLs by `replace(url)` (where
 * it answers one): whole top-level fields, everything else in them as it
 * was. Null when nothing changes.
 */
export function imageFieldsUpdate(collection: ImageCollection, data: Data, replace: (url: string) => string | undefined): Data | null {
  const update: Data = {};
  const swap = (url: unknown) => (nonEmpty(url) ? replace(url) : undefined);
  for (const key of STRINGS[collection]) {
    const next = swap(data[key]);
    if (next !== undefined && next !== data[key]) update[key] = next;
  }
  for (const key of STRING_LISTS[collection]) {
    const list = data[key];
    if (!Array.isArray(list)) continue;
    const next = list.map((url: unknown) => swap(url) ?? url);
    if (next.some((url, i) => url !== list[i])) update[key] = next;
  }
  for (const [key, inner] of OBJECT_LISTS[collection]) {
    const list = data[key];
    if (!Array.isArray(list)) continue;
    const next = list.map((item: unknown) => {
      if (!isObject(item)) return item;
      const url = swap(item[inner]);
      return url === undefined || url === item[inner] ? item : { ...item, [inner]: url };
    });
    if (next.some((item, i) => item !== list[i])) update[key] = next;
  }
  return Object.keys(update).length > 0 ? update : null;
}
