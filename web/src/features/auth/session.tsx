import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { User } from 'firebase/auth';
import { loadAuth } from '../../firebase/loadAuth';
import { whenIdle } from '../../lib/idle';
import { useEmulators } from '../../firebase/app';
import type { UserProfileView } from './data';
import { pendingSignupName } from './signupNames';
import { chooseLanguage } from '../../lib/i18n/catalogues';
import { languageFromSearch } from '../../lib/i18n/choice';
import { currentLanguage } from '../../lib/i18n/translate';

export type SessionProfile = UserProfileView;

export interface Session {
  status: 'loading' | 'signed-out' | 'signed-in';
  user: User | null;
  /** From the ID token's `role` custom claim, never from a stored document. */
  isAdmin: boolean;
  /** From the same claim (`role: "tailor"`): a workshop tailor, who sees only their jobs (absent reads as false). */
  isTailor?: boolean;
  /** Name, e-mail and picture for the navigation; from users/{uid}, else from the account. */
  profile: SessionProfile | null;
  /** Fetches a fresh ID token so a granted or revoked admin claim shows at once. Resolves isAdmin. */
  refreshClaims: () => Promise<boolean>;
}

interface SessionState {
  status: Session['status'];
  user: User | null;
  isAdmin: boolean;
  isTailor: boolean;
  profile: SessionProfile | null;
}

const SIGNED_OUT: SessionState = { status: 'signed-out', user: null, isAdmin: false, isTailor: false, profile: null };
const noRefresh = async () => false;

const SessionContext = createContext<Session>({ status: 'loading', user: null, isAdmin: false, isTailor: false, profile: null, refreshClaims: noRefresh });

// Re-check claims when the tab comes back, at most this often.
const CLAIMS_RECHECK_MS = 5 * 60 * 1000;

function profileFromAccount(user: User): SessionProfile {
  return {
    name: pendingSignupName(user.email) || user.displayName || user.email?.split('@')[0] || 'Customer',
    email: user.email ?? '',
    profilePicture: user.photoURL ?? '',
  };
}

async function readRole(user: User, force: boolean): Promise<string | null> {
  try {
    const token = await user.getIdTokenResult(force);
    return typeof token.claims.role === 'string' ? token.claims.role : null;
  } catch {
    // Offline: fall back to the token already held.
    if (!force) return null;
    return readRole(user, false);
  }
}

// Emulator builds only: browser tests sign in with the Auth emulator's fake
// Google credential, since Google's popup needs apis.google.com.
if (useEmulators && typeof window !== 'undefined') {
  (window as unknown as { __silaiEmulator?: object }).__silaiEmulator = {
    async signInWithGoogleIdToken(idToken: string): Promise<string> {
      const { signInWithGoogleIdToken } = await import('./authActions');
      return (await signInWithGoogleIdToken(idToken)).uid;
    },
  };
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: 'loading', user: null, isAdmin: false, isTailor: false, profile: null });
  const lastForced = useRef<{ uid: string; at: number } | null>(null);

  const refreshClaims = useCallback(async (): Promise<boolean> => {
    const user = (await loadAuth()).auth.currentUser;
    if (!user) return false;
    lastForced.current = { uid: user.uid, at: Date.now() };
    const role = await readRole(user, true);
    const isAdmin = role === 'admin';
    const isTailor = role === 'tailor';
    setState((s) => (s.user?.uid === user.uid && (s.isAdmin !== isAdmin || s.isTailor !== isTailor) ? { ...s, isAdmin, isTailor } : s));
    return isAdmin;
  }, []);

  // Auth state and claims.
  useEffect(() => {
    let generation = 0;
    let unsubscribe = () => {};
    let stopped = false;
    // The Auth SDK is not needed to draw the first screen (the navigation shows
    // a placeholder until the session is known), so it loads right after it.
    const start = async () => {
      const { auth, onIdTokenChanged } = await loadAuth();
      if (stopped) return;
      unsubscribe = onIdTokenChanged(auth, (user) => {
        const mine = ++generation;
        if (!user) {
          lastForced.current = null;
          // Transitions render in slices. An urgent update would first finish, in one
          // long task, hydrating the server-rendered parts that read the session.
          startTransition(() => setState(SIGNED_OUT));
          return;
        }
        void readRole(user, false).then((role) => {
          if (mine !== generation) return;
          startTransition(() =>
            setState((s) => ({
              status: 'signed-in',
              user,
              isAdmin: role === 'admin',
              isTailor: role === 'tailor',
              profile: s.user?.uid === user.uid && s.profile ? s.profile : profileFromAccount(user),
            })),
          );
          // A session restored from storage may carry claims from before a
          // grant or revoke: fetch a fresh token once per user per page load.
          if (lastForced.current?.uid !== user.uid) void refreshClaims();
        });
      });
    };
    const cancelIdle = whenIdle(() => void start());
    return () => {
      stopped = true;
      cancelIdle();
      generation++;
      unsubscribe();
    };
  }, [refreshClaims]);

  useEffect(() => {
    const onVisible = () => {
      const last = lastForced.current;
      if (document.visibilityState === 'visible' && last && Date.now() - last.at > CLAIMS_RECHECK_MS) void refreshClaims();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [refreshClaims]);

  // Profile document: created on first sign-in, then followed live. Firestore
  // loads only for signed-in visitors, keeping it out of the first download.
  const uid = state.user?.uid ?? null;
  useEffect(() => {
    if (!uid) return;
    let stopped = false;
    let unsubscribe: (() => void) | undefined;
    void Promise.all([loadAuth(), import('./data')]).then(async ([{ auth }, { ensureUserProfile, watchUserProfile }]) => {
      const current = auth.currentUser;
      if (stopped || current?.uid !== uid) return;
      try {
        const profile = await ensureUserProfile(current);
        if (!stopped) setState((s) => (s.user?.uid === uid ? { ...s, profile } : s));
      } catch (error) {
        console.warn('Profile could not be loaded', error);
      }
      if (stopped) return;
      unsubscribe = watchUserProfile(current, (profile) => {
        setState((s) => (s.user?.uid === uid ? { ...s, profile } : s));
      });
    });
    return () => {
      stopped = true;
      unsubscribe?.();
    };
  }, [uid]);

  // The language kept on the account follows the customer to this device,
  // unless the address names one (a shared link keeps its language).
  const accountLanguage = state.profile?.language;
  useEffect(() => {
    if (accountLanguage && accountLanguage !== currentLanguage() && !languageFromSearch(window.location.search)) {
      void chooseLanguage(accountLanguage);
    }
  }, [accountLanguage]);

  const session = useMemo<Session>(() => ({ ...state, refreshClaims }), [state, refreshClaims]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  return useContext(SessionContext);
}
