/** Firebase Auth error codes in the shop's plain words (English source text, shown with t()). Pure: no SDK import. */
import { msg } from '../../lib/i18n/translate';
import { authErrorCode } from './authErrorCode';

export const INCORRECT_CREDENTIALS = msg('Incorrect email or password.');
export const GENERIC_AUTH_ERROR = msg('Something went wrong while signing you in. Please try again.');

const MESSAGES: Record<string, string> = {
  'auth/wrong-password': INCORRECT_CREDENTIALS,
  'auth/invalid-credential': INCORRECT_CREDENTIALS,
  'auth/invalid-login-credentials': INCORRECT_CREDENTIALS,
  // The same words as a wrong password: the login must not tell whether an e-mail has an account.
  'auth/user-not-found': INCORRECT_CREDENTIALS,
  'auth/email-already-in-use': msg('An account with this email already exists.'),
  'auth/credential-already-in-use': msg('This Google account is already linked to another account.'),
  'auth/account-exists-with-different-credential':
    msg('An account with this email already exists. Sign in with your email and password instead.'),
  'auth/weak-password': msg('That password is too weak. Use at least 6 characters.'),
  'auth/invalid-email': msg('Please enter a valid email address.'),
  'auth/missing-password': msg('Enter your password.'),
  'auth/missing-email': msg('Please enter your email address.'),
  'auth/user-disabled': msg('This account has been disabled. Please contact the shop.'),
  'auth/network-request-failed': msg('We could not reach the sign-in service. Check your internet connection and try again.'),
  'auth/too-many-requests': msg('Too many attempts. Please wait a few minutes and try again.'),
  'auth/popup-closed-by-user': msg('The Google sign-in window was closed before signing in.'),
  'auth/cancelled-popup-request': msg('The Google sign-in window was closed before signing in.'),
  'auth/user-cancelled': msg('Google sign-in was cancelled.'),
  'auth/popup-blocked': msg('Your browser blocked the Google sign-in window. Allow pop-ups for this site and try again.'),
  'auth/operation-not-allowed': msg('This way of signing in is not enabled for the shop yet.'),
  'auth/unauthorized-domain': msg('Google sign-in is not available on this address.'),
  'auth/operation-not-supported-in-environment': msg('Google sign-in is not supported in this browser.'),
  'auth/web-storage-unsupported': msg('Your browser blocks the storage sign-in needs. Turn off private mode or allow site data.'),
  'auth/requires-recent-login': msg('Please sign in again to continue.'),
  'auth/user-token-expired': msg('Your session has expired. Please sign in again.'),
  'auth/internal-error': GENERIC_AUTH_ERROR,
  'auth/expired-action-code': msg('This reset link has expired. Ask for a new one below.'),
  'auth/invalid-action-code': msg('This reset link is not valid any more: it may have been used already. Ask for a new one below.'),
};

export { authErrorCode } from './authErrorCode';

/** A sentence a shopper understands, never a raw code. */
export function authErrorMessage(error: unknown): string {
  const code = authErrorCode(error);
  if (code && MESSAGES[code]) return MESSAGES[code];
  if (code === 'permission-denied' || code === 'firestore/permission-denied') {
    return msg('Your account could not be set up. Please try again.');
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

export const GOOGLE_UNAVAILABLE = msg('Google sign-in could not start. Check your internet connection, or sign in with your email and password.');

/** For the Google button: an internal or network failure there means Google's sign-in window could not load. */
export function googleErrorMessage(error: unknown): string {
  const code = authErrorCode(error);
  if (code === 'auth/internal-error' || code === 'auth/network-request-failed') return GOOGLE_UNAVAILABLE;
  return authErrorMessage(error);
}
