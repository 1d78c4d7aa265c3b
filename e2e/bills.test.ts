/**
 * Bills: the admin issues an order's final bill and prints it (A4 and A5,
 * nothing of the shop's navigation on paper), with the totals the domain
 * computes for the stored order; the customer opens her bill and a receipt.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { FieldValue } from 'firebase-admin/firestore';
import { billFromData, buildBill, formatINRPaise, orderFromData, readShopSettings, receiptNumber, SHOP_SETTINGS_PATH, type Bill } from '@tailor/domain';
import { warmOrdersApi } from './support/api';
import { describeViolations, seriousA11yViolations } from './support/axe';
import { collectErrors, DESKTOP, launchBrowser, newPage, PHONE, shot, viewShot } from './support/browser';
import { DEMO_ADMIN, DEMO_CUSTOMER, signInAs } from './support/session';
import { adminDb } from '../tests/support/admin';
import { SEED_BILLED_ORDER_ID } from '../scripts/seed/index';

/** Kavya's delivered lehenga, shipped to Karnataka from the shop in Maharashtra: IGST. */
const ORDER = 'seed-order-03';
const PAYMENT = 'e2e-receipt';
/** Paper sizes in CSS pixels (96 per inch) and PDF points (72 per inch). */
const PAPER = { a4: { px: { width: 794, height: 1123 }, pt: [595, 842] }, a5: { px: { width: 559, height: 794 }, pt: [420, 595] } } as const;

const db = () => adminDb();

/** The bill the domain computes for the stored order and settings, with the stored number and date. */
async function expectedBill(orderId: string): Promise<Bill> {
  const snap = await db().collection('orders').doc(orderId).get();
  const stored = billFromData(snap.get('bill'));
  if (!stored) throw new Error(`${orderId} has no bill`);
  const { bill: _bill, ...data } = snap.data()!;
  const settings = readShopSettings((await db().doc(SHOP_SETTINGS_PATH).get()).data());
  return buildBill(orderFromData(orderId, data), settings, { number: stored.number, financialYear: stored.financialYear, issuedOn: stored.issuedOn });
}

async function expectTotalsShown(page: Page, bill: Bill): Promise<void> {
  const text = (id: string) => page.getByTestId(id).innerText();
  expect(await text('bill-number')).toBe(bill.number);
  expect(await text('total-amount')).toBe(formatINRPaise(bill.totals.amountPaise));
  if (bill.kind === 'tax-invoice') {
    expect(await text('total-taxable')).toBe(formatINRPaise(bill.totals.taxablePaise));
    if (bill.intraState) {
      expect(await text('total-cgst')).toBe(formatINRPaise(bill.totals.cgstPaise));
      expect(await text('total-sgst')).toBe(formatINRPaise(bill.totals.sgstPaise));
    } else {
      expect(await text('total-igst')).toBe(formatINRPaise(bill.totals.igstPaise));
    }
  }
  expect(await page.getByTestId('bill-line').count()).toBe(bill.lines.length);
}

/** The page size of a PDF's first page, in points. */
function pdfPageSize(pdf: Buffer): [number, number] {
  const m = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf.toString('latin1'));
  if (!m) throw new Error('no MediaBox in the PDF');
  return [Math.round(Number(m[1])), Math.round(Number(m[2]))];
}

/** Prints the page as Chromium's "Save as PDF" does (the page's @page size) and looks at it as printed. */
async function checkPrint(page: Page, size: 'a4' | 'a5', name: string): Promise<void> {
  if (size === 'a5') await page.getByRole('radio', { name: 'A5' }).check();
  else await page.getByRole('radio', { name: 'A4' }).check();
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  expect(pdfPageSize(pdf)).toEqual(PAPER[size].pt);
  // Nothing of the shop's navigation, footer or the page's own controls on paper.
  expect(await page.locator('nav[aria-label="Main"]').isVisible()).toBe(false);
  expect(await page.locator('footer.footer').isVisible()).toBe(false);
  expect(await page.getByRole('button', { name: 'Print or save as PDF' }).isVisible()).toBe(false);
  expect(await page.locator('.bill-document').isVisible()).toBe(true);
  const viewport = page.viewportSize();
  await page.setViewportSize(PAPER[size].px);
  await shot(page, `${name}-print-${size}`);
  if (viewport) await page.setViewportSize(viewport);
  await page.emulateMedia({ media: 'screen' });
}

describe('bills', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
    // The `api` worker's cold start on a busy machine, before the journey's first call (its first requests may fail to load it).
    await warmOrdersApi();
    await warmOrdersApi();
    // As the seed leaves it: not billed yet (a journey run before may have billed it).
    await db().collection('orders').doc(ORDER).update({ bill: FieldValue.delete() });
    // One ledger entry on the billed order, in the payments contract's shape.
    await db()
      .collection('orders')
      .doc(SEED_BILLED_ORDER_ID)
      .collection('payments')
      .doc(PAYMENT)
      .set({ kind: 'advance', method: 'upi', amountPaise: 150_000, receivedOn: '2026-10-21', reference: '412345678901' });
  });
  afterAll(async () => {
    await browser?.close();
    await db().collection('orders').doc(SEED_BILLED_ORDER_ID).collection('payments').doc(PAYMENT).delete();
  });

  it('the admin issues the final bill and prints it with the right totals, on A4 and A5', { timeout: 240_000 }, async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    const errors = collectErrors(page);
    await signInAs(page, DEMO_ADMIN);
    await page.goto(`/admin/orders/${ORDER}`);
    const panel = page.getByRole('region', { name: 'Bill and receipts' });
    await panel.getByRole('button', { name: 'Issue final bill' }).click();
    const dialog = page.getByRole('dialog', { name: 'Issue the final bill?' });
    await dialog.getByRole('button', { name: 'Issue final bill' }).click();
    const number = await panel.getByTestId('issued-bill-number').innerText();
    expect(number).toMatch(/^SS\/\d\d-\d\d\/\d{4}$/);
    await shot(page, 'bill-admin-order-desktop');
    await page.setViewportSize(PHONE);
    await panel.scrollIntoViewIfNeeded();
    await shot(page, 'bill-admin-order-phone');
    await page.setViewportSize(DESKTOP);

    const bill = await expectedBill(ORDER);
    expect(billFromData((await db().collection('orders').doc(ORDER).get()).get('bill'))).toEqual(bill);
    expect(bill).toMatchObject({ kind: 'tax-invoice', intraState: false, placeOfSupply: { state: 'Karnataka', stateCode: '29' } });

    await panel.getByRole('link', { name: 'Print bill' }).click();
    await page.waitForURL(`**/orders/${ORDER}/bill`);
    await page.getByTestId('bill-document').waitFor();
    await expectTotalsShown(page, bill);
    expect(await page.getByTestId('place-of-supply').innerText()).toBe('Karnataka (29)');
    const violations = await seriousA11yViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await shot(page, 'bill-admin-desktop');

    await checkPrint(page, 'a4', 'bill');
    await checkPrint(page, 'a5', 'bill');
    expect(page.url()).toContain('paper=a5');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the customer opens her Tax Invoice and a receipt from her order', { timeout: 180_000 }, async () => {
    const { context, page } = await newPage(browser, PHONE);
    const errors = collectErrors(page);
    await signInAs(page, DEMO_CUSTOMER);
    await page.goto(`/orders/${SEED_BILLED_ORDER_ID}`);
    await page.getByRole('link', { name: 'Bill and receipts' }).click();
    await page.getByTestId('bill-document').waitFor();
    await page.getByRole('link', { name: /Payment receipt/ }).waitFor();
    const bill = await expectedBill(SEED_BILLED_ORDER_ID);
    expect(bill).toMatchObject({ kind: 'tax-invoice', intraState: true });
    expect(await page.getByRole('heading', { name: 'Tax Invoice' }).isVisible()).toBe(true);
    await expectTotalsShown(page, bill);
    expect(await page.getByTestId('seller-gstin').innerText()).toBe(bill.seller.gstin);
    await shot(page, 'bill-customer-phone');
    await page.setViewportSize(DESKTOP);
    await shot(page, 'bill-customer-desktop');

    const order = orderFromData(SEED_BILLED_ORDER_ID, (await db().collection('orders').doc(SEED_BILLED_ORDER_ID).get()).data()!);
    const receipt = receiptNumber(order.orderNumber, PAYMENT);
    await page.getByRole('link', { name: new RegExp(receipt) }).click();
    await page.getByTestId('receipt-document').waitFor();
    expect(await page.getByTestId('receipt-number').innerText()).toBe(receipt);
    expect(await page.getByTestId('receipt-amount').innerText()).toBe('₹1,500.00');
    await page.setViewportSize(PHONE);
    await shot(page, 'receipt-customer-phone');
    await checkPrint(page, 'a5', 'receipt');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the admin sees "Billing and tax" in the shop details; a GSTIN with a wrong check character is refused inline', { timeout: 180_000 }, async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signInAs(page, DEMO_ADMIN);
    await page.goto('/admin/settings');
    const section = page.getByRole('group', { name: 'Billing and tax' });
    const gstin = section.getByLabel('GSTIN (optional)');
    const stored = readShopSettings((await db().doc(SHOP_SETTINGS_PATH).get()).data()).billing?.gstin;
    expect(await gstin.inputValue()).toBe(stored);
    expect(await section.getByLabel('Ready-made GST above it (%)').inputValue()).toBe('18');
    await gstin.fill('27AAPFU0939F1ZW');
    await page.getByRole('button', { name: 'Save shop details' }).click();
    await section.getByText('does not match').waitFor();
    expect(readShopSettings((await db().doc(SHOP_SETTINGS_PATH).get()).data()).billing?.gstin).toBe(stored);
    await viewShot(section, 'settings-billing-desktop');
    await page.setViewportSize(PHONE);
    await viewShot(section, 'settings-billing-phone');
    await context.close();
  });
});
