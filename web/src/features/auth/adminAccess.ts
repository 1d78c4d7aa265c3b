/**
 * Lost admin rights. The role lives in the ID token, and a token keeps its
 * claims until it is refreshed: after `admin:revoke`, the rules and the API
 * refuse the old admin while the app still shows admin screens. An admin
 * screen whose read or write is refused reports it here; RequireAdmin then
 * fetches a fresh token (getIdToken(true)) and, without the claim, shows the
 * refusal instead of the screen. A revoked session cannot refresh at all: the
 * SDK signs it out and the visitor goes to the login page.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

/** permission-denied from Firestore, unauthorized from Storage, or the API's codes for a revoked session or a missing claim. */
export function isAccessDenied(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    code === 'permission-denied' ||
    code === 'firestore/permission-denied' ||
    code === 'storage/unauthorized' ||
    code === 'session-revoked' ||
    code === 'admin-required'
  );
}

/** For admin screens' error paths: tells RequireAdmin to re-check the claim when the error is a refusal. */
export function reportAdminAccessError(error: unknown): void {
  if (!isAccessDenied(error)) return;
  for (const listener of [...listeners]) listener();
}

export function onAdminAccessDenied(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
