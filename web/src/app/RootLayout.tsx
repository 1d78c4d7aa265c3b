import { Suspense, lazy, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { NavBar } from './NavBar';
import { Footer } from './Footer';
import { PageLoading } from '../components/PageLoading';
import { recordVisit } from '../lib/visits';
import { whenIdle } from '../lib/idle';

const Toasts = lazy(() => import('./Toasts'));

export function RootLayout() {
  // The toast container and the visit count (one per browser session, for the
  // dashboard) wait until the first screen is up. Toasts raised before then are queued.
  const [idle, setIdle] = useState(false);
  useEffect(
    () =>
      whenIdle(() => {
        setIdle(true);
        recordVisit();
      }),
    [],
  );
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {idle && (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      )}
      <NavBar />
      <main id="main" className="app-main" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
