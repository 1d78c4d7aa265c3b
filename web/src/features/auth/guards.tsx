import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from './session';
import { PageLoading } from '../../components/PageLoading';

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

/** Admin claim only: others see a clear refusal. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const session = useSession();
  return (
    <RequireAuth>
      {session.isAdmin ? (
        children
      ) : (
        <section className="container page narrow center-text" role="alert">
          <h1 className="page-title">Not authorised</h1>
          <p className="muted">This page is for the shop's admin only.</p>
        </section>
      )}
    </RequireAuth>
  );
}
