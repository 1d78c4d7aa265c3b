/**
 * The dashboard's design rankings name every design (never its raw id), and
 * "This month against last month" compares like with like, on the seeded shop.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage, PHONE, viewShot } from './support/browser';
import { DEMO_ADMIN, signInAs } from './support/session';

describe('dashboard tiles', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`names the ranked designs and compares this month with the same days of last month (${label})`, { timeout: 90_000 }, async () => {
      const { context, page } = await newPage(browser, viewport);
      await signInAs(page, DEMO_ADMIN);
      await page.goto('/admin');
      const designs = page.getByRole('figure', { name: 'Top 10 designs by orders' });
      await designs.locator('.bar-label').first().waitFor({ timeout: 30_000 });
      const names = await designs.locator('.bar-label').allTextContents();
      expect(names.length).toBeGreaterThan(0);
      // Product ids look like `p-golden-banarasi-dupatta`; names have capitals and spaces.
      expect(names.filter((n) => /^[a-z0-9-]+$/.test(n))).toEqual([]);

      const month = page.getByRole('figure', { name: 'This month against last month' });
      const rows = await month.locator('.bar-label').allTextContents();
      expect(rows[0]).toMatch(/^1(–\d+)? \w+ \d{4}$/);
      expect(rows[1]).toMatch(/^1(–\d+)? \w+ \d{4} \(so far\)$/);
      expect(rows[2]).toMatch(/^All of \w+ \d{4}$/);
      expect(await month.getByText(/than the whole of/).count()).toBe(0);
      await month.scrollIntoViewIfNeeded();
      await viewShot(month, `dashboard-month-${label}`);
      await viewShot(designs, `dashboard-top-designs-${label}`);
      await context.close();
    });
  }
});
