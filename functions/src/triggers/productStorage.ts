import { getStorage } from 'firebase-admin/storage';
import { IN_EMULATOR } from '../config';

/**
 * Storage is reachable in production and when the Storage emulator runs; in an
 * emulator stack without it the Admin SDK would try the real bucket, so skip.
 */
function storageReachable(): boolean {
  return !IN_EMULATOR || Boolean(process.env.FIREBASE_STORAGE_EMULATOR_HOST || process.env.STORAGE_EMULATOR_HOST);
}

/** Deletes every file under products/{id}/. Never throws: a failed cleanup must not fail the trigger forever. */
export async function deleteProductFolder(productId: string): Promise<void> {
  if (!storageReachable()) {
    console.info(`Storage unavailable: skipped deleting images of product ${productId}`);
    return;
  }
  try {
    await getStorage().bucket().deleteFiles({ prefix: `products/${productId}/`, force: true });
  } catch (error) {
    console.error(`Could not delete images of product ${productId}`, error);
  }
}

/** Deletes single files (images removed from a product). Missing files are fine. */
export async function deleteProductFiles(paths: readonly string[]): Promise<void> {
  if (paths.length === 0) return;
  if (!storageReachable()) {
    console.info(`Storage unavailable: skipped deleting ${paths.length} removed product image(s)`);
    return;
  }
  const bucket = getStorage().bucket();
  await Promise.all(
    paths.map((path) =>
      bucket
        .file(path)
        .delete({ ignoreNotFound: true })
        .catch((error: unknown) => console.error(`Could not delete ${path}`, error)),
    ),
  );
}
