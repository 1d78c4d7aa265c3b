import { describe, expect, it } from 'vitest';
import { checkOrder, checkOrderMoney, orderMoneyRepair, orderTotalsRepair } from './orderChecks.ts';

const at = { seconds: 1, nanoseconds: 0 };
/** Two blouses at ₹1,500 with 10 % off (₹1,350 each) and a saree at ₹2,499, shipping ₹60. */
const order = (extra: Record<string, unknown> = {}) => ({
  orderNumber: 'SS-1001',
  orderType: 'tailor',
  orderStatus: 'confirmed',
  pricedAt: at,
  lines: [
    { productId: 'blouse', productType: 'tailor', quantity: 2, price: 150_000, discount: 10, totalPrice: 270_000 },
    { productId: 'saree', productType: 'readymade', quantity: 1, price: 249_900, discount: 0, totalPrice: 249_900 },
  ],
  subtotal: 549_900,
  discountTotal: 30_000,
  shippingCharge: 6_000,
  totalPrice: 525_900,
  statusHistory: [
    { status: 'pending', at, by: 'u1' },
    { status: 'confirmed', at, by: 'admin' },
  ],
  ...extra,
});
const checks = (data: Record<string, unknown>) => checkOrder('o1', data).map((p) => p.check);

describe('checkOrder', () => {
  it('finds nothing wrong in a priced, numbered order whose totals and history hold', () => {
    expect(checkOrder('o1', order())).toEqual([]);
  });

  it('reports totals that differ from the lines plus shipping, with the figures the lines give', () => {
    const [p] = checkOrder('o1', order({ totalPrice: 526_000 }));
    expect(p).toMatchObject({ path: 'orders/o1', check: 'order-totals', repair: 'order-totals' });
    expect(p!.message).toContain('totalPrice 526000 (lines give 525900)');
  });

  it('repairs derived totals only: a wrong line total and the order totals, from price × quantity less the discount', () => {
    const broken = order({ subtotal: 1, totalPrice: 2 });
    (broken.lines as Record<string, unknown>[])[0]!.totalPrice = 300_000;
    expect(orderTotalsRepair(broken)).toEqual({
      lines: [expect.objectContaining({ productId: 'blouse', totalPrice: 270_000 }), expect.objectContaining({ productId: 'saree', totalPrice: 249_900 })],
      subtotal: 549_900,
      totalPrice: 525_900,
    });
    expect(orderTotalsRepair(order())).toBeNull();
  });

  it('keeps the shape of an order priced before subtotal was stored', () => {
    const { subtotal: _s, discountTotal: _d, ...old } = order({ totalPrice: 1 });
    expect(orderTotalsRepair(old)).toEqual({ totalPrice: 525_900 });
  });

  it('reports an unpriced or unnumbered order, but not an order trusted code refused as it came in', () => {
    expect(checks(order({ pricedAt: null }))).toContain('order-priced');
    expect(checks(order({ orderNumber: 'TS-ABC123' }))).toContain('order-number');
    const refused = order({
      pricedAt: null,
      orderNumber: null,
      orderStatus: 'cancelled',
      lines: [{ productId: 'gone', productType: 'tailor', quantity: 1 }],
      statusHistory: [
        { status: 'pending', at, by: 'u1' },
        { status: 'cancelled', at, by: 'system' },
      ],
    });
    expect(checkOrder('o1', refused)).toEqual([]);
  });

  it('reports a history that skips a step or ends elsewhere than the status', () => {
    expect(checks(order({ orderStatus: 'shipped' }))).toEqual(['order-history']);
    const skipped = order({
      orderStatus: 'delivered',
      statusHistory: [
        { status: 'pending', at, by: 'u1' },
        { status: 'delivered', at, by: 'admin' },
      ],
    });
    expect(checkOrder('o1', skipped)[0]!.message).toContain('from "pending" to "delivered"');
  });

  it('accepts entries that keep the status (a price, a payment) and the customer’s approval', () => {
    const approved = order({
      orderStatus: 'ready',
      statusHistory: [
        { status: 'pending', at, by: 'u1' },
        { status: 'confirmed', at, by: 'admin' },
        { status: 'confirmed', at, by: 'admin', event: 'price', amount: 500_000 },
        { status: 'stitching', at, by: 'admin' },
        { status: 'approval', at, by: 'admin', event: 'approval' },
        { status: 'ready', at, by: 'u1', event: 'approve' },
      ],
    });
    expect(checkOrder('o1', approved)).toEqual([]);
  });
});

describe('checkOrderMoney', () => {
  const advance = { id: 'p1', data: { kind: 'advance', method: 'upi', amountPaise: 150_000, receivedOn: '2026-11-20', reference: '123456789012' } };
  const summary = { duePaise: 525_900, paidPaise: 150_000, refundedPaise: 0, balancePaise: 375_900, state: 'advance' };

  it('finds nothing when the summary adds up to the ledger', () => {
    expect(checkOrderMoney('o1', order({ money: summary, moneyDue: true, moneyByDay: { '2026-11-20': 150_000 } }), [advance])).toEqual([]);
  });

  it('reports and repairs a summary that does not add up: ₹5,259 due, ₹1,500 paid leaves ₹3,759', () => {
    const broken = order({ money: { ...summary, paidPaise: 150_100 }, moneyDue: true });
    expect(checkOrderMoney('o1', broken, [advance])).toEqual([expect.objectContaining({ check: 'order-money', repair: 'order-money' })]);
    expect(orderMoneyRepair(broken, [advance])).toEqual({ money: summary });
  });

  it('backfills an order stored before the ledger from its cash-collected fields', () => {
    const old = order({ orderStatus: 'delivered', paymentStatus: 'collected', collectedAmount: 525_900, collectedAt: at });
    expect(checkOrderMoney('o1', old, [])[0]!.message).toContain('stored before the payments ledger');
    expect(orderMoneyRepair(old, [])).toMatchObject({ money: { paidPaise: 525_900, balancePaise: 0, state: 'paid' }, moneyDue: false });
  });
});
