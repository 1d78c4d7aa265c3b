/**
 * Whether Chromium would offer to install the shop: the check Lighthouse's
 * `installable-manifest` audit made until Lighthouse 12 dropped its PWA
 * category (the same DevTools protocol call, `Page.getInstallabilityErrors`),
 * with the manifest as Chromium parsed it and whether a service worker with a
 * fetch handler controls the page. Used by `npm run bench:lighthouse` and the
 * offline journey.
 */
import type { Page } from 'playwright-core';

export interface Installability {
  /** Chromium's reasons not to offer the install; empty when it would. */
  errors: string[];
  /** The manifest's URL, and what Chromium read from it. */
  manifestUrl: string;
  name: string | null;
  shortName: string | null;
  startUrl: string | null;
  display: string | null;
  themeColor: string | null;
  /** Icons by purpose: sizes of the `any` and the `maskable` ones. */
  icons: { any: string[]; maskable: string[] };
  /** The page is controlled by a service worker (a reload through it worked). */
  controlled: boolean;
}

interface ManifestJson {
  name?: string;
  short_name?: string;
  start_url?: string;
  display?: string;
  theme_color?: string;
  icons?: { sizes?: string; purpose?: string }[];
}

/** Waits for the page's service worker to be active and in control (reloading once if it installed during this visit). */
export async function waitForServiceWorker(page: Page, timeoutMs = 30_000): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.ready.then(() => true), undefined, { timeout: timeoutMs });
  if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) {
    await page.reload();
    await page.waitForFunction(() => !!navigator.serviceWorker.controller, undefined, { timeout: timeoutMs });
  }
}

/** Opens nothing itself: checks the page as it is (call after waitForServiceWorker). */
export async function checkInstallability(page: Page): Promise<Installability> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string; errorArguments: { name: string; value: string }[] }[];
    };
    const { url, data } = (await cdp.send('Page.getAppManifest')) as { url: string; data?: string };
    const manifest = (data ? JSON.parse(data) : {}) as ManifestJson;
    const bySizes = (purpose: string) => (manifest.icons ?? []).filter((i) => (i.purpose ?? 'any').split(/\s+/).includes(purpose)).map((i) => i.sizes ?? '');
    return {
      errors: installabilityErrors.map((e) => [e.errorId, ...e.errorArguments.map((a) => `${a.name}=${a.value}`)].join(' ')),
      manifestUrl: url,
      name: manifest.name ?? null,
      shortName: manifest.short_name ?? null,
      startUrl: manifest.start_url ?? null,
      display: manifest.display ?? null,
      themeColor: manifest.theme_color ?? null,
      icons: { any: bySizes('any'), maskable: bySizes('maskable') },
      controlled: await page.evaluate(() => !!navigator.serviceWorker?.controller),
    };
  } finally {
    await cdp.detach();
  }
}
