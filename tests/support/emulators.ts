export const PROJECT_ID = 'demo-tailor';
export const FIRESTORE_HOST = '127.0.0.1';
export const FIRESTORE_PORT = 8080;
export const AUTH_URL = 'http://127.0.0.1:9099';
export const API_BASE = `http://127.0.0.1:5001/${PROJECT_ID}/asia-south1/api/api/v1`;

export function requireEmulators(): void {
  if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error('These tests need the emulators: run them through `tsx scripts/emulators.ts exec`.');
  }
}

/** Polls `probe` until it returns a value other than undefined (trigger results arrive asynchronously). */
export async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 20_000, label = 'condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (error) {
      last = error;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Timed out waiting for ${label}${last ? `: ${String(last)}` : ''}`);
}
