/** Firestore access for the signed-in user's profile document, users/{uid}. */
import { doc, getDoc, onSnapshot, serverTimestamp, setDoc, updateDoc, type Unsubscribe } from 'firebase/firestore';
import type { User } from 'firebase/auth';
import { db } from '../../firebase/firestore';
import { containsShopName } from '@tailor/domain/shop';
import { isLanguage, type Language } from '@tailor/domain/language';
import { reportError } from '../../lib/reportError';
import { forgetSignupName, pendingSignupName } from './signupNames';

export interface UserProfileView {
  name: string;
  email: string;
  profilePicture: string;
  /** The language chosen on the account; absent on profiles from before it was kept, or never chosen. */
  language?: Language;
}

const NAME_MAX = 80;
const URL_MAX = 2048;

const inFlight = new Map<string, Promise<UserProfileView>>();

// A name typed on the sign-up form wins over whatever the account carries,
// whichever code path creates the document first.
// The shop's name is kept for the shop (firestore.rules refuses it in a customer's profile).
function fallbackName(user: User): string {
  const candidates = [pendingSignupName(user.email), user.displayName, user.email?.split('@')[0]];
  const usable = candidates.map((n) => (n ?? '').trim().slice(0, NAME_MAX)).find((n) => n && !containsShopName(n));
  return usable || 'Customer';
}

// Kept free of domain's schema modules: this file loads for every signed-in visitor.
function pictureOf(user: User): string {
  const url = user.photoURL ?? '';
  return url.length <= URL_MAX && /^https?:\/\/\S+$/i.test(url) ? url : '';
}

function toView(data: Record<string, unknown> | undefined, user: User): UserProfileView {
  return {
    name: typeof data?.name === 'string' && data.name ? data.name : fallbackName(user),
    email: typeof data?.email === 'string' && data.email ? data.email : (user.email ?? ''),
    profilePicture: typeof data?.profilePicture === 'string' ? data.profilePicture : pictureOf(user),
    ...(isLanguage(data?.language) ? { language: data.language } : {}),
  };
}

/**
 * Creates users/{uid} on the first sign-in (name, email, profilePicture,
 * createdAt); never a role. Concurrent calls for one user share one write.
 */
export function ensureUserProfile(user: User): Promise<UserProfileView> {
  const running = inFlight.get(user.uid);
  if (running) return running;
  const ref = doc(db, 'users', user.uid);
  const task = (async () => {
    const snap = await getDoc(ref);
    if (snap.exists()) return toView(snap.data(), user);
    const profile = { name: fallbackName(user), email: user.email ?? '', profilePicture: pictureOf(user) };
    await setDoc(ref, { ...profile, createdAt: serverTimestamp() });
    forgetSignupName(user.email);
    return profile;
  })();
  inFlight.set(user.uid, task);
  task.catch(() => inFlight.delete(user.uid));
  return task;
}

/** Live profile for the navigation; errors keep the last known value. */
export function watchUserProfile(user: User, onChange: (profile: UserProfileView) => void): Unsubscribe {
  return onSnapshot(
    doc(db, 'users', user.uid),
    (snap) => {
      if (snap.exists()) onChange(toView(snap.data(), user));
    },
    () => undefined,
  );
}

/**
 * Keeps the language on the account, so the shop speaks it on the customer's
 * other devices. A failure (offline, a profile not yet created) only loses
 * that: the device remembers the choice itself.
 */
export async function saveLanguage(uid: string, language: Language): Promise<void> {
  try {
    await updateDoc(doc(db, 'users', uid), { language });
  } catch (error) {
    reportError('The language could not be kept on the account', error);
  }
}
