/**
 * A call to the shop's `/api/v1` as the signed-in user: their ID token, the
 * App Check token where App Check runs, JSON in. Callers turn the answer (or
 * the rejection, when no answer came) into their own words.
 */
import { appCheckHeaders } from '../firebase/appCheck';
import { loadAuth } from '../firebase/loadAuth';

/** There is no signed-in user to call for (the session ended in another tab). */
export class SignedOutError extends Error {}

export async function apiFetch(path: string, init: { method: string; body?: unknown; signal?: AbortSignal }): Promise<Response> {
  const { auth } = await loadAuth();
  const token = await auth.currentUser?.getIdToken();
  if (!token) throw new SignedOutError('Not signed in');
  const headers: Record<string, string> = { Authorization: `Bearer ${token}`, ...(await appCheckHeaders()) };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  return fetch(path.startsWith('/api/') ? path : `/api/v1${path}`, {
    method: init.method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: init.signal,
  });
}
