import { loadAuth } from '../../firebase/loadAuth';
import { clearAppStorage } from '../../lib/appStorage';

/** Signs out and drops the app's own stored data, without leaving the page. */
export async function signOutAndClear(): Promise<void> {
  try {
    const { auth, signOut } = await loadAuth();
    await signOut(auth);
  } finally {
    clearAppStorage();
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
