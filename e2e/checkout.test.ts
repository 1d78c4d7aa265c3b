import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { DESKTOP, launchBrowser, newPage, phoneAndDesktopShots } from './support/browser';
import { warmOrdersApi } from './support/api';
import { DEMO_ADMIN, signInAs } from './support/session';
import { adminAuth, adminDb } from '../tests/support/admin';

// A seeded customer of its own, so the cart and the orders hold only this journey's.
const CUSTOMER = { email: 'ritu@silaistudio.test', password: 'Customer@123' };
const RUN = Date.now().toString(36);
const IDS = { blouse: `p-ck-blouse-${RUN}`, lehenga: `p-ck-lehenga-${RUN}`, kurti: `p-ck-kurti-${RUN}` };

function product(overrides: Record<string, unknown>): Record<string, unknown> {
  return {
    description: 'A design for the checkout journey.',
    productType: 'Custom-made',
    color: 'Maroon',
    discount: 0,
    quantityInStock: 5,
    fabricType: 'Silk',
    stitchingType: 'Machine Stitching',
    pattern: 'Plain',
    customizationAvailable: true,
    customizationOptions: [],
    embellishments: [],
    images: [{ url: '/garments/blouse-pink-embroidered-front.svg' }],
    estimatedDeliveryTime: '7-10 days',
    availabilityStatus: 'Available',
    featuredProduct: false,
    seasonalTags: [],
    tags: [],
    productStatus: 'Active',
    createdAt: Timestamp.now(),
    lastUpdated: Timestamp.now(),
    ...overrides,
  };
}


describe('one checkout for the whole cart', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let uid = '';
  let orderId = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    await warmOrdersApi();
    uid = (await adminAuth().getUserByEmail(CUSTOMER.email)).uid;
    const db = adminDb();
    // Prices below the free-shipping threshold, so the order pays shipping.
    await db.doc(`products/${IDS.blouse}`).set(product({ productName: 'Checkout Zari Blouse', category: 'Blouse', tailorPrice: 80_000, discount: 10, shippingCost: 4_000 }));
    await db.doc(`products/${IDS.lehenga}`).set(product({ productName: 'Checkout Mirror Lehenga', category: 'Lehenga', tailorPrice: 120_000, shippingCost: 6_000 }));
    await db.doc(`products/${IDS.kurti}`).set(
      product({ productName: 'Checkout Cotton Kurti', category: 'Suit', productType: 'Ready-made', readyMadePrice: 50_000, shippingCost: 5_000, sizes: ['S', 'M', 'L'] }),
    );
    await db.recursiveDelete(db.collection(`carts/${uid}/items`));
    await db.recursiveDelete(db.collection(`users/${uid}/addresses`));
    await db.recursiveDelete(db.collection(`users/${uid}/measurements`));
    const values = {
      blouse: { chest: 34, waist: 28, shoulder: 14, length: 15, sleeveLength: 10, neckDepthFront: 7, neckDepthBack: 8.5 },
      lehenga: { waist: 30, hip: 40, length: 41 },
    };
    await db.doc(`users/${uid}/measurements/ck-blouse`).set({ name: 'Everyday blouse', category: 'blouse', values: values.blouse, createdAt: Timestamp.now(), updatedAt: Timestamp.now() });
    await db.doc(`users/${uid}/measurements/ck-lehenga`).set({ name: 'Wedding lehenga', category: 'lehenga', values: values.lehenga, createdAt: Timestamp.now(), updatedAt: Timestamp.now() });
    const item = (id: string, data: Record<string, unknown>) => db.doc(`carts/${uid}/items/${id}`).set({ ...data, addedAt: FieldValue.serverTimestamp() });
    await item(`${IDS.blouse}_tailor`, { productId: IDS.blouse, productType: 'tailor', quantity: 1 });
    await item(`${IDS.lehenga}_tailor`, { productId: IDS.lehenga, productType: 'tailor', quantity: 1 });
    await item(`${IDS.kurti}_readymade_M`, { productId: IDS.kurti, productType: 'readymade', quantity: 1, size: 'M' });
    ({ context, page } = await newPage(browser, DESKTOP));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('goes from the cart to the checkout and takes the details once', async () => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(CUSTOMER.email);
    await page.getByLabel('Password', { exact: true }).fill(CUSTOMER.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto('/cart');
    await page.getByTestId('cart-checkout').click();
    await page.waitForURL('**/checkout');
    await page.getByRole('heading', { name: 'Your details' }).waitFor();

    // Next with an empty form shows the domain's messages.
    await page.getByLabel('Phone Number').fill('12345');
    await page.getByRole('button', { name: 'Next →' }).click();
    await page.getByText('Enter a valid 10-digit mobile number').waitFor();

    await page.getByLabel('Full Name').fill('Ritu Malhotra');
    await page.getByLabel('Email Address').fill(CUSTOMER.email);
    await page.getByLabel('Phone Number').fill('98200 12345');
    await page.getByLabel('Street address').fill('7 Carter Road, Bandra West');
    await page.getByLabel('City').fill('Mumbai');
    await page.getByLabel('State').selectOption('Maharashtra');
    await page.getByLabel('Pincode').fill('400050');
    await page.getByLabel('Save this address').check();
    // A reload loses nothing typed.
    await page.reload();
    await page.getByRole('heading', { name: 'Your details' }).waitFor();
    expect(await page.getByLabel('Street address').inputValue()).toBe('7 Carter Road, Bandra West');
    await phoneAndDesktopShots(page, 'checkout-1-details', DESKTOP);
    await page.getByRole('button', { name: 'Next →' }).click();
    await page.getByRole('heading', { name: 'Sizes & measurements' }).waitFor();
  });

  it('gives each tailor-made line its own saved measurements; the ready-made line shows its size', async () => {
    const blouse = page.getByRole('region', { name: 'Checkout Zari Blouse' });
    const lehenga = page.getByRole('region', { name: 'Checkout Mirror Lehenga' });
    const kurti = page.getByRole('region', { name: 'Checkout Cotton Kurti' });
    expect(await kurti.getByTestId('checkout-size').textContent()).toBe('M');
    // Without measurements, Next names what is missing.
    await page.getByRole('button', { name: 'Next →' }).click();
    await blouse.getByText('Enter your chest measurement').first().waitFor();
    // 999 is caught here, on its field, with the range, as 0 is.
    await blouse.getByLabel('Chest (inches)').fill('999');
    await page.getByRole('button', { name: 'Next →' }).click();
    await blouse.getByText('Enter your chest measurement in inches, at most 100').waitFor();
    expect(await blouse.getByLabel('Chest (inches)').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('heading', { name: 'Sizes & measurements' }).isVisible()).toBe(true);
    // A reload returns to this step, and a typed 0 comes back as 0.
    await blouse.getByLabel('Chest (inches)').fill('0');
    await page.reload();
    await page.getByRole('heading', { name: 'Sizes & measurements' }).waitFor();
    expect(await blouse.getByLabel('Chest (inches)').inputValue()).toBe('0');
    await blouse.getByLabel('Use saved measurements').selectOption({ label: 'Everyday blouse' });
    await lehenga.getByLabel('Use saved measurements').selectOption({ label: 'Wedding lehenga' });
    expect(await lehenga.getByLabel('Waist (inches)').inputValue()).toBe('30');
    await phoneAndDesktopShots(page, 'checkout-2-lines', DESKTOP);
    await page.getByRole('button', { name: 'Next →' }).click();
    await page.getByRole('heading', { name: 'Review & send' }).waitFor();
  });

  it('reviews every line with its size or measurements and the totals with shipping', async () => {
    const lines = page.getByTestId('checkout-review-lines').locator('li');
    expect(await lines.count()).toBe(3);
    expect(await lines.nth(0).textContent()).toContain('“Everyday blouse”');
    expect(await lines.nth(2).textContent()).toContain('size M');
    // ₹720 + ₹1,200 + ₹500 = ₹2,420 < ₹2,999: the highest charge, ₹60.
    expect(await page.getByTestId('order-shipping').first().textContent()).toBe('₹60');
    expect(await page.getByTestId('order-total').first().textContent()).toBe('₹2,480');
    await phoneAndDesktopShots(page, 'checkout-3-review', DESKTOP);
  });

  it('offline, Place order says so and keeps everything; nothing is stored', async () => {
    await context.setOffline(true);
    try {
      await page.getByRole('button', { name: 'Send order request' }).click();
      const notice = page.getByTestId('send-notice');
      await notice.getByText('You are offline. Your order is saved here; send it again when you are connected.').waitFor();
      expect(await page.getByRole('heading', { name: 'Review & send' }).isVisible()).toBe(true);
      const draft = await page.evaluate((key) => localStorage.getItem(key), `silai:checkout-draft:${uid}`);
      expect(draft).toContain('7 Carter Road, Bandra West');
      await phoneAndDesktopShots(page, 'checkout-3b-offline', DESKTOP);
    } finally {
      await context.setOffline(false);
    }
    expect((await adminDb().collection('orders').where('userId', '==', uid).get()).docs.filter((d) => JSON.stringify(d.get('lines')).includes(IDS.blouse))).toHaveLength(0);
  });

  it('a line the shop refuses (sold out meanwhile) is shown at its block, and can be left in the cart', async () => {
    await adminDb().doc(`products/${IDS.kurti}`).update({ quantityInStock: 0, availabilityStatus: 'Out of Stock' });
    await page.getByTestId('send-notice').getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Sizes & measurements' }).waitFor({ timeout: 20_000 });
    const kurti = page.getByRole('region', { name: 'Checkout Cotton Kurti' });
    await kurti.getByText('This design is out of stock.').waitFor();
    expect(await page.getByRole('region', { name: 'Checkout Zari Blouse' }).getByRole('alert').count()).toBe(0);
    await phoneAndDesktopShots(page, 'checkout-3c-refused-line', DESKTOP);
    await kurti.getByRole('button', { name: /^Leave out of this order/ }).click();
    await kurti.waitFor({ state: 'detached' });
    // The picker shows it unchecked, to put back if the shopper changes their mind.
    expect(await page.getByRole('checkbox', { name: /Checkout Cotton Kurti/ }).isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Next →' }).click();
    await page.getByRole('heading', { name: 'Review & send' }).waitFor();
    expect(await page.getByTestId('checkout-review-lines').locator('li').count()).toBe(2);
    // ₹720 + ₹1,200 = ₹1,920, shipping ₹60.
    expect(await page.getByTestId('order-total').first().textContent()).toBe('₹1,980');
  });

  it('sends one order and confirms it at once with its number and totals', async () => {
    await page.getByRole('button', { name: 'Send order request' }).click();
    await page.getByRole('heading', { name: 'Order request sent' }).waitFor({ timeout: 20_000 });
    // Number and totals come with the answer: no wait for a trigger.
    expect(await page.getByTestId('order-number').textContent()).toMatch(/^SS-\d+$/);
    expect(await page.getByTestId('order-total').textContent()).toBe('₹1,980');
    expect(await page.getByTestId('order-shipping').textContent()).toBe('₹60');
    await page.getByTestId('left-in-cart').getByText('1 design stays in your cart').waitFor();
    await phoneAndDesktopShots(page, 'checkout-4-confirmation', DESKTOP);
  });

  it('stores one order of two lines, each with its size or measurements, and shipping in its total; the refused line stays in the cart', async () => {
    const orders = await adminDb().collection('orders').where('userId', '==', uid).get();
    const mine = orders.docs.filter((d) => (d.data().lines ?? []).some((l: { productId: string }) => l.productId === IDS.blouse));
    expect(mine).toHaveLength(1);
    orderId = mine[0].id;
    const data = mine[0].data();
    expect(data.orderStatus).toBe('pending');
    expect(data.orderType).toBe('tailor');
    expect(data.lines.map((l: { productId: string }) => l.productId)).toEqual([IDS.blouse, IDS.lehenga]);
    expect(data.lines[0].measurements).toMatchObject({ category: 'blouse', profileName: 'Everyday blouse', values: { chest: 34 } });
    expect(data.lines[1].measurements).toMatchObject({ category: 'lehenga', profileName: 'Wedding lehenga', values: { waist: 30, hip: 40, length: 41 } });
    expect(data).toMatchObject({ subtotal: 200_000, discountTotal: 8_000, shippingCharge: 6_000, totalPrice: 198_000 });
    expect((await adminDb().collection(`carts/${uid}/items`).get()).docs.map((d) => d.id)).toEqual([`${IDS.kurti}_readymade_M`]);
    expect((await adminDb().collection(`users/${uid}/addresses`).get()).size).toBe(1);
  });

  it('the admin sees the same lines with their measurements, and the shipping', async () => {
    const admin = await newPage(browser, DESKTOP);
    try {
      await signInAs(admin.page, DEMO_ADMIN);
      await admin.page.goto(`/admin/orders/${orderId}`);
      await admin.page.getByText('Checkout Mirror Lehenga').first().waitFor({ timeout: 20_000 });
      const specs = admin.page.getByTestId('line-measurements');
      expect(await specs.count()).toBe(2);
      expect(await specs.nth(1).textContent()).toContain('Waist 30″');
      expect(await admin.page.getByTestId('admin-order-shipping').textContent()).toBe('₹60');
      await phoneAndDesktopShots(admin.page, 'checkout-5-admin-order', DESKTOP);
    } finally {
      await admin.context.close();
    }
  });
});
