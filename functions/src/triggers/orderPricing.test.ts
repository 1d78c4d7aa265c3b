import { describe, expect, it } from 'vitest';
import { requestedLines } from './orderPricing';

describe('requestedLines', () => {
  it('keeps product, option and quantity only', () => {
    expect(requestedLines({ lines: [{ productId: 'p-1', productType: 'tailor', quantity: 2, price: 1, totalPrice: 1 }] })).toEqual([
      { productId: 'p-1', productType: 'tailor', quantity: 2 },
    ]);
  });
  it('drops malformed lines and clamps quantities', () => {
    expect(
      requestedLines({
        lines: [
          null,
          { productId: '', productType: 'tailor', quantity: 1 },
          { productId: 'a/b', productType: 'tailor', quantity: 1 },
          { productId: 'p-2', productType: 'custom', quantity: 1 },
          { productId: 'p-3', productType: 'readymade', quantity: 500 },
          { productId: 'p-4', productType: 'readymade', quantity: 'x' },
          { productId: 'p-5', productType: 'tailor', quantity: 0 },
        ],
      }),
    ).toEqual([
      { productId: 'p-3', productType: 'readymade', quantity: 99 },
      { productId: 'p-4', productType: 'readymade', quantity: 1 },
      { productId: 'p-5', productType: 'tailor', quantity: 1 },
    ]);
  });
  it('no lines, or not a list: none', () => {
    expect(requestedLines({})).toEqual([]);
    expect(requestedLines({ lines: 'p-1' })).toEqual([]);
  });
  it('at most 20 lines', () => {
    const lines = Array.from({ length: 25 }, (_, i) => ({ productId: `p-${i}`, productType: 'tailor', quantity: 1 }));
    expect(requestedLines({ lines })).toHaveLength(20);
  });
});
