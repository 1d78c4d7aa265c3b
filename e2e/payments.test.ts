/**
 * The money of an order: the admin records the advance, the customer sees the
 * balance and the UPI QR code and reports a UPI payment (shown as waiting,
 * never as paid), the admin confirms it into the ledger, and the customer's
 * order shows it paid. Refusals show inline. Screenshots of the customer's
 * money panel and the admin's ledger at phone and desktop sizes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { Timestamp } from 'firebase-admin/firestore';
import type { PaymentNoticeKind } from '@tailor/domain';
import { DESKTOP, launchBrowser, newPage, PHONE, viewShot } from './support/browser';
import { DEMO_ADMIN, signInAs } from './support/session';
import { KEEP_SHOTS } from './support/env';
import { warmOrdersApi } from './support/api';
import { adminDb, testUser } from '../tests/support/admin';

const RUN = Date.now().toString(36);
const ORDER_ID = `e2e-pay-${RUN}`;
const NUMBER = 'SS-9876';
const REFERENCE = '409876543210';

/** The panel at desktop and phone widths. */
async function panelShots(page: Page, panel: Locator, name: string): Promise<void> {
  if (!KEEP_SHOTS) return;
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(200);
    await panel.scrollIntoViewIfNeeded();
    await viewShot(panel, `${name}-${size}`);
  }
  await page.setViewportSize(DESKTOP);
}

describe('payments: advance, UPI report, confirmation', () => {
  let browser: Browser;
  let admin: { context: BrowserContext; page: Page };
  let customer: { context: BrowserContext; page: Page };
  let email = '';
  let password = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    // The payments API is the same `api` function: started before the first payment is sent.
    await warmOrdersApi();
    const user = await testUser(`pay-${RUN}@silaistudio.test`, undefined, 'Meena Iyer');
    ({ email, password } = user);
    const db = adminDb();
    await db.doc(`users/${user.uid}`).set({ name: 'Meena Iyer', email, profilePicture: '', createdAt: Timestamp.now() });
    // The seed's policy: 30 % advance, a demo UPI ID.
    await db.doc('settings/shop').set({ payments: { advancePercent: 30, workStartsBeforeAdvance: true, upiId: 'silaistudio@okaxis', upiPayeeName: 'Silai Studio' } }, { merge: true });
    const now = Timestamp.now();
    await db.doc(`orders/${ORDER_ID}`).set({
      userId: user.uid,
      orderType: 'tailor',
      orderStatus: 'confirmed',
      orderNumber: NUMBER,
      paymentType: 'COD',
      paymentStatus: 'pending',
      category: 'Blouse',
      customer: { name: 'Meena Iyer', email, phone: '9876500000', address: { street: '4 Marine Drive', city: 'Mumbai', state: 'Maharashtra', pincode: '400002', country: 'India' } },
      lines: [{ productId: 'p-e2e', productType: 'tailor', quantity: 1, productName: 'Silk blouse', price: 249900, discount: 0, totalPrice: 249900, image: '' }],
      subtotal: 249900,
      discountTotal: 0,
      shippingCharge: 0,
      totalPrice: 249900,
      agreedPrice: null,
      pricedAt: now,
      createdAt: now,
      orderDate: now,
      statusHistory: [
        { status: 'pending', at: now, by: user.uid },
        { status: 'confirmed', at: now, by: 'e2e-admin' },
      ],
    });
    admin = await newPage(browser, DESKTOP);
    customer = await newPage(browser, DESKTOP);
  }, 150_000);

  afterAll(async () => {
    await admin?.context.close();
    await customer?.context.close();
    await browser?.close();
    await adminDb().recursiveDelete(adminDb().doc(`orders/${ORDER_ID}`));
  });

  it('the admin records the advance (30 % of ₹2,499 rounded up: ₹750); a zero amount is refused inline', { timeout: 120_000 }, async () => {
    const page = admin.page;
    await signInAs(page, DEMO_ADMIN);
    await page.goto(`/admin/orders/${ORDER_ID}`);
    const ledger = page.getByTestId('admin-ledger');
    await ledger.waitFor({ timeout: 30_000 });
    await ledger.getByText('Advance (30 %): ₹750').waitFor();
    await ledger.getByRole('button', { name: 'Record payment' }).click();
    const amount = ledger.getByLabel('Amount (₹)');
    expect(await amount.inputValue()).toBe('750');
    await amount.fill('0');
    await ledger.getByRole('button', { name: 'Record advance' }).click();
    await ledger.getByText('Enter an amount above ₹0').waitFor();
    await amount.fill('750');
    await ledger.getByLabel('Method').selectOption('cash');
    await ledger.getByRole('button', { name: 'Record advance' }).click();
    await ledger.getByTestId('admin-money-state').filter({ hasText: 'Advance paid' }).waitFor({ timeout: 60_000 });
    await ledger.getByTestId('admin-money-balance').filter({ hasText: '₹1,749' }).waitFor();
    const stored = (await adminDb().doc(`orders/${ORDER_ID}`).get()).data()!;
    expect(stored.money).toMatchObject({ paidPaise: 75000, balancePaise: 174900, state: 'advance' });
  });

  it('the customer sees the balance, the UPI QR and link, and reports a payment that waits for the shop', { timeout: 120_000 }, async () => {
    const page = customer.page;
    await signInAs(page, { email, password });
    await page.goto(`/orders/${ORDER_ID}`);
    const panel = page.getByTestId('customer-money');
    await panel.waitFor({ timeout: 30_000 });
    await panel.getByTestId('customer-money-balance').filter({ hasText: '₹1,749' }).waitFor();
    await panel.getByTestId('upi-qr').locator('svg').waitFor({ timeout: 20_000 });
    const link = await panel.getByTestId('upi-link').getAttribute('href');
    expect(link).toBe(`upi://pay?pa=silaistudio%40okaxis&pn=Silai%20Studio&am=1749.00&cu=INR&tn=${NUMBER}`);
    // The app link is for phones.
    expect(await panel.getByTestId('upi-link').isVisible()).toBe(false);
    await page.setViewportSize(PHONE);
    expect(await panel.getByTestId('upi-link').isVisible()).toBe(true);
    await page.setViewportSize(DESKTOP);
    await panelShots(page, panel, 'payments-customer-balance');

    await panel.getByRole('button', { name: 'I have paid' }).click();
    await panel.getByLabel('UPI transaction ID (12 digits)').fill('1234');
    await panel.getByRole('button', { name: 'Send to the shop' }).click();
    await panel.getByText('Enter the 12-digit UPI transaction ID (UTR), digits only').waitFor();
    await panel.getByLabel('UPI transaction ID (12 digits)').fill(REFERENCE);
    await panel.getByRole('button', { name: 'Send to the shop' }).click();
    await panel.getByTestId('report-waiting').getByText('waiting for the shop').waitFor({ timeout: 30_000 });
    // Waiting is never paid.
    expect(await panel.getByTestId('customer-money-state').textContent()).toBe('Advance paid');
    await panelShots(page, panel, 'payments-customer-waiting');
  });

  it('the admin confirms the report into the ledger; the customer sees the order paid', { timeout: 120_000 }, async () => {
    const page = admin.page;
    const ledger = page.getByTestId('admin-ledger');
    const report = ledger.getByTestId('admin-payment-report');
    await report.waitFor({ timeout: 30_000 });
    await report.getByText(REFERENCE).waitFor();
    await report.getByRole('button', { name: 'Confirm payment' }).click();
    await ledger.getByTestId('admin-money-state').filter({ hasText: /^Paid$/ }).waitFor({ timeout: 30_000 });
    await ledger.getByTestId('money-ledger').getByText(`Balance · UPI · ref. ${REFERENCE}`).waitFor();
    await panelShots(page, ledger, 'payments-admin-ledger');

    const c = customer.page;
    const panel = c.getByTestId('customer-money');
    await panel.getByTestId('customer-money-state').filter({ hasText: /^Paid$/ }).waitFor({ timeout: 30_000 });
    await panel.getByTestId('customer-money-balance').filter({ hasText: '₹0' }).waitFor();
    expect(await panel.getByTestId('upi-qr').count()).toBe(0);
    await panelShots(c, panel, 'payments-customer-paid');
    const notices = await adminDb()
      .collection(`users/${(await adminDb().doc(`orders/${ORDER_ID}`).get()).get('userId')}/notifications`)
      .where('orderId', '==', ORDER_ID)
      .get();
    // The money's notices: the order's own (confirmed, when its trigger has run) are another journey's.
    const money = notices.docs.filter((d) => (['payment', 'report-confirmed', 'report-rejected'] satisfies PaymentNoticeKind[]).includes(d.get('kind')));
    expect(money.map((d) => d.get('title')).sort()).toEqual([`Advance received for order ${NUMBER}`, `UPI payment confirmed for order ${NUMBER}`]);
  });
});
