/**
 * Home's infinite scroll never stalls: fast flicks to the bottom and several
 * sort changes in a row, and the grid still reaches every design, with a
 * "Load more" button on screen whenever more exist.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage, PHONE, productCardIds, shot, viewShot } from './support/browser';
import { adminDb } from '../tests/support/admin';

const END_MESSAGE = "You've explored our entire collection!";
const cards = (page: Page) => page.getByTestId('product-card');
const cardCount = (page: Page) => page.evaluate(() => document.querySelectorAll('[data-testid="product-card"]').length);

/** Products the home grid lists in All Products (ordered by createdAt). */
async function listedCount(): Promise<number> {
  return (await adminDb().collection('products').orderBy('createdAt', 'desc').count().get()).data().count;
}

/** A flick: straight to the bottom of the page in one jump, past the sentinel without a frame in between. */
async function flickToBottom(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
}

/** Picks a sort and waits for its first page (or the pages remembered for it). */
async function chooseSort(page: Page, value: string): Promise<void> {
  await page.getByLabel('Sort by').selectOption(value);
  await page.waitForFunction(
    () => !document.querySelector('[data-testid="product-skeleton"]') && document.querySelectorAll('[data-testid="product-card"]').length >= 12,
    undefined,
    { timeout: 15_000 },
  );
}

/** Flicks to the bottom until the grid holds `n` cards (or more): loading on its own, no button pressed. */
async function flickUntil(page: Page, n: number, timeoutMs = 30_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  let count = await cardCount(page);
  while (count < n && Date.now() < deadline) {
    await flickToBottom(page);
    await page.waitForTimeout(150);
    count = await cardCount(page);
  }
  return count;
}

describe('home scroll', () => {
  let browser: Browser;
  let total = 0;
  beforeAll(async () => {
    browser = await launchBrowser();
    total = await listedCount();
    expect(total).toBeGreaterThan(36);
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`reaches every design after fast flicks and several sort changes (${label})`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await page.goto('/');
      await cards(page).first().waitFor();
      await page.getByRole('button', { name: 'All Products' }).click();
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="product-card"]').length === 12);
      // More exist: the button is there, not only the invisible sentinel.
      await page.getByRole('button', { name: 'Load more designs' }).waitFor();

      // A flick straight past the sentinel still loads the next page.
      expect(await flickUntil(page, 24)).toBeGreaterThanOrEqual(24);

      // Sort changes in quick succession, some while a page is on its way.
      for (const sort of ['price-asc', 'price-desc', 'rating', 'price-asc']) {
        await chooseSort(page, sort);
        await flickToBottom(page);
        await page.waitForTimeout(80);
      }
      await chooseSort(page, 'price-desc');
      await page.getByRole('button', { name: 'Load more designs' }).waitFor();
      expect(await flickUntil(page, 24)).toBeGreaterThanOrEqual(24);

      await chooseSort(page, 'newest');
      const reached = await flickUntil(page, total, 60_000);
      expect(reached).toBe(total);
      await page.getByText(END_MESSAGE).waitFor();
      expect(await page.getByRole('button', { name: 'Load more designs' }).count()).toBe(0);
      expect(new Set(await productCardIds(page)).size).toBe(total);
      await context.close();
    });
  }

  it('Featured ends by offering every design', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/');
    await cards(page).first().waitFor();
    const featured = (await adminDb().collection('products').where('featuredProduct', '==', true).count().get()).data().count;
    await flickUntil(page, featured);
    const seeAll = page.getByRole('button', { name: /^See all \d+ designs$/ });
    await seeAll.waitFor({ timeout: 20_000 });
    expect(await page.getByText(END_MESSAGE).count()).toBe(0);
    await seeAll.scrollIntoViewIfNeeded();
    await viewShot(page, 'home-featured-end-phone');
    await seeAll.click();
    expect(await page.getByRole('button', { name: 'All Products' }).getAttribute('aria-pressed')).toBe('true');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="product-card"]').length === 12);
    await shot(page, 'home-all-after-featured-phone');
    await context.close();
  });
});
