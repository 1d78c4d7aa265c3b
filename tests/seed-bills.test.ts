/**
 * The seed's billing: a demo GSTIN and one delivered, paid order billed as a
 * Tax Invoice through the bill API's own code, numbered in the financial
 * year's series; a second seed keeps the bill and its number.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { billCounterName, billFromData, buildBill, financialYearOf, gstinProblem, orderFromData, readShopSettings, SHOP_SETTINGS_PATH } from '@tailor/domain';
import { seedShop, SEED_BILLED_ORDER_ID, SEED_GSTIN } from '../scripts/seed/index';
import { DEMO_ACCOUNTS } from '../scripts/seed/accounts';
import { adminAuth, adminDb } from './support/admin';

describe('seeded bill', () => {
  const db = adminDb();
  const order = () => db.collection('orders').doc(SEED_BILLED_ORDER_ID).get();
  const year = financialYearOf(new Date());

  beforeAll(async () => {
    await seedShop();
  });

  it('the shop has a valid demo GSTIN', async () => {
    expect(gstinProblem(SEED_GSTIN)).toBeNull();
    const settings = readShopSettings((await db.doc(SHOP_SETTINGS_PATH).get()).data());
    expect(settings.billing?.gstin).toBe(SEED_GSTIN);
  });

  it('Priya’s delivered order is paid (in the fields before the ledger) and billed as a Tax Invoice of this year’s series', async () => {
    const snap = await order();
    const data = snap.data()!;
    const priya = await adminAuth().getUserByEmail(DEMO_ACCOUNTS.customer.email);
    expect(data).toMatchObject({ userId: priya.uid, orderStatus: 'delivered', paymentStatus: 'collected', collectedAmount: data.totalPrice });
    expect(data.collectedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const bill = billFromData(data.bill)!;
    expect(bill.kind).toBe('tax-invoice');
    expect(bill.seller.gstin).toBe(SEED_GSTIN);
    expect(bill.number).toMatch(new RegExp(`^SS/${year.label}/\\d{4}$`));
    expect(bill.financialYear).toBe(year.id);
    // What the domain computes for the stored order, with the 18 % line above ₹2,500 a piece.
    const settings = readShopSettings((await db.doc(SHOP_SETTINGS_PATH).get()).data());
    expect(bill).toEqual(buildBill(orderFromData(snap.id, data), settings, { number: bill.number, financialYear: bill.financialYear, issuedOn: bill.issuedOn }));
    expect(bill.lines.map((l) => l.rateBp)).toEqual([500, 1800, 500]);
    expect(bill.totals.amountPaise).toBe(data.totalPrice);
  });

  it('a second seed keeps the bill, its number and the counter', async () => {
    const before = billFromData((await order()).get('bill'))!;
    const counter = (await db.collection('counters').doc(billCounterName(year)).get()).get('next');
    await seedShop();
    const after = billFromData((await order()).get('bill'))!;
    expect(after).toEqual(before);
    expect((await db.collection('counters').doc(billCounterName(year)).get()).get('next')).toBe(counter);
  });
});
