import { describe, expect, it } from 'vitest';
import {
  advanceDue,
  advanceOutstanding,
  legacyPaymentStatus,
  moneySummary,
  netByDay,
  orderLedger,
  parseRupees,
  paymentRefusal,
  paymentReportSchema,
  readOrderMoney,
  recordPaymentSchema,
  referenceProblem,
  rupeesText,
  shopToday,
  upiPayLink,
  VPA_REGEX,
} from './paymentLedger';
import type { PaymentRecord } from './paymentKinds';
import { paymentSettingsSchema, readShopSettings } from './shopSettings';
import { DEFAULT_SHOP_SETTINGS } from './shopDetails';

const NOW = new Date('2026-11-26T03:00:00Z'); // 08:30 IST on 26 November
const at = (iso: string) => ({ toMillis: () => Date.parse(iso) });
const entry = (kind: PaymentRecord['kind'], amountPaise: number, receivedOn = '2026-11-20', id = `${kind}-${amountPaise}`): PaymentRecord => ({
  id,
  kind,
  method: 'cash',
  amountPaise,
  receivedOn,
  reference: null,
});

describe('moneySummary', () => {
  it('worked example: ₹2,500 due, ₹750 advance → advance paid, ₹1,750 balance', () => {
    expect(moneySummary(250000, [entry('advance', 75000)])).toEqual({ duePaise: 250000, paidPaise: 75000, refundedPaise: 0, balancePaise: 175000, state: 'advance' });
  });
  it('paid once the net covers the due; unpaid with nothing received', () => {
    expect(moneySummary(250000, [entry('advance', 75000), entry('balance', 175000)]).state).toBe('paid');
    expect(moneySummary(250000, []).state).toBe('unpaid');
    expect(moneySummary(250000, []).balancePaise).toBe(250000);
  });
  it('refunded when everything kept went back; a part refund keeps the state of what is kept', () => {
    const all = moneySummary(250000, [entry('balance', 250000), entry('refund', 250000)]);
    expect(all).toMatchObject({ paidPaise: 250000, refundedPaise: 250000, balancePaise: 250000, state: 'refunded' });
    expect(moneySummary(250000, [entry('balance', 250000), entry('refund', 50000)])).toMatchObject({ balancePaise: 50000, state: 'advance' });
  });
  it('a cancelled order asks no balance', () => {
    expect(moneySummary(250000, [entry('advance', 75000)], true)).toMatchObject({ balancePaise: 0, state: 'advance' });
  });
});

describe('orderLedger and legacy orders', () => {
  it('reads an order stored before the ledger as one legacy entry, dated in IST', () => {
    const order = { paymentStatus: 'collected', collectedAmount: 199950, collectedAt: at('2026-11-20T20:00:00Z'), totalPrice: 199950 };
    // 20:00 UTC is 01:30 IST the next day.
    expect(orderLedger(order, [])).toEqual([{ id: 'legacy', kind: 'balance', method: 'cash', amountPaise: 199950, receivedOn: '2026-11-21', reference: null, legacy: true }]);
    expect(readOrderMoney(order)).toMatchObject({ paidPaise: 199950, balancePaise: 0, state: 'paid' });
  });
  it("the older 'paid' counts the agreed price; refunded reads as the payment and its refund", () => {
    expect(orderLedger({ paymentStatus: 'paid', agreedPrice: 90000, totalPrice: 100000, deliveredAt: at('2026-10-01T06:00:00Z') }, [])[0]).toMatchObject({ amountPaise: 90000, receivedOn: '2026-10-01' });
    const refunded = { paymentStatus: 'refunded', collectedAmount: 5000, collectedAt: at('2026-10-01T06:00:00Z'), refundedAt: at('2026-10-03T06:00:00Z'), totalPrice: 5000 };
    expect(orderLedger(refunded, []).map((e) => [e.kind, e.receivedOn])).toEqual([['balance', '2026-10-01'], ['refund', '2026-10-03']]);
    expect(readOrderMoney(refunded).state).toBe('refunded');
  });
  it('stored entries win over the legacy fields, oldest first; an unpaid legacy order has no entry', () => {
    const stored = [
      { id: 'b', data: { kind: 'balance', method: 'upi', amountPaise: 100, receivedOn: '2026-11-22', reference: '123456789012' } },
      { id: 'a', data: { kind: 'advance', method: 'cash', amountPaise: 50, receivedOn: '2026-11-01', reference: null } },
      { id: 'junk', data: { kind: 'gift', amountPaise: 1 } },
    ];
    expect(orderLedger({ paymentStatus: 'collected', collectedAmount: 9 }, stored).map((e) => e.id)).toEqual(['a', 'b']);
    expect(orderLedger({ paymentStatus: 'pending', totalPrice: 100 }, [])).toEqual([]);
  });
  it('readOrderMoney takes due from the current price and paid from the stored summary', () => {
    const order = { agreedPrice: 300000, totalPrice: 250000, money: { duePaise: 250000, paidPaise: 75000, refundedPaise: 0, balancePaise: 175000, state: 'advance' } };
    expect(readOrderMoney(order)).toMatchObject({ duePaise: 300000, balancePaise: 225000, state: 'advance' });
  });
});

describe('paymentRefusal', () => {
  const order = { orderStatus: 'confirmed', totalPrice: 250000 };
  it('refuses a refund above what was paid (net), and allows one up to it', () => {
    const entries = [entry('advance', 75000), entry('refund', 25000)];
    expect(paymentRefusal(order, entries, { kind: 'refund', amountPaise: 50001 })).toBe('A refund can be at most what was paid (₹500)');
    expect(paymentRefusal(order, entries, { kind: 'refund', amountPaise: 50000 })).toBeNull();
  });
  it('refuses payments on a cancelled order but allows its refund', () => {
    const cancelled = { ...order, orderStatus: 'cancelled' };
    expect(paymentRefusal(cancelled, [], { kind: 'advance', amountPaise: 100 })).toMatch(/cancelled/);
    expect(paymentRefusal(cancelled, [entry('advance', 100)], { kind: 'refund', amountPaise: 100 })).toBeNull();
  });
  it('refuses more than the balance due', () => {
    expect(paymentRefusal(order, [entry('advance', 75000)], { kind: 'balance', amountPaise: 175001 })).toBe('The amount is more than the balance due (₹1,750)');
    expect(paymentRefusal(order, [entry('advance', 75000)], { kind: 'balance', amountPaise: 175000 })).toBeNull();
  });
});

describe('recordPaymentSchema', () => {
  const schema = recordPaymentSchema(NOW);
  const base = { kind: 'advance', method: 'cash', amount: 750, receivedOn: '2026-11-26' };
  it('takes rupees with up to 2 decimals as paise', () => {
    expect(schema.parse({ ...base, amount: 1250.5 })).toEqual({ kind: 'advance', method: 'cash', amountPaise: 125050, receivedOn: '2026-11-26', reference: null });
  });
  it.each([
    [{ amount: 0 }, 'Enter an amount above ₹0'],
    [{ amount: -5 }, 'Enter an amount above ₹0'],
    [{ amount: 10.005 }, 'Enter the amount in whole paise (at most 2 decimals)'],
    [{ amount: '750' }, 'Enter an amount'],
    [{ receivedOn: '2026-11-27' }, 'The day received cannot be in the future'],
    [{ method: 'upi', reference: '12345' }, 'Enter the 12-digit UPI transaction ID (UTR), digits only'],
    [{ method: 'bank', reference: '' }, 'Enter the bank transfer reference'],
    [{ method: 'card', reference: 'no spaces allowed' }, 'Enter the reference as 4 to 30 letters or digits (- and / allowed)'],
    [{ kind: 'gift' }, 'Choose advance, balance or refund'],
  ])('refuses %j', (change, message) => {
    const r = schema.safeParse({ ...base, ...change });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(message);
  });
  it('refuses unknown keys (a client cannot send a summary)', () => {
    expect(schema.safeParse({ ...base, money: {} }).success).toBe(false);
  });
  it('references per method', () => {
    expect(referenceProblem('upi', '412345678901')).toBeNull();
    expect(referenceProblem('cash', null)).toBeNull();
    expect(referenceProblem('bank', 'IMPS/1234')).toBeNull();
  });
});

describe('paymentReportSchema', () => {
  it('takes a 12-digit reference and an amount', () => {
    expect(paymentReportSchema.parse({ amount: 1750, reference: ' 412345678901 ' })).toEqual({ amountPaise: 175000, reference: '412345678901' });
    expect(paymentReportSchema.safeParse({ amount: 1750, reference: '4123-4567-8901' }).success).toBe(false);
    expect(paymentReportSchema.safeParse({ amount: 0, reference: '412345678901' }).success).toBe(false);
  });
});

describe('advanceDue (rounded up to the whole rupee)', () => {
  it('worked example: 30 % of ₹2,499 is ₹749.70, asked as ₹750', () => {
    expect(advanceDue({ orderType: 'tailor', duePaise: 249900 }, 30)).toBe(75000);
  });
  it('exact percentages stay exact; 0 % and ready-made ask none; never above the due', () => {
    expect(advanceDue({ orderType: 'custom', duePaise: 200000 }, 50)).toBe(100000);
    expect(advanceDue({ orderType: 'tailor', duePaise: 200000 }, 0)).toBe(0);
    expect(advanceDue({ orderType: 'readymade', duePaise: 200000 }, 50)).toBe(0);
    expect(advanceDue({ orderType: 'tailor', duePaise: 99950 }, 100)).toBe(99950);
  });
  it('what is still to come', () => {
    expect(advanceOutstanding(75000, moneySummary(249900, [entry('advance', 50000)]))).toBe(25000);
    expect(advanceOutstanding(75000, moneySummary(249900, [entry('advance', 80000)]))).toBe(0);
  });
});

describe('UPI', () => {
  it('builds the upi://pay link with encoded values and 2 decimals', () => {
    expect(upiPayLink({ upiId: 'silaistudio@okaxis', payeeName: 'Silai Studio & Co', amountPaise: 175050, orderNumber: 'SS-0042' })).toBe(
      'upi://pay?pa=silaistudio%40okaxis&pn=Silai%20Studio%20%26%20Co&am=1750.50&cu=INR&tn=SS-0042',
    );
    expect(upiPayLink({ upiId: 'a.b@ybl', payeeName: 'X', amountPaise: 100000, orderNumber: 'SS-1' })).toContain('am=1000.00');
  });
  it('validates a VPA as name@handle', () => {
    for (const ok of ['silaistudio@okaxis', '9820012345@ybl', 'silai.studio-1@oksbi']) expect(VPA_REGEX.test(ok)).toBe(true);
    for (const bad of ['silaistudio', '@okaxis', 'silai@', 'silai studio@okaxis', 'a@b@c', 'silai@ok-axis']) expect(VPA_REGEX.test(bad)).toBe(false);
  });
  it('payment settings: a UPI ID needs a payee name; percent 0–100', () => {
    const ok = { advancePercent: 30, workStartsBeforeAdvance: false, upiId: 'silaistudio@okaxis', upiPayeeName: 'Silai Studio' };
    expect(paymentSettingsSchema.safeParse(ok).success).toBe(true);
    expect(paymentSettingsSchema.safeParse({ ...ok, upiPayeeName: '' }).success).toBe(false);
    expect(paymentSettingsSchema.safeParse({ ...ok, upiId: 'silaistudio' }).success).toBe(false);
    expect(paymentSettingsSchema.safeParse({ ...ok, advancePercent: 101 }).success).toBe(false);
    expect(paymentSettingsSchema.safeParse({ ...ok, upiId: '', upiPayeeName: '' }).success).toBe(true);
  });
  it('a settings document written before payments reads with the defaults', () => {
    const { payments: _p, ...old } = structuredClone(DEFAULT_SHOP_SETTINGS);
    expect(readShopSettings(old).payments).toEqual({ advancePercent: 0, workStartsBeforeAdvance: true, upiId: '', upiPayeeName: '' });
  });
});

describe('helpers', () => {
  it('shop day, rupees text, parsing, net by day and the legacy status', () => {
    expect(shopToday(new Date('2026-11-25T19:00:00Z'))).toBe('2026-11-26');
    expect(rupeesText(12345650)).toBe('₹1,23,456.50');
    expect(parseRupees('1,250.50')).toBe(1250.5);
    expect(parseRupees('12abc')).toBeNaN();
    expect(netByDay([entry('advance', 100, '2026-11-01'), entry('balance', 200, '2026-11-02'), entry('refund', 200, '2026-11-02')])).toEqual({ '2026-11-01': 100 });
    expect(legacyPaymentStatus(moneySummary(300, [entry('advance', 100)]))).toBe('collected');
    expect(legacyPaymentStatus(moneySummary(300, []))).toBe('pending');
    expect(legacyPaymentStatus(moneySummary(300, [entry('advance', 100), entry('refund', 100)]))).toBe('refunded');
  });
});
