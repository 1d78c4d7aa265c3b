/**
 * The payments ledger through the API on the emulators (Auth, Firestore,
 * Functions): the admin records payments, the owner reports a UPI payment,
 * the admin confirms or rejects it. Every refusal is 4xx JSON with nothing stored.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { shopToday, type MoneySummary, type PaymentRecord, type PaymentReport } from '@tailor/domain';
import { adminAuth, adminDb, testUser, type TestUser } from './support/admin';
import { callApi } from './support/api';

const RUN = randomUUID().slice(0, 8);
const db = () => adminDb();
const today = shopToday(new Date());

interface Answer {
  success: boolean;
  message?: string;
  payment?: PaymentRecord;
  money?: MoneySummary;
  report?: PaymentReport;
}

let admin: TestUser;
let owner: TestUser;
let stranger: TestUser;

/** A tailor-made order of ₹2,500 (agreed price unset), confirmed, owned by `owner`. */
async function order(name: string, extra: Record<string, unknown> = {}): Promise<string> {
  const id = `pay-${name}-${RUN}`;
  await db().doc(`orders/${id}`).set({
    userId: owner.uid,
    orderType: 'tailor',
    orderStatus: 'confirmed',
    orderNumber: 'SS-4242',
    paymentStatus: 'pending',
    totalPrice: 250000,
    agreedPrice: null,
    createdAt: Timestamp.now(),
    statusHistory: [{ status: 'pending', at: Timestamp.now(), by: owner.uid }],
    ...extra,
  });
  return id;
}

const record = (orderId: string, body: unknown, token = admin.idToken) => callApi<Answer>('POST', `/admin/orders/${orderId}/payments`, { token, body });
const report = (orderId: string, body: unknown, token = owner.idToken) => callApi<Answer>('POST', `/orders/${orderId}/payment-reports`, { token, body });
const payments = async (orderId: string) => (await db().collection(`orders/${orderId}/payments`).get()).docs.map((d) => d.data());

beforeAll(async () => {
  admin = await testUser(`pay-admin-${RUN}@example.test`, { role: 'admin' });
  owner = await testUser(`pay-owner-${RUN}@example.test`);
  stranger = await testUser(`pay-stranger-${RUN}@example.test`);
  await adminAuth().updateUser(owner.uid, { emailVerified: true });
});

describe('POST /api/v1/admin/orders/:orderId/payments', () => {
  // The first call may wake the functions emulator.
  it('records an advance: the entry, the summary, paymentStatus, revenue by day, and the notice and mail', { timeout: 120_000 }, async () => {
    const id = await order('advance');
    const res = await record(id, { kind: 'advance', method: 'upi', amount: 750, receivedOn: today, reference: '412345678901' });
    expect(res.status).toBe(201);
    expect(res.body.payment).toMatchObject({ kind: 'advance', method: 'upi', amountPaise: 75000, receivedOn: today, reference: '412345678901' });
    expect(res.body.money).toEqual({ duePaise: 250000, paidPaise: 75000, refundedPaise: 0, balancePaise: 175000, state: 'advance' });
    const data = (await db().doc(`orders/${id}`).get()).data()!;
    expect(data).toMatchObject({ money: res.body.money, moneyByDay: { [today]: 75000 }, paymentStatus: 'collected', updatedBy: admin.uid });
    const stored = await payments(id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ recordedBy: admin.uid, amountPaise: 75000 });
    expect(stored[0]!.recordedAt).toBeInstanceOf(Timestamp);
    const noticeId = `${id}-pay-${res.body.payment!.id}`;
    expect((await db().doc(`users/${owner.uid}/notifications/${noticeId}`).get()).data()).toMatchObject({ title: 'Advance received for order SS-4242', read: false });
    expect((await db().doc(`mail/${noticeId}`).get()).data()).toMatchObject({ to: owner.email, message: { subject: 'Advance received for order SS-4242 – Silai Studio' } });

    // The balance, then a part refund.
    const balance = await record(id, { kind: 'balance', method: 'cash', amount: 1750, receivedOn: today });
    expect(balance.body.money).toMatchObject({ paidPaise: 250000, balancePaise: 0, state: 'paid' });
    const refund = await record(id, { kind: 'refund', method: 'cash', amount: 500, receivedOn: today });
    expect(refund.status).toBe(201);
    expect(refund.body.money).toMatchObject({ refundedPaise: 50000, balancePaise: 50000, state: 'advance' });
    expect((await db().doc(`orders/${id}`).get()).get('moneyByDay')).toEqual({ [today]: 200000 });
  });

  it("speaks the order's language to a customer whose profile names none", async () => {
    // `owner` has no users/{uid} document; the order was placed in the Hindi shop.
    const id = await order('hindi', { language: 'hi' });
    const res = await record(id, { kind: 'advance', method: 'cash', amount: 500, receivedOn: today });
    expect(res.status).toBe(201);
    const noticeId = `${id}-pay-${res.body.payment!.id}`;
    expect((await db().doc(`users/${owner.uid}/notifications/${noticeId}`).get()).get('title')).toBe('ऑर्डर SS-4242 का एडवांस मिल गया');
    expect((await db().doc(`mail/${noticeId}`).get()).get('message.text')).toMatch(/^नमस्ते/);
  });

  it('an order stored before the ledger: its collected cash becomes the legacy entry, counted once', async () => {
    const at = Timestamp.fromDate(new Date(Date.now() - 3 * 86_400_000));
    const id = await order('legacy', { orderStatus: 'delivered', paymentStatus: 'collected', collectedAmount: 250000, collectedAt: at });
    const res = await record(id, { kind: 'refund', method: 'cash', amount: 2500, receivedOn: today });
    expect(res.status).toBe(201);
    expect(res.body.money).toMatchObject({ paidPaise: 250000, refundedPaise: 250000, state: 'refunded' });
    const stored = await payments(id);
    expect(stored.find((p) => p.legacy === true)).toMatchObject({ kind: 'balance', amountPaise: 250000, receivedOn: shopToday(at.toDate()) });
    expect((await db().doc(`orders/${id}`).get()).get('paymentStatus')).toBe('refunded');
  });

  it.each([
    [{ kind: 'advance', method: 'cash', amount: 0, receivedOn: today }, 400, 'amount: Enter an amount above ₹0'],
    [{ kind: 'advance', method: 'cash', amount: -10, receivedOn: today }, 400, 'amount: Enter an amount above ₹0'],
    [{ kind: 'advance', method: 'cash', amount: 10.005, receivedOn: today }, 400, 'amount: Enter the amount in whole paise (at most 2 decimals)'],
    [{ kind: 'advance', method: 'upi', amount: 100, receivedOn: today, reference: '12345' }, 400, 'reference: Enter the 12-digit UPI transaction ID (UTR), digits only'],
    [{ kind: 'advance', method: 'bank', amount: 100, receivedOn: today, reference: 'has spaces in it' }, 400, 'reference: Enter the reference as 4 to 30 letters or digits (- and / allowed)'],
    [{ kind: 'advance', method: 'cash', amount: 100, receivedOn: '2999-01-01' }, 400, 'receivedOn: The day received cannot be in the future'],
    [{ kind: 'advance', method: 'cash', amount: 100, receivedOn: today, money: { balancePaise: 0 } }, 400, undefined],
    [{ kind: 'refund', method: 'cash', amount: 1, receivedOn: today }, 409, 'A refund can be at most what was paid (₹0)'],
    [{ kind: 'balance', method: 'cash', amount: 2500.01, receivedOn: today }, 409, 'The amount is more than the balance due (₹2,500)'],
  ])('refuses %j with %i, nothing stored', async (body, status, message) => {
    const id = await order(`bad-${randomUUID().slice(0, 6)}`);
    const res = await record(id, body);
    expect(res.status).toBe(status);
    expect(res.contentType).toContain('application/json');
    expect(res.body.success).toBe(false);
    if (message) expect(res.body.message).toBe(message);
    expect(await payments(id)).toEqual([]);
    expect((await db().doc(`orders/${id}`).get()).get('money')).toBeUndefined();
  });

  it('refuses a payment on a cancelled order (409) but takes its refund; 404 for no order; 401/403 for others', async () => {
    const id = await order('cancelled', { orderStatus: 'cancelled', paymentStatus: 'collected', collectedAmount: 75000, collectedAt: Timestamp.now() });
    const pay = await record(id, { kind: 'balance', method: 'cash', amount: 100, receivedOn: today });
    expect(pay.status).toBe(409);
    expect(pay.body.message).toBe('This order is cancelled: no payment can be recorded on it (only a refund)');
    expect(await payments(id)).toEqual([]);
    expect((await record(id, { kind: 'refund', method: 'cash', amount: 750, receivedOn: today })).body.money).toMatchObject({ state: 'refunded', balancePaise: 0 });
    expect((await record(`nope-${RUN}`, { kind: 'advance', method: 'cash', amount: 1, receivedOn: today })).status).toBe(404);
    expect((await record(id, { kind: 'refund', method: 'cash', amount: 1, receivedOn: today }, owner.idToken)).status).toBe(403);
    expect((await callApi('POST', `/admin/orders/${id}/payments`, { body: {} })).status).toBe(401);
  });

  it('refuses a UPI reference already in the ledger', async () => {
    const id = await order('dup');
    expect((await record(id, { kind: 'advance', method: 'upi', amount: 100, receivedOn: today, reference: '999999999999' })).status).toBe(201);
    const again = await record(id, { kind: 'balance', method: 'upi', amount: 100, receivedOn: today, reference: '999999999999' });
    expect(again.status).toBe(409);
    expect(await payments(id)).toHaveLength(1);
  });
});

describe('UPI payment reports', () => {
  it('the owner reports, it waits (never paid); the admin confirms it into the ledger with its reference', async () => {
    const id = await order('report');
    const res = await report(id, { amount: 750, reference: '512345678901' });
    expect(res.status).toBe(201);
    expect(res.body.report).toMatchObject({ amountPaise: 75000, reference: '512345678901', status: 'waiting', reportedOn: today });
    const order1 = (await db().doc(`orders/${id}`).get()).data()!;
    expect(order1.paymentStatus).toBe('pending');
    expect(order1.money).toBeUndefined();
    // One waiting report at a time.
    expect((await report(id, { amount: 100, reference: '512345678902' })).status).toBe(409);

    const confirm = await callApi<Answer>('POST', `/admin/orders/${id}/payment-reports/${res.body.report!.id}/confirm`, { token: admin.idToken, body: {} });
    expect(confirm.status).toBe(201);
    expect(confirm.body.payment).toMatchObject({ kind: 'advance', method: 'upi', reference: '512345678901', amountPaise: 75000 });
    expect(confirm.body.money).toMatchObject({ state: 'advance', balancePaise: 175000 });
    expect((await db().doc(`orders/${id}/paymentReports/${res.body.report!.id}`).get()).data()).toMatchObject({ status: 'confirmed', paymentId: confirm.body.payment!.id });
    const notice = (await db().doc(`users/${owner.uid}/notifications/${id}-pay-${confirm.body.payment!.id}`).get()).data();
    expect(notice).toMatchObject({ kind: 'report-confirmed', title: 'UPI payment confirmed for order SS-4242' });
    // Confirming twice is refused.
    expect((await callApi('POST', `/admin/orders/${id}/payment-reports/${res.body.report!.id}/confirm`, { token: admin.idToken, body: {} })).status).toBe(409);
  });

  it('the admin rejects a report with a reason: nothing reaches the ledger, the customer hears why', async () => {
    const id = await order('reject');
    const res = await report(id, { amount: 2500, reference: '612345678901' });
    const path = `/admin/orders/${id}/payment-reports/${res.body.report!.id}/reject`;
    expect((await callApi<Answer>('POST', path, { token: admin.idToken, body: { reason: '' } })).status).toBe(400);
    const rejected = await callApi<Answer>('POST', path, { token: admin.idToken, body: { reason: 'No such payment in our account' } });
    expect(rejected.status).toBe(200);
    expect(rejected.body.report).toMatchObject({ status: 'rejected', reason: 'No such payment in our account' });
    expect(await payments(id)).toEqual([]);
    const notice = (await db().doc(`users/${owner.uid}/notifications/${id}-report-${res.body.report!.id}`).get()).data();
    expect(notice?.body).toContain('No such payment in our account');
    // A new report may follow.
    expect((await report(id, { amount: 2500, reference: '612345678902' })).status).toBe(201);
  });

  it.each([
    [{ amount: 100, reference: '1234' }, 400],
    [{ amount: 100.001, reference: '712345678901' }, 400],
    [{ amount: 0, reference: '712345678901' }, 400],
    [{ amount: 2600, reference: '712345678901' }, 409],
  ])('refuses %j (%i), nothing stored', async (body, status) => {
    const id = await order(`rbad-${randomUUID().slice(0, 6)}`);
    const res = await report(id, body);
    expect(res.status).toBe(status);
    expect(res.body.success).toBe(false);
    expect((await db().collection(`orders/${id}/paymentReports`).get()).size).toBe(0);
  });

  it("404 on someone else's order, 409 on a cancelled or paid one, 401 signed out", async () => {
    const id = await order('others');
    expect((await report(id, { amount: 100, reference: '812345678901' }, stranger.idToken)).status).toBe(404);
    expect((await callApi('POST', `/orders/${id}/payment-reports`, { body: { amount: 100, reference: '812345678901' } })).status).toBe(401);
    const cancelled = await order('rcancel', { orderStatus: 'cancelled' });
    expect((await report(cancelled, { amount: 100, reference: '812345678901' })).status).toBe(409);
    const paid = await order('rpaid', { paymentStatus: 'collected', collectedAmount: 250000, collectedAt: Timestamp.now() });
    const res = await report(paid, { amount: 100, reference: '812345678901' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Nothing is due on this order');
  });
});
