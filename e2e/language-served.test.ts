/**
 * Hindi pages served by the `pages` function: `/?lang=hi`, `/gallery?lang=hi`
 * and a product page arrive as Hindi HTML (`<html lang="hi">`, the canonical
 * link of the Hindi address, `hreflang` alternates), carrying their first
 * screen's Hindi text as data: the app hydrates them without downloading a
 * catalogue or reading their data again, and never shows English in between.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Window } from 'happy-dom';
import type { Browser, Page, Request } from 'playwright-core';
import { SHOP } from '@tailor/domain';
import { BASE_URL, collectErrors, launchBrowser, newPage, PHONE, productCardIds, shot, viewShot, waitForApp } from './support/browser';
import { adminDb } from '../tests/support/admin';

const SEEDED_ID = 'p-maroon-banarasi-lehenga';
/** The owner's Hindi name and description of that design (the seed's). */
const SEEDED_HINDI_NAME = 'मैरून बनारसी सिल्क लहंगा';
const SEEDED_ENGLISH_NAME = 'Maroon Banarasi Silk Lehenga';
/** The desktop the Hindi screens are checked (and shot) at. */
const DESKTOP = { width: 1280, height: 800 };
/** The Hindi catalogues' chunks (`app/hi.ts`, `features/…/hi.ts`). */
// Loaded as code (a module script or its preload): not keepLoadedFiles' fetch() of what a page
// loaded, handed to the service worker when it takes over, which the HTTP cache answers.
const isCatalogueChunk = (r: Request) => r.resourceType() === 'script' && /\/assets\/hi-[\w-]+\.js$/.test(new URL(r.url()).pathname);
/** Firestore reads from the browser (the emulator's port), but the shop's details, read once after the first render. */
const isDataRead = (r: Request) => r.url().includes(':8080/') && r.method() === 'POST' && !(r.postData() ?? '').includes('settings/shop');

let browser: Browser;
let savedPublicUrl: unknown;

beforeAll(async () => {
  browser = await launchBrowser();
  // The canonical and alternate links name the shop's address from settings/shop.
  const settings = adminDb().doc('settings/shop');
  savedPublicUrl = (await settings.get()).get('publicUrl');
  await settings.set({ publicUrl: BASE_URL }, { merge: true });
  await new Promise((r) => setTimeout(r, 1000));
});

afterAll(async () => {
  await browser?.close();
  await adminDb()
    .doc('settings/shop')
    .set({ publicUrl: typeof savedPublicUrl === 'string' ? savedPublicUrl : SHOP.publicUrl }, { merge: true });
});

/** The document a crawler builds from the HTML: parsed, no script run, nothing fetched. */
function parse(html: string): Document {
  const window = new Window({
    settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true },
  });
  return new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document;
}

const servedJson = (html: string) =>
  JSON.parse(/<script type="application\/json" id="served-data">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as {
    language?: string;
    messages?: { catalogues: string[]; entries: Record<string, string> };
  };

const alternates = (doc: Document) =>
  Object.fromEntries([...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]));
const canonical = (doc: Document) => [...doc.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href'));

/** The page's links to the shop's own pages (not a picture opened in a new tab, nor a download). */
const shopLinks = (doc: Document) =>
  [...doc.querySelectorAll('a[href^="/"]:not([target]):not([download])')].map((a) => a.getAttribute('href') ?? '');
const DEVANAGARI = /[\u0900-\u097F]/;
/** What previews and search engines show of the page: its description and titles. */
const shareTexts = (doc: Document) =>
  [
    'meta[name="description"]',
    'meta[property="og:description"]',
    'meta[property="og:title"]',
    'meta[name="twitter:description"]',
    'meta[name="twitter:title"]',
  ].map((selector) => [selector, doc.querySelector(selector)?.getAttribute('content') ?? ''] as const);

const PAGES = [
  { name: 'home', english: '/', hindi: '/?lang=hi', catalogues: ['shell', 'catalog'] },
  { name: 'gallery', english: '/gallery', hindi: '/gallery?lang=hi', catalogues: ['shell', 'catalog', 'gallery'] },
  { name: 'product', english: `/product/${SEEDED_ID}`, hindi: `/product/${SEEDED_ID}?lang=hi`, catalogues: ['shell', 'catalog', 'product'] },
] as const;

describe('served pages in Hindi', () => {
  it.each(PAGES)('$hindi arrives in Hindi, with its text, the Hindi canonical link and the alternates', async ({ name, english, hindi, catalogues }) => {
    const res = await fetch(`${BASE_URL}${hindi}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const doc = parse(html);
    expect(doc.documentElement.lang).toBe('hi');
    expect(doc.getElementById('root')?.dataset.prerendered).toBe(hindi);
    // The navigation is Hindi in the HTML itself.
    const nav = [...doc.querySelectorAll('header.navbar nav a')].map((a) => a.textContent?.trim());
    expect(nav).toContain('डिज़ाइन');
    expect(nav).not.toContain('Designs');
    const data = servedJson(html);
    expect(data.language).toBe('hi');
    expect(data.messages?.catalogues).toEqual(catalogues);
    expect(data.messages?.entries.Designs).toBe('डिज़ाइन');
    if (name === 'product') expect(doc.querySelector('.purchase-panel h2')?.textContent).toBe('दाम');
    expect(canonical(doc)).toEqual([`${BASE_URL}${hindi}`]);
    expect(alternates(doc)).toEqual({ en: `${BASE_URL}${english}`, hi: `${BASE_URL}${hindi}`, 'x-default': `${BASE_URL}${english}` });
    expect(doc.querySelector('meta[property="og:locale"]')?.getAttribute('content')).toBe('hi_IN');

    // The English page names the same alternates, its own canonical, and no Hindi text.
    const englishHtml = await (await fetch(`${BASE_URL}${english}`)).text();
    const englishDoc = parse(englishHtml);
    expect(englishDoc.documentElement.lang).toBe('en-IN');
    expect(canonical(englishDoc)).toEqual([`${BASE_URL}${english}`]);
    expect(alternates(englishDoc)).toEqual(alternates(doc));
    expect(servedJson(englishHtml).messages).toBeUndefined();

    // The links inside the Hindi page lead to Hindi pages (a crawler, "open in new tab"); the English page's are bare.
    const hindiLinks = shopLinks(doc);
    expect(hindiLinks.length).toBeGreaterThan(8);
    for (const href of hindiLinks) expect(new URL(href, BASE_URL).searchParams.getAll('lang'), href).toEqual(['hi']);
    expect(shopLinks(englishDoc).length).toBe(hindiLinks.length);
    for (const href of shopLinks(englishDoc)) expect(href, href).not.toContain('lang=');
    // Its description and share titles are Hindi; the English page's are English.
    for (const [selector, text] of shareTexts(doc)) expect(text, selector).toMatch(DEVANAGARI);
    for (const [selector, text] of shareTexts(englishDoc)) expect(text, selector).not.toMatch(DEVANAGARI);
    for (const [selector, text] of shareTexts(englishDoc)) expect(text.length, selector).toBeGreaterThan(5);
  });

  it("shows the owner's Hindi name and description of a design on Hindi pages (title, cards, share tags), the English ones on English pages", async () => {
    const productHtml = await (await fetch(`${BASE_URL}/product/${SEEDED_ID}?lang=hi`)).text();
    const product = parse(productHtml);
    expect(product.querySelector('h1.product-title')?.textContent).toBe(SEEDED_HINDI_NAME);
    expect(product.querySelector('title')?.textContent).toContain(SEEDED_HINDI_NAME);
    expect(product.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(SEEDED_HINDI_NAME);
    expect(product.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^मैरून बनारसी सिल्क का लहंगा/);
    expect(product.querySelector('#description-title')?.parentElement?.textContent).toContain('ज़री की बूटियाँ');
    // A search served in Hindi: its card shows the design's Hindi name.
    const galleryHtml = await (await fetch(`${BASE_URL}/gallery?q=banarasi&lang=hi`)).text();
    const card = parse(galleryHtml).querySelector(`[data-product-id="${SEEDED_ID}"] .product-card-title`);
    expect(card?.textContent).toBe(SEEDED_HINDI_NAME);
    // The Hindi name is searched too.
    const hindiSearch = parse(await (await fetch(`${BASE_URL}/gallery?q=${encodeURIComponent('बनारसी लहंगा')}&lang=hi`)).text());
    expect(hindiSearch.querySelector(`[data-product-id="${SEEDED_ID}"] .product-card-title`)?.textContent).toBe(SEEDED_HINDI_NAME);
    // English pages keep the English name.
    const english = parse(await (await fetch(`${BASE_URL}/gallery?q=banarasi`)).text());
    expect(english.querySelector(`[data-product-id="${SEEDED_ID}"] .product-card-title`)?.textContent).toBe(SEEDED_ENGLISH_NAME);
    const englishProduct = parse(await (await fetch(`${BASE_URL}/product/${SEEDED_ID}`)).text());
    expect(englishProduct.querySelector('h1.product-title')?.textContent).toBe(SEEDED_ENGLISH_NAME);

    // Cards read in the browser: an English search, then a switch to Hindi without a reload.
    {
      const { context, page } = await newPage(browser, DESKTOP);
      await page.goto('/gallery?q=banarasi&lang=en');
      await waitForApp(page);
      const title = page.locator(`[data-product-id="${SEEDED_ID}"] .product-card-title`);
      await expect.poll(() => title.textContent()).toBe(SEEDED_ENGLISH_NAME);
      await page.getByRole('button', { name: 'हिन्दी' }).click();
      await expect.poll(() => title.textContent()).toBe(SEEDED_HINDI_NAME);
      await context.close();
    }

    // In the browser, after hydration, the Hindi names stay; shots of the Hindi product page with its Hindi name.
    for (const [viewport, label] of [
      [PHONE, 'phone'],
      [DESKTOP, 'desktop'],
    ] as const) {
      const { context, page } = await newPage(browser, viewport);
      await page.goto(`/gallery?q=banarasi&lang=hi`);
      await waitForApp(page);
      await expect.poll(() => page.locator(`[data-product-id="${SEEDED_ID}"] .product-card-title`).textContent()).toBe(SEEDED_HINDI_NAME);
      await shot(page, `hindi-name-gallery-${label}`);
      await page.goto(`/product/${SEEDED_ID}?lang=hi`);
      await waitForApp(page);
      await expect.poll(() => page.locator('h1.product-title').textContent()).toBe(SEEDED_HINDI_NAME);
      await shot(page, `hindi-name-product-${label}`);
      await context.close();
    }
  });

  for (const [viewport, label] of [
    [PHONE, 'phone'],
    [DESKTOP, 'desktop'],
  ] as const) {
    it(`hydrate in Hindi without a catalogue chunk or reading their data again, never showing English first (${label})`, async () => {
      const { context, page } = await newPage(browser, viewport);
      const errors = collectErrors(page);
      const chunks: string[] = [];
      const reads: string[] = [];
      page.on('request', (r) => {
        if (isCatalogueChunk(r)) chunks.push(r.url());
        if (isDataRead(r)) reads.push(r.postData() ?? '');
      });
      // Watches the page from its first bytes: any English navigation link would be seen.
      await context.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { englishSeen: string[] }).englishSeen = seen;
        new MutationObserver(() => {
          for (const a of document.querySelectorAll('header.navbar nav a')) if (a.textContent?.trim() === 'Designs') seen.push(location.href);
        }).observe(document, { subtree: true, childList: true, characterData: true });
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { firstNav: Element | null }).firstNav = document.querySelector('header.navbar nav');
        });
      });
      const englishSeen = (p: Page) => p.evaluate(() => (window as unknown as { englishSeen: string[] }).englishSeen);
      // Hydrated, not drawn afresh: the navigation the HTML brought is the one React now owns.
      const keptServedNav = (p: Page) =>
        p.evaluate(() => {
          const first = (window as unknown as { firstNav: Element | null }).firstNav;
          return !!first && first.isConnected && Object.keys(first).some((k) => k.startsWith('__reactFiber$'));
        });

      for (const { name, hindi } of PAGES) {
        await page.goto(hindi);
        await waitForApp(page);
        expect(await keptServedNav(page), name).toBe(true);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
        // (On a phone the links are in the closed menu.)
        expect(await page.locator('header.navbar nav').textContent()).toContain('डिज़ाइन');
        if (name !== 'product') expect((await productCardIds(page)).length).toBeGreaterThan(0);
        await shot(page, `language-served-${name}-hi-${label}`);
        expect(await englishSeen(page), name).toEqual([]);
        expect(errors, name).toEqual([]);
      }
      expect(chunks).toEqual([]);
      // The home page's designs, the gallery's results and the product came in their pages.
      expect(reads).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  for (const [viewport, label] of [
    [PHONE, 'phone'],
    [DESKTOP, 'desktop'],
  ] as const) {
    it(`the product page in Hindi: the price card, a missing size, the size guide, the detail cards and the close-up (${label})`, async () => {
      const { context, page } = await newPage(browser, viewport);
      const errors = collectErrors(page);
      await page.goto(`/product/${SEEDED_ID}?lang=hi`);
      await waitForApp(page);
      const price = page.getByRole('region', { name: 'दाम' });
      expect(await price.getByText('रेडीमेड', { exact: true }).isVisible()).toBe(true);
      expect(await price.getByText('आपकी बचत', { exact: false }).first().isVisible()).toBe(true);
      // Buy Now without a size: the shop's "Choose a size", in Hindi.
      await page.getByRole('link', { name: 'अभी खरीदें' }).click();
      await page.getByRole('alert').filter({ hasText: 'साइज़ चुनें' }).waitFor();
      await page.getByRole('button', { name: 'पूरी जानकारी देखें (8)' }).click();
      await page.getByRole('button', { name: 'कम दिखाएँ' }).first().waitFor();
      expect(await page.getByRole('heading', { name: 'लहंगे की जानकारी' }).isVisible()).toBe(true);
      await shot(page, `language-product-hi-${label}`);
      await page.getByRole('button', { name: 'साइज़ गाइड' }).click();
      const guide = page.getByRole('dialog', { name: 'साइज़ गाइड: लहंगा' });
      await guide.waitFor();
      expect(await guide.getByRole('columnheader', { name: /कमर/ }).isVisible()).toBe(true);
      expect(await guide.locator('.size-guide-note').textContent()).toMatch(/^शरीर का नाप इंच में/);
      await viewShot(page, `language-size-guide-hi-${label}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1)).toBe(false);
      await page.keyboard.press('Escape');
      await guide.waitFor({ state: 'hidden' });
      // The design close-up, in Hindi too; the address keeps the language.
      await page.getByRole('link', { name: 'डिज़ाइन नज़दीक से' }).click();
      await page.getByRole('heading', { name: 'कस्टमाइज़ेशन के विकल्प' }).waitFor();
      expect(await page.getByRole('heading', { name: 'ब्लाउज़ की सिलाई' }).isVisible()).toBe(true);
      await page.waitForURL((url) => url.pathname === '/details' && url.searchParams.get('lang') === 'hi');
      await shot(page, `language-design-details-hi-${label}`);
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`the View Design dialog in Hindi, and the cart's sign-in toast (${label})`, async () => {
      const { context, page } = await newPage(browser, viewport);
      const errors = collectErrors(page);
      await page.goto('/?lang=hi');
      await waitForApp(page);
      await page.getByRole('button', { name: 'डिज़ाइन देखें' }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('आप इसे कैसे लेना चाहेंगे?').waitFor();
      expect(await dialog.getByRole('link', { name: 'डिज़ाइन की पूरी जानकारी' }).isVisible()).toBe(true);
      await viewShot(page, `language-view-design-hi-${label}`);
      // Signed out: the cart asks for a login first, in Hindi.
      await dialog.getByRole('button', { name: /नाप से सिलाई/ }).click();
      await page.getByText('कृपया पहले लॉग इन करें!').waitFor();
      await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('lang') === 'hi');
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('keep the language in the address as the shopper moves on, and a visitor who chose Hindi is sent to the Hindi page', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    const errors = collectErrors(page);
    await page.goto('/?lang=hi');
    await waitForApp(page);
    await page.getByRole('navigation', { name: 'मुख्य' }).getByRole('link', { name: 'डिज़ाइन', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/gallery' && url.searchParams.get('lang') === 'hi');
    await page.locator('[data-testid="product-card"] a.product-card-media').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/product/') && url.searchParams.get('lang') === 'hi');
    // Shown: the screen waits for its code and its Hindi text, so neither is still to be fetched
    // when the watch for catalogue downloads below begins. The product's own heading: the router
    // changes the address first and keeps the gallery, with its own h1, on screen until then.
    await page.locator('h1.product-title').waitFor();
    // The links of a page drawn in the browser carry the language too ("open in new tab", "copy link").
    await expect
      .poll(() => page.locator('footer a[href^="/"], header.navbar a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
      .toContain('/about?lang=hi');
    // A reload (or the link shared) is served in Hindi.
    const shared = page.url();
    const html = await (await fetch(shared)).text();
    expect(parse(html).documentElement.lang).toBe('hi');

    // The choice is remembered on the device: an address without ?lang= is sent to the Hindi page before it shows.
    const chunks: string[] = [];
    page.on('request', (r) => isCatalogueChunk(r) && chunks.push(r.url()));
    await page.goto('/gallery?category=Blouse');
    await page.waitForURL((url) => url.pathname === '/gallery' && url.searchParams.get('lang') === 'hi' && url.searchParams.get('category') === 'Blouse');
    await waitForApp(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    expect(chunks).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
