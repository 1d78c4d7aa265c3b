import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { collectErrors, LAPTOP, launchBrowser, newPage, overflowsSideways, PHONE, shot } from './support/browser';
import { signInAs } from './support/session';
import { adminDb, testUser } from '../tests/support/admin';

/** The viewport the Hindi screens are checked at on a desktop. */

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);


/** The addresses of the navigation's and the footer's links to the shop's own pages. */
const shopLinkHrefs = (page: Page) =>
  page.locator('header.navbar a[href^="/"], footer a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));

describe('language: English / हिन्दी', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('?lang=hi opens the home page in Hindi; the switch turns it back to English, and the choice survives a reload (desktop)', async () => {
    const { context, page } = await newPage(browser, LAPTOP);
    const errors = collectErrors(page);
    await page.goto('/?lang=hi');
    const nav = page.getByRole('navigation', { name: 'मुख्य' });
    await nav.getByRole('link', { name: 'डिज़ाइन', exact: true }).waitFor();
    expect(await htmlLang(page)).toBe('hi');
    for (const label of ['होम', 'हमारे बारे में', 'अभी ऑर्डर करें', 'संपर्क करें']) {
      expect(await nav.getByRole('link', { name: label, exact: true }).isVisible(), label).toBe(true);
    }
    await page.getByRole('heading', { name: 'हमारी सेवाएँ' }).waitFor();
    await page.getByTestId('product-card').first().waitFor();
    expect(await page.getByRole('button', { name: 'डिज़ाइन देखें' }).first().isVisible()).toBe(true);
    expect(await page.getByRole('contentinfo').getByText('कैश ऑन डिलीवरी', { exact: false }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'हिन्दी' }).getAttribute('aria-pressed')).toBe('true');
    expect(await overflowsSideways(page)).toBe(false);
    await shot(page, 'language-home-hi-desktop');
    // The navigation's and the footer's links name Hindi (a new tab, a copied link open in Hindi).
    expect(await shopLinkHrefs(page)).toEqual(expect.arrayContaining(['/?lang=hi', '/gallery?lang=hi', '/about?lang=hi', '/contact?lang=hi']));
    for (const href of await shopLinkHrefs(page)) expect(new URL(href, 'http://x').searchParams.get('lang'), href).toBe('hi');

    await page.getByRole('group', { name: 'भाषा' }).getByRole('button', { name: 'English' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Designs', exact: true }).waitFor();
    expect(await htmlLang(page)).toBe('en-IN');
    // After the switch back, the links are English addresses again.
    expect(await shopLinkHrefs(page)).toEqual(expect.arrayContaining(['/', '/gallery', '/about', '/contact']));
    for (const href of await shopLinkHrefs(page)) expect(href, href).not.toContain('lang=');
    await page.getByRole('heading', { name: 'Our Services' }).waitFor();
    // The address keeps its language parameter, with the new value.
    expect(new URL(page.url()).searchParams.get('lang')).toBe('en');

    await page.reload();
    await page.getByRole('heading', { name: 'Our Services' }).waitFor();
    expect(await htmlLang(page)).toBe('en-IN');
    // Without the parameter, the device remembers English.
    await page.goto('/');
    await page.getByRole('heading', { name: 'Our Services' }).waitFor();
    expect(await page.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a phone the switch is in the menu, works from the keyboard, and Hindi is remembered without ?lang=', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('group', { name: 'Language' }).waitFor();
    // Found by its own name, which stays the same in both languages (the group's name does not).
    const hindi = page.getByRole('button', { name: 'हिन्दी' });
    await hindi.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('navigation', { name: 'मुख्य' }).getByRole('link', { name: 'डिज़ाइन', exact: true }).waitFor();
    expect(await htmlLang(page)).toBe('hi');
    expect(await hindi.getAttribute('aria-pressed')).toBe('true');
    expect(await overflowsSideways(page)).toBe(false);
    await shot(page, 'language-menu-hi-phone');

    // The address takes the language on, so a link copied from it opens in Hindi.
    await page.waitForURL((url) => url.searchParams.get('lang') === 'hi');
    // An address without ?lang= opens in Hindi too: the device remembers it (the served page sends it to ?lang=hi).
    await page.goto('/');
    await page.getByRole('heading', { name: 'हमारी सेवाएँ' }).waitFor();
    expect(await htmlLang(page)).toBe('hi');
    expect(new URL(page.url()).search).toBe('?lang=hi');
    await page.getByTestId('product-card').first().waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    await shot(page, 'language-home-hi-phone');
    await context.close();
  });

  it('the gallery in Hindi: filters, result count and chips (phone and desktop)', async () => {
    for (const viewport of [LAPTOP, PHONE]) {
      const { context, page } = await newPage(browser, viewport);
      await page.goto('/gallery?lang=hi&category=Blouse');
      await page.getByRole('heading', { name: 'डिज़ाइन', level: 1 }).waitFor();
      await page.getByTestId('product-card').first().waitFor();
      expect(await page.getByTestId('result-count').textContent()).toMatch(/^\d+ डिज़ाइन$/);
      expect(await page.getByRole('button', { name: 'फ़िल्टर हटाएँ: कैटेगरी: ब्लाउज़' }).isVisible()).toBe(true);
      expect(await overflowsSideways(page)).toBe(false);
      await shot(page, `language-gallery-hi-${viewport.width < 600 ? 'phone' : 'desktop'}`);
      await context.close();
    }
  });

  it('an unknown ?lang= value opens the shop in the remembered or default language', async () => {
    const { context, page } = await newPage(browser, LAPTOP);
    await page.goto('/?lang=xx');
    await page.getByRole('heading', { name: 'Our Services' }).waitFor();
    expect(await htmlLang(page)).toBe('en-IN');
    await context.close();
  });

  it('signed in, the choice is kept on the account and follows the customer to another device', async () => {
    const user = await testUser('hindi-shopper@example.test', undefined, 'Sunita Verma');
    const profile = adminDb().doc(`users/${user.uid}`);
    await profile.delete();

    const first = await newPage(browser, LAPTOP);
    await signInAs(first.page, user);
    // The profile is created on the first sign-in; the language is written onto it.
    await expect.poll(async () => (await profile.get()).exists, { timeout: 15_000 }).toBe(true);
    await first.page.getByRole('button', { name: 'हिन्दी' }).click();
    await first.page.getByRole('navigation', { name: 'मुख्य' }).waitFor();
    await expect.poll(async () => (await profile.get()).get('language'), { timeout: 15_000 }).toBe('hi');
    await first.context.close();

    // Another device, which has never chosen: the account's language is taken up after sign-in.
    const second = await newPage(browser, PHONE);
    await signInAs(second.page, user);
    // The home screen opened while the switch was loading: its own Hindi came too.
    await second.page.getByRole('heading', { name: 'हमारी सेवाएँ' }).waitFor();
    expect(await htmlLang(second.page)).toBe('hi');
    await second.context.close();
  });
});
