/**
 * What a page loaded before the service worker took it over (the first
 * visit's page: a product page a shared link opened, say) never passed
 * through the worker, so it kept none of it: the page's HTML (`/`, `/gallery`
 * and product pages arrive drawn, with their data) and its code, of which the
 * precache holds only the browsing screens' (web/build/pwa.ts). Asked for
 * again once the worker is in control, they go through its routes (network
 * first for the pages, cache first for `/assets/`) and are kept, so that page
 * opens offline too. The browser's HTTP cache answers: hashed files are
 * immutable, and a served page is fresh for a minute, which the worker's
 * take-over, seconds after the first paint, falls well within; so nothing
 * is downloaded twice.
 */
import { matchServedPage } from '@tailor/domain/pageRoutes';

/** The page loaded, when it arrives drawn, then the same-origin `/assets/` files it loaded, each once. */
export function filesToKeep(pageUrl: string, resourceUrls: readonly string[]): string[] {
  const page = new URL(pageUrl);
  const files = new Set<string>();
  if (matchServedPage(page.pathname)) files.add(page.origin + page.pathname + page.search);
  for (const href of resourceUrls) {
    const url = new URL(href, page.origin);
    if (url.origin === page.origin && url.pathname.startsWith('/assets/')) files.add(url.href);
  }
  return [...files];
}

/**
 * The page as it was loaded, not where the shopper has gone since: the worker can take over
 * after a move to another screen in the app, whose page was never downloaded (asking for it
 * would run the `pages` function for nothing).
 */
function landingUrl(): string {
  const [navigation] = performance.getEntriesByType('navigation');
  return navigation?.name || window.location.href;
}

export function keepLoadedFiles(): void {
  const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
  for (const file of filesToKeep(landingUrl(), loaded)) void fetch(file).catch(() => undefined);
}
