/**
 * Registers the service worker (production builds only: RootLayout loads this
 * module once the first screen is up, never under `npm run dev`) and offers
 * a new version when one is waiting. Nothing reloads on its own: the new
 * worker waits, and the old version's precache stays, until the shopper
 * presses Reload. A tab whose worker was replaced from another tab keeps
 * running the code it has and shows the same offer.
 */
import { useEffect, useRef, useState } from 'react';
import { Workbox } from 'workbox-window';
import { isOffline } from '../../lib/connection';
import { reportError } from '../../lib/reportError';
import { msg } from '../../lib/i18n/translate';
import { useT } from '../../lib/i18n/useT';
import { keepLoadedFiles } from './keepLoadedFiles';

/** Where vite-plugin-pwa writes the worker (web/build/pwa.ts). */
export const SERVICE_WORKER_URL = '/sw.js';
/** How often an open tab asks whether a new version was deployed (the browser also asks on each page load). */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;
export const UPDATE_READY_TEXT = msg('A new version is ready');

export default function ServiceWorkerUpdates() {
  const [ready, setReady] = useState(false);
  const { t } = useT();
  const reload = useRef<() => void>(() => window.location.reload());

  useEffect(() => {
    let reloadAsked = false;
    let takenOver = false;
    let timer: ReturnType<typeof setInterval> | undefined;
    const wb = new Workbox(SERVICE_WORKER_URL);
    // A new version is installed and waits (installed by this tab or another one).
    wb.addEventListener('waiting', () => setReady(true));
    // The new worker now controls this tab: reload if the shopper asked for it here, else offer it.
    // The first install takes the page it was installed from (clientsClaim): that is no update,
    // and the worker is handed the files this page loaded before it, to keep them.
    let controlled = Boolean(navigator.serviceWorker?.controller);
    wb.addEventListener('controlling', () => {
      if (!controlled) {
        controlled = true;
        keepLoadedFiles();
        return;
      }
      takenOver = true;
      if (reloadAsked) window.location.reload();
      else setReady(true);
    });
    wb.register().then(
      (registration) => {
        if (!registration) return;
        timer = setInterval(() => {
          if (document.visibilityState === 'visible' && !isOffline()) void registration.update().catch(() => undefined);
        }, UPDATE_CHECK_MS);
      },
      (error: unknown) => reportError('The service worker could not be registered', error),
    );
    reload.current = () => {
      reloadAsked = true;
      // Another tab's Reload already put the new worker in charge: only this page is left to reload.
      if (takenOver) window.location.reload();
      else wb.messageSkipWaiting();
    };
    return () => clearInterval(timer);
  }, []);

  if (!ready) return null;
  return (
    <div className="app-notice update-prompt" role="status" data-testid="update-prompt">
      <span>{t(UPDATE_READY_TEXT)}</span>
      <button type="button" className="btn btn-primary btn-sm" onClick={() => reload.current()}>
        {t('Reload')}
      </button>
    </div>
  );
}
