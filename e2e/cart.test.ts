import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { FieldPath } from 'firebase-admin/firestore';
import { discountedPaise, formatINR } from '@tailor/domain';
import { DESKTOP, launchBrowser, newPage, PHONE, shot } from './support/browser';
import { adminAuth, adminDb } from '../tests/support/admin';

const PASSWORD = 'Customer@123';
const money = (paise: number) => formatINR(paise, { decimals: 2 });

interface ShopProduct {
  id: string;
  name: string;
  listReady: number;
  listTailor: number;
  /** Discounted unit prices, paise. */
  ready: number;
  tailor: number;
}

async function freshCustomer(label: string): Promise<string> {
  const email = `cart-e2e-${label}-${randomUUID().slice(0, 8)}@example.test`;
  await adminAuth().createUser({ email, password: PASSWORD, displayName: 'Cart Tester' });
  return email;
}

/** A seeded design sold both ways at different prices (discounted if one is), so the totals tell the lines apart. */
async function pickProduct(): Promise<ShopProduct> {
  // Seeded catalogue ids start with 'p-' (other test files add bare products of their own).
  const snap = await adminDb()
    .collection('products')
    .where(FieldPath.documentId(), '>=', 'p-')
    .where(FieldPath.documentId(), '<', 'p.')
    .limit(80)
    .get();
  const candidates = snap.docs
    .map((doc) => ({ id: doc.id, p: doc.data() }))
    .filter(({ p }) => p.availabilityStatus === 'Available' && p.productStatus !== 'Inactive' && p.quantityInStock > 0)
    .filter(({ p }) => typeof p.readyMadePrice === 'number' && typeof p.tailorPrice === 'number' && p.readyMadePrice !== p.tailorPrice)
    .sort((a, b) => Number((b.p.discount ?? 0) > 0) - Number((a.p.discount ?? 0) > 0));
  const pick = candidates[0];
  if (!pick) throw new Error('No seeded product with both a readymade and a tailor price');
  const discount = typeof pick.p.discount === 'number' ? pick.p.discount : 0;
  return {
    id: pick.id,
    name: pick.p.productName as string,
    listReady: pick.p.readyMadePrice as number,
    listTailor: pick.p.tailorPrice as number,
    ready: discountedPaise(pick.p.readyMadePrice, discount),
    tailor: discountedPaise(pick.p.tailorPrice, discount),
  };
}

async function signIn(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function signInAt(page: Page, email: string, path: string): Promise<void> {
  await page.goto('/login', { waitUntil: 'networkidle' });
  await signIn(page, email);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto(path);
}

async function expectText(locator: Locator, text: string, timeout = 20_000): Promise<void> {
  await locator.filter({ hasText: text }).first().waitFor({ timeout });
}

describe('cart journey', () => {
  let browser: Browser;
  let product: ShopProduct;
  let email: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    product = await pickProduct();
    email = await freshCustomer('main');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('adds both options from the product page, changes quantities with live totals, removes and undoes', async () => {
    const { context, page } = await newPage(browser, DESKTOP);

    // Signed out: the add asks to log in and comes back to the product afterwards.
    await page.goto(`/product/${product.id}`);
    const add = page.getByRole('button', { name: 'Add to Cart' });
    const firstSize = page.getByRole('group', { name: 'Size' }).getByRole('radio').first();
    await firstSize.check();
    await add.click();
    await page.getByText('Please login first!').waitFor();
    await page.waitForURL('**/login');
    await signIn(page, email);
    await page.waitForURL(`**/product/${product.id}`);

    await firstSize.check();
    await add.click();
    await page.getByText(`Ready-made option of ${product.name} added to cart!`).waitFor();
    await page.getByRole('radio', { name: /Tailor-made/ }).check();
    await add.click();
    await page.getByText(`Tailor-made option of ${product.name} added to cart!`).waitFor();

    // The badge follows carts/{uid}.itemCount, kept by the trigger.
    await expectText(page.getByTestId('cart-badge'), '2');

    await page.getByRole('link', { name: /^Cart, 2 items/ }).click();
    await page.getByRole('heading', { level: 1, name: 'My Shopping Cart' }).waitFor();
    const readyLine = page.getByTestId(`cart-line-${product.id}_readymade`);
    const tailorLine = page.getByTestId(`cart-line-${product.id}_tailor`);
    await page.getByRole('region', { name: /Ready Made Items/ }).getByText('Ready Made', { exact: true }).waitFor();
    await page.getByRole('region', { name: /Tailor Items/ }).getByText('Custom Tailoring', { exact: true }).waitFor();
    expect(await tailorLine.getByRole('link', { name: /^Add Measurement/ }).getAttribute('href')).toBe(`/order/${product.id}/tailor`);
    expect(await readyLine.getByRole('link', { name: /^Order Now/ }).getAttribute('href')).toBe(`/order/${product.id}/readymade`);
    const finalTotal = page.getByTestId('cart-final-total');
    await expectText(finalTotal, money(product.ready + product.tailor));

    // One more readymade: the line and the summary update when the trigger has run, without a reload.
    await readyLine.getByRole('button', { name: /^Increase quantity/ }).click();
    await expectText(readyLine.getByTestId('cart-line-qty'), '2');
    await expectText(readyLine.getByTestId('cart-line-total'), money(product.ready * 2));
    await expectText(finalTotal, money(product.ready * 2 + product.tailor));
    await page.getByText('Cart updated successfully!').waitFor();
    const list = product.listReady * 2 + product.listTailor;
    await expectText(page.getByTestId('cart-subtotal'), money(list));
    await expectText(page.getByTestId('cart-discount'), money(list - (product.ready * 2 + product.tailor)));
    await expectText(page.getByTestId('cart-badge'), '3');
    await shot(page, 'cart-populated-desktop');

    // Decrease at 1 removes the tailor line; Undo in the toast brings it back.
    await tailorLine.getByRole('button', { name: /^Remove/ }).click();
    await tailorLine.waitFor({ state: 'detached' });
    await expectText(finalTotal, money(product.ready * 2));
    await page.getByRole('button', { name: 'Undo' }).click();
    await tailorLine.waitFor();
    await expectText(finalTotal, money(product.ready * 2 + product.tailor));

    // Delete, then Undo restores the quantity it had.
    await readyLine.getByRole('button', { name: /^Delete/ }).click();
    await readyLine.waitFor({ state: 'detached' });
    await expectText(finalTotal, money(product.tailor));
    await page.getByRole('button', { name: 'Undo' }).first().click();
    await expectText(readyLine.getByTestId('cart-line-qty'), '2');
    await expectText(finalTotal, money(product.ready * 2 + product.tailor));

    // The cart is the same after a reload.
    await page.reload();
    await expectText(page.getByTestId('cart-final-total'), money(product.ready * 2 + product.tailor));
    await context.close();
  });

  it('shows the populated cart on a phone', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signInAt(page, email, '/cart');
    await expectText(page.getByTestId('cart-final-total'), money(product.ready * 2 + product.tailor));
    await shot(page, 'cart-populated-phone');
    await context.close();
  });

  it('shows the empty state to a customer without items, on a phone and a desktop', async () => {
    const empty = await freshCustomer('empty');
    for (const [viewport, name] of [
      [PHONE, 'cart-empty-phone'],
      [DESKTOP, 'cart-empty-desktop'],
    ] as const) {
      const { context, page } = await newPage(browser, viewport);
      await signInAt(page, empty, '/cart');
      await page.getByRole('heading', { name: 'Your cart is empty' }).waitFor();
      expect(await page.getByRole('link', { name: 'Browse designs' }).getAttribute('href')).toBe('/gallery');
      await shot(page, name);
      await context.close();
    }
  });
});
