import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { AppShell } from './app/App';
import { loadScreens, routes } from './app/routes';
import { readServedData } from './lib/servedData';
import { readHomePlace } from './features/catalog/homeScroll';
import { keyHistoryEntry } from './lib/historyEntryKey';
import { needCatalogues, provideCatalogues, registerHindiCatalogues, startLanguage } from './lib/i18n/catalogues';
import { languageFromSearch, startingLanguage } from './lib/i18n/choice';
import { HINDI_CATALOGUES } from './app/hindiCatalogues';
import './styles/base.css';
// With the first stylesheet, though the toast container loads later: its rules set custom
// properties on :root, and added later they restyled the whole page in one long task.
import 'react-toastify/dist/ReactToastify.css';

// Hosting also serves the home page's file by its name; the routes know that page only as `/`.
if (location.pathname === '/index.html') history.replaceState(history.state, '', `/${location.search}${location.hash}`);
// Before the router reads it: each page load's entry keeps its own scroll position.
keyHistoryEntry(history);

const container = document.getElementById('root')!;

const served = readServedData(document);

// The language first: the first screen's route asks for its Hindi text in it.
registerHindiCatalogues(HINDI_CATALOGUES);
const language = startingLanguage(location.search);
// A page served in Hindi carries its first screen's text: nothing to download before hydrating it.
if (language === 'hi' && served.language === 'hi' && served.messages) provideCatalogues(served.messages.catalogues, served.messages.entries);
void needCatalogues(['shell']);
const languageReady = startLanguage(language, { remember: languageFromSearch(location.search) !== null });

// Built when it is needed, not while the modules evaluate: that task is long enough already.
function app() {
  return (
    <AppShell served={served}>
      <RouterProvider router={createBrowserRouter(routes)} />
    </AppShell>
  );
}

/**
 * Some routes' first screens come rendered in the HTML (build/prerender.ts at
 * build time, the `pages` function per request) for the address they were
 * rendered for, with no session and nothing remembered. When this visit's
 * first render would differ (another query, a saved home place), it renders
 * afresh, replacing the rendered screen when it commits.
 */
function canHydrate(): boolean {
  // A page drawn in another language than the visit's (English HTML for a visitor who chose Hindi) renders afresh.
  if ((served.language ?? 'en') !== language) return false;
  return container.dataset.prerendered === location.pathname + location.search && !readHomePlace();
}

if (canHydrate()) {
  // (In Hindi the first screen's text is in already: languageReady has nothing to wait for.)
  // The screen's chunk first: a boundary still waiting for it when the first
  // update arrives (the session, the work done once idle) would swap the
  // server's HTML for the loading placeholder until the chunk is in. A failed
  // load is the route's error boundary's to show, as on any visit.
  void Promise.all([loadScreens(location.pathname).catch(() => undefined), languageReady]).then(() => hydrateRoot(container, app()));
} else if (language !== 'en') {
  // The screen's chunk and its Hindi text first, so the page never shows in English in between.
  void Promise.all([loadScreens(location.pathname).catch(() => undefined), languageReady]).then(() =>
    startTransition(() => createRoot(container).render(app())),
  );
} else {
  // As a transition the first render yields to the browser every few
  // milliseconds instead of blocking the main thread in one long task.
  startTransition(() => createRoot(container).render(app()));
}
