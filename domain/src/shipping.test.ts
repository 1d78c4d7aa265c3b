import { describe, expect, it } from 'vitest';
import { amountToFreeShipping, FREE_SHIPPING_THRESHOLD_PAISE, shippingChargeFor } from './shipping';

describe('shipping', () => {
  it('charges the highest shipping cost among the lines below the threshold', () => {
    expect(shippingChargeFor([{ shippingCost: 4000 }, { shippingCost: 9900 }, {}], 150000)).toBe(9900);
  });
  it('is free at or above the threshold and for orders without lines', () => {
    expect(shippingChargeFor([{ shippingCost: 4000 }], FREE_SHIPPING_THRESHOLD_PAISE)).toBe(0);
    expect(shippingChargeFor([], 0)).toBe(0);
    expect(shippingChargeFor([{ shippingCost: 4000 }], 100, 50)).toBe(0);
  });
  it('ignores malformed costs', () => {
    expect(shippingChargeFor([{ shippingCost: Number.NaN }, { shippingCost: null }], 100)).toBe(0);
  });
  it('says how much more is free shipping', () => {
    expect(amountToFreeShipping(FREE_SHIPPING_THRESHOLD_PAISE - 100)).toBe(100);
    expect(amountToFreeShipping(FREE_SHIPPING_THRESHOLD_PAISE + 1)).toBe(0);
    expect(amountToFreeShipping(100_000, 150_000)).toBe(50_000);
  });
});
