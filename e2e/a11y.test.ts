/**
 * Every main screen, as a visitor, a customer and the admin, on a phone and
 * a desktop: axe-core finds no serious or critical violations, and nothing
 * scrolls sideways on the phone. The Hindi home and product pages (served in
 * Hindi, `?lang=hi`) are held to the same checks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage, PHONE, revealHomeFeedback, shot } from './support/browser';
import { describeViolations, seriousA11yViolations } from './support/axe';
import { DEMO_ADMIN, DEMO_CUSTOMER, signInAs } from './support/session';

const PRODUCT_ID = 'p-maroon-banarasi-lehenga';

/** The home page with its feedback section (`title`: the section's heading in the page's language). */
async function homeReady(page: Page, title?: string): Promise<void> {
  await page.locator('.product-grid a, .product-grid button').first().waitFor();
  // The feedback section loads when scrolled near; check it too.
  await (await revealHomeFeedback(page, title)).locator('.fb-card, .muted').first().waitFor();
}

/** The page is the Hindi one: `<html lang="hi">` and a heading in Devanagari. */
async function inHindi(page: Page): Promise<void> {
  await page.locator('html[lang="hi"]').waitFor({ state: 'attached' });
  await page.waitForFunction(() => /[\u0900-\u097F]/.test(document.querySelector('h1')?.textContent ?? ''));
}

const SCREENS: { who: 'visitor' | 'customer' | 'admin'; name: string; path: string; ready: (page: Page) => Promise<unknown> }[] = [
  {
    who: 'visitor',
    name: 'home',
    path: '/',
    ready: (p) => homeReady(p),
  },
  { who: 'visitor', name: 'gallery', path: '/gallery?category=Blouse', ready: (p) => p.locator('.product-grid a, .product-grid button').first().waitFor() },
  { who: 'visitor', name: 'product', path: `/product/${PRODUCT_ID}`, ready: (p) => p.getByRole('heading', { level: 1 }).waitFor() },
  { who: 'visitor', name: 'details', path: `/details?id=${PRODUCT_ID}`, ready: (p) => p.getByRole('heading', { level: 1 }).waitFor() },
  { who: 'visitor', name: 'about', path: '/about', ready: (p) => p.getByRole('heading', { level: 1 }).waitFor() },
  { who: 'visitor', name: 'contact', path: '/contact', ready: (p) => p.getByRole('heading', { name: 'Contact Us' }).waitFor() },
  { who: 'visitor', name: 'welcome', path: '/login-signup', ready: (p) => p.getByRole('heading', { level: 1 }).waitFor() },
  { who: 'visitor', name: 'login', path: '/login', ready: (p) => p.getByRole('heading', { name: 'Sign In' }).waitFor() },
  { who: 'visitor', name: 'signup', path: '/signup', ready: (p) => p.getByRole('heading', { level: 1 }).waitFor() },
  { who: 'visitor', name: 'reset-password', path: '/reset-password', ready: (p) => p.getByRole('heading', { name: 'Choose a new password' }).waitFor() },
  { who: 'visitor', name: 'not-found', path: '/no-such-page', ready: (p) => p.getByRole('heading', { name: 'Page not found' }).waitFor() },
  { who: 'customer', name: 'cart', path: '/cart', ready: (p) => p.getByRole('heading', { name: 'My Shopping Cart' }).waitFor() },
  { who: 'customer', name: 'order-custom', path: '/order/null/custom', ready: (p) => p.getByRole('heading', { level: 1 }).waitFor() },
  { who: 'customer', name: 'my-orders', path: '/orders', ready: (p) => p.getByRole('heading', { level: 1 }).waitFor() },
  { who: 'customer', name: 'feedback', path: '/feedback', ready: (p) => p.getByRole('heading', { level: 1 }).waitFor() },
  { who: 'admin', name: 'admin-dashboard', path: '/admin', ready: (p) => p.getByRole('heading', { level: 1 }).waitFor() },
  { who: 'admin', name: 'admin-catalogue', path: '/view_product', ready: (p) => p.getByRole('heading', { level: 1 }).waitFor() },
  { who: 'admin', name: 'admin-product-form', path: '/product/null/add', ready: (p) => p.getByRole('heading', { level: 1 }).waitFor() },
  { who: 'admin', name: 'admin-orders', path: '/admin/orders', ready: (p) => p.getByRole('heading', { level: 1 }).waitFor() },
  // Last: a visit with `?lang=hi` leaves Hindi remembered on the visitor's device.
  {
    who: 'visitor',
    name: 'home-hi',
    path: '/?lang=hi',
    ready: async (p) => {
      await homeReady(p, 'हमारे ग्राहक क्या कहते हैं');
      await inHindi(p);
    },
  },
  {
    who: 'visitor',
    name: 'product-hi',
    path: `/product/${PRODUCT_ID}?lang=hi`,
    ready: async (p) => {
      await p.getByRole('heading', { level: 1, name: 'मैरून बनारसी सिल्क लहंगा' }).waitFor();
      await inHindi(p);
    },
  },
];

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('accessibility on a %s', (label, viewport) => {
  let browser: Browser;
  const pages: Partial<Record<'visitor' | 'customer' | 'admin', Page>> = {};

  beforeAll(async () => {
    browser = await launchBrowser();
    pages.visitor = (await newPage(browser, viewport)).page;
    pages.customer = (await newPage(browser, viewport)).page;
    await signInAs(pages.customer, DEMO_CUSTOMER);
    pages.admin = (await newPage(browser, viewport)).page;
    await signInAs(pages.admin, DEMO_ADMIN);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(SCREENS.map((s) => [s.name, s] as const))('%s has no serious or critical violations', async (_name, screen) => {
    const page = pages[screen.who]!;
    await page.goto(screen.path);
    await screen.ready(page);
    // Let lazy sections and images settle before auditing (Firestore keeps a
    // connection open, so waiting for network idle would never end).
    await page.waitForTimeout(800);
    const violations = await seriousA11yViolations(page);
    await shot(page, `a11y-${screen.name}-${label}`);
    expect(violations, describeViolations(violations)).toEqual([]);
    if (label === 'phone') {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'horizontal scroll on a phone').toBeLessThanOrEqual(0);
    }
  });
});
