/**
 * App Check on the API: when enforcement is on (`APP_CHECK=enforce` in the
 * function's environment), every write — placing orders, carts, feedback,
 * sign-up and login, the admin's calls — needs a valid `X-Firebase-AppCheck`
 * token from the shop's own web app; a missing or invalid one is answered 401.
 * Reads stay open: `/health` and the public catalogue serve search engines,
 * share previews and anyone's browser. Off by default, so the emulators and a
 * project without App Check behave as before (docs/operations.md turns it on).
 */
import type { RequestHandler } from 'express';
import { getAppCheck } from 'firebase-admin/app-check';
import { HttpError } from './http';

export const APP_CHECK_HEADER = 'X-Firebase-AppCheck';
export const APP_CHECK_REQUIRED = 'app-check-required';
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function appCheckEnforced(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.APP_CHECK === 'enforce';
}

/** Verifies the App Check token of every write when `enforce` is true; passes everything otherwise. */
export function requireAppCheck(enforce: boolean): RequestHandler {
  return (req, _res, next) => {
    if (!enforce || READS.has(req.method)) return next();
    const token = req.header(APP_CHECK_HEADER);
    const refused = () =>
      next(new HttpError(401, 'This app could not be verified. Reload the page and try again.', { code: APP_CHECK_REQUIRED }));
    if (!token) return refused();
    getAppCheck()
      .verifyToken(token)
      .then(() => next(), refused);
  };
}
