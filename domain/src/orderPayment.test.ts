import { describe, expect, it } from 'vitest';
import { agreedPriceSchema, isDeliveredUnpaid, paymentCollectedSchema, readPaymentStatus } from './orderPayment';
import { orderFromData } from './orderRecord';

describe('payment', () => {
  it('reads the old paid as collected', () => {
    expect(readPaymentStatus('paid')).toBe('collected');
    expect(readPaymentStatus('collected')).toBe('collected');
    expect(readPaymentStatus('refunded')).toBe('refunded');
    expect(readPaymentStatus(undefined)).toBe('pending');
    expect(orderFromData('x', { paymentStatus: 'paid' }).payment).toBe('collected');
  });
  it('flags delivered orders whose cash is not recorded', () => {
    expect(isDeliveredUnpaid({ orderStatus: 'delivered', paymentStatus: 'pending' })).toBe(true);
    expect(isDeliveredUnpaid({ orderStatus: 'delivered', paymentStatus: 'paid' })).toBe(false);
    expect(isDeliveredUnpaid({ orderStatus: 'shipped', paymentStatus: 'pending' })).toBe(false);
  });
  it('validates a collection', () => {
    expect(paymentCollectedSchema.safeParse({ collectedAmount: 150000, collectedOn: '2026-11-24' }).success).toBe(true);
    expect(paymentCollectedSchema.safeParse({ collectedAmount: 0, collectedOn: '2026-11-24' }).success).toBe(false);
    expect(paymentCollectedSchema.safeParse({ collectedAmount: 1.5, collectedOn: '2026-11-24' }).success).toBe(false);
    expect(paymentCollectedSchema.safeParse({ collectedAmount: 100, collectedOn: '24/11/2026' }).success).toBe(false);
  });
  it('agreed price: whole paise within range and a reason', () => {
    expect(agreedPriceSchema.safeParse({ agreedPrice: 250000, agreedNote: 'silk lining added on call' }).success).toBe(true);
    expect(agreedPriceSchema.safeParse({ agreedPrice: 250000, agreedNote: '  ' }).success).toBe(false);
    expect(agreedPriceSchema.safeParse({ agreedPrice: -1, agreedNote: 'x' }).success).toBe(false);
    expect(agreedPriceSchema.safeParse({ agreedPrice: 100_000_001, agreedNote: 'x' }).success).toBe(false);
    expect(agreedPriceSchema.safeParse({ agreedPrice: 10.5, agreedNote: 'x' }).success).toBe(false);
  });
});
