/**
 * Pages rendered per request by the `pages` function, behind the Hosting
 * rewrites `/`, `/product/*` and `/gallery`: the page arrives with its data in it,
 * paints without scripts, and the app hydrates it without fetching that data
 * again or mismatching. Edits show on the next load; unknown ids answer 404;
 * the gallery renders the filters of its address and loads more after them.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Request } from 'playwright-core';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import fc from 'fast-check';
import { FILTER_PARAM_KEYS, filtersFromSearchParams, matchesFilters, type FilterableProduct } from '@tailor/domain';
import { BASE_URL, collectErrors, DESKTOP, launchBrowser, newPage, PHONE, productCardIds, shot } from './support/browser';
import { adminDb } from '../tests/support/admin';
import { configureFuzz, hostileString, POLLUTION_KEYS, SCRIPT, trickyKeys } from '../tests/support/fuzz';

configureFuzz();

const SEEDED_ID = 'p-maroon-banarasi-lehenga';
const SEEDED_NAME = 'Maroon Banarasi Silk Lehenga';
const EDITED_ID = 'p-server-rendered-check';
const INACTIVE_ID = 'p-server-inactive-check';
const FUNCTIONS_URL = 'http://127.0.0.1:5001/demo-tailor/asia-south1';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await adminDb().doc(`products/${EDITED_ID}`).delete();
  await adminDb().doc(`products/${INACTIVE_ID}`).delete();
});

describe('server-rendered product pages', () => {
  it("come from a bundle holding only React's production code, whatever NODE_ENV the function runs with", () => {
    const bundle = readFileSync(new URL('../functions/lib/pages/emulator/render.mjs', import.meta.url), 'utf8');
    expect(bundle).toContain('exports.prerender');
    expect(bundle).not.toContain('process.env.NODE_ENV');
    expect(bundle).not.toMatch(/\.development\.js/);
  });

  it('answer with the product drawn in the page, its data for the app, and a cache lifetime', async () => {
    const res = await fetch(`${BASE_URL}/product/${SEEDED_ID}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=300');
    const html = await res.text();
    expect(html).toContain(`<div id="root" data-prerendered="/product/${SEEDED_ID}">`);
    expect(html).toMatch(new RegExp(`<h1 class="page-title product-title">${SEEDED_NAME}</h1>`));
    // A drawing has no variants: no srcset, drawn as stored.
    expect(html).toMatch(
      /<img class="gallery-main-image" src="\/garments\/[^"]+\.svg" alt="Maroon Banarasi Silk Lehenga, image 1 of 4" width="600" height="800" loading="eager" fetchPriority="high"\/>/,
    );
    // The page's own title leads; the image the page opens with is preloaded.
    expect(html).toMatch(new RegExp(`<meta name="viewport"[^>]*/>.*<title>${SEEDED_NAME} · Silai Studio</title>`));
    expect(html).toMatch(/<link rel="preload" as="image" href="\/garments\/lehenga-maroon-embroidered-front\.svg"/);
    const served = /<script type="application\/json" id="served-data">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(served ?? 'null')).toMatchObject({ product: { id: SEEDED_ID, product: { productName: SEEDED_NAME } } });
    expect(html).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)/);
  });

  it('answer 404 with the not-found screen for an unknown or malformed id; the admin form is not theirs', async () => {
    const unknown = await fetch(`${BASE_URL}/product/no-such-design`);
    expect(unknown.status).toBe(404);
    const html = await unknown.text();
    expect(html).toContain('<h1 class="page-title">We couldn&#x27;t find this design</h1>');
    expect(html).toContain('"product":{"id":"no-such-design","product":null}');

    const malformed = await fetch(`${BASE_URL}/product/${encodeURIComponent('a.b')}`);
    expect(malformed.status).toBe(404);
    expect(await malformed.text()).toContain('<div id="root"></div>');

    // Only reads: anything else gets a JSON refusal from the function itself.
    const post = await fetch(`${FUNCTIONS_URL}/pages/product/${SEEDED_ID}`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(await post.json()).toEqual({ success: false, message: 'Method not allowed' });

    const form = await fetch(`${BASE_URL}/product/null/add`);
    expect(form.status).toBe(200);
    expect(await form.text()).toContain('<div id="root"></div>');
  });

  it('an inactive product: 404 with the "no longer available" page (without its data), out of the gallery, and the app says the same', async () => {
    const ref = adminDb().doc(`products/${INACTIVE_ID}`);
    const base = (await adminDb().doc(`products/${SEEDED_ID}`).get()).data();
    // Newest of all, so an unfiltered gallery would put it first.
    await ref.set({ ...base, productId: INACTIVE_ID, productName: 'Withdrawn Lehenga', productStatus: 'Inactive', createdAt: Timestamp.fromMillis(Date.UTC(2099, 0, 1)) });

    const res = await fetch(`${BASE_URL}/product/${INACTIVE_ID}`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('<h1 class="page-title">This design is no longer available</h1>');
    expect(html).not.toContain('Withdrawn Lehenga');
    expect(html).toContain(`"product":{"id":"${INACTIVE_ID}","product":null,"unavailable":true}`);
    expect(await (await fetch(`${BASE_URL}/gallery`)).text()).not.toContain(INACTIVE_ID);
    expect(await (await fetch(`${BASE_URL}/gallery?category=Lehenga`)).text()).not.toContain(INACTIVE_ID);

    for (const [viewport, label] of [
      [PHONE, 'phone'],
      [DESKTOP, 'desktop'],
    ] as const) {
      const { context, page } = await newPage(browser, viewport);
      const errors = collectErrors(page);
      await page.goto(`/product/${INACTIVE_ID}`);
      await page.getByRole('heading', { level: 1, name: 'This design is no longer available' }).waitFor();
      expect(await page.getByRole('link', { name: 'Browse all designs' }).getAttribute('href')).toBe('/gallery');
      await shot(page, `product-unavailable-${label}`);
      // The design view (an app route) says the same; home and the gallery do not list it.
      await page.goto(`/details?id=${INACTIVE_ID}`);
      await page.getByRole('heading', { level: 1, name: 'This design is no longer available' }).waitFor();
      await page.goto('/gallery');
      await page.getByTestId('product-card').first().waitFor();
      expect(await productCardIds(page)).not.toContain(INACTIVE_ID);
      expect(errors).toEqual([]);
      await context.close();
    }
    await ref.delete();
  });

  it('show what was saved last: an edit is in the next page served', async () => {
    const ref = adminDb().doc(`products/${EDITED_ID}`);
    const base = { ...(await adminDb().doc(`products/${SEEDED_ID}`).get()).data(), productId: EDITED_ID, featuredProduct: false };
    await ref.set({ ...base, productName: 'Check Lehenga <One>', createdAt: FieldValue.serverTimestamp() });
    expect(await (await fetch(`${BASE_URL}/product/${EDITED_ID}`)).text()).toContain('Check Lehenga &lt;One&gt;');
    await ref.update({ productName: 'Check Lehenga Two' });
    const html = await (await fetch(`${BASE_URL}/product/${EDITED_ID}`)).text();
    expect(html).toContain('<h1 class="page-title product-title">Check Lehenga Two</h1>');
    // Markup in the data cannot end the script element it travels in.
    await ref.update({ description: '</script><script>alert(1)</script>' });
    const hostile = await (await fetch(`${BASE_URL}/product/${EDITED_ID}`)).text();
    expect(hostile).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
    expect(hostile).not.toContain('<script>alert(1)');
  });

  for (const [viewport, label] of [
    [PHONE, 'phone'],
    [DESKTOP, 'desktop'],
  ] as const) {
    it(`paint with scripts off, then hydrate without fetching the product or mismatching (${label})`, async () => {
      const noScript = await browser.newContext({ viewport, baseURL: BASE_URL, javaScriptEnabled: false });
      const still = await noScript.newPage();
      await still.goto(`/product/${SEEDED_ID}`);
      await still.getByRole('heading', { name: SEEDED_NAME, level: 1 }).waitFor();
      expect(await still.locator('img.gallery-main-image').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await shot(still, `product-ssr-noscript-${label}`);
      await noScript.close();

      const { context, page } = await newPage(browser, viewport);
      // Liked earlier in this browser: the server cannot know, the app shows it once hydrated.
      await context.addInitScript(`localStorage.setItem('silai:likes', JSON.stringify(['${SEEDED_ID}']))`);
      const errors = collectErrors(page);
      const productReads: string[] = [];
      page.on('request', (r) => r.url().includes(':8080/') && r.postData()?.includes(SEEDED_ID) && productReads.push(r.url()));
      await page.goto(`/product/${SEEDED_ID}`);
      await page.getByRole('button', { name: /Liked/ }).waitFor();
      // Hydrated: the page's controls act.
      await page.getByRole('button', { name: /^View All \d+ Details$/ }).click();
      await page.getByRole('button', { name: 'Show Less' }).first().waitFor();
      await page.getByRole('group', { name: 'Size' }).getByRole('radio').first().check();
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await page.getByText('Please login first!').waitFor();
      await page.waitForURL('**/login');
      expect(productReads).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('another product opened from a served page is fetched by the app', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    const errors = collectErrors(page);
    await page.goto(`/product/${SEEDED_ID}`);
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Designs' }).click();
    await page.locator(`[data-testid="product-card"]:not([data-product-id="${SEEDED_ID}"]) a.product-card-media`).first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/product/') && !url.pathname.endsWith(SEEDED_ID));
    await page.getByRole('button', { name: 'Add to Cart' }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).not.toBe(SEEDED_NAME);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the server-rendered home page', () => {
  it('answers with the first featured designs, newest first, as Firestore holds them', async () => {
    const res = await fetch(`${BASE_URL}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=300');
    // Compressed for a browser that takes it (Hosting bills its transfer by the byte), plain otherwise.
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    const plain = await fetch(`${BASE_URL}/`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain('<div id="root" data-prerendered="/">');
    const html = await res.text();
    expect(html).toContain('<div id="root" data-prerendered="/">');
    const served = JSON.parse(/<script type="application\/json" id="served-data">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as {
      home: { key: string; products: { id: string }[]; hasMore: boolean };
    };
    expect(served.home.key).toBe('featured|newest');
    const featured = await adminDb()
      .collection('products')
      .where('productStatus', '==', 'Active')
      .where('featuredProduct', '==', true)
      .orderBy('createdAt', 'desc')
      .limit(13)
      .get();
    expect(featured.size).toBeGreaterThan(0);
    expect(served.home.products.map((p) => p.id)).toEqual(featured.docs.slice(0, 12).map((d) => d.id));
    expect(served.home.hasMore).toBe(featured.size > 12);
    // Drawn in the page: a phone on a slow connection sees them before any script.
    expect(html.match(/data-testid="product-card"/g)).toHaveLength(served.home.products.length);
  });

  for (const [viewport, label] of [
    [PHONE, 'phone'],
    [DESKTOP, 'desktop'],
  ] as const) {
    it(`hydrates its first designs without fetching them; All Products is fetched (${label})`, async () => {
      const { context, page } = await newPage(browser, viewport);
      const errors = collectErrors(page);
      const queries: string[] = [];
      const isCatalogueQuery = (r: Request) =>
        r.url().includes(':8080/') && r.method() === 'POST' && (r.postData() ?? '').includes('"products"');
      page.on('request', (r) => isCatalogueQuery(r) && queries.push(r.postData() ?? ''));
      await page.goto('/');
      const served = await productCardIds(page);
      expect(served.length).toBeGreaterThan(0);
      // Once hydrated, the view switch works: All Products is read from Firestore...
      await page.getByRole('button', { name: 'All Products' }).click();
      await page.getByRole('list', { name: 'All Products' }).waitFor();
      expect(queries.length).toBeGreaterThan(0);
      await page.getByRole('button', { name: 'Featured' }).click();
      await page.getByRole('list', { name: 'Featured Products' }).waitFor();
      expect(await productCardIds(page)).toEqual(served);
      // ...and the featured designs never were: they came in the page.
      expect(queries.filter((body) => body.includes('featuredProduct'))).toEqual([]);
      await shot(page, `home-ssr-${label}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('the server-rendered gallery', () => {
  it('answers with the first results of the filters in its address, which the app then continues', async () => {
    const search = 'category=Lehenga&fabric=Silk';
    const res = await fetch(`${BASE_URL}/gallery?${search}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<div id="root" data-prerendered="/gallery?${search.replace('&', '&amp;')}">`);
    const served = JSON.parse(/<script type="application\/json" id="served-data">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as {
      gallery: { key: string; products: FilterableProduct[]; total: number };
    };
    expect(served.gallery.key).toBe(search);
    expect(served.gallery.products.length).toBeGreaterThan(0);
    const filters = filtersFromSearchParams(new URLSearchParams(search));
    expect(served.gallery.products.every((p) => matchesFilters(p, filters))).toBe(true);
    // The same as Firestore holds.
    const lehengas = await adminDb().collection('products').where('category', '==', 'Lehenga').where('fabricType', '==', 'Silk').count().get();
    expect(served.gallery.total).toBe(lehengas.data().count);
    expect(html.match(/data-testid="product-card"/g)).toHaveLength(served.gallery.products.length);
  });

  for (const [viewport, label] of [
    [PHONE, 'phone'],
    [DESKTOP, 'desktop'],
  ] as const) {
    it(`hydrates its first cards without fetching them, then loads more after them (${label})`, async () => {
      const { context, page } = await newPage(browser, viewport);
      const errors = collectErrors(page);
      const queries: string[] = [];
      // The one read of the shop's details (settings/shop) after the first render is not a catalogue query.
      const isCatalogueQuery = (r: Request) =>
        r.url().includes(':8080/') && r.method() === 'POST' && !(r.postData() ?? '').includes('settings/shop');
      page.on('request', (r) => isCatalogueQuery(r) && queries.push(r.url()));
      await page.goto('/gallery');
      const first = await productCardIds(page);
      expect(first).toHaveLength(12);
      expect(queries).toEqual([]);
      await shot(page, `gallery-ssr-${label}`);
      await page.getByRole('button', { name: 'Load More Designs' }).click();
      await page.waitForFunction(`document.querySelectorAll('[data-testid="product-card"]').length > 12`);
      const all = await productCardIds(page);
      // The next ones follow on: none repeated, newest first as before.
      expect(all.slice(0, 12)).toEqual(first);
      expect(new Set(all).size).toBe(all.length);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('continues after its last card even when that design has been deleted since the page was served', async () => {
    // Thirteen designs newer than any other, under filters of their own: twelve on the served page, one after.
    const search = 'category=Others&fabric=Velvet&stitching=Hand+Stitching';
    const base = (await adminDb().doc(`products/${SEEDED_ID}`).get()).data();
    const ids = Array.from({ length: 13 }, (_, i) => `p-cursor-check-${String(i).padStart(2, '0')}`);
    const newest = Date.now() + 86_400_000;
    const batch = adminDb().batch();
    ids.forEach((id, i) =>
      batch.set(adminDb().doc(`products/${id}`), {
        ...base,
        productId: id,
        productName: `Cursor Check ${i}`,
        category: 'Others',
        fabricType: 'Velvet',
        stitchingType: 'Hand Stitching',
        createdAt: Timestamp.fromMillis(newest - i * 1000),
      }),
    );
    await batch.commit();
    const { context, page } = await newPage(browser, PHONE);
    try {
      const errors = collectErrors(page);
      await page.goto(`/gallery?${search}`);
      expect(await productCardIds(page)).toEqual(ids.slice(0, 12));
      await adminDb().doc(`products/${ids[11]}`).delete();
      await page.getByRole('button', { name: 'Load More Designs' }).click();
      await page.waitForFunction(`document.querySelectorAll('[data-testid="product-card"]').length > 12`);
      const all = await productCardIds(page);
      expect(all.slice(0, 13)).toEqual(ids);
      expect(new Set(all).size).toBe(all.length);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await Promise.all(ids.map((id) => adminDb().doc(`products/${id}`).delete()));
    }
  });

  it("keeps its cards while the screen's code is slow to arrive, then hydrates", async () => {
    const { context, page } = await newPage(browser, PHONE);
    const errors = collectErrors(page);
    await page.route(/\/assets\/GalleryPage-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue();
    });
    // The fewest cards the page ever showed, from its first parse on.
    await page.addInitScript(`addEventListener('DOMContentLoaded', () => {
      const count = () => document.querySelectorAll('[data-testid="product-card"]').length;
      window.__fewestCards = count();
      setInterval(() => { window.__fewestCards = Math.min(window.__fewestCards, count()); }, 50);
    })`);
    await page.goto('/gallery');
    await page.waitForTimeout(500);
    expect(await page.evaluate('window.__fewestCards')).toBe(12);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a link with filters comes rendered with them and hydrates: the filters show, nothing mismatches', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    const errors = collectErrors(page);
    await page.goto('/gallery?category=Blouse');
    await page.getByRole('button', { name: 'Remove filter Category: Blouse' }).waitFor();
    expect(await page.getByRole('complementary', { name: 'Filters' }).getByLabel('Category').inputValue()).toBe('Blouse');
    // Changing the filters from there fetches afresh.
    await page.getByRole('button', { name: 'Remove filter Category: Blouse' }).click();
    await page.waitForURL((url) => !url.search.includes('category'));
    await page.waitForFunction(`document.querySelectorAll('[data-testid="product-card"]').length === 12`);
    expect(await page.getByRole('button', { name: 'Remove filter Category: Blouse' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the pages function under hostile addresses', () => {
  const paramName = fc.oneof(
    fc.constantFrom(...Object.values(FILTER_PARAM_KEYS), 'tailorMin', 'tailorMax', 'readyMin', 'readyMax', 'discountMin', 'discountMax'),
    fc.constantFrom(...POLLUTION_KEYS, ...trickyKeys),
    fc.string({ maxLength: 12 }),
  );

  it('answers any gallery query with the gallery, echoing nothing of it unescaped', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(paramName, hostileString(40, false)), { maxLength: 6 }), async (pairs) => {
        const res = await fetch(`${FUNCTIONS_URL}/pages/gallery?${new URLSearchParams(pairs).toString()}`);
        expect(res.status).toBe(200);
        const html = await res.text();
        expect(html).toContain('<div id="root" data-prerendered="/gallery');
        expect(html).not.toContain(SCRIPT);
      }),
      { numRuns: 40 },
    );
  });

  it('answers any product path with a page or a 404, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(hostileString(60, false), async (id) => {
        // Every byte percent-encoded (a lone surrogate goes as U+FFFD's bytes).
        const path = [...Buffer.from(id, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
        const res = await fetch(`${FUNCTIONS_URL}/pages/product/${path}`);
        expect([200, 404]).toContain(res.status);
        expect(await res.text()).not.toContain(SCRIPT);
      }),
      { numRuns: 40 },
    );
    // An address longer than servers take: refused, not failed.
    const long = await fetch(`${FUNCTIONS_URL}/pages/gallery?category=${'a'.repeat(40_000)}`);
    expect(long.status).toBeLessThan(500);
  });
});
