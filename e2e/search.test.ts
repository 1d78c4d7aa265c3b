/**
 * Search: from the navigation's box on any page to the gallery's results,
 * combined with filters and a sort, the served gallery honouring `q`, and
 * the empty state's suggestions. Expectations come from Firestore with
 * domain's own search terms. Screenshots at phone and desktop widths.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { cataloguePlan, catalogueQueryFromSearchParams, matchesCatalogueQuery, timestampToMillis, type FilterableProduct } from '@tailor/domain';
import { BASE_URL, collectErrors, DESKTOP, launchBrowser, newPage, PHONE, productCardIds, shot } from './support/browser';
import { adminDb } from '../tests/support/admin';

const cards = (page: Page) => page.getByTestId('product-card');

/** The ids a gallery address should list, in order: every product checked with domain's rules, in the query's order. */
async function expectedIds(search: string): Promise<string[]> {
  const catalogueQuery = catalogueQueryFromSearchParams(new URLSearchParams(search));
  const plan = cataloguePlan(catalogueQuery);
  const all = await adminDb().collection('products').get();
  const rows = all.docs
    .map((d) => ({ id: d.id, ...d.data() }) as { id: string } & Record<string, unknown>)
    // What the gallery lists: products with the sort's field, shown to shoppers.
    .filter((p) => p[plan.orderBy.field] !== undefined && p.productStatus !== 'Inactive')
    .filter((p) => matchesCatalogueQuery(p as FilterableProduct, catalogueQuery.filters, plan.terms));
  // As the query orders: the sort's field, then the document id, both in the sort's direction
  // (web/src/features/catalog/data.ts), so designs of one price keep the order the shop shows.
  const { field, direction } = plan.orderBy;
  const sign = direction === 'asc' ? 1 : -1;
  const key = (p: Record<string, unknown>) => (typeof p[field] === 'number' ? (p[field] as number) : (timestampToMillis(p[field]) ?? 0));
  return rows.sort((a, b) => sign * (key(a) - key(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))).map((p) => p.id);
}

/** Waits for `n` cards; on a timeout, says what the page showed instead. */
async function cardCount(page: Page, n: number, expected: readonly string[] = []): Promise<void> {
  try {
    await page.waitForFunction((count) => document.querySelectorAll('[data-testid="product-card"]').length === count, n);
  } catch (error) {
    const shown = await productCardIds(page);
    const status = await page.getByTestId('result-count').allTextContents();
    const alerts = await page.getByRole('alert').allTextContents();
    throw new Error(`expected ${n} cards (${expected.slice(0, n).join(', ')}) at ${page.url()}, saw ${shown.length}: ${shown.join(', ')}; count ${JSON.stringify(status)}; alerts ${JSON.stringify(alerts)}`, { cause: error });
  }
}

describe('search', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('from the navigation on a wide screen: words anywhere, by prefix, combined with a filter and a sort', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    const errors = collectErrors(page);
    await page.goto('/');
    const box = page.getByRole('search', { name: 'Search designs' }).getByRole('searchbox');
    await box.fill('bana');
    await shot(page, 'search-nav-desktop');
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/gallery' && url.searchParams.get('q') === 'bana');

    const found = await expectedIds('q=bana');
    expect(found.length).toBeGreaterThan(1);
    await cardCount(page, Math.min(found.length, 12), found);
    expect(await productCardIds(page)).toEqual(found.slice(0, 12));
    await page.getByTestId('result-count').filter({ hasText: `${found.length} design${found.length === 1 ? '' : 's'} for “bana”` }).waitFor();
    // The gallery's own box holds the text.
    expect(await page.getByRole('main').getByRole('searchbox', { name: 'Search designs' }).inputValue()).toBe('bana');

    // A new text in the gallery's box; a filter keeps it; the sort orders what was found.
    const galleryBox = page.getByRole('main').getByRole('searchbox', { name: 'Search designs' });
    await galleryBox.fill('Silk');
    await galleryBox.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === 'Silk');
    await page.getByRole('complementary', { name: 'Filters' }).getByLabel('Category').selectOption('Lehenga');
    await page.waitForURL((url) => url.searchParams.get('category') === 'Lehenga' && url.searchParams.get('q') === 'Silk');
    await page.getByLabel('Sort by').selectOption('price-desc');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price-desc');
    const sorted = await expectedIds('q=Silk&category=Lehenga&sort=price-desc');
    expect(sorted.length).toBeGreaterThan(1);
    await cardCount(page, Math.min(sorted.length, 12), sorted);
    await page.getByTestId('result-count').filter({ hasText: `${sorted.length} design` }).waitFor();
    const shown = await productCardIds(page);
    expect(new Set(shown)).toEqual(new Set(sorted.slice(0, 12)));
    // Dearest first (equal prices may come in either order).
    const prices = await Promise.all(shown.map(async (id) => (await adminDb().doc(`products/${id}`).get()).get('priceFrom') as number));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    await shot(page, 'search-results-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a filter and then a sort chosen at once: the address keeps both, and so do the results', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    const errors = collectErrors(page);
    await page.goto('/gallery?q=Silk');
    await cards(page).first().waitFor();
    const category = page.getByRole('complementary', { name: 'Filters' }).getByLabel('Category');
    const sort = page.getByLabel('Sort by');
    // The sort is changed a few microtasks after the filter, in the same task: before a screen drawn
    // in a transition could show the filter, as a busy phone might leave it.
    await page.evaluate(
      async ([categoryId, sortId]) => {
        const choose = (id: string, value: string) => {
          const select = document.getElementById(id) as HTMLSelectElement;
          select.value = value;
          select.dispatchEvent(new Event('change', { bubbles: true }));
        };
        choose(categoryId!, 'Lehenga');
        for (let i = 0; i < 20; i++) await Promise.resolve();
        choose(sortId!, 'price-desc');
      },
      [await category.getAttribute('id'), await sort.getAttribute('id')],
    );
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price-desc');
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({ q: 'Silk', category: 'Lehenga', sort: 'price-desc' });
    const sorted = await expectedIds('q=Silk&category=Lehenga&sort=price-desc');
    await cardCount(page, Math.min(sorted.length, 12), sorted);
    expect(new Set(await productCardIds(page))).toEqual(new Set(sorted.slice(0, 12)));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('several words: every one must match, plurals too; the count is honest', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/gallery?q=silk+blouses');
    const found = await expectedIds('q=silk+blouses');
    expect(found.length).toBeGreaterThan(0);
    await cardCount(page, Math.min(found.length, 12), found);
    expect(new Set(await productCardIds(page))).toEqual(new Set(found.slice(0, 12)));
    await page.getByTestId('result-count').filter({ hasText: '“silk blouses”' }).waitFor();
    await context.close();
  });

  it('finds nothing: the empty state suggests categories and clears the search (phone and desktop)', async () => {
    for (const [viewport, label] of [
      [PHONE, 'phone'],
      [DESKTOP, 'desktop'],
    ] as const) {
      const { context, page } = await newPage(browser, viewport);
      await page.goto('/gallery?q=zzqx');
      const empty = page.getByTestId('gallery-empty');
      await empty.getByText('No designs found for “zzqx”').waitFor();
      await empty.getByRole('link', { name: 'Blouses' }).waitFor();
      await page.getByTestId('result-count').filter({ hasText: '0 designs for “zzqx”' }).waitFor();
      await shot(page, `search-empty-${label}`);
      await empty.getByRole('button', { name: 'Clear the search' }).click();
      await page.waitForURL((url) => url.pathname === '/gallery' && !url.searchParams.has('q'));
      await cards(page).first().waitFor();
      await context.close();
    }
  });

  it('on a phone: the search button opens the box, the keyboard drives it, Escape closes it', async () => {
    const { context, page } = await newPage(browser, PHONE);
    const errors = collectErrors(page);
    await page.goto('/about');
    const toggle = page.getByRole('button', { name: 'Search designs' });
    const box = page.getByRole('search', { name: 'Search designs' }).getByRole('searchbox');
    expect(await box.isVisible()).toBe(false);
    await toggle.click();
    // The box takes the focus at once.
    await page.waitForFunction(() => document.activeElement?.id === 'nav-search-q');
    await page.keyboard.press('Escape');
    expect(await box.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('nav-search');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Blouses');
    await shot(page, 'search-nav-phone');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === 'Blouses');
    const found = await expectedIds('q=Blouses');
    expect(found.length).toBeGreaterThan(12);
    await cardCount(page, 12);
    expect(await productCardIds(page)).toEqual(found.slice(0, 12));
    expect(await box.isVisible()).toBe(false);
    await shot(page, 'search-results-phone');
    await page.getByRole('button', { name: 'Load More Designs' }).click();
    await cardCount(page, Math.min(found.length, 24), found);
    expect(await productCardIds(page)).toEqual(found.slice(0, 24));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the served gallery honours q: its first results and count come in the HTML', async () => {
    const res = await fetch(`${BASE_URL}/gallery?q=zari&sort=price-asc`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const served = JSON.parse(/<script type="application\/json" id="served-data">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as {
      gallery: { key: string; products: { id: string }[] };
    };
    expect(served.gallery.key).toBe('q=zari&sort=price-asc');
    const found = await expectedIds('q=zari&sort=price-asc');
    expect(found.length).toBeGreaterThan(0);
    expect(served.gallery.products.map((p) => p.id)).toEqual(found.slice(0, 12));
    expect(html).toContain('for “zari”');
  });
});
