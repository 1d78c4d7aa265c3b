/**
 * App Check: the web app proves to the API (and to Firestore and Storage, once
 * they enforce it) that a request comes from the shop's own pages. Production
 * uses reCAPTCHA Enterprise with the site key from `VITE_RECAPTCHA_ENTERPRISE_SITE_KEY`;
 * under the emulators the debug provider runs when `VITE_APPCHECK_DEBUG_TOKEN`
 * names a debug token registered for the project (its exchange needs Google's
 * servers, so without one App Check stays off locally, as the emulated API's
 * enforcement does). The SDK (about 6 KB gzip) loads after first paint, never
 * on the path `/` renders from.
 */
import type { AppCheck } from 'firebase/app-check';
import { app, useEmulators } from './app';

const env = import.meta.env;
const siteKey = env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY;
const debugToken = useEmulators ? env.VITE_APPCHECK_DEBUG_TOKEN : undefined;

export const APP_CHECK_HEADER = 'X-Firebase-AppCheck';
export const appCheckConfigured = Boolean(debugToken || (!useEmulators && siteKey));

let started: Promise<AppCheck | null> | undefined;

/** Starts App Check once (a no-op where it is not configured). */
export function startAppCheck(): Promise<AppCheck | null> {
  started ??= appCheckConfigured
    ? import('firebase/app-check').then(({ initializeAppCheck, ReCaptchaEnterpriseProvider }) => {
        if (debugToken) (self as { FIREBASE_APPCHECK_DEBUG_TOKEN?: string }).FIREBASE_APPCHECK_DEBUG_TOKEN = debugToken;
        return initializeAppCheck(app, { provider: new ReCaptchaEnterpriseProvider(siteKey ?? 'debug'), isTokenAutoRefreshEnabled: true });
      })
    : Promise.resolve(null);
  return started;
}

/** The header that carries the App Check token on an API call; empty where App Check is off or has no token. */
export async function appCheckHeaders(): Promise<Record<string, string>> {
  const appCheck = await startAppCheck().catch(() => null);
  if (!appCheck) return {};
  try {
    const { getToken } = await import('firebase/app-check');
    const { token } = await getToken(appCheck);
    return { [APP_CHECK_HEADER]: token };
  } catch {
    // No token (reCAPTCHA blocked, offline): the API answers 401 if it enforces, and says so.
    return {};
  }
}
