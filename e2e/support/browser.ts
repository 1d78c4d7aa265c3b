import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { BASE_URL, CHROMIUM_ARGS, JOURNEY_CHROMIUM_PATH, DESKTOP, KEEP_SHOTS, LAPTOP, PHONE, SHOTS_DIR } from './env';

export { BASE_URL, DESKTOP, LAPTOP, PHONE };

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: JOURNEY_CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/**
 * A fresh context (own storage, own auth) with a phone or desktop viewport.
 * Its page's goto and reload return once the app has taken over (waitForApp),
 * as a shopper's taps only act from then on.
 *
 * The service worker is kept out unless `serviceWorker` is asked for: it
 * installs in every new context and downloads the 42 files of its precache,
 * about a sixth of a journey's CPU, and no screen waits for it (the app
 * registers it once the first screen is up). The offline journey, which is
 * about the worker, lets it in.
 */
export async function newPage(
  browser: Browser,
  viewport = DESKTOP,
  { serviceWorker = false }: { serviceWorker?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport,
    baseURL: BASE_URL,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    isMobile: viewport.width < 600,
    hasTouch: viewport.width < 600,
    serviceWorkers: serviceWorker ? 'allow' : 'block',
  });
  const page = await context.newPage();
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await waitForApp(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await waitForApp(page);
    return response;
  };
  return { context, page };
}

/**
 * Waits until the app has taken over the page: `/`, `/gallery` and product
 * pages arrive rendered and look ready before their scripts run, but buttons
 * act only once React has hydrated them. React marks the elements it owns.
 * The main navigation is found by its place, not its name: in Hindi it has another.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(
    `(() => { const nav = document.querySelector('header.navbar nav'); return !!nav && Object.keys(nav).some((k) => k.startsWith('__reactFiber$')); })()`,
  );
}

/** Console errors from scripts (hydration mismatches among them) and uncaught exceptions; not failed requests. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && !m.text().startsWith('Failed to load resource') && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** The product ids of the cards on the page, in order. */
export async function productCardIds(page: Page): Promise<string[]> {
  return page.getByTestId('product-card').evaluateAll((els) => els.map((el) => el.getAttribute('data-product-id') ?? ''));
}

/** With `E2E_SHOTS=1`, saves a full-page screenshot under artifacts/screenshots for review. */
export async function shot(page: Page, name: string): Promise<void> {
  if (!KEEP_SHOTS) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: join(SHOTS_DIR, `${name}.png`), fullPage: true });
}

/** With `E2E_SHOTS=1`, saves what is in view (the page's window) or one element, as `shot` does. */
export async function viewShot(target: Page | Locator, name: string): Promise<void> {
  if (!KEEP_SHOTS) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await target.screenshot({ path: join(SHOTS_DIR, `${name}.png`) });
}

/**
 * One screen on a phone and on a desktop (`desktop`), each from the top:
 * `${name}-phone.png` and `${name}-desktop.png`, the current size first. The
 * page is left at the size it had. Without `E2E_SHOTS=1` the page is not resized at all.
 */
export async function phoneAndDesktopShots(page: Page, name: string, desktop = LAPTOP): Promise<void> {
  if (!KEEP_SHOTS) return;
  const start = page.viewportSize() ?? PHONE;
  const sizes = { phone: PHONE, desktop };
  const order = start.width === PHONE.width ? (['phone', 'desktop'] as const) : (['desktop', 'phone'] as const);
  for (const label of order) {
    if (page.viewportSize()?.width !== sizes[label].width) {
      await page.setViewportSize(sizes[label]);
      await page.waitForTimeout(150);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, `${name}-${label}`);
  }
  await page.setViewportSize(start);
  await page.waitForTimeout(100);
}

/** Whether anything is wider than the window: long words must wrap, not push the page sideways. */
export function overflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

/**
 * The home page's feedback section, which loads when scrolled near, below the
 * product grid. Cards arriving after a scroll push it away again, so this
 * scrolls to the footer until the section is there.
 */
export async function revealHomeFeedback(page: Page, title = 'What Our Customers Say'): Promise<Locator> {
  await page.getByTestId('product-card').first().waitFor();
  const section = page.getByRole('region', { name: title });
  for (let i = 0; i < 40 && (await section.count()) === 0; i++) {
    await page.locator('footer').scrollIntoViewIfNeeded();
    await page.waitForTimeout(250);
  }
  await section.scrollIntoViewIfNeeded();
  return section;
}
