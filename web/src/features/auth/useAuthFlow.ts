import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from '../../lib/toast';
import type { User } from 'firebase/auth';
import { completeGoogleRedirect, signInWithGoogle } from './authActions';
import { authErrorCode, authErrorMessage, googleErrorMessage, isCancelledSignIn } from './authErrors';
import { returnPathFrom } from './returnPath';
import { t } from '../../lib/i18n/translate';

/**
 * An auth failure in plain words, for the form to show inline (its one
 * channel: no toast repeats it). A Google window the shopper closed is no
 * fault of the form: a passing note (a toast), and nothing inline.
 */
export function reportAuthError(error: unknown, translate: (error: unknown) => string = authErrorMessage): string | undefined {
  const message = translate(error);
  console.warn('Sign-in failed:', authErrorCode(error) ?? error);
  if (!isCancelledSignIn(error)) return message;
  toast.info(t(message));
  return undefined;
}

function firstName(user: User, fallback?: string): string {
  const name = fallback || user.displayName || '';
  return name.trim().split(/\s+/)[0] ?? '';
}

/** What the login and sign-up screens share: return path, Google, redirect result. */
export function useAuthFlow() {
  const location = useLocation();
  const navigate = useNavigate();
  const returnTo = returnPathFrom(location.state);
  const [googlePending, setGooglePending] = useState(false);
  const [googleError, setGoogleError] = useState<string | undefined>();

  const finish = useCallback(
    (user: User, options: { to?: string; greeting: 'welcome' | 'welcome-back'; name?: string }) => {
      const name = firstName(user, options.name);
      toast.success(
        options.greeting === 'welcome'
          ? name
            ? t('Welcome to the shop, {name}! Your account is ready.', { name })
            : t('Welcome to the shop! Your account is ready.')
          : name
            ? t('Welcome back, {name}!', { name })
            : t('Welcome back!'),
      );
      navigate(options.to ?? returnTo, { replace: true });
    },
    [navigate, returnTo],
  );

  // Finishes a Google sign-in that went through a full-page redirect.
  useEffect(() => {
    let live = true;
    completeGoogleRedirect().then(
      (result) => {
        if (live && result) finish(result.user, { to: returnPathFrom(result.returnTo), greeting: 'welcome-back' });
      },
      (error: unknown) => {
        if (live) setGoogleError(reportAuthError(error, googleErrorMessage));
      },
    );
    return () => {
      live = false;
    };
  }, [finish]);

  const google = useCallback(async () => {
    setGoogleError(undefined);
    setGooglePending(true);
    try {
      const user = await signInWithGoogle(returnTo);
      // null: the page is leaving for Google's redirect, stay pending.
      if (user) finish(user, { greeting: 'welcome-back' });
    } catch (error) {
      setGoogleError(reportAuthError(error, googleErrorMessage));
      setGooglePending(false);
    }
  }, [finish, returnTo]);

  return { state: location.state as unknown, returnTo, finish, google, googlePending, googleError };
}
