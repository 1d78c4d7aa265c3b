/** Product image uploads under products/{productId}/ with progress, for the admin form. */
import { loadStorage } from '../../firebase/storage';
import { uploadPath } from '../../lib/uploadImage';

export type ProgressListener = (fraction: number) => void;

/** Uploads one file and resolves its download URL and Storage path. */
export async function uploadProductImage(
  file: File,
  pathPrefix: string,
  onProgress: ProgressListener,
): Promise<{ url: string; path: string }> {
  const storage = await loadStorage();
  const { ref, uploadBytesResumable, getDownloadURL } = await import('firebase/storage');
  const path = uploadPath(pathPrefix, file.name);
  const target = ref(storage, path);
  const task = uploadBytesResumable(target, file, { contentType: file.type });
  await new Promise<void>((resolve, reject) => {
    task.on(
      'state_changed',
      (s) => onProgress(s.totalBytes ? s.bytesTransferred / s.totalBytes : 0),
      reject,
      () => resolve(),
    );
  });
  return { url: await getDownloadURL(target), path };
}

/** Best-effort removal of an upload that was never saved on a product. */
export async function deleteUploadedImage(path: string): Promise<void> {
  try {
    const storage = await loadStorage();
    const { ref, deleteObject } = await import('firebase/storage');
    await deleteObject(ref(storage, path));
  } catch {
    // an orphan file is harmless; the product's folder is removed with the product
  }
}
