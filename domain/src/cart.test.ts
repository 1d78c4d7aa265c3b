import { describe, expect, it } from 'vitest';
import {
  cartItemId,
  cartItemWriteSchema,
  computeCartLine,
  computeCartTotals,
  isOfferedSize,
  newCartItemSchema,
  parseCartItemId,
} from './cart';
import { unitPriceFor } from './pricing';
import { FREE_SHIPPING_THRESHOLD_PAISE } from './shipping';

const product = {
  productName: 'Zari Silk Blouse',
  category: 'Blouse',
  images: [{ url: '/images/a.svg' }, { url: 'https://x.test/b.png' }],
  readyMadePrice: 120000,
  tailorPrice: 180000,
  discount: 10,
  shippingCost: 4000,
};

describe('cart items', () => {
  it('ids round trip, also with underscores in the product id', () => {
    expect(cartItemId('abc', 'tailor')).toBe('abc_tailor');
    expect(parseCartItemId('my_prod_readymade')).toEqual({ productId: 'my_prod', productType: 'readymade', size: null });
    expect(cartItemId('abc', 'readymade', 'Free Size')).toBe('abc_readymade_FreeSize');
    expect(cartItemId('abc', 'tailor', 'M')).toBe('abc_tailor');
    expect(parseCartItemId('abc_other')).toBeNull();
    expect(parseCartItemId('_tailor')).toBeNull();
  });
  it('a ready-made id carries the size; tailor-made ids never do', () => {
    expect(cartItemId('abc', 'readymade', 'M')).toBe('abc_readymade_M');
    expect(cartItemId('abc', 'readymade', 'Free Size')).toBe('abc_readymade_FreeSize');
    expect(cartItemId('abc', 'tailor', 'M')).toBe('abc_tailor');
    // The two-argument form (lines from before sizes) still names the unsized id.
    expect(cartItemId('abc', 'readymade')).toBe('abc_readymade');
    for (const [id, parsed] of [
      ['abc_readymade_M', { productId: 'abc', productType: 'readymade', size: 'M' }],
      ['my_prod_readymade_FreeSize', { productId: 'my_prod', productType: 'readymade', size: 'Free Size' }],
      ['x_readymade_XXL', { productId: 'x', productType: 'readymade', size: 'XXL' }],
      // A product id that itself ends in a size-like or option-like part.
      ['p_M_readymade_S', { productId: 'p_M', productType: 'readymade', size: 'S' }],
      ['p_readymade_M_tailor', { productId: 'p_readymade_M', productType: 'tailor', size: null }],
    ] as const) {
      expect(parseCartItemId(id)).toEqual(parsed);
      expect(cartItemId(parsed.productId, parsed.productType, parsed.size)).toBe(id);
    }
    expect(parseCartItemId('abc_tailor_M')).toBeNull();
    expect(parseCartItemId('abc_M')).toBeNull();
    expect(parseCartItemId('abc_readymade_Free Size')).toBeNull();
    expect(parseCartItemId('abc_readymade_M_L')).toBeNull();
    expect(parseCartItemId('_readymade_M')).toBeNull();
  });
  it('sizes offered by the design', () => {
    expect(isOfferedSize({ category: 'Blouse' }, 'M')).toBe(true);
    expect(isOfferedSize({ category: 'Blouse', sizes: ['S', 'L'] }, 'M')).toBe(false);
    expect(isOfferedSize({ category: 'Saree' }, 'Free Size')).toBe(true);
    expect(isOfferedSize({ category: 'Saree' }, 'M')).toBe(false);
    expect(isOfferedSize({ category: 'Blouse' }, 'm')).toBe(false);
  });
  it('write schema is strict and bounded', () => {
    expect(cartItemWriteSchema.safeParse({ productId: 'p1', productType: 'tailor', quantity: 99 }).success).toBe(true);
    expect(cartItemWriteSchema.safeParse({ productId: 'p1', productType: 'tailor', quantity: 100 }).success).toBe(false);
    expect(cartItemWriteSchema.safeParse({ productId: 'p1', productType: 'tailor', quantity: 0 }).success).toBe(false);
    expect(cartItemWriteSchema.safeParse({ productId: 'p/1', productType: 'tailor', quantity: 1 }).success).toBe(false);
    expect(cartItemWriteSchema.safeParse({ productId: 'p1', productType: 'tailor', quantity: 1, price: 1 }).success).toBe(false);
  });
  it('a new ready-made line names a size from the list; a tailor-made one has none', () => {
    expect(newCartItemSchema.safeParse({ productId: 'p1', productType: 'readymade', quantity: 1, size: 'M' }).success).toBe(true);
    expect(newCartItemSchema.safeParse({ productId: 'p1', productType: 'readymade', quantity: 1, size: 'Free Size' }).success).toBe(true);
    expect(newCartItemSchema.safeParse({ productId: 'p1', productType: 'tailor', quantity: 1 }).success).toBe(true);
    const missing = newCartItemSchema.safeParse({ productId: 'p1', productType: 'readymade', quantity: 1 });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.message).toBe('Choose a size');
    expect(newCartItemSchema.safeParse({ productId: 'p1', productType: 'readymade', quantity: 1, size: 'XXXL' }).success).toBe(false);
    expect(newCartItemSchema.safeParse({ productId: 'p1', productType: 'tailor', quantity: 1, size: 'M' }).success).toBe(false);
    // A line from before sizes still reads.
    expect(cartItemWriteSchema.safeParse({ productId: 'p1', productType: 'readymade', quantity: 1 }).success).toBe(true);
    expect(cartItemWriteSchema.safeParse({ productId: 'p1', productType: 'readymade', quantity: 1, size: 'XXXL' }).success).toBe(false);
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
      size: null,
      ProductName: 'Zari Silk Blouse',
      productName: 'Zari Silk Blouse',
      image: ['/images/a.svg', 'https://x.test/b.png'],
      category: 'Blouse',
      price: 180000,
      discount: 10,
      totalPrice: 324000,
      available: true,
      blocker: null,
      shippingCost: 4000,
      sizes: [],
    });
    expect(computeCartLine(product, { productId: 'p1', productType: 'readymade', quantity: 1, size: 'M' })).toMatchObject({
      size: 'M',
      available: true,
      blocker: null,
      sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
    });
  });
  it('a line is unavailable, with the reason, when the design cannot be bought that way', () => {
    const ready = { productId: 'p1', productType: 'readymade', quantity: 1, size: 'M' } as const;
    const tailor = { productId: 'p1', productType: 'tailor', quantity: 1 } as const;
    expect(computeCartLine(null, ready)).toMatchObject({ available: false, blocker: 'deleted', totalPrice: 0 });
    expect(computeCartLine({ ...product, productStatus: 'Inactive' }, tailor)).toMatchObject({ available: false, blocker: 'inactive' });
    expect(computeCartLine({ ...product, availabilityStatus: 'Discontinued' }, tailor)).toMatchObject({ blocker: 'discontinued' });
    // Out of stock stops the ready-made garment only: a tailor can still stitch the design.
    expect(computeCartLine({ ...product, availabilityStatus: 'Out of Stock' }, ready)).toMatchObject({ blocker: 'out-of-stock' });
    expect(computeCartLine({ ...product, quantityInStock: 0 }, ready)).toMatchObject({ blocker: 'out-of-stock' });
    expect(computeCartLine({ ...product, availabilityStatus: 'Out of Stock' }, tailor)).toMatchObject({ available: true });
    expect(computeCartLine({ productName: 'No prices' }, tailor)).toMatchObject({ blocker: 'no-price' });
    // A ready-made line from before sizes, or in a size the design no longer offers, waits for a size.
    expect(computeCartLine(product, { ...ready, size: null })).toMatchObject({ available: false, blocker: 'no-size', size: null });
    expect(computeCartLine({ ...product, sizes: ['S', 'L'] }, ready)).toMatchObject({ available: false, blocker: 'no-size' });
    // Whatever blocks the design wins over the missing size.
    expect(computeCartLine({ ...product, productStatus: 'Inactive' }, { ...ready, size: null })).toMatchObject({ blocker: 'inactive' });
  });
  it('deleted products are unavailable and do not count', () => {
    const gone = computeCartLine(null, { productId: 'x', productType: 'readymade', quantity: 3 });
    expect(gone).toMatchObject({ available: false, price: 0, totalPrice: 0 });
    const lines = [
      computeCartLine(product, { productId: 'p1', productType: 'readymade', quantity: 1, size: 'M' }),
      computeCartLine(product, { productId: 'p1', productType: 'tailor', quantity: 2 }),
      computeCartLine({ ...product, productStatus: 'Inactive' }, { productId: 'p2', productType: 'tailor', quantity: 1 }),
      gone,
    ];
    expect(computeCartTotals(lines)).toEqual({
      totalCartValue: 120000 + 360000,
      discount: 12000 + 36000,
      // ₹4,320 is above the free-shipping threshold.
      shippingCharge: 0,
      finalTotal: 108000 + 324000,
      itemCount: 3,
    });
    expect(computeCartTotals([])).toEqual({ totalCartValue: 0, discount: 0, shippingCharge: 0, finalTotal: 0, itemCount: 0 });
  });
  it('adds the highest shipping charge of the available lines below the threshold, none from it', () => {
    const cheap = { ...product, readyMadePrice: 50000, tailorPrice: 60000, discount: 0 };
    const a = computeCartLine(cheap, { productId: 'a', productType: 'readymade', quantity: 1, size: 'S' });
    const b = computeCartLine({ ...cheap, shippingCost: 9000 }, { productId: 'b', productType: 'tailor', quantity: 1 });
    const goneExpensive = computeCartLine({ ...cheap, shippingCost: 50000, productStatus: 'Inactive' }, { productId: 'c', productType: 'tailor', quantity: 1 });
    expect(computeCartTotals([a, b, goneExpensive])).toEqual({
      totalCartValue: 110000,
      discount: 0,
      shippingCharge: 9000,
      finalTotal: 119000,
      itemCount: 2,
    });
    const atThreshold = computeCartLine({ ...cheap, tailorPrice: FREE_SHIPPING_THRESHOLD_PAISE }, { productId: 'd', productType: 'tailor', quantity: 1 });
    expect(computeCartTotals([atThreshold])).toMatchObject({ shippingCharge: 0, finalTotal: FREE_SHIPPING_THRESHOLD_PAISE });
    const justBelow = computeCartLine({ ...cheap, tailorPrice: FREE_SHIPPING_THRESHOLD_PAISE - 100 }, { productId: 'd', productType: 'tailor', quantity: 1 });
    expect(computeCartTotals([justBelow])).toMatchObject({ shippingCharge: 4000, finalTotal: FREE_SHIPPING_THRESHOLD_PAISE - 100 + 4000 });
    // The shop's own threshold, when it passes one.
    expect(computeCartTotals([justBelow], FREE_SHIPPING_THRESHOLD_PAISE - 100)).toMatchObject({ shippingCharge: 0 });
    expect(computeCartTotals([atThreshold], FREE_SHIPPING_THRESHOLD_PAISE + 1)).toMatchObject({ shippingCharge: 4000 });
  });
});
