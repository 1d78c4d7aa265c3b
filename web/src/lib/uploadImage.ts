/**
 * Uploads a picked image to Cloud Storage as resized WebP variants
 * (lib/images) and resolves the URL to store. The original file never leaves
 * the browser. The Storage SDK is loaded on first use (loadStorage), so screens
 * that never upload do not download it.
 */
import { loadStorage } from '../firebase/storage';
import { resizeImage } from './images/resize';
import { storeImage, type StoredImage, type VariantUpload } from './images/store';

/** The cap on the picked file (the spec's 5 MB); the variants sent are far smaller. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** The types the picker takes: no SVG (it can carry script), nothing exotic. */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

export function isImageFile(file: File): boolean {
  return (UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type);
}

async function putVariant({ path, blob, contentType, cacheControl }: VariantUpload): Promise<string> {
  const storage = await loadStorage();
  const { ref, uploadBytes, getDownloadURL } = await import('firebase/storage');
  const target = ref(storage, path);
  await uploadBytes(target, blob, { contentType, cacheControl });
  return getDownloadURL(target);
}

/** Resizes and uploads; resolves the stored URL and the largest variant's path. */
export async function uploadImageVariants(file: File, pathPrefix: string, onProgress?: (fraction: number) => void): Promise<StoredImage> {
  // Fail before the slow resize when uploads cannot work.
  await loadStorage();
  return storeImage(file, pathPrefix, { resize: resizeImage, put: putVariant, onProgress });
}

/** The URL to store for an uploaded image. */
export async function uploadImage(file: File, pathPrefix: string): Promise<string> {
  return (await uploadImageVariants(file, pathPrefix)).url;
}
