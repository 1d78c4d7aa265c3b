/** Sign-in and sign-up flows used by the auth screens. */
import {
  browserPopupRedirectResolver,
  createUserWithEmailAndPassword,
  sendEmailVerification,
  getRedirectResult,
  GoogleAuthProvider,
  signInWithEmailAndPassword,
  signInWithCredential,
  signInWithPopup,
  signInWithRedirect,
  updateProfile,
  type User,
} from 'firebase/auth';
import type { LoginInput, SignupInput } from '@tailor/domain/user';
import { auth } from '../../firebase/auth';
import { ensureUserProfile, saveLanguage } from './data';
import { currentLanguage } from '../../lib/i18n/translate';
import { DEFAULT_LANGUAGE } from '@tailor/domain/language';
import { forgetSignupName, rememberSignupName } from './signupNames';
import { authErrorCode } from './authErrorCode';
import { readSessionValue, writeSessionValue } from '../../lib/appStorage';

const REDIRECT_RETURN_KEY = 'auth-return';

async function afterSignIn(user: User): Promise<User> {
  // A missing profile must not block the shopper: the session layer tries again on the next load.
  try {
    const profile = await ensureUserProfile(user);
    // Signing in on the Hindi shop keeps Hindi on an account that names no language, so its
    // notices and mail speak it too. (Opening a Hindi link while signed in chooses nothing.)
    const shown = currentLanguage();
    if (!profile.language && shown !== DEFAULT_LANGUAGE) await saveLanguage(user.uid, shown);
  } catch (error) {
    console.warn('Profile could not be created yet', error);
  }
  // The admin claim is re-read with a forced token refresh by the session layer.
  return user;
}

export async function signInWithEmail({ email, password }: LoginInput): Promise<User> {
  const { user } = await signInWithEmailAndPassword(auth, email, password);
  return afterSignIn(user);
}

export async function signUpWithEmail({ name, email, password }: SignupInput): Promise<User> {
  rememberSignupName(email, name);
  const { user } = await createUserWithEmailAndPassword(auth, email, password).catch((error: unknown) => {
    forgetSignupName(email);
    throw error;
  });
  await updateProfile(user, { displayName: name }).catch((error: unknown) => console.warn('Display name not saved', error));
  // The banner offers the link again until the address is verified.
  void sendEmailVerification(user).catch((error: unknown) => console.warn('Verification e-mail not sent', error));
  return afterSignIn(user);
}

function googleProvider(): GoogleAuthProvider {
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  return provider;
}

/**
 * Google in a popup; when the browser blocks popups, the whole page goes to
 * Google instead and `completeGoogleRedirect` finishes on return. Resolves
 * null when the page is leaving for the redirect.
 */
export async function signInWithGoogle(returnTo: string): Promise<User | null> {
  try {
    const { user } = await signInWithPopup(auth, googleProvider(), browserPopupRedirectResolver);
    return afterSignIn(user);
  } catch (error) {
    if (authErrorCode(error) !== 'auth/popup-blocked') throw error;
    writeSessionValue(REDIRECT_RETURN_KEY, returnTo);
    await signInWithRedirect(auth, googleProvider(), browserPopupRedirectResolver);
    return null;
  }
}

/** Signs in with a Google ID token obtained elsewhere (Google One Tap, or the Auth emulator's test credential). */
export async function signInWithGoogleIdToken(idToken: string): Promise<User> {
  const { user } = await signInWithCredential(auth, GoogleAuthProvider.credential(idToken));
  return afterSignIn(user);
}

/** After a Google redirect: the signed-in user and where to go, or null when no redirect was pending. */
export async function completeGoogleRedirect(): Promise<{ user: User; returnTo: string | null } | null> {
  const result = await getRedirectResult(auth, browserPopupRedirectResolver);
  if (!result) return null;
  const returnTo = readSessionValue(REDIRECT_RETURN_KEY);
  writeSessionValue(REDIRECT_RETURN_KEY, null);
  return { user: await afterSignIn(result.user), returnTo };
}
