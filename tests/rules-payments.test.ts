/**
 * firestore.rules for the money of an order: the ledger and UPI reports are
 * read by the admin and the order's owner and written by trusted code only;
 * no client writes `money`, `paymentStatus` or the cash fields any more; the
 * shop's payment settings are checked like the zod schema.
 */
import { describe, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { arrayUnion, collection, deleteDoc, doc, getDoc, getDocs, serverTimestamp, setDoc, Timestamp, updateDoc } from 'firebase/firestore';
import { DEFAULT_SHOP_SETTINGS } from '@tailor/domain';
import { contexts, rulesEnv } from './support/rules';

const OWNER = 'pay-owner';
const ADMIN = 'pay-admin';
const T0 = Timestamp.fromMillis(Date.UTC(2026, 0, 1));

const order = (extra: Record<string, unknown> = {}) => ({
  userId: OWNER,
  orderType: 'tailor',
  orderStatus: 'delivered',
  paymentStatus: 'pending',
  totalPrice: 150000,
  orderNumber: 'SS-1001',
  statusHistory: [{ status: 'pending', at: T0, by: OWNER }],
  ...extra,
});
const payment = { kind: 'advance', method: 'cash', amountPaise: 50000, receivedOn: '2026-01-02', reference: null, recordedBy: ADMIN, recordedAt: T0 };
const reportDoc = { amountPaise: 50000, reference: '412345678901', status: 'waiting', reportedBy: OWNER, reportedAt: T0, reportedOn: '2026-01-02', reason: null, paymentId: null };
const money = { duePaise: 150000, paidPaise: 150000, refundedPaise: 0, balancePaise: 0, state: 'paid' };

const env = await rulesEnv('rules-payments', {
  seed: async (db) => {
    await setDoc(doc(db, 'orders/o1'), order());
    await setDoc(doc(db, 'orders/o1/payments/p1'), payment);
    await setDoc(doc(db, 'orders/o1/paymentReports/r1'), reportDoc);
    await setDoc(doc(db, 'settings/shop'), structuredClone(DEFAULT_SHOP_SETTINGS));
  },
});
const { owner, other, admin, anon } = contexts(env, { owner: OWNER, other: 'someone-else' }, ADMIN);

/** An admin update of the shape the order screens write (one history entry, who and when). */
const stamped = (fields: Record<string, unknown>, event: Record<string, unknown> = {}) => ({
  ...fields,
  statusHistory: arrayUnion({ status: 'delivered', at: Timestamp.now(), by: ADMIN, event: 'payment', ...event }),
  updatedAt: serverTimestamp(),
  updatedBy: ADMIN,
});

describe('orders/{id}/payments and paymentReports', () => {
  it('the admin and the owner read them; another customer and a visitor do not', async () => {
    for (const db of [admin, owner]) {
      await assertSucceeds(getDoc(doc(db, 'orders/o1/payments/p1')));
      await assertSucceeds(getDocs(collection(db, 'orders/o1/payments')));
      await assertSucceeds(getDoc(doc(db, 'orders/o1/paymentReports/r1')));
      await assertSucceeds(getDocs(collection(db, 'orders/o1/paymentReports')));
    }
    for (const db of [other, anon]) {
      await assertFails(getDoc(doc(db, 'orders/o1/payments/p1')));
      await assertFails(getDocs(collection(db, 'orders/o1/payments')));
      await assertFails(getDoc(doc(db, 'orders/o1/paymentReports/r1')));
    }
  });

  it('no client writes them, not even the admin: the payments API does', async () => {
    for (const db of [admin, owner]) {
      await assertFails(setDoc(doc(db, 'orders/o1/payments/p2'), payment));
      await assertFails(updateDoc(doc(db, 'orders/o1/payments/p1'), { amountPaise: 1 }));
      await assertFails(deleteDoc(doc(db, 'orders/o1/payments/p1')));
      await assertFails(setDoc(doc(db, 'orders/o1/paymentReports/r2'), reportDoc));
      await assertFails(updateDoc(doc(db, 'orders/o1/paymentReports/r1'), { status: 'confirmed' }));
      await assertFails(deleteDoc(doc(db, 'orders/o1/paymentReports/r1')));
    }
  });
});

describe('orders/{id}: money fields are trusted code only', () => {
  it('the admin can no longer write cash collected, delivered-with-cash or a refund on the order', async () => {
    const now = Timestamp.now();
    await assertFails(updateDoc(doc(admin, 'orders/o1'), stamped({ paymentStatus: 'collected', collectedAmount: 150000, collectedAt: now }, { payment: 'collected', amount: 150000 })));
    await setDoc(doc(admin, 'orders/o1'), {}, { merge: true }).catch(() => undefined);
    await assertFails(updateDoc(doc(admin, 'orders/o1'), stamped({ paymentStatus: 'refunded', refundedAt: serverTimestamp() }, { payment: 'refunded' })));
    await assertFails(updateDoc(doc(admin, 'orders/o1'), stamped({ money })));
    await assertFails(updateDoc(doc(admin, 'orders/o1'), stamped({ moneyByDay: { '2026-01-02': 150000 } })));
  });

  it('the owner cannot write money either', async () => {
    await assertFails(updateDoc(doc(owner, 'orders/o1'), { money }));
    await assertFails(updateDoc(doc(owner, 'orders/o1'), { paymentStatus: 'collected' }));
  });

  it('the admin still sets an agreed price (the allowed path next to the denied ones)', async () => {
    await env.withSecurityRulesDisabled((ctx) => setDoc(doc(ctx.firestore(), 'orders/o2'), order({ orderStatus: 'confirmed' })));
    await assertSucceeds(
      updateDoc(doc(admin, 'orders/o2'), {
        agreedPrice: 120000,
        agreedNote: 'Lining dropped',
        statusHistory: arrayUnion({ status: 'confirmed', at: Timestamp.now(), by: ADMIN, event: 'price', amount: 120000, reason: 'Lining dropped' }),
        updatedAt: serverTimestamp(),
        updatedBy: ADMIN,
      }),
    );
    await assertFails(
      updateDoc(doc(admin, 'orders/o2'), {
        agreedPrice: 110000,
        agreedNote: 'Lining dropped',
        money,
        statusHistory: arrayUnion({ status: 'confirmed', at: Timestamp.now(), by: ADMIN, event: 'price', amount: 110000, reason: 'Lining dropped' }),
        updatedAt: serverTimestamp(),
        updatedBy: ADMIN,
      }),
    );
  });
});

describe('settings/shop payments', () => {
  const payments = { advancePercent: 30, workStartsBeforeAdvance: false, upiId: 'silaistudio@okaxis', upiPayeeName: 'Silai Studio' };
  it('the admin saves a valid advance policy and UPI ID; a document without payments still saves', async () => {
    await assertSucceeds(updateDoc(doc(admin, 'settings/shop'), { payments }));
    await assertSucceeds(updateDoc(doc(admin, 'settings/shop'), { payments: { ...payments, upiId: '', upiPayeeName: '', advancePercent: 0 } }));
    const { payments: _p, ...before } = structuredClone(DEFAULT_SHOP_SETTINGS);
    await assertSucceeds(setDoc(doc(admin, 'settings/shop'), before));
    await assertSucceeds(setDoc(doc(admin, 'settings/shop'), { ...before, payments }));
  });
  it.each([
    ['a VPA without @handle', { upiId: 'silaistudio' }],
    ['a VPA with a space', { upiId: 'silai studio@okaxis' }],
    ['a UPI ID without payee name', { upiPayeeName: '' }],
    ['a UPI ID smuggling a second value', { upiId: 'a@bc|x', upiPayeeName: 'y' }],
    ['a payee name with spaces around', { upiPayeeName: ' Silai ' }],
    ['a payee name that is not text', { upiPayeeName: 5 }],
    ['a percent above 100', { advancePercent: 101 }],
    ['a negative percent', { advancePercent: -1 }],
    ['a fractional percent', { advancePercent: 12.5 }],
    ['a text boolean', { workStartsBeforeAdvance: 'no' }],
    ['an unknown key', { gateway: 'x' }],
  ])('refuses %s', async (_name, change) => {
    await assertFails(updateDoc(doc(admin, 'settings/shop'), { payments: { ...payments, ...change } }));
  });
  it('a customer cannot set them', async () => {
    await assertFails(updateDoc(doc(owner, 'settings/shop'), { payments }));
  });
});
