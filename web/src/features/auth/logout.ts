import { loadAuth } from '../../firebase/loadAuth';
import { clearAppStorage } from '../../lib/appStorage';
import { rememberLanguage, rememberedLanguage } from '../../lib/i18n/choice';

/** Signs out and drops the app's own stored data, without leaving the page. */
export async function signOutAndClear(): Promise<void> {
  try {
    const { auth, signOut } = await loadAuth();
    await signOut(auth);
  } finally {
    // The language is the device's, not the account's data: it outlasts the sign-out.
    const language = rememberedLanguage();
    clearAppStorage();
    if (language) rememberLanguage(language);
  }
}

/** Logout: sign out, clear the app's local and session storage, reload at home. */
export async function logout(): Promise<void> {
  try {
    await signOutAndClear();
  } finally {
    window.location.assign('/');
  }
}
