import { describe, expect, it } from 'vitest';
import { cartItemId, cartItemWriteSchema, computeCartLine, computeCartTotals, parseCartItemId, unitPriceFor } from './cart';

const product = {
  productName: 'Zari Silk Blouse',
  category: 'Blouse',
  images: [{ url: '/images/a.svg' }, { url: 'https://x.test/b.png' }],
  readyMadePrice: 120000,
  tailorPrice: 180000,
  discount: 10,
};

describe('cart items', () => {
  it('ids round trip, also with underscores in the product id', () => {
    expect(cartItemId('abc', 'tailor')).toBe('abc_tailor');
    expect(cartItemId('abc', 'readymade', 'Free Size')).toBe('abc_readymade_FreeSize');
    expect(cartItemId('abc', 'tailor', 'M')).toBe('abc_tailor');
    expect(parseCartItemId('my_prod_readymade')).toEqual({ productId: 'my_prod', productType: 'readymade' });
    expect(parseCartItemId('abc_other')).toBeNull();
    expect(parseCartItemId('_tailor')).toBeNull();
  });
  it('write schema is strict and bounded', () => {
    expect(cartItemWriteSchema.safeParse({ productId: 'p1', productType: 'tailor', quantity: 99 }).success).toBe(true);
    expect(cartItemWriteSchema.safeParse({ productId: 'p1', productType: 'tailor', quantity: 100 }).success).toBe(false);
    expect(cartItemWriteSchema.safeParse({ productId: 'p1', productType: 'tailor', quantity: 0 }).success).toBe(false);
    expect(cartItemWriteSchema.safeParse({ productId: 'p/1', productType: 'tailor', quantity: 1 }).success).toBe(false);
    expect(cartItemWriteSchema.safeParse({ productId: 'p1', productType: 'tailor', quantity: 1, price: 1 }).success).toBe(false);
  });
  it('unit price falls back to the other option', () => {
    expect(unitPriceFor(product, 'readymade')).toBe(120000);
    expect(unitPriceFor(product, 'tailor')).toBe(180000);
    expect(unitPriceFor({ tailorPrice: 5000 }, 'readymade')).toBe(5000);
    expect(unitPriceFor({}, 'tailor')).toBeNull();
  });
});

describe('cart lines and totals', () => {
  it('prices a line from the product', () => {
    const line = computeCartLine(product, { productId: 'p1', productType: 'tailor', quantity: 2 });
    expect(line).toEqual({
      productId: 'p1',
      productType: 'tailor',
      quantity: 2,
      ProductName: 'Zari Silk Blouse',
      productName: 'Zari Silk Blouse',
      image: ['/images/a.svg', 'https://x.test/b.png'],
      category: 'Blouse',
      price: 180000,
      discount: 10,
      totalPrice: 324000,
      available: true,
    });
  });
  it('deleted products are unavailable and do not count', () => {
    const gone = computeCartLine(null, { productId: 'x', productType: 'readymade', quantity: 3 });
    expect(gone).toMatchObject({ available: false, price: 0, totalPrice: 0 });
    const lines = [
      computeCartLine(product, { productId: 'p1', productType: 'readymade', quantity: 1 }),
      computeCartLine(product, { productId: 'p1', productType: 'tailor', quantity: 2 }),
      computeCartLine({ ...product, productStatus: 'Inactive' }, { productId: 'p2', productType: 'tailor', quantity: 1 }),
      gone,
    ];
    expect(computeCartTotals(lines)).toEqual({
      totalCartValue: 120000 + 360000,
      discount: 12000 + 36000,
      finalTotal: 108000 + 324000,
      itemCount: 3,
    });
    expect(computeCartTotals([])).toEqual({ totalCartValue: 0, discount: 0, finalTotal: 0, itemCount: 0 });
  });
});
