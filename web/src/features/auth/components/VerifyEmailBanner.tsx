/**
 * "Verify your e-mail" under the navigation until the account's address is
 * verified: the admin role is only granted to verified addresses, and a
 * verified address is how the owner proves an account is theirs. Loaded lazily
 * (only for accounts that need it); dismissed for the browser session.
 */
import { useEffect, useState } from 'react';
import { sendEmailVerification, type User } from 'firebase/auth';
import { readSessionValue, writeSessionValue } from '../../../lib/appStorage';
import { authErrorCode } from '../authErrorCode';
import { verifyBannerKey } from '../verifyEmail';
import './VerifyEmailBanner.css';

type SendState = 'idle' | 'sending' | 'sent' | 'error' | 'too-many';

export default function VerifyEmailBanner({ user }: { user: User }) {
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
          <strong id="verify-banner-title">Verify your e-mail.</strong> We sent a link to <span className="verify-banner-email">{user.email}</span>; open
          it to confirm the address is yours.
        </p>
        <div className="verify-banner-actions">
          <button type="button" className="btn btn-outline btn-sm" onClick={resend} disabled={send === 'sending' || send === 'sent'}>
            {send === 'sending' ? 'Sending…' : send === 'sent' ? 'Link sent' : 'Send the link again'}
          </button>
          <button type="button" className="btn btn-ghost btn-sm verify-banner-close" onClick={dismiss} aria-label="Dismiss the e-mail verification reminder">
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <p className="verify-banner-status" role="status">
          {send === 'sent'
            ? `A new link is on its way to ${user.email}.`
            : send === 'too-many'
              ? 'Too many requests. Please wait a few minutes and try again.'
              : send === 'error'
                ? 'The link could not be sent. Please try again.'
                : ''}
        </p>
      </div>
    </section>
  );
}
