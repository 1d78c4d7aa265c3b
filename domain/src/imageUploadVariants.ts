/**
 * What an upload makes of an image (imageVariants.ts describes the format):
 * the variants' sizes, type and quality, their file names, and the URL a
 * document stores for them. Apart from the reading side, so the pages that
 * only show images do not download it.
 */
import { HEX_COLOR, VARIANT_TOKEN } from './imageVariants';

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

/** The URL a document stores for an image kept as variants. */
export function encodeImageUrl(stored: StoredVariants): string {
  const params = [`w=${stored.width}`, `h=${stored.height}`];
  const color = stored.color?.match(HEX_COLOR)?.[1];
  if (color) params.push(`c=${color.toLowerCase()}`);
  const smaller = stored.smaller
    .filter((v) => v.width > 0 && v.width < stored.width)
    .sort((a, b) => a.width - b.width)
    .map((v) => (v.token && VARIANT_TOKEN.test(v.token) ? `${v.width}~${v.token}` : String(v.width)));
  if (smaller.length > 0) params.push(`v=${smaller.join(',')}`);
  return `${stored.url.split('#')[0]}#${params.join('&')}`;
}
