/**
 * The life of a tailor-made order after the request: the admin confirms it,
 * agrees a price, sends photos of the finished garment; the customer sees the
 * notice, asks for an alteration, then approves; the admin ships, delivers and
 * records the cash (a ledger entry through the payments API), and the
 * dashboard's revenue grows by that amount.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { FieldPath, Timestamp } from 'firebase-admin/firestore';
import { DESKTOP, launchBrowser, newPage, PHONE, shot } from './support/browser';
import { DEMO_ADMIN } from './support/session';
import { adminDb, testUser } from '../tests/support/admin';

const RUN = Date.now().toString(36);
const CUSTOMER = { email: `life-${RUN}@silaistudio.test`, name: 'Lakshmi Rao' };
const BLOUSE = { chest: 34, waist: 28, shoulder: 14, length: 15, sleeveLength: 10, neckDepthFront: 7, neckDepthBack: 8.5 };

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login', { waitUntil: 'networkidle' });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** Desktop and phone screenshots of the current screen (top of the page). */
async function shots(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(200);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
  await page.waitForTimeout(100);
}

async function revenue(page: Page): Promise<number> {
  await page.goto('/admin');
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  const value = page.locator('.stat-tile[data-stat="Total revenue"] .stat-value');
  await value.locator('.skeleton').waitFor({ state: 'detached' });
  return Number(((await value.textContent()) ?? '').replace(/[^\d]/g, ''));
}

function status(page: Page, label: string): Locator {
  return page.locator('.order-head .status-badge, .order-detail-head .status-badge', { hasText: label });
}

describe('order life: approval, agreed price, cash on delivery', () => {
  let browser: Browser;
  let admin: { context: BrowserContext; page: Page };
  let customer: { context: BrowserContext; page: Page };
  let password = '';
  let uid = '';
  let orderId = '';
  let number = '';
  let photo = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    const user = await testUser(CUSTOMER.email, undefined, CUSTOMER.name);
    ({ uid, password } = user);
    await adminDb().doc(`users/${uid}`).set({ name: CUSTOMER.name, email: CUSTOMER.email, profilePicture: '', createdAt: Timestamp.now() });
    admin = await newPage(browser, DESKTOP);
    customer = await newPage(browser, DESKTOP);
  });

  afterAll(async () => {
    await admin?.context.close();
    await customer?.context.close();
    await browser?.close();
    if (orderId) await adminDb().doc(`orders/${orderId}`).delete();
  });

  it('the customer places a tailor-made order through the order form; trusted code numbers and prices it', { timeout: 120_000 }, async () => {
    const snap = await adminDb().collection('products').where(FieldPath.documentId(), '>=', 'p-').where(FieldPath.documentId(), '<', 'p.').limit(120).get();
    const product = snap.docs.find(
      (d) =>
        d.get('category') === 'Blouse' &&
        typeof d.get('tailorPrice') === 'number' &&
        d.get('productStatus') !== 'Inactive' &&
        d.get('availabilityStatus') !== 'Discontinued',
    );
    expect(product).toBeTruthy();
    photo = (product!.get('images') as { url: string }[])[0]!.url;

    const page = customer.page;
    await signIn(page, CUSTOMER.email, password);
    await page.goto(`/order/${product!.id}/tailor`);
    await page.locator('#order-step-panel-0').getByText(product!.get('productName') as string, { exact: true }).waitFor();
    const next = page.getByRole('button', { name: 'Next →' });
    await next.click();
    await page.locator('#order-color').fill('Maroon');
    await next.click();
    const blouse = page.locator('#order-step-panel-2').getByRole('radio', { name: 'Blouse' });
    if (!(await blouse.isChecked())) await blouse.check();
    for (const [key, value] of Object.entries(BLOUSE)) await page.locator(`#measure-${key}`).fill(String(value));
    await next.click();
    await page.locator('#customer-name').fill(CUSTOMER.name);
    await page.locator('#customer-phone').fill('9876543210');
    await page.locator('#customer-street').fill('5 Carter Road, Bandra West');
    await page.locator('#customer-city').fill('Mumbai');
    await page.locator('#customer-state').selectOption('Maharashtra');
    await page.locator('#customer-pincode').fill('400050');
    await next.click();
    await page.getByRole('button', { name: 'Send order request' }).click();
    await page.getByRole('heading', { name: 'Order request sent' }).waitFor({ timeout: 20_000 });
    // The sequential number arrives from trusted code a moment after the request is stored.
    await page.getByTestId('order-number').filter({ hasText: /^SS-\d+$/ }).waitFor({ timeout: 60_000 });
    number = ((await page.getByTestId('order-number').textContent()) ?? '').trim();

    const mine = await adminDb().collection('orders').where('userId', '==', uid).get();
    orderId = mine.docs.find((d) => d.get('orderNumber') === number)!.id;
    await expect
      .poll(async () => (await adminDb().doc(`orders/${orderId}`).get()).get('pricedAt') != null, { timeout: 60_000 })
      .toBe(true);
    expect((await adminDb().doc(`orders/${orderId}`).get()).data()).toMatchObject({ orderType: 'tailor', orderStatus: 'pending', category: 'Blouse' });
  });

  it('the admin confirms it, agrees a price, moves it to stitching and sends photos for approval', { timeout: 120_000 }, async () => {
    const page = admin.page;
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.goto('/admin/orders');
    await page.getByLabel('Find an order').fill(number);
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    await page.getByRole('list', { name: 'Search results' }).getByRole('link', { name: new RegExp(number) }).click();
    await page.getByRole('heading', { name: `Order ${number}` }).waitFor();
    const wa = (await page.getByRole('link', { name: 'Message on WhatsApp' }).getAttribute('href')) ?? '';
    expect(wa).toMatch(/^https:\/\/wa\.me\/919876543210\?text=/);
    expect(decodeURIComponent(wa)).toContain(number);

    await page.getByRole('button', { name: 'Confirm order' }).click();
    const confirmDialog = page.getByRole('dialog');
    expect(await confirmDialog.getByLabel('Promised delivery date').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await confirmDialog.getByRole('button', { name: 'Confirm order' }).click();
    await status(page, 'Confirmed').waitFor();

    await page.getByRole('button', { name: 'Set agreed price' }).click();
    await page.getByLabel('Agreed amount (₹)').fill('2500');
    await page.getByLabel('Reason (shown to the customer)').fill('');
    await page.getByRole('button', { name: 'Save agreed price' }).click();
    await page.getByText('Give a reason').waitFor();
    await page.getByLabel('Reason (shown to the customer)').fill('silk lining added on call');
    await page.getByRole('button', { name: 'Save agreed price' }).click();
    await page.getByTestId('admin-agreed-price').getByText('₹2,500').waitFor();

    await page.getByRole('button', { name: 'Mark as Stitching' }).click();
    await status(page, 'Stitching').waitFor();
    // Stitching may not skip approval.
    expect(await page.getByRole('button', { name: 'Mark as Ready' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Send photos for approval' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Send photos for approval' }).click();
    await dialog.getByText('Attach at least one photo of the garment').waitFor();
    const link = dialog.getByLabel('Image link for Photos of the finished garment');
    await link.fill(photo);
    await dialog.getByRole('button', { name: 'Add image link' }).click();
    await dialog.getByLabel('Note for the customer (optional)').fill('Front view, with the lining you chose.');
    await dialog.getByRole('button', { name: 'Send photos for approval' }).click();
    await status(page, 'Awaiting approval').waitFor();
    await page.getByText('Waiting for the customer to approve').waitFor();
  });

  it('the customer sees the notice badge, the photos and asks for an alteration', { timeout: 120_000 }, async () => {
    const page = customer.page;
    // Signed in since placing the order.
    await page.goto('/');
    const badge = page.getByTestId('notice-badge');
    // confirmed, price agreed, awaiting approval
    await badge.filter({ hasText: '3' }).waitFor({ timeout: 30_000 });
    await page.getByRole('link', { name: /My Orders \(3 new updates\)/ }).click();
    await page.getByRole('heading', { name: /Updates \(3 new\)/ }).waitFor();
    await page.getByRole('link', { name: `Order ${number} is awaiting your approval` }).click();
    await page.getByRole('heading', { name: `Order ${number}` }).waitFor();
    const approval = page.locator('.fit-approval');
    await approval.getByRole('heading', { name: 'Awaiting your approval' }).waitFor();
    await approval.getByRole('img', { name: 'Photo 1 of your finished garment' }).waitFor();
    await approval.getByText('Front view, with the lining you chose.').waitFor();
    await page.getByTestId('agreed-amount').getByText('₹2,500').waitFor();
    await page.getByText('silk lining added on call').first().waitFor();
    await page.locator('.order-progress [aria-current="step"]', { hasText: 'Awaiting your approval' }).waitFor();
    await page.waitForTimeout(300);
    await shots(page, 'order-life-customer-approval');

    await approval.getByRole('button', { name: 'Ask for an alteration' }).click();
    await approval.getByRole('button', { name: 'Send alteration request' }).click();
    await approval.getByText('Tell us what to change').waitFor();
    await approval.getByLabel('What should we change?').fill('Please loosen the waist by half an inch.');
    await approval.getByText('40/500').waitFor();
    await approval.getByRole('button', { name: 'Send alteration request' }).click();
    await status(page, 'Stitching').waitFor();
    await page.getByText('You asked for an alteration: Please loosen the waist by half an inch.').waitFor();
  });

  it('the admin sends new photos; the customer approves', { timeout: 120_000 }, async () => {
    const a = admin.page;
    await a.getByText('Customer asked for an alteration: Please loosen the waist by half an inch.').waitFor();
    await a.getByRole('button', { name: 'Send photos for approval' }).click();
    const dialog = a.getByRole('dialog');
    // The photos of the last round are offered again.
    await dialog.getByRole('img').first().waitFor();
    await dialog.getByLabel('Note for the customer (optional)').fill('Waist loosened by half an inch.');
    await dialog.getByRole('button', { name: 'Send photos for approval' }).click();
    await status(a, 'Awaiting approval').waitFor();

    const c = customer.page;
    const approval = c.locator('.fit-approval');
    await approval.getByText('Waist loosened by half an inch.').waitFor({ timeout: 20_000 });
    await approval.getByRole('button', { name: 'Approve' }).click();
    await status(c, 'Ready').waitFor();
    await c.getByText('You approved the garment').waitFor();
  });

  it('the admin ships, delivers and records the cash; the revenue grows by that amount', { timeout: 180_000 }, async () => {
    const page = admin.page;
    await status(page, 'Ready').waitFor({ timeout: 20_000 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await shots(page, 'order-life-admin-order');
    const url = page.url();
    const before = await revenue(page);
    await page.goto(url);

    await page.getByRole('button', { name: 'Mark as Shipped' }).click();
    await status(page, 'Shipped').waitFor();
    await page.getByRole('button', { name: 'Mark as Delivered' }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByLabel('Cash collected').isChecked()).toBe(true);
    // Defaults to the agreed amount.
    expect(await dialog.getByLabel('Amount collected (₹)').inputValue()).toBe('2500');
    await dialog.getByRole('button', { name: 'Mark as Delivered' }).click();
    await status(page, 'Delivered').waitFor();
    await page.getByTestId('admin-money-state').filter({ hasText: /^Paid$/ }).waitFor({ timeout: 20_000 });
    await page.getByTestId('money-ledger').getByText('Balance · Cash').waitFor();

    await expect
      .poll(
        async () => {
          await page.goto('/admin');
          return revenue(page);
        },
        { timeout: 30_000, interval: 1500 },
      )
      .toBe(before + 2500);

    const order = (await adminDb().doc(`orders/${orderId}`).get()).data()!;
    expect(order).toMatchObject({ orderStatus: 'delivered', paymentStatus: 'collected', agreedPrice: 250000, money: { paidPaise: 250000, balancePaise: 0, state: 'paid' } });
    expect(order.statusHistory.map((h: { event?: string; status: string }) => h.event ?? h.status)).toEqual([
      'pending',
      'confirmed',
      'price',
      'stitching',
      'approval',
      'alter',
      'approval',
      'approve',
      'shipped',
      'delivered',
    ]);

    const c = customer.page;
    await c.getByTestId('payment-state').getByText(/^Paid: ₹2,500/).waitFor({ timeout: 20_000 });
  });
});
