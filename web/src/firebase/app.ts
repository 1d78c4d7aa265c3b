/** The Firebase app and the flags that say how it is wired (emulators, storage). */
import { initializeApp } from 'firebase/app';

const env = import.meta.env;

export const useEmulators = env.VITE_USE_EMULATORS === 'true';
export const EMULATOR_HOST = '127.0.0.1';

export const firebaseConfig = {
  apiKey: env.VITE_FIREBASE_API_KEY ?? 'demo-api-key',
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN ?? 'demo-tailor.firebaseapp.com',
  projectId: env.VITE_FIREBASE_PROJECT_ID ?? 'demo-tailor',
  storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET ?? 'demo-tailor.appspot.com',
  appId: env.VITE_FIREBASE_APP_ID ?? '1:000000000000:web:demo',
};

export const app = initializeApp(firebaseConfig);
