import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage, PHONE, shot } from './support/browser';

describe('smoke: the shop opens', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('renders the navigation on desktop', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.waitFor();
    for (const label of ['Home', 'About Us', 'Designs', 'Order Now', 'Contact Us']) {
      expect(await nav.getByRole('link', { name: label, exact: true }).isVisible()).toBe(true);
    }
    await shot(page, 'smoke-home-desktop');
    await context.close();
  });

  it('toggles the mobile menu on a phone', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Designs', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    await shot(page, 'smoke-home-phone');
    await context.close();
  });
});
