/**
 * A picked image turned into the variants the shop stores: decoded upright,
 * drawn at each size of `variantPlan`, encoded as WebP. Only pixels are
 * re-encoded, so nothing of the original file's metadata (EXIF, GPS, camera)
 * survives.
 */
import { VARIANT_QUALITY, VARIANT_TYPE, variantPlan } from '@tailor/domain/imageUploadVariants';
import { drawScaled, encodeSurface, pixels, type Surface } from './canvas';
import { averageHex } from './color';
import { decodeImage, ImageDecodeError } from './decode';
import { oneAtATime } from './oneAtATime';

export interface ResizedVariant {
  width: number;
  height: number;
  blob: Blob;
}

export interface ResizedImage {
  /** Smallest first; the last is the largest. */
  variants: ResizedVariant[];
  /** `#rrggbb` average colour, the placeholder while the image loads. */
  color: string;
}

async function resize(file: Blob & { name?: string }): Promise<ResizedImage> {
  const bitmap = await decodeImage(file);
  try {
    const plan = variantPlan(bitmap.width, bitmap.height);
    if (plan.length === 0) throw new ImageDecodeError(file.name || 'The image');
    const variants: ResizedVariant[] = [];
    // Largest first, each drawn from the one before: every step shrinks at most about twofold.
    let source: CanvasImageSource = bitmap;
    let size = { width: bitmap.width, height: bitmap.height };
    let smallest: Surface | null = null;
    for (const target of [...plan].reverse()) {
      const surface = drawScaled(source, size.width, size.height, target.width, target.height);
      variants.unshift({ ...target, blob: await encodeSurface(surface, VARIANT_TYPE, VARIANT_QUALITY) });
      source = surface;
      size = target;
      smallest = surface;
    }
    return { variants, color: smallest ? averageHex(pixels(smallest)) : '#ffffff' };
  } finally {
    bitmap.close();
  }
}

/** Resizes one picked image; several picked at once are resized one at a time (oneAtATime.ts says why). */
export const resizeImage = oneAtATime(resize);
