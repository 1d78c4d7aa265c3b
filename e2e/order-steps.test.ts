/**
 * The order form guides, one step at a time: "Next" checks only the step it
 * leaves, says what is wrong in words for people, focuses the first problem,
 * and a blank measurement stays blank after a reload.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { FieldPath } from 'firebase-admin/firestore';
import { DESKTOP, launchBrowser, newPage, PHONE, shot } from './support/browser';
import { signInAs } from './support/session';
import { adminDb } from '../tests/support/admin';

// A seeded customer no other journey orders with.
const CUSTOMER = { email: 'kavya@silaistudio.test', password: 'Customer@123' };

async function seededBlouse(): Promise<string> {
  const snap = await adminDb().collection('products').where(FieldPath.documentId(), '>=', 'p-').where(FieldPath.documentId(), '<', 'p.').limit(120).get();
  const doc = snap.docs.find((d) => d.data().category === 'Blouse' && typeof d.data().tailorPrice === 'number' && d.data().productStatus !== 'Inactive');
  if (!doc) throw new Error('No seeded blouse');
  return doc.id;
}

async function currentStepIs(page: Page, n: number, label: string): Promise<void> {
  await page.waitForFunction(
    ([n, label]) => document.querySelector('[aria-current="step"]')?.textContent?.includes(`Step ${n}: ${label}`) ?? false,
    [n, label] as const,
    { timeout: 10_000 },
  );
}

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');
const next = (page: Page) => page.getByRole('button', { name: 'Next →' }).click();

async function bothShots(page: Page, name: string): Promise<void> {
  await shot(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(150);
  await shot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
}

describe('order form, step by step', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let blouse: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    blouse = await seededBlouse();
    ({ context, page } = await newPage(browser, DESKTOP));
    await signInAs(page, CUSTOMER);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('custom order: Next asks for the category first and focuses it', async () => {
    await page.goto('/order/null/custom');
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await currentStepIs(page, 1, 'Product Info');
    await next(page);
    await currentStepIs(page, 1, 'Product Info');
    await page.locator('#order-step-panel-0').getByText('Select a category').waitFor();
    expect(await focusedId(page)).toBe('order-category');
    expect(await page.locator('#order-category').getAttribute('aria-invalid')).toBe('true');
    // Later steps are not judged yet.
    expect(await page.getByText('Enter your street address').count()).toBe(0);
    await bothShots(page, 'order-steps-category');

    await page.locator('#order-category').selectOption('Lehenga');
    await page.locator('#order-step-panel-0').getByText('Select a category').waitFor({ state: 'detached' });
    await next(page);
    await currentStepIs(page, 2, 'Order Type');
  });

  it('tailoring order: measurement errors in plain words, focus on the first, blank stays blank after a reload', async () => {
    await page.goto(`/order/${blouse}/tailor`);
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await currentStepIs(page, 1, 'Product Info');
    await next(page);
    await currentStepIs(page, 2, 'Order Type');
    await next(page);
    await currentStepIs(page, 3, 'Measurements');

    await page.locator('#measure-waist').fill('-5');
    await page.locator('#measure-shoulder').fill('14');
    await next(page);
    await currentStepIs(page, 3, 'Measurements');
    const panel = page.locator('#order-step-panel-2');
    await panel.getByText('Enter your chest measurement in inches, more than 0').waitFor();
    await panel.getByText('Enter your waist measurement in inches, more than 0').waitFor();
    expect(await panel.getByText(/Too small|expected number/).count()).toBe(0);
    expect(await focusedId(page)).toBe('measure-chest');
    // Only this step's fields: nothing yet about the address.
    expect(await page.getByText('Enter your street address').count()).toBe(0);
    await bothShots(page, 'order-steps-measurements');

    await page.reload();
    await currentStepIs(page, 3, 'Measurements');
    expect(await page.locator('#measure-chest').inputValue()).toBe('');
    expect(await page.locator('#measure-length').inputValue()).toBe('');
    expect(await page.locator('#measure-waist').inputValue()).toBe('-5');
    expect(await page.locator('#measure-shoulder').inputValue()).toBe('14');

    const values = { chest: '34', waist: '28', length: '15', sleeveLength: '10', neckDepthFront: '7', neckDepthBack: '8' };
    await next(page);
    await panel.getByText('Enter your chest measurement in inches, more than 0').waitFor();
    for (const [key, value] of Object.entries(values)) await page.locator(`#measure-${key}`).fill(value);
    // Each error clears as its field is put right.
    await panel.locator('.field-error').first().waitFor({ state: 'detached' });
    await next(page);
    await currentStepIs(page, 4, 'Customer Details');
  });

  it('customer details: Next names each missing field and focuses the first', async () => {
    await page.locator('#customer-phone').fill('');
    await page.locator('#customer-pincode').fill('12');
    await next(page);
    await currentStepIs(page, 4, 'Customer Details');
    const panel = page.locator('#order-step-panel-3');
    await panel.getByText('Enter a valid 10-digit mobile number').waitFor();
    await panel.getByText('Enter your street address').waitFor();
    await panel.getByText('Enter a valid 6-digit pincode').waitFor();
    expect(await focusedId(page)).toBe('customer-phone');
    await bothShots(page, 'order-steps-customer');
  });
});
