/**
 * Uploads one image to Cloud Storage and resolves its download URL. The
 * Storage SDK is loaded on first use (loadStorage), so screens that never
 * upload do not download it.
 */
import { loadStorage } from '../firebase/storage';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** The types storage.rules accepts: no SVG (it can carry script), nothing exotic. */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

export function isImageFile(file: File): boolean {
  return (UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type);
}

/**
 * `${pathPrefix}/<time>-<random>-<safe name>`: unique (storage.rules keeps
 * order pictures immutable, so a name is never reused), and readable in the console.
 */
export function uploadPath(pathPrefix: string, fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const base = (dot > 0 ? fileName.slice(0, dot) : fileName).toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  const ext = dot > 0 ? fileName.slice(dot + 1).toLowerCase().replace(/[^a-z0-9]/g, '') : '';
  const random = globalThis.crypto?.randomUUID?.().slice(0, 8) ?? Math.random().toString(36).slice(2, 10);
  return `${pathPrefix.replace(/\/+$/, '')}/${Date.now()}-${random}-${base.slice(0, 40) || 'image'}${ext ? `.${ext}` : ''}`;
}

export async function uploadImage(file: File, pathPrefix: string): Promise<string> {
  const storage = await loadStorage();
  const { ref, uploadBytes, getDownloadURL } = await import('firebase/storage');
  const target = ref(storage, uploadPath(pathPrefix, file.name));
  await uploadBytes(target, file, { contentType: file.type });
  return getDownloadURL(target);
}
