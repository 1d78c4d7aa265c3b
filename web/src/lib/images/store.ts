/**
 * Storing a picked image: resize it into variants, upload each beside the
 * others, and return the URL documents hold (domain/src/imageVariants.ts).
 * The resizer and the uploader are passed in, so the order of things is
 * tested without a browser canvas or Storage.
 */
import { encodeImageUrl, VARIANT_TYPE, variantFileName } from '@tailor/domain/imageUploadVariants';
import { cacheControlFor, downloadToken, uploadStem } from './naming';
import type { ResizedImage } from './resize';

export interface VariantUpload {
  path: string;
  blob: Blob;
  contentType: string;
  cacheControl: string;
}

export interface StoreImageDeps {
  resize: (file: File) => Promise<ResizedImage>;
  /** Uploads one file and resolves its download URL. */
  put: (upload: VariantUpload) => Promise<string>;
  /** Fraction of the variants' bytes uploaded so far. */
  onProgress?: (fraction: number) => void;
  /** Defaults to a new unique stem under the prefix. */
  stem?: string;
}

export interface StoredImage {
  /** The URL to store: the largest variant's, with the others in its fragment. */
  url: string;
  /** Storage path of the largest variant (the others are derived from it and `url`). */
  path: string;
}

export async function storeImage(file: File, pathPrefix: string, deps: StoreImageDeps): Promise<StoredImage> {
  const image = await deps.resize(file);
  const largest = image.variants[image.variants.length - 1];
  if (!largest) throw new Error(`${file.name} has no size to store.`);
  const stem = deps.stem ?? uploadStem(pathPrefix, file.name);
  const cacheControl = cacheControlFor(stem);
  const total = image.variants.reduce((sum, v) => sum + v.blob.size, 0) || 1;
  let sent = 0;
  deps.onProgress?.(0);
  const urls = await Promise.all(
    image.variants.map(async (variant) => {
      const url = await deps.put({
        path: variantFileName(stem, variant.width),
        blob: variant.blob,
        contentType: variant.blob.type || VARIANT_TYPE,
        cacheControl,
      });
      sent += variant.blob.size;
      deps.onProgress?.(sent / total);
      return url;
    }),
  );
  const url = encodeImageUrl({
    url: urls[urls.length - 1],
    width: largest.width,
    height: largest.height,
    color: image.color,
    smaller: image.variants.slice(0, -1).map((variant, i) => ({ width: variant.width, token: downloadToken(urls[i]) })),
  });
  return { url, path: variantFileName(stem, largest.width) };
}
