/**
 * The code of a Firebase error. Apart from authErrors.ts so that code needing only the code (the
 * verify-e-mail banner, on every page) does not pull in the messages and the translate module.
 */
/** The `code` of a FirebaseError-like value, if any. */
export function authErrorCode(error: unknown): string | null {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return null;
}
