/** Stored image URLs where a page needs one address rather than an `<img>` (see ShopImage). */
import { imageSource } from '@tailor/domain';

/**
 * The address to open an image at full size (a link's target): its largest
 * variant, without the fragment that lists the others; a URL without
 * variants as it is.
 */
export function fullSizeUrl(stored: string): string {
  return imageSource(stored).src;
}

/** The image's own width and height when its URL records them, else `fallback` (the slot's). */
export function storedImageSize(stored: string, fallback: { width: number; height: number }): { width: number; height: number } {
  const { width, height } = imageSource(stored);
  return width && height ? { width, height } : fallback;
}
