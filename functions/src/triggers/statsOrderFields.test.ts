import { describe, expect, it } from 'vitest';
import { deliveredAtChange, moneyChange, revenueChange, revenueOf } from './statsOrderFields';

const ts = (ms: number) => ({ toMillis: () => ms });

describe('deliveredAtChange', () => {
  it('takes the time of the delivered history entry', () => {
    const at = ts(2000);
    const data = {
      orderStatus: 'delivered',
      statusHistory: [
        { status: 'pending', at: ts(1) },
        { status: 'delivered', at },
      ],
      updatedAt: ts(3000),
    };
    expect(deliveredAtChange(data, 'now')).toEqual({ set: at });
  });

  it('falls back to updatedAt, then to now', () => {
    const updatedAt = ts(5);
    expect(deliveredAtChange({ orderStatus: 'delivered', updatedAt }, 'now')).toEqual({ set: updatedAt });
    expect(deliveredAtChange({ orderStatus: 'delivered' }, 'now')).toEqual({ set: 'now' });
  });

  it('does nothing once recorded or for orders not delivered, and clears a stray value', () => {
    expect(deliveredAtChange({ orderStatus: 'delivered', deliveredAt: ts(1) }, 'now')).toBeNull();
    expect(deliveredAtChange({ orderStatus: 'pending' }, 'now')).toBeNull();
    expect(deliveredAtChange({ orderStatus: 'cancelled', deliveredAt: ts(1) }, 'now')).toEqual({ clear: true });
  });
});

describe('revenue (cash collected, by collection date)', () => {
  it('counts the collected amount on its collection date', () => {
    const collectedAt = ts(7000);
    expect(revenueOf({ orderStatus: 'delivered', paymentStatus: 'collected', collectedAmount: 150000, collectedAt, totalPrice: 1 })).toEqual({ revenue: 150000, revenueAt: collectedAt });
    expect(revenueChange({ paymentStatus: 'collected', collectedAmount: 150000, collectedAt })).toEqual({ set: { revenue: 150000, revenueAt: collectedAt } });
    expect(revenueChange({ paymentStatus: 'collected', collectedAmount: 150000, collectedAt, revenue: 150000, revenueAt: ts(7000) })).toBeNull();
  });

  it('counts nothing for delivered-but-unpaid or refunded orders, and clears what was recorded', () => {
    expect(revenueOf({ orderStatus: 'delivered', paymentStatus: 'pending', totalPrice: 100, deliveredAt: ts(1) })).toBeNull();
    expect(revenueChange({ paymentStatus: 'refunded', collectedAmount: 5, collectedAt: ts(1), revenue: 5, revenueAt: ts(1) })).toEqual({ clear: true });
    expect(revenueChange({ paymentStatus: 'pending' })).toBeNull();
  });

  it('older orders marked paid count their agreed or computed total when delivered', () => {
    const deliveredAt = ts(9);
    expect(revenueOf({ orderStatus: 'delivered', paymentStatus: 'paid', totalPrice: 100, deliveredAt })).toEqual({ revenue: 100, revenueAt: deliveredAt });
    expect(revenueOf({ orderStatus: 'delivered', paymentStatus: 'paid', totalPrice: 100, agreedPrice: 80, deliveredAt })).toEqual({ revenue: 80, revenueAt: deliveredAt });
    expect(revenueOf({ orderStatus: 'shipped', paymentStatus: 'paid', totalPrice: 100 })).toBeNull();
  });
});

describe('moneyChange', () => {
  it('gives a new order its summary and flag, then nothing', () => {
    const order = { orderStatus: 'pending', paymentStatus: 'pending', totalPrice: 250000 };
    const first = moneyChange(order);
    expect(first).toEqual({ money: { duePaise: 250000, paidPaise: 0, refundedPaise: 0, balancePaise: 250000, state: 'unpaid' }, moneyDue: true });
    expect(moneyChange({ ...order, ...first })).toBeNull();
  });
  it('follows an agreed price set after a payment, keeping what was paid', () => {
    const money = { duePaise: 250000, paidPaise: 250000, refundedPaise: 0, balancePaise: 0, state: 'paid' };
    expect(moneyChange({ totalPrice: 250000, agreedPrice: 300000, money, moneyDue: false })).toEqual({
      money: { duePaise: 300000, paidPaise: 250000, refundedPaise: 0, balancePaise: 50000, state: 'advance' },
      moneyDue: true,
    });
  });
  it('a cancelled order owes nothing', () => {
    expect(moneyChange({ orderStatus: 'cancelled', totalPrice: 100, paymentStatus: 'pending' })?.moneyDue).toBe(false);
  });
});
