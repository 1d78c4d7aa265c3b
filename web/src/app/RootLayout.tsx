import { Suspense, lazy, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { NavBar } from './NavBar';
import { Footer } from '../features/shop-info/components/Footer';
import { PageLoading } from '../components/PageLoading';
import { recordVisit } from '../lib/visits';
import { startAppCheck } from '../firebase/appCheck';
import { whenIdle } from '../lib/idle';
import { onToastWanted } from '../lib/toast';
import { useSession } from '../features/auth/session';
import { needsEmailVerification } from '../features/auth/verifyEmail';
import { PendingCartAdd } from '../features/cart/components/PendingCartAdd';
import { OfflineBar } from '../features/offline/OfflineBar';
import '../features/offline/offline.css';
import { useT } from '../lib/i18n/useT';

const Toasts = lazy(() => import('./Toasts'));
const VerifyEmailBanner = lazy(() => import('../features/auth/components/VerifyEmailBanner'));
const ServiceWorkerUpdates = lazy(() => import('../features/offline/ServiceWorkerUpdates'));

/** The "Verify your e-mail" banner, downloaded only for accounts that need it. */
function VerifyEmailSlot() {
  const { user } = useSession();
  if (!user || !needsEmailVerification(user)) return null;
  return (
    <Suspense fallback={null}>
      <VerifyEmailBanner user={user} />
    </Suspense>
  );
}

/**
 * The toast container, the visit count (one per browser session, for the
 * dashboard) and, in production builds, the service worker's registration
 * wait until the first screen is up; the container comes at once if a toast
 * is asked for before then. Its own component, so turning it on re-renders
 * only itself.
 */
function AfterFirstScreen() {
  const [toasts, setToasts] = useState(false);
  const [worker, setWorker] = useState(false);
  useEffect(() => onToastWanted(() => setToasts(true)), []);
  useEffect(
    () =>
      whenIdle(() => {
        setToasts(true);
        // `npm run dev` has no service worker: development always sees the code as it is.
        setWorker(import.meta.env.PROD && 'serviceWorker' in navigator);
        void startAppCheck();
        recordVisit();
      }),
    [],
  );
  return (
    <>
      {toasts && (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      )}
      <div className="app-notices">
        <OfflineBar />
        {worker && (
          <Suspense fallback={null}>
            <ServiceWorkerUpdates />
          </Suspense>
        )}
      </div>
    </>
  );
}

/**
 * On a server-rendered page, React hydrates the content of each Suspense
 * boundary apart from the layout and in slices that yield to the browser, so
 * the navigation bar, the screen and the footer each get one: hydrating them
 * with the layout in one pass was the page's longest task.
 */
export function RootLayout() {
  const { t } = useT();
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        {t('Skip to content')}
      </a>
      <AfterFirstScreen />
      <PendingCartAdd />
      <Suspense fallback={null}>
        <NavBar />
      </Suspense>
      <VerifyEmailSlot />
      <main id="main" className="app-main" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <ScrollRestoration />
    </div>
  );
}
