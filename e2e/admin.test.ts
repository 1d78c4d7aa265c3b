import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { Timestamp } from 'firebase-admin/firestore';
import { parseOrderNumber } from '@tailor/domain';
import { DESKTOP, launchBrowser, newPage, PHONE, shot } from './support/browser';
import { describeViolations, seriousA11yViolations } from './support/axe';
import { adminDb } from '../tests/support/admin';
import { orderCounterRef, takeOrderNumber } from '../functions/src/orders/orderNumbers';

const ADMIN_EMAIL = 'admin@silaistudio.test';
const ADMIN_PASSWORD = 'Admin@12345';
const CUSTOMER_UID = 'demo-priya';
const RUN = Date.now().toString(36);
const PRODUCT_NAME = `E2E Silk Blouse ${RUN}`;
const IMAGE = '/garments/blouse-black-plain-front.svg';
const DELETE_CONFIRM = 'Are you sure you want to delete this product? This action cannot be undone.';

async function signIn(page: Page, email = ADMIN_EMAIL, password = ADMIN_PASSWORD): Promise<void> {
  await page.goto('/login', { waitUntil: 'networkidle' });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

function tile(page: Page, label: string): Locator {
  return page.locator(`.stat-tile[data-stat="${label}"] .stat-value`);
}

/** A figure tile's value once loaded, as a number (rupee tiles in whole rupees). */
async function figure(page: Page, label: string): Promise<number> {
  const value = tile(page, label);
  await value.locator('.skeleton').waitFor({ state: 'detached' });
  const text = (await value.textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

async function openDashboard(page: Page): Promise<void> {
  await page.goto('/admin');
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  await figure(page, 'Total revenue');
}

async function createPendingOrder(productId: string, pricePaise: number): Promise<string> {
  const db = adminDb();
  const ref = db.collection('orders').doc(`e2e-admin-${RUN}`);
  const now = Timestamp.now();
  // As POST /api/v1/orders stores an order: priced, and numbered from the shop's counter in the same transaction.
  await db.runTransaction(async (tx) => {
    const orderNumber = takeOrderNumber(tx, await tx.get(orderCounterRef(db)), 'SS');
    tx.set(ref, {
      userId: CUSTOMER_UID,
      orderType: 'readymade',
      customer: {
        name: 'Priya Sharma',
        email: 'priya@silaistudio.test',
        phone: '9820012345',
        address: { street: '12 Hill Road, Bandra West', city: 'Mumbai', state: 'Maharashtra', pincode: '400050', country: 'India' },
      },
      lines: [{ productId, productType: 'readymade', quantity: 1, productName: PRODUCT_NAME, price: pricePaise, discount: 0, totalPrice: pricePaise, image: IMAGE }],
      category: null,
      measurements: {},
      clothPic: [],
      color: 'Black',
      designDetails: 'Keyhole back with a tassel.',
      designPic: [],
      Link: 'https://example.com/inspiration',
      specialInstructions: 'Please call before delivery.',
      customerDetails: 'Needed for a wedding on Saturday.',
      paymentType: 'COD',
      paymentStatus: 'pending',
      orderStatus: 'pending',
      orderDate: now,
      createdAt: now,
      totalPrice: pricePaise,
      statusHistory: [{ status: 'pending', at: now, by: CUSTOMER_UID }],
      pricedAt: now,
      orderNumber,
    });
  });
  return ref.id;
}

describe('admin: catalogue, orders and dashboard', () => {
  let browser: Browser;
  let orderId: string | undefined;
  let productId: string | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    if (orderId) await adminDb().doc(`orders/${orderId}`).delete();
    if (productId) await adminDb().doc(`products/${productId}`).delete();
  });

  it('a customer who opens an admin page is refused', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signIn(page, 'priya@silaistudio.test', 'Customer@123');
    for (const path of ['/admin', '/view_product', '/product/null/add', '/admin/orders']) {
      await page.goto(path);
      await page.getByRole('heading', { name: 'Not authorised' }).waitFor();
    }
    await context.close();
  });

  it('adds a blouse, finds it in the catalogue and on the home page, edits its price, delivers an order and deletes it', { timeout: 300_000 }, async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page);

    // Dashboard: real figures, and the search finds seeded products by name.
    await openDashboard(page);
    const revenueBefore = await figure(page, 'Total revenue');
    const completedBefore = await figure(page, 'Completed orders');
    await page.getByLabel('Search products').fill('maroon');
    await page.getByRole('list', { name: 'Matching products' }).getByRole('link').first().waitFor();
    await shot(page, 'admin-dashboard-desktop');

    // Add a product with a blouse section and an image link.
    await page.getByRole('link', { name: /Add Product/ }).click();
    await page.waitForURL('**/product/null/add');
    await page.getByRole('heading', { name: 'Add Product' }).waitFor();
    // The spec's defaults for a new product.
    expect(await page.getByLabel('Category').inputValue()).toBe('Lehenga');
    expect(await page.getByLabel('Product type').inputValue()).toBe('Ready-made');
    expect(await page.getByLabel('Colour').inputValue()).toBe('Red');
    expect(await page.getByLabel('Fabric type').inputValue()).toBe('Cotton');
    expect(await page.getByLabel('Product status').inputValue()).toBe('Active');
    await page.getByLabel('Product name').fill(PRODUCT_NAME);
    await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Black raw-silk blouse with a keyhole back, made in our workshop.');
    await page.getByLabel('Category').selectOption('Blouse');
    await page.getByRole('heading', { name: 'Blouse details' }).waitFor();
    await page.getByLabel('Sleeve type').selectOption('Long Sleeve');
    await page.locator('#blouseDetails\\.blouseBackDesign').selectOption('Keyhole Back');
    await page.getByLabel('Colour').selectOption('Black');
    await page.getByLabel('Tailor-made price (₹)').fill('1500');
    await page.getByLabel('Ready-made price (₹)').fill('2200');
    // The sizes it is stocked in, from the blouse chart.
    const sizes = page.getByRole('group', { name: 'Sizes (Blouse)' });
    await sizes.getByLabel('M', { exact: true }).check();
    await sizes.getByLabel('L', { exact: true }).check();
    await page.getByLabel('Quantity in stock').fill('5');
    await page.getByLabel('Shipping cost (₹)').fill('99');
    await page.getByLabel('Zari Work').check();
    await page.getByLabel('Featured product (shown in Featured on the home page)').check();
    await page.getByLabel('Image link for Add images').fill(IMAGE);
    await page.getByRole('button', { name: 'Add image link' }).click();
    await page.getByRole('img', { name: 'Product image 1 (cover)' }).waitFor();

    // Leaving with unsaved changes asks first.
    await page.getByRole('link', { name: 'Cancel' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await leave.waitFor();
    await leave.getByRole('button', { name: 'Stay on this page' }).click();
    await leave.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/product/null/add');
    await shot(page, 'admin-product-add-desktop');

    await page.getByRole('button', { name: 'Add Product' }).click();
    await page.waitForURL('**/view_product');
    await page.getByText('Product added successfully').waitFor();
    const card = page.getByRole('article', { name: PRODUCT_NAME });
    await card.waitFor();
    expect(await card.getByText('₹1,500').isVisible()).toBe(true);
    expect(await card.getByText('₹2,200').isVisible()).toBe(true);
    const editHref = await card.getByRole('link', { name: `Edit ${PRODUCT_NAME}` }).getAttribute('href');
    productId = editHref!.split('/')[2];
    await shot(page, 'admin-catalogue-desktop');

    const stored = (await adminDb().doc(`products/${productId}`).get()).data()!;
    expect(stored).toMatchObject({
      category: 'Blouse',
      tailorPrice: 150000,
      readyMadePrice: 220000,
      shippingCost: 9900,
      embellishments: ['Zari Work'],
      images: [{ url: IMAGE }],
      blouseDetails: { sleeveType: 'Long Sleeve', blouseBackDesign: 'Keyhole Back' },
      sizes: ['M', 'L'],
      productId,
    });
    expect(stored.lehengaDetails).toBeUndefined();

    // The home page lists it under All Products, Newest first.
    await page.goto('/');
    await page.getByRole('group', { name: 'Products to show' }).getByRole('button', { name: 'All' }).click();
    expect(await page.getByLabel('Sort by').inputValue()).toBe('newest');
    await page.getByRole('list', { name: 'All Products' }).getByText(PRODUCT_NAME).first().waitFor();

    // Edit the ready-made price; the product page shows the new price.
    await page.goto(`/product/${productId}/update`);
    await page.getByRole('heading', { name: 'Update Product' }).waitFor();
    const readyPrice = page.getByLabel('Ready-made price (₹)');
    await readyPrice.waitFor();
    expect(await readyPrice.inputValue()).toBe('2200');
    expect(await page.getByLabel('Sleeve type').inputValue()).toBe('Long Sleeve');
    await readyPrice.fill('1999.5');
    await page.getByRole('button', { name: 'Update Product' }).click();
    await page.waitForURL('**/view_product');
    await page.getByText('Product updated successfully').waitFor();
    await page.goto(`/product/${productId}`);
    await page.getByTestId('price-readymade').getByText('₹1,999.50').waitFor();

    // An order for it moves from pending to delivered; the revenue tile follows.
    orderId = await createPendingOrder(productId, 199950);
    const id = orderId;
    // It carries its sequential number from the start.
    await expect.poll(async () => parseOrderNumber((await adminDb().doc(`orders/${id}`).get()).get('orderNumber')), { timeout: 20_000 }).not.toBeNull();
    const number = (await adminDb().doc(`orders/${id}`).get()).get('orderNumber') as string;
    await page.goto('/admin/orders?status=pending');
    await page.getByRole('link', { name: new RegExp(number) }).click();
    await page.getByRole('heading', { name: `Order ${number}` }).waitFor();
    expect(await page.getByRole('link', { name: 'Message on WhatsApp' }).getAttribute('href')).toContain('https://wa.me/919820012345');
    expect(await page.getByRole('link', { name: 'Call customer' }).getAttribute('href')).toBe('tel:+919820012345');
    await shot(page, 'admin-order-detail-desktop');
    // A ready-made order: confirm (with the promised date), ready, shipped, delivered with the cash collected.
    for (const [button, label] of [['Confirm order', 'Confirmed'], ['Mark as Ready', 'Ready'], ['Mark as Shipped', 'Shipped'], ['Mark as Delivered', 'Delivered']] as const) {
      await page.getByRole('button', { name: button }).click();
      if (button === 'Confirm order' || label === 'Delivered') {
        await page.getByRole('dialog').getByRole('button', { name: button }).click();
      }
      await page.locator('.order-head .status-badge', { hasText: label }).waitFor();
    }
    expect(await page.getByRole('button', { name: /Mark as/ }).count()).toBe(0);
    // The cash went into the payments ledger (through the payments API), then the order moved.
    await page.getByTestId('admin-money-state').filter({ hasText: /^Paid$/ }).waitFor({ timeout: 20_000 });
    await expect.poll(async () => (await adminDb().doc(`orders/${id}`).get()).get('statusHistory')?.length, { timeout: 20_000 }).toBe(5);
    const order = (await adminDb().doc(`orders/${orderId}`).get()).data()!;
    expect(order.statusHistory.map((h: { status: string }) => h.status)).toEqual(['pending', 'confirmed', 'ready', 'shipped', 'delivered']);
    expect(order).toMatchObject({ paymentStatus: 'collected', money: { paidPaise: 199950, balancePaise: 0, state: 'paid' } });
    await page.goto('/admin/orders');
    await page.getByRole('list', { name: 'Orders, newest first' }).waitFor();
    await shot(page, 'admin-orders-desktop');

    // The figures come from aggregates a trigger keeps: they follow within moments.
    await openDashboard(page);
    await expect
      .poll(
        async () => {
          await page.getByRole('button', { name: 'Refresh figures' }).click();
          return figure(page, 'Completed orders');
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe(completedBefore + 1);
    await expect
      .poll(
        async () => {
          await page.getByRole('button', { name: 'Refresh figures' }).click();
          return figure(page, 'Total revenue');
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBeGreaterThanOrEqual(revenueBefore + 1999);
    const revenueAfter = await figure(page, 'Total revenue');
    expect(revenueAfter - revenueBefore).toBeGreaterThanOrEqual(1999);
    expect(revenueAfter - revenueBefore).toBeLessThanOrEqual(2000);
    // Today's revenue counts it once the trigger has recorded deliveredAt.
    await expect
      .poll(
        async () => {
          await page.getByRole('button', { name: 'Refresh figures' }).click();
          return figure(page, "Today's revenue");
        },
        { timeout: 20_000, interval: 1000 },
      )
      .toBeGreaterThanOrEqual(1999);

    // Delete after the confirmation; it leaves the list only then.
    await page.goto('/view_product');
    await page.getByLabel('Search products', { exact: true }).fill('E2E Silk');
    const found = page.getByRole('article', { name: PRODUCT_NAME });
    await found.waitFor();
    await found.getByRole('button', { name: `Delete ${PRODUCT_NAME}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete product' });
    await dialog.getByText(DELETE_CONFIRM).waitFor();
    await page.waitForTimeout(400); // let the dialog's fade-in finish for the screenshot
    await shot(page, 'admin-delete-confirm-desktop');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await found.isVisible()).toBe(true);
    await found.getByRole('button', { name: `Delete ${PRODUCT_NAME}` }).click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Product deleted successfully.').waitFor();
    await found.waitFor({ state: 'detached' });
    expect((await adminDb().doc(`products/${productId}`).get()).exists).toBe(false);
    productId = undefined;
    await context.close();
  });

  it('every admin screen on a phone', { timeout: 120_000 }, async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signIn(page);
    const a11y = async (screen: string) => {
      const violations = await seriousA11yViolations(page);
      expect(violations, `${screen}:\n${describeViolations(violations)}`).toEqual([]);
    };
    await openDashboard(page);
    await shot(page, 'admin-dashboard-phone');
    await a11y('dashboard');
    await page.goto('/view_product');
    await page.locator('.admin-product-card').first().waitFor();
    await shot(page, 'admin-catalogue-phone');
    await a11y('catalogue');
    await page.goto('/product/null/add');
    await page.getByLabel('Product name').waitFor();
    await page.getByLabel('Category').selectOption('Saree');
    await page.getByRole('heading', { name: 'Saree details' }).waitFor();
    await page.getByRole('button', { name: 'Add Product' }).click();
    await page.getByText('Product name is required').waitFor();
    await shot(page, 'admin-product-add-errors-phone');
    await a11y('product form');
    const seeded = (await adminDb().collection('products').limit(1).get()).docs[0];
    await page.goto(`/product/${seeded.id}/update`);
    await page.getByRole('heading', { name: 'Update Product' }).waitFor();
    await page.getByLabel('Product name').waitFor();
    expect(await page.getByLabel('Product name').inputValue()).toBe(seeded.data().productName);
    await shot(page, 'admin-product-edit-phone');
    await page.goto('/product/does-not-exist/update');
    await page.getByText('Failed to load product details').waitFor();
    await page.goto('/admin/orders');
    await page.getByRole('group', { name: 'Filter orders by status' }).waitFor();
    await page.locator('ul.order-list, .admin-page > p.muted').first().waitFor();
    await shot(page, 'admin-orders-phone');
    await a11y('orders');
    const first = page.locator('.order-row').first();
    if (await first.count()) {
      await first.click();
      await page.getByRole('heading', { name: /^Order / }).waitFor();
      await shot(page, 'admin-order-detail-phone');
      await a11y('order detail');
    }
    await context.close();
  });
});
