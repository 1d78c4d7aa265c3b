/**
 * Firebase Auth (about 30 KB gzip). The shell imports this module lazily
 * (loadAuth) so the first screen renders without waiting for it; screens that
 * are themselves lazy import it directly.
 */
import { browserLocalPersistence, connectAuthEmulator, indexedDBLocalPersistence, initializeAuth } from 'firebase/auth';
import { app, EMULATOR_HOST, useEmulators } from './app';

export { onIdTokenChanged, signOut } from 'firebase/auth';

// Unlike getAuth, no popup/redirect resolver here: it loads Google's api.js
// on every page. Google sign-in passes browserPopupRedirectResolver itself.
export const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
if (useEmulators) connectAuthEmulator(auth, `http://${EMULATOR_HOST}:9099`, { disableWarnings: true });
