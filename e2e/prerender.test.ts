/**
 * First screens as HTML (web/build/prerender.ts, the `pages` function): `/`
 * and `/gallery` rendered per request with their first designs (the served
 * pages' own checks: server-pages.test.ts). They paint, styled,
 * before any script runs; the app then hydrates them without a mismatch and
 * they work as before. Other routes get the empty shell.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { BASE_URL, collectErrors, DESKTOP, launchBrowser, newPage, PHONE, shot } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function html(path: string): Promise<string> {
  const res = await fetch(BASE_URL + path);
  expect(res.status).toBe(200);
  return res.text();
}

describe('pre-rendered landing screens', () => {
  it('Hosting-style routing: / and /gallery come rendered, other routes get the empty shell', async () => {
    const home = await html('/');
    expect(home).toContain('<div id="root" data-prerendered="/">');
    expect(home).toContain('Perfect Fit, Every Time!');
    // Styles are inline: the first paint waits for no stylesheet request.
    expect(home).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)/);
    // The screen's title first; the shop's default after it, for screens that set none.
    expect(home).toMatch(/<title>Silai Studio · Custom tailoring and designer wear in Mumbai<\/title>\s*<meta[^]*<title>Silai Studio · Tailored South Asian wear, Mumbai<\/title>/);

    const gallery = await html('/gallery');
    expect(gallery).toContain('data-prerendered="/gallery"');
    expect(gallery).toContain('data-testid="product-card"');

    for (const path of ['/cart', '/product/null/add', '/no-such-page']) {
      expect(await html(path)).toContain('<div id="root"></div>');
    }
  });

  for (const [viewport, label] of [
    [PHONE, 'phone'],
    [DESKTOP, 'desktop'],
  ] as const) {
    it(`/ paints its first screen with scripts off, and hydrates without errors (${label})`, async () => {
      const noScript = await browser.newContext({ viewport, baseURL: BASE_URL, javaScriptEnabled: false });
      const still = await noScript.newPage();
      await still.goto('/');
      await still.getByRole('heading', { name: 'Perfect Fit, Every Time!' }).waitFor();
      expect(await still.getByRole('link', { name: 'Explore Designs' }).isVisible()).toBe(true);
      await shot(still, `prerender-home-noscript-${label}`);
      await noScript.close();

      const { context, page } = await newPage(browser, viewport);
      const errors = collectErrors(page);
      await page.goto('/');
      await page.getByTestId('product-card').first().waitFor();
      // Hydrated: the carousel's controls respond.
      await page.getByRole('button', { name: 'Pause slideshow' }).click();
      await page.getByRole('button', { name: 'Play slideshow' }).waitFor();
      // The app owns the pre-rendered title: it changes with the screen and comes back.
      expect(await page.title()).toBe('Silai Studio · Custom tailoring and designer wear in Mumbai');
      await page.getByRole('link', { name: 'Explore Designs' }).click();
      await page.getByRole('heading', { name: 'Designs', level: 1 }).waitFor();
      expect(await page.title()).toBe('Designs · Silai Studio');
      await page.goBack();
      await page.getByRole('heading', { name: 'Perfect Fit, Every Time!' }).waitFor();
      expect(await page.title()).toBe('Silai Studio · Custom tailoring and designer wear in Mumbai');
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`/gallery hydrates with the layout of the screen size (${label})`, async () => {
      const { context, page } = await newPage(browser, viewport);
      const errors = collectErrors(page);
      await page.goto('/gallery');
      await page.getByTestId('product-card').first().waitFor();
      const panel = page.getByRole('complementary', { name: 'Filters' });
      const drawerButton = page.getByRole('button', { name: /^Filters/ });
      if (label === 'desktop') {
        await panel.getByLabel('Category').waitFor();
        expect(await drawerButton.count()).toBe(0);
      } else {
        expect(await panel.count()).toBe(0);
        await drawerButton.click();
        await page.getByRole('dialog', { name: 'Filters' }).waitFor();
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
