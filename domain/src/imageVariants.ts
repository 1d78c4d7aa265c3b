/**
 * Resized variants of a stored image, and how a stored image URL records them.
 *
 * Every image the shop stores (product images, order pictures, fit photos,
 * feedback screenshots) is kept as WebP variants named `<stem>_<width>w.webp`
 * beside each other. The URL the documents hold is the largest variant's,
 * with a fragment that records the rest:
 *
 *   https://…/o/products%2Fp1%2F1700…-kurta_1440w.webp?alt=media&token=T#w=1440&h=1920&c=8a6b5a&v=240~T1,480~T2,960~T3
 *
 * - `w`, `h`: the intrinsic size of that largest variant (for width/height
 *   attributes, so nothing shifts while it loads);
 * - `c`: its average colour, shown as the placeholder while it loads;
 * - `v`: the smaller variants' widths, each with its own download token when
 *   the file needs one (Storage gives every object its own).
 *
 * A fragment never reaches a server, so the URL still loads the image as
 * is; the fields that hold image URLs (strings in orders and feedback, `{url}`
 * in products), the rules and the `/api/v1` contract stay as they were, and
 * URLs without a fragment (the seed's drawings, older uploads, image links)
 * are simply images without variants.
 *
 * This module reads such URLs (every page that shows a stored image, the
 * storefront's first download included); what an upload makes and how it
 * writes the URL are in imageUploadVariants.ts.
 */

/** How a variant's file name ends: `_<width>w.webp`, the width captured. */
export const VARIANT_NAME = /_(\d{1,5})w\.webp$/;

export interface ImageVariant {
  url: string;
  width: number;
  height: number;
}

/** What a page needs to show a stored image well. */
export interface ImageSource {
  /** The URL to load without srcset support: the largest variant, or the image as stored. */
  src: string;
  width?: number;
  height?: number;
  /** `#rrggbb` placeholder colour. */
  color?: string;
  /** Smallest first, the largest included; empty when the image has no variants. */
  variants: ImageVariant[];
}

/** A download token as a variant's entry may carry it, and a `#rrggbb` colour. */
export const VARIANT_TOKEN = /^[A-Za-z0-9-]{1,64}$/;
export const HEX_COLOR = /^#?([0-9a-f]{6})$/i;

function positiveInt(value: string | undefined): number | undefined {
  if (!value || !/^\d{1,5}$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 ? n : undefined;
}

/** Replaces the width in `…_<w>w.webp` and sets (or drops) the `token` query parameter. */
function variantUrl(largestUrl: string, width: number, token: string | undefined): string | null {
  const queryAt = largestUrl.indexOf('?');
  const path = queryAt < 0 ? largestUrl : largestUrl.slice(0, queryAt);
  const query = queryAt < 0 ? '' : largestUrl.slice(queryAt + 1);
  if (!VARIANT_NAME.test(path)) return null;
  const variantPath = path.replace(VARIANT_NAME, `_${width}w.webp`);
  const params = query.split('&').filter((p) => p && !p.startsWith('token='));
  if (token) params.push(`token=${token}`);
  return params.length > 0 ? `${variantPath}?${params.join('&')}` : variantPath;
}

/**
 * Reads a stored image URL. Never throws: a URL without (or with a damaged)
 * fragment is shown as it is, without variants.
 */
export function imageSource(stored: string): ImageSource {
  const hashAt = stored.indexOf('#');
  if (hashAt < 0) return { src: stored, variants: [] };
  const src = stored.slice(0, hashAt);
  const params = new URLSearchParams(stored.slice(hashAt + 1));
  const width = positiveInt(params.get('w') ?? undefined);
  const height = positiveInt(params.get('h') ?? undefined);
  const color = params.get('c')?.match(HEX_COLOR)?.[1];
  const source: ImageSource = { src, variants: [] };
  if (!width || !height) return source;
  source.width = width;
  source.height = height;
  if (color) source.color = `#${color.toLowerCase()}`;
  const variants: ImageVariant[] = [];
  for (const entry of (params.get('v') ?? '').split(',')) {
    const [w, token] = entry.split('~');
    const vw = positiveInt(w);
    if (!vw || vw >= width || (token !== undefined && !VARIANT_TOKEN.test(token))) continue;
    const url = variantUrl(src, vw, token);
    if (url) variants.push({ url, width: vw, height: Math.max(1, Math.round((height * vw) / width)) });
  }
  variants.sort((a, b) => a.width - b.width);
  variants.push({ url: src, width, height });
  source.variants = variants;
  return source;
}

/** The `srcset` attribute for a stored image, or '' when it has no variants. */
export function imageSrcSet(source: ImageSource): string {
  return source.variants.length > 1 ? source.variants.map((v) => `${v.url} ${v.width}w`).join(', ') : '';
}

/** The variant to use where only one URL fits (a share preview, a CSS background): the smallest at least `minWidth` wide. */
export function imageUrlAtLeast(source: ImageSource, minWidth: number): string {
  return source.variants.find((v) => v.width >= minWidth)?.url ?? source.src;
}
