/**
 * Firestore, in its own module so that only the screens that read data pull
 * the SDK into their chunks. Connected to the emulator once, at import.
 */
import {
  connectFirestoreEmulator,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
} from 'firebase/firestore';
import { app, EMULATOR_HOST, useEmulators } from './app';

// The persistent cache lets a returning visitor see cached products at once.
export const db = initializeFirestore(app, {
  localCache: persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
});
if (useEmulators) connectFirestoreEmulator(db, EMULATOR_HOST, 8080);
