/**
 * Password reset over Firebase Auth. Asking for a link answers the same for
 * every well-formed address, so the form cannot be used to find out who has
 * an account.
 */
import { confirmPasswordReset, sendPasswordResetEmail, verifyPasswordResetCode } from 'firebase/auth';
import { auth } from '../../firebase/auth';
import { authErrorCode } from './authErrors';
import { msg } from '../../lib/i18n/translate';

export const RESET_SENT_MESSAGE = msg("If an account exists for that e-mail, we've sent a link to reset the password.");

/** Sends the reset e-mail; an unknown address resolves like a known one. */
export async function requestPasswordReset(email: string): Promise<void> {
  try {
    await sendPasswordResetEmail(auth, email);
  } catch (error) {
    if (authErrorCode(error) === 'auth/user-not-found') return;
    throw error;
  }
}

/** The e-mail the link was sent to; throws for a used, expired or malformed code. */
export function checkResetCode(oobCode: string): Promise<string> {
  return verifyPasswordResetCode(auth, oobCode);
}

export function setNewPassword(oobCode: string, password: string): Promise<void> {
  return confirmPasswordReset(auth, oobCode, password);
}
