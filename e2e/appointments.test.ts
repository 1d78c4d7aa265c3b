/**
 * A customer books a measurement visit on /book and moves it; a home visit
 * outside the served PIN codes is refused with the shop's words. A visitor is
 * sent to log in and comes back. Screenshots of /book on a phone and a desktop.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage, PHONE, shot } from './support/browser';
import { testUser, type TestUser } from '../tests/support/admin';

const RUN = `ap${Date.now().toString(36)}`;
let browser: Browser;
let user: TestUser;

beforeAll(async () => {
  browser = await launchBrowser();
  user = await testUser(`${RUN}@example.test`, undefined, 'Lata Desai');
});
afterAll(async () => {
  await browser?.close();
});

/** A day (by its place in the list; else the first with a time still free) and its first free time. */
async function chooseSlot(page: Page, scope: string, dayIndex?: number): Promise<void> {
  const picker = page.locator(scope).last();
  // Late in the day every time of today has passed the cut-off: today is then marked full.
  const days = picker.locator(dayIndex === undefined ? 'fieldset.slot-days label.slot-option:not(.is-full) input[type=radio]' : 'fieldset.slot-days input[type=radio]');
  await days.nth(dayIndex ?? 0).check();
  await picker.locator('fieldset.slot-times input[type=radio]:not([disabled])').first().check();
}

describe('booking a visit', () => {
  it('a visitor logs in and comes back; a far PIN code is refused; a visit is booked and moved', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/book');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/book');
    await page.getByRole('heading', { name: 'Book a visit' }).waitFor();

    // A home visit outside the served PIN codes: the shop's refusal, and the choice stays.
    await page.getByRole('radio', { name: 'Measurement at home' }).check();
    await page.getByLabel('PIN code for the home visit').fill('110001');
    // Two open days ahead: well before the 24-hour cut-off, so the booking can be moved.
    await chooseSlot(page, 'form .slot-picker', 2);
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'We do not make home visits to PIN code 110001 yet' });
    await refusal.waitFor();
    expect(await page.getByLabel('PIN code for the home visit').inputValue()).toBe('110001');

    // A measurement at the shop instead.
    await page.getByRole('radio', { name: 'Measurement at the shop' }).check();
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    const item = page.locator('.booking-list li').first();
    await item.waitFor();
    const booked = await item.locator('strong').innerText();
    expect(booked).toContain('Measurement at the shop');
    await shot(page, 'appointments-book-desktop');

    // Move it to another day.
    await item.getByRole('button', { name: /^Move/ }).click();
    await chooseSlot(page, '.booking-list .slot-picker', 3);
    await item.getByRole('button', { name: 'Move here' }).click();
    await page.waitForFunction((before) => {
      const el = document.querySelector('.booking-list li strong');
      return el !== null && el.textContent !== before;
    }, booked);
    const moved = await page.locator('.booking-list li strong').first().innerText();
    expect(moved).not.toBe(booked);
    expect(moved).toContain('Measurement at the shop');
    await context.close();
  });

  it('shows /book on a phone', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/book');
    await page.locator('.booking-list li').first().waitFor();
    await page.getByRole('radio', { name: 'Measurement at the shop' }).check();
    await chooseSlot(page, 'form .slot-picker');
    await shot(page, 'appointments-book-phone');
    await context.close();
  });
});
