import { lazy, useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../session';
import { onAdminAccessDenied } from '../adminAccess';
import { PageLoading } from '../../../components/PageLoading';
import '../auth.css';

// The refusal is seldom drawn: its own chunk, inside the route's Suspense, keeps it out of the first download.
const NotAuthorised = lazy(() => import('./NotAuthorised'));

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
  return <RequireAuth>{session.isTailor ? children : <NotAuthorised refusal="tailors" />}</RequireAuth>;
}

/**
 * A customer's own pages (orders, cart, checkout): a tailor's account reads no
 * order, so it is refused clearly here rather than meeting an empty or failing screen.
 */
export function RequireCustomer({ children }: { children: ReactNode }) {
  const session = useSession();
  return (
    <RequireAuth>
      {session.isTailor ? <NotAuthorised refusal="tailor-account" /> : children}
    </RequireAuth>
  );
}
