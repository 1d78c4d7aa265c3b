/**
 * Scroll positions across full page loads: a page opened by a typed address
 * opens at the top, even after another page of the tab was scrolled, while
 * Back and a reload return to where the shopper was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, PHONE, waitForApp } from './support/browser';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Scrolls to `y` (or as far as the page goes) and returns where it stopped. */
async function scrollTo(page: Page, y: number): Promise<number> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  // Let the page settle (lazy images, the router's own listeners).
  await page.waitForTimeout(400);
  return scrollY(page);
}

/** Waits until the window rests at `y` (within a pixel or two), or fails naming where it is. */
async function expectAt(page: Page, y: number): Promise<void> {
  try {
    await page.waitForFunction((target) => Math.abs(window.scrollY - target) <= 2, y, { timeout: 5_000 });
  } catch {
    expect(await scrollY(page)).toBe(y);
  }
  // And stays there once the page's late work is done.
  await page.waitForTimeout(600);
  expect(Math.abs((await scrollY(page)) - y)).toBeLessThanOrEqual(2);
}

describe('scroll position across page loads', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a typed address opens at the top; Back and reload restore the position', { timeout: 90_000 }, async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/gallery');
    await page.getByTestId('product-card').first().waitFor();
    const y = await scrollTo(page, 1500);
    expect(y).toBeGreaterThan(800);

    // A full load of another page, as a typed address or a bookmark does.
    await page.goto('/gallery?category=Saree');
    await page.getByTestId('product-card').first().waitFor();
    await expectAt(page, 0);
    await page.goto('/about');
    await expectAt(page, 0);

    // Back twice: to the first gallery page, where the shopper had scrolled.
    await page.goBack();
    await page.goBack();
    expect(new URL(page.url()).search).toBe('');
    await waitForApp(page);
    await page.getByTestId('product-card').first().waitFor();
    await expectAt(page, y);

    // A reload keeps the place too.
    await page.reload();
    await page.getByTestId('product-card').first().waitFor();
    await expectAt(page, y);
    await context.close();
  });
});
