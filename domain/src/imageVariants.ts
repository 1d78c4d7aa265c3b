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
 */

/**
 * Target sizes of the long side; a variant is made only below the original's
 * long side. 960 and 1440 are there for phones: a product image drawn about
 * 360 px wide on a 3× screen needs 1080 px, which 1440 covers without the
 * next step up (about 60% more bytes).
 */
export const VARIANT_LONG_SIDES = [320, 640, 960, 1440, 1920] as const;
export const VARIANT_TYPE = 'image/webp';
/** Encoder quality (0–1) for every variant, in the browser and in Node alike. */
export const VARIANT_QUALITY = 0.8;

export interface VariantSize {
  width: number;
  height: number;
}

/**
 * The variants to make of an image of `width`×`height` (orientation already
 * applied): each target long side below the original's, and the original size
 * itself (capped at the largest target) as the largest. Never upscales.
 */
export function variantPlan(width: number, height: number): VariantSize[] {
  if (!(width > 0 && height > 0)) return [];
  const long = Math.max(width, height);
  const scaleTo = (side: number): VariantSize => {
    const scale = side / long;
    return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
  };
  const largest = Math.min(long, VARIANT_LONG_SIDES[VARIANT_LONG_SIDES.length - 1]);
  const sides = VARIANT_LONG_SIDES.filter((side) => side < largest);
  return [...sides, largest].map(scaleTo);
}

/** `<stem>_<width>w.webp`: the name of one variant's file. */
export function variantFileName(stem: string, width: number): string {
  return `${stem}_${width}w.webp`;
}

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

export interface StoredVariants {
  /** URL of the largest variant, without fragment. */
  url: string;
  width: number;
  height: number;
  /** `#rrggbb` or `rrggbb`. */
  color?: string;
  /** The smaller variants: width and, where the file needs one, its download token. */
  smaller: { width: number; token?: string }[];
}

const TOKEN = /^[A-Za-z0-9-]{1,64}$/;
const HEX = /^#?([0-9a-f]{6})$/i;

/** The URL a document stores for an image kept as variants. */
export function encodeImageUrl(stored: StoredVariants): string {
  const params = [`w=${stored.width}`, `h=${stored.height}`];
  const color = stored.color?.match(HEX)?.[1];
  if (color) params.push(`c=${color.toLowerCase()}`);
  const smaller = stored.smaller
    .filter((v) => v.width > 0 && v.width < stored.width)
    .sort((a, b) => a.width - b.width)
    .map((v) => (v.token && TOKEN.test(v.token) ? `${v.width}~${v.token}` : String(v.width)));
  if (smaller.length > 0) params.push(`v=${smaller.join(',')}`);
  return `${stored.url.split('#')[0]}#${params.join('&')}`;
}

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
  const color = params.get('c')?.match(HEX)?.[1];
  const source: ImageSource = { src, variants: [] };
  if (!width || !height) return source;
  source.width = width;
  source.height = height;
  if (color) source.color = `#${color.toLowerCase()}`;
  const variants: ImageVariant[] = [];
  for (const entry of (params.get('v') ?? '').split(',')) {
    const [w, token] = entry.split('~');
    const vw = positiveInt(w);
    if (!vw || vw >= width || (token !== undefined && !TOKEN.test(token))) continue;
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
