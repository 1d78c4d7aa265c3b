/** Firebase Auth error codes in the shop's plain words. Pure: no SDK import. */

export const INCORRECT_CREDENTIALS = 'Incorrect email or password.';
export const GENERIC_AUTH_ERROR = 'Something went wrong while signing you in. Please try again.';

const MESSAGES: Record<string, string> = {
  'auth/wrong-password': INCORRECT_CREDENTIALS,
  'auth/invalid-credential': INCORRECT_CREDENTIALS,
  'auth/invalid-login-credentials': INCORRECT_CREDENTIALS,
  // The same words as a wrong password: the login must not tell whether an e-mail has an account.
  'auth/user-not-found': INCORRECT_CREDENTIALS,
  'auth/email-already-in-use': 'An account with this email already exists.',
  'auth/credential-already-in-use': 'This Google account is already linked to another account.',
  'auth/account-exists-with-different-credential':
    'An account with this email already exists. Sign in with your email and password instead.',
  'auth/weak-password': 'That password is too weak. Use at least 6 characters.',
  'auth/invalid-email': 'Please enter a valid email address.',
  'auth/missing-password': 'Enter your password.',
  'auth/missing-email': 'Please enter your email address.',
  'auth/user-disabled': 'This account has been disabled. Please contact the shop.',
  'auth/network-request-failed': 'We could not reach the sign-in service. Check your internet connection and try again.',
  'auth/too-many-requests': 'Too many attempts. Please wait a few minutes and try again.',
  'auth/popup-closed-by-user': 'The Google sign-in window was closed before signing in.',
  'auth/cancelled-popup-request': 'The Google sign-in window was closed before signing in.',
  'auth/user-cancelled': 'Google sign-in was cancelled.',
  'auth/popup-blocked': 'Your browser blocked the Google sign-in window. Allow pop-ups for this site and try again.',
  'auth/operation-not-allowed': 'This way of signing in is not enabled for the shop yet.',
  'auth/unauthorized-domain': 'Google sign-in is not available on this address.',
  'auth/operation-not-supported-in-environment': 'Google sign-in is not supported in this browser.',
  'auth/web-storage-unsupported': 'Your browser blocks the storage sign-in needs. Turn off private mode or allow site data.',
  'auth/requires-recent-login': 'Please sign in again to continue.',
  'auth/user-token-expired': 'Your session has expired. Please sign in again.',
  'auth/internal-error': GENERIC_AUTH_ERROR,
  'auth/expired-action-code': 'This reset link has expired. Ask for a new one below.',
  'auth/invalid-action-code': 'This reset link is not valid any more: it may have been used already. Ask for a new one below.',
};

/** The `code` of a FirebaseError-like value, if any. */
export function authErrorCode(error: unknown): string | null {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return null;
}

/** A sentence a shopper understands, never a raw code. */
export function authErrorMessage(error: unknown): string {
  const code = authErrorCode(error);
  if (code && MESSAGES[code]) return MESSAGES[code];
  if (code === 'permission-denied' || code === 'firestore/permission-denied') {
    return 'Your account could not be set up. Please try again.';
  }
  if (code === 'unavailable' || code === 'firestore/unavailable') return MESSAGES['auth/network-request-failed']!;
  return GENERIC_AUTH_ERROR;
}

/** The shopper closed the Google window themselves: worth a note, not an alarm. */
export function isCancelledSignIn(error: unknown): boolean {
  const code = authErrorCode(error);
  return code === 'auth/popup-closed-by-user' || code === 'auth/cancelled-popup-request' || code === 'auth/user-cancelled';
}

/** Errors that belong under the email field rather than the password field. */
export function isEmailFieldError(error: unknown): boolean {
  const code = authErrorCode(error);
  return code === 'auth/email-already-in-use' || code === 'auth/invalid-email';
}

/** Errors that belong under the password field. */
export function isPasswordFieldError(error: unknown): boolean {
  const code = authErrorCode(error);
  return code === 'auth/weak-password' || code === 'auth/missing-password';
}

export const GOOGLE_UNAVAILABLE =
  'Google sign-in could not start. Check your internet connection, or sign in with your email and password.';

/** For the Google button: an internal or network failure there means Google's sign-in window could not load. */
export function googleErrorMessage(error: unknown): string {
  const code = authErrorCode(error);
  if (code === 'auth/internal-error' || code === 'auth/network-request-failed') return GOOGLE_UNAVAILABLE;
  return authErrorMessage(error);
}
