/** Product image uploads under products/{productId}/ with progress, for the admin form. */
import type { ProductImage } from '@tailor/domain';
import { variantPaths } from '@tailor/domain/imageVariantFiles';
import { loadStorage } from '../../firebase/storage';
import { uploadImageVariants } from '../../lib/uploadImage';

export type ProgressListener = (fraction: number) => void;

/** Resizes and uploads one file; resolves the URL to store and the largest variant's Storage path. */
export function uploadProductImage(file: File, pathPrefix: string, onProgress: ProgressListener): Promise<{ url: string; path: string }> {
  return uploadImageVariants(file, pathPrefix, onProgress);
}

/** Best-effort removal of an upload that was never saved on a product: every variant of it. */
export async function deleteUploadedImage(image: ProductImage): Promise<void> {
  if (!image.path) return;
  try {
    const storage = await loadStorage();
    const { ref, deleteObject } = await import('firebase/storage');
    await Promise.all(variantPaths(image.path, image.url).map((path) => deleteObject(ref(storage, path)).catch(() => undefined)));
  } catch {
    // an orphan file is harmless; the product's folder is removed with the product
  }
}
