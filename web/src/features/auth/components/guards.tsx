import { useEffect, useState, type ReactNode } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../session';
import { signOutAndClear } from '../logout';
import { onAdminAccessDenied } from '../adminAccess';
import { PageLoading } from '../../../components/PageLoading';
import '../auth.css';

/** Signed-in only: a visitor goes to /login and comes back afterwards. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <PageLoading />;
  if (session.status === 'signed-out') {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }
  return <>{children}</>;
}

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

/** The refusal a signed-in non-admin sees on admin pages (`message` for other staff-only pages). */
export function NotAuthorised({ message = "This page is for the shop's admin only." }: { message?: string }) {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [switching, setSwitching] = useState(false);
  const who = session.profile?.name || session.user?.email;

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
        <h1 className="auth-title">Not authorised</h1>
        <p className="muted">
          {message}
          {who ? (
            <>
              {' '}
              You are signed in as <strong>{who}</strong>.
            </>
          ) : null}
        </p>
        <div className="auth-actions">
          <Link className="btn btn-primary btn-block" to="/">
            Back to Home
          </Link>
          <button type="button" className="btn btn-outline btn-block" onClick={switchAccount} disabled={switching}>
            {switching ? 'Signing out...' : 'Login as a different user'}
          </button>
        </div>
      </div>
    </section>
  );
}

/**
 * Admin claim only: others see a clear refusal. When an admin screen is
 * refused (the claim was revoked), the token is refreshed and, without the
 * claim, the refusal replaces the screen.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const session = useSession();
  const { refreshClaims } = session;
  useEffect(() => onAdminAccessDenied(() => void refreshClaims()), [refreshClaims]);
  return <RequireAuth>{session.isAdmin ? children : <NotAuthorised />}</RequireAuth>;
}

/** Tailor claim only: the workshop's job cards. Others see a clear refusal. */
export function RequireTailor({ children }: { children: ReactNode }) {
  const session = useSession();
  return <RequireAuth>{session.isTailor ? children : <NotAuthorised message="This page is for the shop's tailors only." />}</RequireAuth>;
}

/**
 * A customer's own pages (orders, cart, checkout): a tailor's account reads no
 * order, so it is refused clearly here rather than meeting an empty or failing screen.
 */
export function RequireCustomer({ children }: { children: ReactNode }) {
  const session = useSession();
  return (
    <RequireAuth>
      {session.isTailor ? <NotAuthorised message="A tailor's account opens no orders: your work is on the Workshop page." /> : children}
    </RequireAuth>
  );
}
