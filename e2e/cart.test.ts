import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { FieldPath, type DocumentData } from 'firebase-admin/firestore';
import {
  computeCartLine,
  computeCartTotals,
  discountedPaise,
  formatINR,
  offeredSizes,
  type CartItemRef,
  type CartProduct,
} from '@tailor/domain';
import { DESKTOP, launchBrowser, newPage, PHONE, shot } from './support/browser';
import { adminAuth, adminDb, signInWithPassword } from '../tests/support/admin';
import { callApi } from '../tests/support/api';

const PASSWORD = 'Customer@123';
const money = (paise: number) => formatINR(paise, { decimals: 2 });

interface ShopProduct {
  id: string;
  name: string;
  data: DocumentData;
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
    .filter(({ p }) => p.availabilityStatus === 'Available' && p.productStatus !== 'Inactive')
    // Sold ready-made in size M (not a free-size saree), and in stock.
    .filter(({ p }) => offeredSizes(p).includes('M') && !(typeof p.quantityInStock === 'number' && p.quantityInStock <= 0))
    .filter(({ p }) => typeof p.readyMadePrice === 'number' && typeof p.tailorPrice === 'number' && p.readyMadePrice !== p.tailorPrice)
    .sort((a, b) => Number((b.p.discount ?? 0) > 0) - Number((a.p.discount ?? 0) > 0));
  const pick = candidates[0];
  if (!pick) throw new Error('No seeded product with both a readymade and a tailor price');
  const discount = typeof pick.p.discount === 'number' ? pick.p.discount : 0;
  return {
    id: pick.id,
    name: pick.p.productName as string,
    data: pick.p,
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

/** What the functions must show as the cart's total for these lines (shipping included), paise. */
function expectedTotal(lines: [DocumentData | null, CartItemRef][]): number {
  return computeCartTotals(lines.map(([p, item]) => computeCartLine(p as CartProduct | null, item))).finalTotal;
}

/** Adds a line through the /api/v1 contract, as the customer. */
async function apiAdd(email: string, body: Record<string, unknown>): Promise<void> {
  const token = await signInWithPassword(email, PASSWORD);
  const res = await callApi('POST', '/user/cart', { body, token });
  if (res.status !== 200) throw new Error(`add failed: ${res.status} ${JSON.stringify(res.body)}`);
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

  it('a signed-out add completes after login, once; a ready-made line in size M; quantities with live totals; remove and undo', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    const uid = (await adminAuth().getUserByEmail(email)).uid;
    const tailorId = `${product.id}_tailor`;
    const readyId = `${product.id}_readymade_M`;

    // Signed out: the add asks to log in, comes back to the product afterwards and is carried out there, without a second tap.
    await page.goto(`/product/${product.id}`);
    // Ready-made in size M, chosen with the size picker.
    await page.getByRole('radio', { name: /^Ready-made/ }).check();
    await page.getByRole('group', { name: 'Size' }).getByRole('radio', { name: 'M', exact: true }).check();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText('Please login first!').waitFor();
    await page.waitForURL('**/login');
    // The login page may reload (a new tab, a slow connection): the pending add survives it.
    await page.reload();
    await signIn(page, email);
    await page.waitForURL(`**/product/${product.id}`);
    await page.getByText(`Ready-made (size M) option of ${product.name} added to cart!`).waitFor();
    // The badge follows carts/{uid}, which the trigger writes: allow for a busy emulator.
    await expectText(page.getByTestId('cart-badge'), '1', 60_000);
    // Once: reloading the product page does not add it again.
    await page.reload();
    await page.getByRole('button', { name: 'Add to Cart' }).waitFor();
    await new Promise((r) => setTimeout(r, 1500));
    expect((await adminDb().doc(`carts/${uid}/items/${readyId}`).get()).data()?.quantity).toBe(1);

    // The tailor-made option from the same page.
    await page.getByRole('radio', { name: /^Tailor-made/ }).check();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText(`Tailor-made option of ${product.name} added to cart!`).waitFor();
    await expectText(page.getByTestId('cart-badge'), '2');

    await page.getByRole('link', { name: /^Cart, 2 items/ }).click();
    await page.getByRole('heading', { level: 1, name: 'My Shopping Cart' }).waitFor();
    const readyLine = page.getByTestId(`cart-line-${readyId}`);
    const tailorLine = page.getByTestId(`cart-line-${tailorId}`);
    await page.getByRole('region', { name: /^Ready-made/ }).getByText('Size M', { exact: true }).waitFor();
    await page.getByRole('region', { name: /^Tailor-made/ }).getByText('Tailor-made', { exact: true }).waitFor();
    expect(await tailorLine.getByRole('link', { name: /^Add Measurement/ }).getAttribute('href')).toBe(`/order/${product.id}/tailor`);
    expect(await readyLine.getByRole('link', { name: /^Order Now/ }).getAttribute('href')).toBe(`/order/${product.id}/readymade?size=M`);
    const ready1 = { productId: product.id, productType: 'readymade', size: 'M', quantity: 1 } as const;
    const tailor1 = { productId: product.id, productType: 'tailor', quantity: 1 } as const;
    const finalTotal = page.getByTestId('cart-final-total');
    await expectText(finalTotal, money(expectedTotal([[product.data, ready1], [product.data, tailor1]])));

    // One more ready-made: the line and the summary update when the trigger has run, without a reload.
    await readyLine.getByRole('button', { name: /^Increase quantity/ }).click();
    await expectText(readyLine.getByTestId('cart-line-qty'), '2');
    await expectText(readyLine.getByTestId('cart-line-total'), money(product.ready * 2));
    const both = expectedTotal([[product.data, { ...ready1, quantity: 2 }], [product.data, tailor1]]);
    await expectText(finalTotal, money(both));
    await page.getByText('Cart updated successfully!').waitFor();
    const list = product.listReady * 2 + product.listTailor;
    await expectText(page.getByTestId('cart-subtotal'), money(list));
    await expectText(page.getByTestId('cart-discount'), money(list - (product.ready * 2 + product.tailor)));
    await expectText(page.getByTestId('cart-badge'), '3');
    await shot(page, 'cart-populated-desktop');

    // Decrease at 1 removes the tailor line; Undo in the toast brings it back.
    await tailorLine.getByRole('button', { name: /^Remove/ }).click();
    await tailorLine.waitFor({ state: 'detached' });
    await expectText(finalTotal, money(expectedTotal([[product.data, { ...ready1, quantity: 2 }]])));
    await page.getByRole('button', { name: 'Undo' }).click();
    await tailorLine.waitFor();
    await expectText(finalTotal, money(both));

    // Delete, then Undo restores the quantity (and size) it had.
    await readyLine.getByRole('button', { name: /^Delete/ }).click();
    await readyLine.waitFor({ state: 'detached' });
    await expectText(finalTotal, money(expectedTotal([[product.data, tailor1]])));
    await page.getByRole('button', { name: 'Undo' }).first().click();
    await expectText(readyLine.getByTestId('cart-line-qty'), '2');
    await expectText(finalTotal, money(both));

    // The cart is the same after a reload.
    await page.reload();
    await expectText(page.getByTestId('cart-final-total'), money(both));
    await context.close();
  });

  it('shows the populated cart on a phone', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signInAt(page, email, '/cart');
    const both = expectedTotal([
      [product.data, { productId: product.id, productType: 'readymade', size: 'M', quantity: 2 }],
      [product.data, { productId: product.id, productType: 'tailor', quantity: 1 }],
    ]);
    await expectText(page.getByTestId('cart-final-total'), money(both));
    await shot(page, 'cart-populated-phone');
    await context.close();
  });

  it('a design deleted while in the cart shows "No longer available" with Remove, outside the totals; shipping shows', async () => {
    const shopper = await freshCustomer('gone');
    const tag = randomUUID().slice(0, 8);
    // Two designs of the shop's own catalogue, copied: one inexpensive (so shipping is charged), one the admin deletes.
    const cheap = { ...product.data, category: 'Blouse', productName: `Cotton Blouse ${tag}`, readyMadePrice: 89900, tailorPrice: 119900, discount: 0, shippingCost: 6000, availabilityStatus: 'Available', productStatus: 'Active' };
    const doomed = { ...product.data, productName: `Mirror Work Lehenga ${tag}`, tailorPrice: 450000, shippingCost: 10000 };
    delete (cheap as Record<string, unknown>).sizes;
    const cheapId = `e2e-cheap-${tag}`;
    const doomedId = `e2e-gone-${tag}`;
    await adminDb().doc(`products/${cheapId}`).set(cheap);
    await adminDb().doc(`products/${doomedId}`).set(doomed);
    await apiAdd(shopper, { productId: cheapId, productType: 'readymade', size: 'M' });
    await apiAdd(shopper, { productId: doomedId, productType: 'tailor' });

    const { context, page } = await newPage(browser, DESKTOP);
    await signInAt(page, shopper, '/cart');
    const goneLine = page.getByTestId(`cart-line-${doomedId}_tailor`);
    await expectText(goneLine, doomed.productName);
    await adminDb().doc(`products/${doomedId}`).delete();

    // Live: the line says so, keeps its name, and offers Remove only.
    await expectText(goneLine.getByTestId('cart-line-unavailable'), 'No longer available');
    await expectText(goneLine, doomed.productName);
    expect(await goneLine.getByText(/Loading design/).count()).toBe(0);
    expect(await goneLine.getByRole('link').count()).toBe(0);
    expect(await goneLine.getByRole('button', { name: /quantity/ }).count()).toBe(0);
    // Out of the totals: ₹899 and its ₹60 shipping (below ₹2,999).
    await expectText(page.getByTestId('cart-shipping'), money(6000));
    await expectText(page.getByTestId('cart-final-total'), money(89900 + 6000));
    await page.getByTestId('cart-free-shipping').waitFor();
    // The badge still counts both lines.
    await expectText(page.getByTestId('cart-badge'), '2');
    await shot(page, 'cart-unavailable-desktop');

    const phone = await newPage(browser, PHONE);
    await signInAt(phone.page, shopper, '/cart');
    await expectText(phone.page.getByTestId(`cart-line-${doomedId}_tailor`).getByTestId('cart-line-unavailable'), 'No longer available');
    await expectText(phone.page.getByTestId('cart-final-total'), money(89900 + 6000));
    await shot(phone.page, 'cart-unavailable-phone');
    await phone.context.close();

    await goneLine.getByRole('button', { name: /^Remove/ }).click();
    await goneLine.waitFor({ state: 'detached' });
    await expectText(page.getByTestId('cart-badge'), '1');

    // A ready-made line from before sizes waits for one, outside the totals; choosing it moves the line to that size.
    const uid = (await adminAuth().getUserByEmail(shopper)).uid;
    await adminDb().doc(`carts/${uid}/items/${cheapId}_readymade`).set({ productId: cheapId, productType: 'readymade', quantity: 1 });
    const unsized = page.getByTestId(`cart-line-${cheapId}_readymade`);
    const choose = unsized.getByLabel(/^Choose a size/);
    await choose.locator('option[value="L"]').waitFor({ state: 'attached' });
    await expectText(page.getByTestId('cart-final-total'), money(89900 + 6000));
    expect(await unsized.getByRole('link', { name: /Order Now/ }).count()).toBe(0);
    await shot(page, 'cart-choose-size-desktop');
    await choose.selectOption('L');
    await unsized.waitFor({ state: 'detached' });
    await page.getByTestId(`cart-line-${cheapId}_readymade_L`).getByText('Size L', { exact: true }).waitFor();
    await expectText(page.getByTestId('cart-final-total'), money(2 * 89900 + 6000));
    await context.close();
  });

  it('a signed-out Buy Now comes back to the order form after login', async () => {
    const shopper = await freshCustomer('buy');
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto(`/product/${product.id}`);
    await page.getByRole('radio', { name: /^Tailor-made/ }).check();
    await page.getByRole('link', { name: 'Buy Now' }).click();
    await page.waitForURL('**/login');
    await signIn(page, shopper);
    await page.waitForURL(`**/order/${product.id}/tailor`);
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
