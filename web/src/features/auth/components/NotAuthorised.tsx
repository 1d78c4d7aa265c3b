import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Link } from '../../../components/links';
import { useSession } from '../session';
import { signOutAndClear } from '../logout';
import { msg } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/useT';
import '../auth.css';

/** Why a signed-in account is refused a page: not the admin, not a tailor, or a tailor on a customer's page. */
const REFUSALS = {
  admin: msg("This page is for the shop's admin only."),
  tailors: msg("This page is for the shop's tailors only."),
  'tailor-account': msg("A tailor's account opens no orders: your work is on the Workshop page."),
};
export type Refusal = keyof typeof REFUSALS;

function LockIcon() {
  return (
    <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 5a3 3 0 1 1 6 0v3H9V7Zm3 7a2 2 0 0 1 1 3.73V19h-2v-1.27A2 2 0 0 1 12 14Z"
      />
    </svg>
  );
}

/**
 * The refusal a signed-in account sees on a page that is not for it (guards.tsx). A chunk of its
 * own, loaded when shown: it stays out of the first download.
 */
export default function NotAuthorised({ refusal = 'admin' }: { refusal?: Refusal }) {
  const { t } = useT();
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [switching, setSwitching] = useState(false);
  const who = session.profile?.name || session.user?.email;
  // The name sits inside the sentence (its place differs in Hindi): the text is split around it.
  const [before = '', after = ''] = t('You are signed in as {who}.').split('{who}');

  async function switchAccount() {
    setSwitching(true);
    const from = location.pathname + location.search;
    try {
      await signOutAndClear();
    } finally {
      navigate('/login', { replace: true, state: { from } });
    }
  }

  return (
    <section className="auth-page">
      <div className="card auth-card center-text" role="alert">
        <span className="auth-icon">
          <LockIcon />
        </span>
        <h1 className="auth-title">{t('Not authorised')}</h1>
        <p className="muted">
          {t(REFUSALS[refusal])}
          {who ? (
            <>
              {' '}
              {before}
              <strong>{who}</strong>
              {after}
            </>
          ) : null}
        </p>
        <div className="auth-actions">
          <Link className="btn btn-primary btn-block" to="/">
            {t('Back to Home')}
          </Link>
          <button type="button" className="btn btn-outline btn-block" onClick={switchAccount} disabled={switching}>
            {switching ? t('Signing out...') : t('Login as a different user')}
          </button>
        </div>
      </div>
    </section>
  );
}
