import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { NavBar } from './NavBar';
import { Footer } from './Footer';
import { PageLoading } from '../components/PageLoading';
import { recordVisit } from '../lib/visits';

export const TOAST_AUTO_CLOSE_MS = 5000;

export function RootLayout() {
  // Counts one visit per browser session for the dashboard.
  useEffect(() => recordVisit(), []);
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <ToastContainer position="top-right" theme="light" autoClose={TOAST_AUTO_CLOSE_MS} newestOnTop />
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
