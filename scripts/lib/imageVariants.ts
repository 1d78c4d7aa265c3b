/**
 * The shop's image variants made in Node with sharp: the same plan, names,
 * format and quality as the browser's resize before upload
 * (domain/src/imageVariants.ts), for the seed's photographs and the backfill
 * of images stored before variants existed.
 */
import sharp from 'sharp';
import { VARIANT_QUALITY, variantPlan } from '@tailor/domain';

export interface MadeVariant {
  width: number;
  height: number;
  /** WebP, without EXIF, XMP or ICC data. */
  data: Buffer;
}

export interface MadeVariants {
  /** Of the largest variant (orientation applied). */
  width: number;
  height: number;
  /** `#rrggbb`: the image's average colour, its placeholder while it loads. */
  color: string;
  /** Smallest first; the last is the largest. */
  variants: MadeVariant[];
}

const hex = (n: number) =>
  Math.max(0, Math.min(255, Math.round(n)))
    .toString(16)
    .padStart(2, '0');

/**
 * Decodes once to the largest variant's size and makes every smaller one from
 * that: a 12 MP photo is decoded a single time (with JPEG shrink-on-load)
 * instead of once per variant. sharp writes no metadata unless asked to
 * (no keepExif/withMetadata here), so the EXIF of a customer's phone photo,
 * GPS position included, never reaches a variant.
 */
export async function makeVariants(input: Buffer): Promise<MadeVariants> {
  // rotate() without an angle applies the EXIF orientation; the plan is made on the upright size.
  const meta = await sharp(input).metadata();
  const upright = meta.autoOrient ?? { width: meta.width, height: meta.height };
  const plan = variantPlan(upright.width ?? 0, upright.height ?? 0);
  const largest = plan[plan.length - 1];
  if (!largest) throw new Error('The image has no size.');

  const { data: raw, info } = await sharp(input)
    .rotate()
    .resize(largest.width, largest.height, { fit: 'fill' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const rawInput = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;

  const stats = await sharp(raw, rawInput).stats();
  const [r, g, b] = stats.channels;
  const color = `#${hex(r.mean)}${hex(g?.mean ?? r.mean)}${hex(b?.mean ?? r.mean)}`;

  const quality = Math.round(VARIANT_QUALITY * 100);
  const variants = await Promise.all(
    plan.map(async (size) => {
      let pipeline = sharp(raw, rawInput);
      if (size.width !== info.width || size.height !== info.height) pipeline = pipeline.resize(size.width, size.height, { fit: 'fill' });
      const data = await pipeline.webp({ quality }).toBuffer();
      return { width: size.width, height: size.height, data };
    }),
  );
  return { width: largest.width, height: largest.height, color, variants };
}
