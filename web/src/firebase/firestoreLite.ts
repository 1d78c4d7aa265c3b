/**
 * Firestore Lite: one-shot reads and writes over REST, a fifth of the full
 * SDK's size. The storefront (catalogue, public feedback) uses it so a
 * visitor's first download stays small; live listeners and the persistent
 * cache (cart, orders, profile, admin) stay on the full SDK in ./firestore,
 * which loads only on the screens that need it.
 */
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore/lite';
import { app, EMULATOR_HOST, useEmulators } from './app';

export const liteDb = getFirestore(app);
if (useEmulators) connectFirestoreEmulator(liteDb, EMULATOR_HOST, 8080);
