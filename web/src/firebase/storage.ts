/**
 * Storage is loaded on demand by the screens that upload. Locally it needs the
 * Storage emulator, which cannot start offline: upload controls ask
 * `useStorageAvailable()` and say so instead of failing.
 *
 * In production Storage is always there. With the emulators the answer is
 * found at run time, by knocking once on the Storage emulator's port: the
 * stack starts it only when its runtime is cached, and a browser journey can
 * answer that address itself (e2e/support/storage.ts) to run the real upload
 * code without the emulator. Nothing of this exists outside emulator mode.
 */
import { useEffect, useState } from 'react';
import type { FirebaseStorage } from 'firebase/storage';
import { app, EMULATOR_HOST, useEmulators } from './app';
import { msg } from '../lib/i18n/translate';

export const STORAGE_EMULATOR_PORT = 9199;
// Shown by the image uploader through t() (components/hi.ts).
export const STORAGE_UNAVAILABLE_MESSAGE = msg(
  'Uploads are unavailable right now: the storage service is not running. You can still paste an image link.',
);

/** Known without asking: production, or an emulator stack that says it started Storage. */
const knownAvailable = !useEmulators || import.meta.env.VITE_STORAGE_EMULATOR === 'on';

let probe: Promise<boolean> | null = null;
/** The probe's answer once it came, so controls mounted later start with it. */
let probed: boolean | undefined;

/** Resolves whether uploads can work; asked once per page load. */
export function storageAvailability(): Promise<boolean> {
  if (knownAvailable) return Promise.resolve(true);
  probe ??= (async () => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), 1500);
    try {
      // Any answer means something listens there; a refused connection rejects at once.
      await fetch(`http://${EMULATOR_HOST}:${STORAGE_EMULATOR_PORT}/`, { mode: 'no-cors', cache: 'no-store', signal: controller.signal });
      probed = true;
    } catch {
      probed = false;
    } finally {
      clearTimeout(timer);
    }
    return probed;
  })();
  return probe;
}

// Ask as soon as an upload screen's code loads, so its controls rarely wait for the answer.
if (!knownAvailable && typeof window !== 'undefined') void storageAvailability();

/** true / false once known; undefined while the emulator is being asked (controls wait, without a message). */
export function useStorageAvailable(): boolean | undefined {
  const [available, setAvailable] = useState<boolean | undefined>(knownAvailable ? true : probed);
  useEffect(() => {
    if (knownAvailable) return;
    // Always through the promise: the answer may have come between the render and this effect.
    let live = true;
    void storageAvailability().then((ok) => {
      if (live) setAvailable(ok);
    });
    return () => {
      live = false;
    };
  }, []);
  return available;
}

let storagePromise: Promise<FirebaseStorage> | null = null;

/** The Storage SDK, loaded and connected on first use. Rejects when uploads are unavailable. */
export async function loadStorage(): Promise<FirebaseStorage> {
  if (!(await storageAvailability())) throw new Error(STORAGE_UNAVAILABLE_MESSAGE);
  storagePromise ??= import('firebase/storage').then(({ getStorage, connectStorageEmulator }) => {
    const storage = getStorage(app);
    if (useEmulators) connectStorageEmulator(storage, EMULATOR_HOST, STORAGE_EMULATOR_PORT);
    return storage;
  });
  return storagePromise;
}
