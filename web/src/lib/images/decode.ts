/** Decoding a picked file into pixels, with its EXIF orientation applied. */

export const IMAGE_DECODE_FAILED_MESSAGE = 'could not be read as an image. Try a JPEG or PNG photo.';

/** A picked file this browser cannot decode (damaged, or a format it does not know). */
export class ImageDecodeError extends Error {
  constructor(fileName: string) {
    super(`${fileName} ${IMAGE_DECODE_FAILED_MESSAGE}`);
    this.name = 'ImageDecodeError';
  }
}

/**
 * The file's pixels, upright: `imageOrientation: 'from-image'` applies the EXIF
 * orientation, so a portrait phone photo stored sideways comes out portrait.
 * The caller closes the bitmap.
 */
export async function decodeImage(file: Blob & { name?: string }): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new ImageDecodeError(file.name || 'The image');
  }
}
