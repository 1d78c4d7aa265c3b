/**
 * Storage is loaded on demand by the screens that upload. Locally it needs the
 * Storage emulator, which cannot start offline: upload controls read
 * `storageAvailable` and say so instead of failing.
 */
import type { FirebaseStorage } from 'firebase/storage';
import { app, EMULATOR_HOST, useEmulators } from './app';

export const storageAvailable = !useEmulators || import.meta.env.VITE_STORAGE_EMULATOR === 'on';
export const STORAGE_UNAVAILABLE_MESSAGE =
  'Uploads are unavailable right now: the storage service is not running. You can still paste an image link.';

let storagePromise: Promise<FirebaseStorage> | null = null;

/** The Storage SDK, loaded and connected on first use. Rejects when uploads are unavailable. */
export function loadStorage(): Promise<FirebaseStorage> {
  if (!storageAvailable) return Promise.reject(new Error(STORAGE_UNAVAILABLE_MESSAGE));
  storagePromise ??= import('firebase/storage').then(({ getStorage, connectStorageEmulator }) => {
    const storage = getStorage(app);
    if (useEmulators) connectStorageEmulator(storage, EMULATOR_HOST, 9199);
    return storage;
  });
  return storagePromise;
}
