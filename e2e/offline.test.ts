/**
 * The shop on a phone that loses its connection, with the service worker
 * active (the journeys' build is a production build): pages visited before
 * (home, a product with its pictures, the cart, an order; a product page that
 * was the first page opened, before the worker existed) open again offline,
 * on a reload and by the app's links, under the "You are offline" bar; Add to
 * Cart and Place order say they need the connection and keep what was chosen
 * and typed; back online the bar goes. Then a new version: the Reload offer,
 * which reloads only the tab that asked. And Chromium's installability check.
 *
 * A customer of its own (Farah: no other journey signs in as her), with a
 * cart line of its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { FieldValue } from 'firebase-admin/firestore';
import { BASE_URL, DESKTOP, launchBrowser, newPage, PHONE, viewShot, waitForApp } from './support/browser';
import { CHROMIUM_ARGS, JOURNEY_CHROMIUM_PATH } from './support/env';
import { signInAs } from './support/session';
import { adminAuth, adminDb } from '../tests/support/admin';
import { checkInstallability, waitForServiceWorker } from '../scripts/lib/installability';
import { EMULATOR_BUILD_DIR } from '../scripts/lib/web-preview';

const CUSTOMER = { email: 'farah@silaistudio.test', password: 'Customer@123' };
const PRODUCT = { id: 'p-white-chikankari-suit', name: 'White Chikankari Cotton Suit' };
const ORDER_ID = 'seed-order-07';
const OFFLINE_BAR = 'You are offline — showing saved pages';
const ADD_OFFLINE = 'You are offline. Add to Cart will work when the connection is back.';
const PLACE_OFFLINE = 'You are offline. Your order is saved here; send it again when you are connected.';

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const offlineBar = (page: Page) => page.getByRole('status').filter({ hasText: OFFLINE_BAR });

/** The product page's main picture is drawn (from the worker's picture cache when offline). */
async function mainPictureDrawn(page: Page): Promise<boolean> {
  await page.waitForFunction(() => [...document.images].some((img) => img.complete && img.naturalWidth > 0 && img.getBoundingClientRect().width > 200));
  return true;
}

/** What the screen shows (not the full page): the bar and the offer sit at its bottom. */
async function shots(page: Page, name: string): Promise<void> {
  await viewShot(page, `offline-${name}-${(page.viewportSize()?.width ?? 0) < 600 ? 'phone' : 'desktop'}`);
}

let browser: Browser;
let uid = '';

beforeAll(async () => {
  browser = await launchBrowser();
  uid = (await adminAuth().getUserByEmail(CUSTOMER.email)).uid;
  const db = adminDb();
  await db.recursiveDelete(db.collection(`carts/${uid}/items`));
  await db.doc(`carts/${uid}/items/${PRODUCT.id}_readymade_M`).set({ productId: PRODUCT.id, productType: 'readymade', size: 'M', quantity: 1, addedAt: FieldValue.serverTimestamp() });
  // The `pages` function's first answer is a cold start: on a busy machine longer than a navigation's timeout.
  await fetch(`${BASE_URL}/product/${PRODUCT.id}`, { signal: AbortSignal.timeout(90_000) });
});

afterAll(async () => {
  await browser?.close();
});

describe('offline, with the service worker active', () => {
  let context: BrowserContext;
  let page: Page;
  const seen = { product: '', order: '', cartLine: `cart-line-${PRODUCT.id}_readymade_M` };

  beforeAll(async () => {
    ({ context, page } = await newPage(browser, PHONE, { serviceWorker: true }));
    page.setDefaultTimeout(60_000);
  });
  afterAll(async () => {
    await context?.close();
  });

  it('installs the worker on the first visit; it controls the pages from then on', async () => {
    await page.goto('/');
    await waitForServiceWorker(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${BASE_URL}/sw.js`);
    expect(await offlineBar(page).count()).toBe(0);
    // Taking the first page in hand (clientsClaim) is no update: nothing is offered.
    await page.waitForTimeout(1000);
    expect(await page.getByText('A new version is ready').count()).toBe(0);
  });

  it('visits a product, the cart and an order online', async () => {
    await signInAs(page, CUSTOMER);
    await page.goto(`/product/${PRODUCT.id}`);
    seen.product = (await h1(page).textContent()) ?? '';
    expect(seen.product).toBe(PRODUCT.name);
    await mainPictureDrawn(page);
    await page.goto('/cart');
    await page.getByTestId(seen.cartLine).getByRole('link', { name: PRODUCT.name, exact: true }).waitFor({ timeout: 60_000 });
    await page.goto(`/orders/${ORDER_ID}`);
    await h1(page).filter({ hasText: /^Order / }).waitFor({ timeout: 60_000 });
    seen.order = (await h1(page).textContent()) ?? '';
    expect(seen.order).toMatch(/^Order \S+/);
  });

  it('offline, a reload of the order shows it again, under the offline bar', async () => {
    await context.setOffline(true);
    await page.reload();
    expect(seen.order).not.toBe('');
    await h1(page).filter({ hasText: seen.order }).waitFor({ timeout: 60_000 });
    await offlineBar(page).waitFor();
    await shots(page, 'order');
  });

  it('offline, the app takes the shopper to the cart and to the product, pictures included', async () => {
    await page.getByRole('link', { name: /^Cart/ }).first().click();
    await page.getByTestId(seen.cartLine).getByRole('link', { name: PRODUCT.name, exact: true }).waitFor({ timeout: 60_000 });
    await page.goto(`/product/${PRODUCT.id}`);
    await h1(page).filter({ hasText: seen.product }).waitFor();
    expect(await mainPictureDrawn(page)).toBe(true);
    await offlineBar(page).waitFor();
    await shots(page, 'product');
    // Reloaded, the page comes from the worker's copy, not the browser's error page.
    await page.reload();
    await h1(page).filter({ hasText: seen.product }).waitFor();
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await offlineBar(page).waitFor();
    await shots(page, 'home');
    await page.setViewportSize(DESKTOP);
    await shots(page, 'home');
    await page.setViewportSize(PHONE);
  });

  it('offline, Add to Cart says it needs the connection and keeps the chosen option and size', async () => {
    await page.goto(`/product/${PRODUCT.id}`);
    await page.getByRole('radio', { name: /^Ready-made/ }).check();
    await page.getByRole('group', { name: 'Size' }).getByRole('radio', { name: 'L', exact: true }).check();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText(ADD_OFFLINE).waitFor();
    await page.getByRole('button', { name: 'Add to Cart' }).scrollIntoViewIfNeeded();
    expect(await page.getByRole('group', { name: 'Size' }).getByRole('radio', { name: 'L', exact: true }).isChecked()).toBe(true);
    expect(await page.getByRole('button', { name: 'Add to Cart' }).isEnabled()).toBe(true);
    await shots(page, 'add-to-cart');
    expect((await adminDb().doc(`carts/${uid}/items/${PRODUCT.id}_readymade_L`).get()).exists).toBe(false);
  });

  it('back online, the bar goes', async () => {
    await context.setOffline(false);
    await offlineBar(page).waitFor({ state: 'detached', timeout: 15_000 });
  });

  it('offline at the checkout, Place order says so and keeps what was typed, across a reload', async () => {
    await page.goto('/cart');
    await page.getByTestId('cart-checkout').click();
    await page.getByRole('heading', { name: 'Your details' }).waitFor({ timeout: 60_000 });
    await page.getByLabel('Full Name').fill('Farah Khan');
    await page.getByLabel('Email Address').fill(CUSTOMER.email);
    await page.getByLabel('Phone Number').fill('99300 22222');
    await page.getByLabel('Street address').fill('9 Offline Lane, Bandra West');
    await page.getByLabel('City').fill('Mumbai');
    await page.getByLabel('State').selectOption('Maharashtra');
    await page.getByLabel('Pincode').fill('400050');
    await context.setOffline(true);
    try {
      await page.getByRole('button', { name: 'Next →' }).click();
      await page.getByRole('heading', { name: 'Sizes & measurements' }).waitFor();
      await page.getByRole('button', { name: 'Next →' }).click();
      await page.getByRole('heading', { name: 'Review & send' }).waitFor();
      await page.getByRole('button', { name: 'Send order request' }).click();
      await page.getByTestId('send-notice').getByText(PLACE_OFFLINE).waitFor();
      await shots(page, 'place-order');
      await page.reload();
      await page.getByRole('heading', { name: 'Review & send' }).waitFor({ timeout: 60_000 });
      await page.getByText('9 Offline Lane, Bandra West').first().waitFor();
    } finally {
      await context.setOffline(false);
    }
    const orders = await adminDb().collection('orders').where('userId', '==', uid).get();
    expect(orders.docs.filter((d) => JSON.stringify(d.data()).includes('9 Offline Lane'))).toHaveLength(0);
  });
});

describe('a product page that was the first page opened', () => {
  it('is kept by the worker when it takes the page over, and opens offline', async () => {
    const { context, page } = await newPage(browser, PHONE, { serviceWorker: true });
    try {
      await page.goto(`/product/${PRODUCT.id}`);
      await h1(page).filter({ hasText: PRODUCT.name }).waitFor({ timeout: 60_000 });
      // No reload: the page was loaded before any worker, and the worker takes it over (clientsClaim).
      await page.waitForFunction(() => !!navigator.serviceWorker?.controller, undefined, { timeout: 60_000 });
      const cached = () =>
        page.evaluate(async (id) => {
          const names = await caches.keys();
          const urls = (await Promise.all(names.map(async (name) => (await (await caches.open(name)).keys()).map((r) => `${name} ${r.url}`)))).flat();
          return {
            precached: urls.filter((u) => u.startsWith('workbox-precache') && u.includes('/ProductPage-')),
            code: urls.filter((u) => u.startsWith('assets ') && u.includes('/ProductPage-')),
            page: urls.filter((u) => u.startsWith('pages ') && u.endsWith(`/product/${id}`)),
          };
        }, PRODUCT.id);
      // The product page's code is not precached (browsing visitors would download it): the page hands
      // its code and itself over to the worker.
      await expect.poll(async () => { const { code, page } = await cached(); return code.length > 0 && page.length > 0; }, { timeout: 60_000 }).toBe(true);
      expect((await cached()).precached).toEqual([]);
      await context.setOffline(true);
      await page.reload();
      await h1(page).filter({ hasText: PRODUCT.name }).waitFor({ timeout: 60_000 });
      await offlineBar(page).waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('a new version', () => {
  const swFile = join(EMULATOR_BUILD_DIR, 'sw.js');
  let original = '';
  let context: BrowserContext;

  beforeAll(() => {
    original = readFileSync(swFile, 'utf8');
  });
  afterAll(async () => {
    writeFileSync(swFile, original);
    await context?.close();
  });

  /** The deployed worker changes: one precached file's revision (same length, so the server's headers still fit). */
  function deployNewWorker(): void {
    const changed = original.replace(/(url:"app\.html",revision:")([0-9a-f])/, (_m, head: string, hex: string) => head + (hex === '0' ? '1' : '0'));
    expect(changed).not.toBe(original);
    writeFileSync(swFile, changed);
  }

  it('is offered with Reload, which reloads the tab that asked and leaves the other tab as it was, offering the same', async () => {
    let page: Page;
    ({ context, page } = await newPage(browser, DESKTOP, { serviceWorker: true }));
    await page.goto('/gallery');
    await waitForServiceWorker(page);
    const other = await context.newPage();
    await other.goto(`/product/${PRODUCT.id}`);
    await waitForApp(other);
    await other.evaluate(() => ((window as unknown as { marker: number }).marker = 1));

    deployNewWorker();
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = page.getByTestId('update-prompt');
    await prompt.getByText('A new version is ready').waitFor({ timeout: 60_000 });
    await other.getByTestId('update-prompt').waitFor({ timeout: 60_000 });
    // Nothing reloads by itself: the old worker still serves both tabs.
    await page.waitForTimeout(1000);
    expect(await other.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await shots(page, 'update-prompt');
    await page.setViewportSize(PHONE);
    await shots(page, 'update-prompt');
    await page.setViewportSize(DESKTOP);

    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()]);
    await waitForApp(page);
    expect(await page.getByTestId('update-prompt').count()).toBe(0);
    expect(await page.evaluate(async () => !(await navigator.serviceWorker.getRegistration())?.waiting)).toBe(true);
    // The other tab was not reloaded under the shopper: it still offers the reload, and still works.
    expect(await other.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await other.getByTestId('update-prompt').getByRole('button', { name: 'Reload' }).waitFor();
    expect(await h1(other).textContent()).toBe(PRODUCT.name);
  });
});

describe('installability', () => {
  it("passes Chromium's check (what Lighthouse's installable-manifest audit ran): name, colours, start URL, icons, maskable icons, a worker in control", async () => {
    // A profile on disk: Chromium never offers to install from an incognito-like context.
    const profile = mkdtempSync(join(tmpdir(), 'silai-install-'));
    const context = await chromium.launchPersistentContext(profile, { executablePath: JOURNEY_CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true, baseURL: BASE_URL });
    try {
      const page = await context.newPage();
      await page.goto('/');
      await waitForApp(page);
      await waitForServiceWorker(page);
      const report = await checkInstallability(page);
      expect(report).toMatchObject({
        errors: [],
        manifestUrl: `${BASE_URL}/manifest.webmanifest`,
        name: 'Silai Studio',
        shortName: 'Silai Studio',
        startUrl: '/',
        display: 'standalone',
        themeColor: '#7a1f3d',
        icons: { any: ['192x192', '512x512'], maskable: ['192x192', '512x512'] },
        controlled: true,
      });
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});
