/**
 * POST /api/v1/admin/orders/:orderId/bill on the emulators (Auth, Firestore,
 * Functions): the final bill is issued once, numbered from its financial
 * year's counter in the same transaction, and a second call answers with the
 * same bill. Refusals store nothing.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BILL_REFUSAL_MESSAGES,
  billApiPath,
  billCounterName,
  billFromData,
  buildBill,
  DEFAULT_BILLING_SETTINGS,
  DEFAULT_SHOP_SETTINGS,
  financialYearOf,
  orderFromData,
  SHOP_SETTINGS_PATH,
  type Bill,
} from '@tailor/domain';
import { adminDb, testUser, type TestUser } from './support/admin';
import { callApi } from './support/api';

const RUN = randomUUID().slice(0, 8);
const id = (name: string) => `bill-${name}-${RUN}`;
const path = (orderId: string) => billApiPath(orderId).replace(/^\/api\/v1/, '');
const db = () => adminDb();
const GSTIN = '27AAPFU0939F1ZV';
const year = financialYearOf(new Date());
const counter = () => db().collection('counters').doc(billCounterName(year));

let admin: TestUser;
let customer: TestUser;
let savedSettings: FirebaseFirestore.DocumentData | undefined;

function orderDoc(patch: Record<string, unknown> = {}) {
  return {
    orderNumber: `SS-${Math.floor(Math.random() * 1e6)}`,
    userId: customer.uid,
    orderType: 'tailor',
    orderStatus: 'delivered',
    paymentStatus: 'pending',
    customer: { name: 'Priya Sharma', email: customer.email, phone: '9820012345', address: { street: '3 Link Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400053', country: 'India' } },
    lines: [
      { productId: 'a', productType: 'tailor', quantity: 1, productName: 'Silk Blouse', price: 99_900, discount: 0, totalPrice: 99_900 },
      { productId: 'b', productType: 'readymade', size: 'Free Size', quantity: 1, productName: 'Satin Saree', price: 620_000, discount: 0, totalPrice: 620_000 },
    ],
    subtotal: 719_900,
    discountTotal: 0,
    shippingCharge: 0,
    totalPrice: 719_900,
    createdAt: new Date(),
    pricedAt: new Date(),
    statusHistory: [],
    ...patch,
  };
}

async function nextNumber(): Promise<number> {
  const next = (await counter().get()).get('next');
  return typeof next === 'number' ? next : 1;
}

const setBilling = (gstin: string) =>
  db().doc(SHOP_SETTINGS_PATH).set({ ...DEFAULT_SHOP_SETTINGS, billing: { ...DEFAULT_BILLING_SETTINGS, gstin } });

beforeAll(async () => {
  admin = await testUser(`bills-admin-${RUN}@example.com`, { role: 'admin' });
  customer = await testUser(`bills-customer-${RUN}@example.com`);
  savedSettings = (await db().doc(SHOP_SETTINGS_PATH).get()).data();
  await setBilling(GSTIN);
});

afterAll(async () => {
  if (savedSettings) await db().doc(SHOP_SETTINGS_PATH).set(savedSettings);
  else await db().doc(SHOP_SETTINGS_PATH).delete();
});

describe('issuing the final bill', () => {
  it('issues a Tax Invoice once, numbered in the year’s series, and answers the same bill again', async () => {
    const orderId = id('once');
    await db().collection('orders').doc(orderId).set(orderDoc());
    const n = await nextNumber();

    const first = await callApi<{ success: boolean; created: boolean; bill: Bill }>('POST', path(orderId), { token: admin.idToken });
    expect(first.status).toBe(201);
    expect(first.body.created).toBe(true);
    const bill = first.body.bill;
    expect(bill.number).toBe(`SS/${year.label}/${String(n).padStart(4, '0')}`);
    expect(bill.number.length).toBeLessThanOrEqual(16);
    expect(bill.kind).toBe('tax-invoice');
    expect(bill.seller.gstin).toBe(GSTIN);
    expect(bill.buyer).toMatchObject({ name: 'Priya Sharma', state: 'Maharashtra', stateCode: '27' });
    expect(bill.placeOfSupply).toEqual({ state: 'Maharashtra', stateCode: '27' });

    // The stored bill is the domain's computation for the stored order.
    const snap = await db().collection('orders').doc(orderId).get();
    const expected = buildBill(orderFromData(orderId, snap.data()!), { ...DEFAULT_SHOP_SETTINGS, billing: { ...DEFAULT_BILLING_SETTINGS, gstin: GSTIN } }, {
      number: bill.number,
      financialYear: year.id,
      issuedOn: bill.issuedOn,
    });
    expect(billFromData(snap.get('bill'))).toEqual(expected);
    expect(bill).toEqual(expected);
    expect(bill.lines.map((l) => l.rateBp)).toEqual([500, 1_800]);
    expect(snap.get('bill.issuedAt')).toBeTruthy();
    expect(await nextNumber()).toBe(n + 1);

    const again = await callApi<{ created: boolean; bill: Bill }>('POST', path(orderId), { token: admin.idToken });
    expect(again.status).toBe(200);
    expect(again.body.created).toBe(false);
    expect(again.body.bill.number).toBe(bill.number);
    expect(await nextNumber()).toBe(n + 1);
  });

  it('never gives one number twice: simultaneous calls on two orders and on one order', async () => {
    const a = id('race-a');
    const b = id('race-b');
    await Promise.all([db().collection('orders').doc(a).set(orderDoc()), db().collection('orders').doc(b).set(orderDoc())]);
    const n = await nextNumber();
    const answers = await Promise.all([a, b, a, b].map((o) => callApi<{ bill: Bill }>('POST', path(o), { token: admin.idToken })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 201, 201]);
    const numbers = answers.map((r) => r.body.bill.number);
    expect(numbers[0]).toBe(numbers[2]);
    expect(numbers[1]).toBe(numbers[3]);
    expect(new Set(numbers).size).toBe(2);
    expect(await nextNumber()).toBe(n + 2);
  });

  it('without a GSTIN the bill is a Bill of Supply, without tax', async () => {
    await setBilling('');
    try {
      const orderId = id('supply');
      await db().collection('orders').doc(orderId).set(orderDoc());
      const res = await callApi<{ bill: Bill }>('POST', path(orderId), { token: admin.idToken });
      expect(res.status).toBe(201);
      expect(res.body.bill.kind).toBe('bill-of-supply');
      expect(res.body.bill.seller.gstin).toBeNull();
      expect(res.body.bill.totals).toMatchObject({ amountPaise: 719_900, taxablePaise: 719_900, taxPaise: 0 });
    } finally {
      await setBilling(GSTIN);
    }
  });

  it('an agreed price is what the bill charges', async () => {
    const orderId = id('agreed');
    await db().collection('orders').doc(orderId).set(orderDoc({ agreedPrice: 700_000 }));
    const res = await callApi<{ bill: Bill }>('POST', path(orderId), { token: admin.idToken });
    expect(res.status).toBe(201);
    expect(res.body.bill.totals.amountPaise).toBe(700_000);
  });
});

describe('refusals store nothing', () => {
  it.each([
    ['cancelled', { orderStatus: 'cancelled' }, BILL_REFUSAL_MESSAGES.cancelled],
    ['pending', { orderStatus: 'pending' }, BILL_REFUSAL_MESSAGES.pending],
    ['unpriced', { pricedAt: null, totalPrice: null }, BILL_REFUSAL_MESSAGES.unpriced],
  ])('a %s order: 409 with the reason', async (name, patch, message) => {
    const orderId = id(name);
    await db().collection('orders').doc(orderId).set(orderDoc(patch));
    const n = await nextNumber();
    const res = await callApi('POST', path(orderId), { token: admin.idToken });
    expect(res.status).toBe(409);
    expect(res.contentType).toMatch(/json/);
    expect(res.body).toMatchObject({ success: false, message, code: name });
    expect((await db().collection('orders').doc(orderId).get()).get('bill')).toBeUndefined();
    expect(await nextNumber()).toBe(n);
  });

  it('404 for an unknown order, 400 for a malformed id', async () => {
    const missing = await callApi('POST', path(id('missing')), { token: admin.idToken });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ success: false, message: 'Order not found' });
    const bad = await callApi('POST', path('__bad__'), { token: admin.idToken });
    expect(bad.status).toBe(400);
  });

  it('401 signed out, 403 for a customer, even on their own order', async () => {
    const orderId = id('own');
    await db().collection('orders').doc(orderId).set(orderDoc());
    expect((await callApi('POST', path(orderId))).status).toBe(401);
    const res = await callApi('POST', path(orderId), { token: customer.idToken });
    expect(res.status).toBe(403);
    expect((await db().collection('orders').doc(orderId).get()).get('bill')).toBeUndefined();
  });
});
