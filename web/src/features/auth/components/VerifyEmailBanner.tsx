/**
 * "Verify your e-mail" under the navigation until the account's address is
 * verified: the admin role is only granted to verified addresses, and a
 * verified address is how the owner proves an account is theirs. Loaded lazily
 * (only for accounts that need it); dismissed for the browser session.
 */
import { use, useEffect, useState } from 'react';
import { sendEmailVerification, type User } from 'firebase/auth';
import { readSessionValue, writeSessionValue } from '../../../lib/appStorage';
import { addEntries } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/useT';
import { authErrorCode } from '../authErrorCode';
import { verifyBannerKey } from '../verifyEmail';
import './VerifyEmailBanner.css';

type SendState = 'idle' | 'sending' | 'sent' | 'error' | 'too-many';

let authText: Promise<void> | undefined;

/**
 * The sign-in screens' catalogue (its text is there), loaded as AuthParts' useAuthCatalogue does:
 * a copy, because importing AuthParts would bring the sign-in forms' code into the chunk every
 * unverified account downloads on every page. Suspends the banner (nothing shows) until it is in.
 */
function useAuthCatalogue(): void {
  const { language } = useT();
  if (language !== 'hi') return;
  // A failed download shows English; the next render after this one asks again (no loop while offline).
  authText ??= import('../hi').then(
    (module) => addEntries(module.default),
    () => void setTimeout(() => (authText = undefined)),
  );
  use(authText);
}

export default function VerifyEmailBanner({ user }: { user: User }) {
  useAuthCatalogue();
  const { t } = useT();
  const [dismissed, setDismissed] = useState(() => readSessionValue(verifyBannerKey(user.uid)) === '1');
  const [verified, setVerified] = useState(false);
  const [send, setSend] = useState<SendState>('idle');

  // Opened in another tab, the link verifies the account without this page knowing: look again on focus.
  useEffect(() => {
    let live = true;
    const check = () => {
      user.reload().then(
        () => live && user.emailVerified && setVerified(true),
        () => undefined,
      );
    };
    check();
    window.addEventListener('focus', check);
    return () => {
      live = false;
      window.removeEventListener('focus', check);
    };
  }, [user]);

  if (dismissed || verified) return null;
  // The address sits in its own span (it may break anywhere); each language places it in its sentence.
  const [sentBefore, sentAfter = ''] = t('We sent a link to {email}; open it to confirm the address is yours.').split('{email}');

  async function resend() {
    setSend('sending');
    try {
      await sendEmailVerification(user);
      setSend('sent');
    } catch (error) {
      console.warn('Verification e-mail not sent', error);
      setSend(authErrorCode(error) === 'auth/too-many-requests' ? 'too-many' : 'error');
    }
  }

  function dismiss() {
    writeSessionValue(verifyBannerKey(user.uid), '1');
    setDismissed(true);
  }

  return (
    <section className="verify-banner" aria-labelledby="verify-banner-title">
      <div className="container verify-banner-inner">
        <p className="verify-banner-text">
          <strong id="verify-banner-title">{t('Verify your e-mail.')}</strong> {sentBefore}
          <span className="verify-banner-email">{user.email}</span>
          {sentAfter}
        </p>
        <div className="verify-banner-actions">
          <button type="button" className="btn btn-outline btn-sm" onClick={resend} disabled={send === 'sending' || send === 'sent'}>
            {send === 'sending' ? t('Sending…') : send === 'sent' ? t('Link sent') : t('Send the link again')}
          </button>
          <button type="button" className="btn btn-ghost btn-sm verify-banner-close" onClick={dismiss} aria-label={t('Dismiss the e-mail verification reminder')}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <p className="verify-banner-status" role="status">
          {send === 'sent'
            ? t('A new link is on its way to {email}.', { email: user.email ?? '' })
            : send === 'too-many'
              ? t('Too many requests. Please wait a few minutes and try again.')
              : send === 'error'
                ? t('The link could not be sent. Please try again.')
                : ''}
        </p>
      </div>
    </section>
  );
}
