import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { app, EMULATOR_HOST, useEmulators } from './app';

export const auth = getAuth(app);
if (useEmulators) connectAuthEmulator(auth, `http://${EMULATOR_HOST}:9099`, { disableWarnings: true });
