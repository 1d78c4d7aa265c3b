/**
 * The storefront on the seeded shop: home (featured, all, infinite scroll, the
 * saved place), the gallery's filters in the URL, the product page's prices,
 * the design view, about and contact (JSON-LD). Screenshots of every screen at
 * phone and desktop widths.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  discountedPaise,
  filtersFromSearchParams,
  formatINR,
  matchesFilters,
  savingPaise,
  type FilterableProduct,
} from '@tailor/domain';
import { SHOP, shopJsonLd } from '@tailor/domain/shop';
import { collectErrors, DESKTOP, launchBrowser, newPage, PHONE, productCardIds, shot, viewShot } from './support/browser';
import { KEEP_SHOTS } from './support/env';
import { adminDb } from '../tests/support/admin';

const END_MESSAGE = "You've explored our entire collection!";
const PRODUCT_ID = 'p-maroon-banarasi-lehenga';

const cards = (page: Page) => page.getByTestId('product-card');

/** Products the home grid can list (it orders by createdAt, so documents without one never show). */
async function listedCount(featuredOnly: boolean): Promise<number> {
  let query = adminDb().collection('products').where('productStatus', '==', 'Active').orderBy('createdAt', 'desc');
  if (featuredOnly) query = query.where('featuredProduct', '==', true);
  return (await query.count().get()).data().count;
}

/** Scrolls the sentinel into view until the end message shows; returns the number of cards then. */
async function scrollToEnd(page: Page, expected: number): Promise<number> {
  const end = page.getByText(END_MESSAGE);
  for (let i = 0; i < Math.ceil(expected / 12) + 3 && !(await end.isVisible()); i++) {
    const before = await cards(page).count();
    await page.getByTestId('scroll-sentinel').scrollIntoViewIfNeeded();
    await page
      .waitForFunction((n) => document.querySelectorAll('[data-testid="product-card"]').length > n, before, { timeout: 10_000 })
      .catch(() => undefined);
  }
  await end.waitFor({ timeout: 10_000 });
  return cards(page).count();
}

/**
 * Screenshots for review: the full page (after scrolling through it so lazy
 * images load) and the first few screens as the visitor sees them; with `E2E_SHOTS=1` only.
 */
async function capture(page: Page, name: string, screens = 3): Promise<void> {
  if (!KEEP_SHOTS) return;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = page.viewportSize()!.height;
  const start = await scrollY(page);
  for (let y = 0; y < height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(60);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page
    .waitForFunction(() => Array.from(document.images).every((img) => img.complete), undefined, { timeout: 5_000 })
    .catch(() => undefined);
  await shot(page, name);
  for (let i = 0; i < screens; i++) {
    await page.evaluate((top) => window.scrollTo(0, top), i * step);
    await page.waitForTimeout(120);
    await viewShot(page, `${name}-screen-${i + 1}`);
  }
  await page.evaluate((top) => window.scrollTo(0, top), start);
}

async function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => Math.round(window.scrollY));
}

describe('storefront', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('home shows the featured products, then every product with infinite scroll and the end message', async () => {
    const featured = new Set(
      (await adminDb().collection('products').where('featuredProduct', '==', true).select().get()).docs.map((d) => d.id),
    );
    const featuredCount = await listedCount(true);
    const total = await listedCount(false);
    expect(featuredCount).toBeGreaterThan(0);
    expect(total).toBeGreaterThan(12);

    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Perfect Fit, Every Time!' }).waitFor();
    await cards(page).first().waitFor();
    expect(await page.getByRole('button', { name: 'Featured' }).getAttribute('aria-pressed')).toBe('true');
    const shown = await productCardIds(page);
    expect(shown).toHaveLength(Math.min(12, featuredCount));
    for (const id of shown) expect(featured.has(id), id).toBe(true);
    // The hero image is the LCP: loaded eagerly with high priority.
    const hero = page.locator('.hero-image').first();
    expect(await hero.getAttribute('fetchpriority')).toBe('high');
    expect(await hero.getAttribute('loading')).toBe('eager');
    await page.mouse.move(0, 0);
    await capture(page, 'storefront-home-desktop', 4);

    await page.getByRole('button', { name: 'All Products' }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="product-card"]').length === 12);
    const all = await scrollToEnd(page, total);
    expect(all).toBe(total);
    expect(new Set(await productCardIds(page)).size).toBe(total);
    await context.close();
  });

  it('home keeps its place when the visitor goes to Contact and comes back', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/');
    await cards(page).first().waitFor();
    await page.getByRole('button', { name: 'All Products' }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="product-card"]').length === 12);
    await page.getByTestId('scroll-sentinel').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="product-card"]').length >= 24);
    await cards(page).nth(20).scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    const before = await scrollY(page);
    expect(before).toBeGreaterThan(800);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('silai:home-scroll'))).toContain('"view":"all"');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home', exact: true }).click();
    await cards(page).first().waitFor();
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 4, before, { timeout: 10_000 });
    expect(await page.getByRole('button', { name: 'All Products' }).getAttribute('aria-pressed')).toBe('true');
    expect(await cards(page).count()).toBeGreaterThanOrEqual(24);
    await context.close();
  });

  it('home on a phone: two columns, hero, services', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/');
    await cards(page).first().waitFor();
    const [a, b] = await cards(page).evaluateAll((els) => els.slice(0, 2).map((el) => el.getBoundingClientRect().top));
    expect(a).toBe(b);
    await page.getByRole('heading', { name: 'Our Services' }).waitFor();
    await capture(page, 'storefront-home-phone', 6);

    // View Design: an accessible dialog with the two options; Escape gives focus back.
    const firstCard = cards(page).first();
    const name = (await firstCard.locator('.product-card-title').textContent())!.trim();
    const viewDesign = firstCard.getByRole('button', { name: 'View Design' });
    await viewDesign.click();
    const dialog = page.getByRole('dialog', { name });
    await dialog.waitFor();
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await dialog.getByRole('button', { name: /Ready-made|Tailor-made/ }).first().waitFor();
    await page.waitForTimeout(300);
    await viewShot(page, 'storefront-view-design-phone');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await viewDesign.evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });

  it('the gallery filters by category and price range, and the URL carries the filters', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/gallery');
    await cards(page).first().waitFor();
    const panel = page.getByRole('complementary', { name: 'Filters' });
    // A wide screen has the panel, not the phone's drawer button.
    expect(await page.getByRole('button', { name: /^Filters/ }).count()).toBe(0);
    await panel.getByLabel('Category').selectOption('Blouse');
    await page.waitForURL((url) => url.searchParams.get('category') === 'Blouse');

    const tailor = panel.getByRole('group', { name: 'Tailor-made price (₹)' });
    await tailor.getByLabel('Min').fill('1000');
    await tailor.getByLabel('Max').fill('3000');
    await tailor.getByLabel('Max').press('Tab');
    await page.waitForURL((url) => url.searchParams.get('tailorMin') === '1000' && url.searchParams.get('tailorMax') === '3000');
    const url = new URL(page.url());
    expect(url.pathname).toBe('/gallery');

    // The expectation, from the database with domain's own filter.
    const filters = filtersFromSearchParams(url.searchParams);
    const blouses = await adminDb()
      .collection('products')
      .where('productStatus', '==', 'Active')
      .where('category', '==', 'Blouse')
      .orderBy('createdAt', 'desc')
      .get();
    const expected = blouses.docs.filter((d) => matchesFilters(d.data() as FilterableProduct, filters)).map((d) => d.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(blouses.size);

    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="product-card"]').length === n, expected.length);
    await page.getByTestId('result-count').filter({ hasText: `${expected.length} design` }).waitFor();
    expect(await productCardIds(page)).toEqual(expected);
    expect(await page.getByRole('button', { name: 'Remove filter Category: Blouse' }).isVisible()).toBe(true);
    await capture(page, 'storefront-gallery-desktop', 2);

    // Back undoes the last filter change, forward restores it.
    await page.goBack();
    await page.waitForURL((u) => new URL(u).searchParams.get('tailorMax') === null);
    expect(await panel.getByLabel('Category').inputValue()).toBe('Blouse');
    await page.goForward();
    await page.waitForURL((u) => new URL(u).searchParams.get('tailorMax') === '3000');
    await context.close();
  });

  it('the gallery on a phone filters through the drawer', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/gallery');
    await cards(page).first().waitFor();
    expect(await page.getByRole('complementary', { name: 'Filters' }).count()).toBe(0);
    await page.getByRole('button', { name: /^Filters/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.getByLabel('Category').selectOption('Saree');
    await page.waitForTimeout(300);
    await viewShot(page, 'storefront-gallery-phone-drawer');
    await drawer.getByRole('button', { name: 'Apply Filters' }).click();
    await page.waitForURL((url) => url.searchParams.get('category') === 'Saree');
    await cards(page).first().waitFor();
    expect(await drawer.isVisible()).toBe(false);
    await capture(page, 'storefront-gallery-phone', 3);
    await context.close();
  });

  it('a product page shows both options with the discount applied, to 2 decimals', async () => {
    const data = (await adminDb().doc(`products/${PRODUCT_ID}`).get()).data();
    expect(data).toBeDefined();
    const discount = data!.discount as number;
    expect(discount).toBeGreaterThan(0);
    const money = (paise: number) => formatINR(paise, { decimals: 2 });

    for (const [viewport, name] of [
      [DESKTOP, 'desktop'],
      [PHONE, 'phone'],
    ] as const) {
      const { context, page } = await newPage(browser, viewport);
      await page.goto(`/product/${PRODUCT_ID}`);
      await page.getByRole('heading', { level: 1, name: data!.productName as string }).waitFor();
      expect(await page.getByTestId('price-readymade').textContent()).toBe(money(discountedPaise(data!.readyMadePrice, discount)));
      expect(await page.getByTestId('price-tailor').textContent()).toBe(money(discountedPaise(data!.tailorPrice, discount)));
      expect(await page.getByTestId('saving-readymade').textContent()).toContain(money(savingPaise(data!.readyMadePrice, discount)));
      expect(await page.getByTestId('saving-tailor').textContent()).toContain(money(savingPaise(data!.tailorPrice, discount)));
      expect(await page.getByRole('link', { name: 'Call Now' }).getAttribute('href')).toBe(SHOP.phoneHref);
      expect(await page.title()).toBe(`${data!.productName as string} · Silai Studio`);
      await page.getByRole('button', { name: 'View All 8 Details' }).click();
      await capture(page, `storefront-product-${name}`, 4);

      // Ready-made: a size from the design's own list, chosen before anything is added.
      const sizes = page.getByRole('group', { name: 'Size' });
      expect(await sizes.getByRole('radio').evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value))).toEqual(data!.sizes);
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await page.getByRole('alert').filter({ hasText: 'Choose a size' }).waitFor();
      await page.getByRole('button', { name: 'Size guide' }).click();
      const guide = page.getByRole('dialog', { name: 'Size guide: Lehenga' });
      await guide.getByRole('rowheader', { name: 'XL' }).waitFor();
      await page.waitForTimeout(300);
      await viewShot(page, `storefront-product-size-guide-${name}`);
      await page.keyboard.press('Escape');
      await guide.waitFor({ state: 'detached' });
      await sizes.getByRole('radio').first().check();
      expect(await page.getByRole('alert').filter({ hasText: 'Choose a size' }).count()).toBe(0);
      await page.getByRole('link', { name: 'Buy Now' }).click();
      // Signed out: the checkout asks to log in, with the size kept in the address it returns to.
      await page.waitForURL('**/login');
      await context.close();
    }
  });

  it('an out-of-stock design says so: ready-made buttons disabled with the reason, tailor-made still on sale', async () => {
    const snap = await adminDb().collection('products').where('availabilityStatus', '==', 'Out of Stock').where('productStatus', '==', 'Active').get();
    const doc = snap.docs.find((d) => typeof d.data().readyMadePrice === 'number' && typeof d.data().tailorPrice === 'number');
    expect(doc, 'a seeded out-of-stock design sold both ways').toBeDefined();
    for (const [viewport, name] of [
      [DESKTOP, 'desktop'],
      [PHONE, 'phone'],
    ] as const) {
      const { context, page } = await newPage(browser, viewport);
      await page.goto(`/product/${doc!.id}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByRole('radio', { name: /Ready-made/ }).check();
      expect(await page.getByRole('button', { name: 'Add to Cart' }).isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Buy Now' }).isDisabled()).toBe(true);
      await page.getByText('Ready-made: Out of stock. Tailor-made can still be ordered.').waitFor();
      await capture(page, `storefront-product-out-of-stock-${name}`, 1);
      await page.getByRole('radio', { name: /Tailor-made/ }).check();
      expect(await page.getByRole('button', { name: 'Add to Cart' }).isDisabled()).toBe(false);
      await context.close();
    }
  });

  it('the home page file asked for by name is the home page, at `/`', async () => {
    const { context, page } = await newPage(browser, PHONE);
    const errors = collectErrors(page);
    await page.goto('/index.html?utm_source=card');
    await cards(page).first().waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/?utm_source=card');
    await page.getByRole('heading', { name: 'Our Services' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Page not found' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an unknown product shows a not-found page with a way back', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/product/p-no-such-design');
    await page.getByRole('heading', { name: "We couldn't find this design" }).waitFor();
    expect(await page.getByRole('link', { name: 'Browse all designs' }).getAttribute('href')).toBe('/gallery');
    await context.close();
  });

  it('the design view works from a shared link and zooms', async () => {
    for (const [viewport, name] of [
      [DESKTOP, 'desktop'],
      [PHONE, 'phone'],
    ] as const) {
      const { context, page } = await newPage(browser, viewport);
      await page.goto(`/details?id=${PRODUCT_ID}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      for (const title of ['Fabric & Material', 'Blouse Tailoring Details', 'Embellishments', 'Customization Options']) {
        await page.getByRole('heading', { name: title }).waitFor();
      }
      await capture(page, `storefront-details-${name}`, 4);
      await page.getByRole('button', { name: /Click to zoom/ }).click();
      await page.getByRole('dialog').waitFor();
      await page.waitForTimeout(300);
      await viewShot(page, `storefront-details-zoom-${name}`);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await context.close();
    }
  });

  it('about: mission, the workshop gallery cycles, achievements', async () => {
    for (const [viewport, name] of [
      [DESKTOP, 'desktop'],
      [PHONE, 'phone'],
    ] as const) {
      const { context, page } = await newPage(browser, viewport);
      await page.goto('/about');
      await page.getByRole('heading', { name: 'Our Mission' }).waitFor();
      const gallery = page.getByRole('region', { name: 'Workshop gallery' });
      await gallery.getByRole('button', { name: 'Next slide' }).click();
      await gallery.getByRole('group', { name: /^2 of 4/ }).waitFor();
      await gallery.getByRole('button', { name: 'Previous slide' }).click();
      await gallery.getByRole('button', { name: 'Previous slide' }).click();
      await gallery.getByRole('group', { name: /^4 of 4/ }).waitFor();
      await page.getByText('5000+').waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      await capture(page, `storefront-about-${name}`, 4);
      await context.close();
    }
  });

  it('contact: cards, hours and valid JSON-LD built from the shop config', async () => {
    for (const [viewport, name] of [
      [DESKTOP, 'desktop'],
      [PHONE, 'phone'],
    ] as const) {
      const { context, page } = await newPage(browser, viewport);
      await page.goto('/contact');
      await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
      for (const card of ['Email', 'Call', 'Visit', 'WhatsApp']) await page.getByRole('heading', { name: card, exact: true }).waitFor();
      expect(await page.getByRole('link', { name: /Get Directions/ }).getAttribute('href')).toBe(SHOP.mapsDirectionsUrl);

      const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(scripts).toHaveLength(1);
      const data = JSON.parse(scripts[0]) as Record<string, unknown>;
      const origin = new URL(page.url()).origin;
      expect(data).toEqual(shopJsonLd(`${origin}/`));
      expect(data['@type']).toBe('ClothingStore');
      expect(data.openingHoursSpecification).toEqual([
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
          opens: '09:00',
          closes: '19:00',
        },
      ]);
      await capture(page, `storefront-contact-${name}`, 3);
      await context.close();
    }
  });
});
