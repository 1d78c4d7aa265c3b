import { describe, expect, it } from 'vitest';
import { computeCartLine } from '@tailor/domain';
import { lineChanges, lineDerived, productChangeAffectsCarts, storedItem, summaryChanged } from './cartTotals';

const product = {
  productName: 'Zari Silk Blouse',
  category: 'Blouse',
  images: [{ url: '/garments/a.svg' }],
  readyMadePrice: 120000,
  tailorPrice: 180000,
  discount: 10,
  availabilityStatus: 'Available',
};

describe('storedItem', () => {
  it('reads the line from the fields, falling back to the document id', () => {
    expect(storedItem('p1_tailor', { productId: 'p1', productType: 'tailor', quantity: 2 })).toEqual({
      productId: 'p1',
      productType: 'tailor',
      quantity: 2,
      size: null,
    });
    expect(storedItem('p_1_readymade', { quantity: 3 })).toEqual({ productId: 'p_1', productType: 'readymade', quantity: 3, size: null });
    expect(storedItem('p_1_readymade_FreeSize', { quantity: 1 })).toEqual({
      productId: 'p_1',
      productType: 'readymade',
      quantity: 1,
      size: 'Free Size',
    });
    expect(storedItem('p1_readymade_M', { productId: 'p1', productType: 'readymade', size: 'M', quantity: 1 })?.size).toBe('M');
    expect(storedItem('junk', {})).toBeNull();
  });
  it('clamps broken quantities instead of trusting them', () => {
    expect(storedItem('p1_tailor', { quantity: 500 })?.quantity).toBe(99);
    expect(storedItem('p1_tailor', { quantity: 1.5 })?.quantity).toBe(0);
    expect(storedItem('p1_tailor', { quantity: '2' })?.quantity).toBe(0);
  });
});

describe('lineChanges', () => {
  const line = computeCartLine(product, { productId: 'p1', productType: 'tailor', quantity: 2 });
  const derived = lineDerived(line);

  it('a fresh client-written line needs every derived field', () => {
    const changes = lineChanges({ productId: 'p1', productType: 'tailor', quantity: 2 }, derived);
    expect(changes).toEqual(derived);
    expect(changes.totalPrice).toBe(324000);
    expect(changes.pricedQuantity).toBe(2);
  });
  it('an already priced line needs nothing (no self-trigger loop)', () => {
    expect(lineChanges({ productId: 'p1', productType: 'tailor', quantity: 2, ...derived, image: [...derived.image] }, derived)).toEqual({});
  });
  it('only what differs is rewritten', () => {
    const next = lineDerived(computeCartLine(product, { productId: 'p1', productType: 'tailor', quantity: 3 }));
    expect(lineChanges({ ...derived }, next)).toEqual({ totalPrice: 486000, pricedQuantity: 3 });
  });
});

describe('lineDerived of a deleted design', () => {
  it('keeps the name, pictures and category the line last showed', () => {
    const gone = computeCartLine(null, { productId: 'p1', productType: 'tailor', quantity: 1 });
    const stored = { productName: 'Zari Silk Blouse', ProductName: 'Zari Silk Blouse', image: ['/a.svg'], category: 'Blouse' };
    expect(lineDerived(gone, stored)).toMatchObject({ ...stored, available: false, blocker: 'deleted', totalPrice: 0 });
    expect(lineDerived(gone, undefined)).toMatchObject({ productName: '', image: [], blocker: 'deleted' });
  });
});

describe('summaryChanged', () => {
  const summary = { totalCartValue: 1, discount: 0, shippingCharge: 0, finalTotal: 1, itemCount: 1, lineCount: 1, allItemCount: 1 };
  it('writes a missing or different cart document only', () => {
    expect(summaryChanged(undefined, summary)).toBe(true);
    expect(summaryChanged({ ...summary, updatedAt: 'x' }, summary)).toBe(false);
    expect(summaryChanged({ ...summary, finalTotal: 2 }, summary)).toBe(true);
    // A cart document from before shipping is rewritten once.
    const { shippingCharge: _s, allItemCount: _a, ...old } = summary;
    expect(summaryChanged(old, summary)).toBe(true);
  });
});

describe('productChangeAffectsCarts', () => {
  it('reacts to price, discount, name, images, availability, creation and deletion', () => {
    expect(productChangeAffectsCarts(product, { ...product, tailorPrice: 1 })).toBe(true);
    expect(productChangeAffectsCarts(product, { ...product, discount: 20 })).toBe(true);
    expect(productChangeAffectsCarts(product, { ...product, productName: 'New' })).toBe(true);
    expect(productChangeAffectsCarts(product, { ...product, images: [] })).toBe(true);
    expect(productChangeAffectsCarts(product, { ...product, availabilityStatus: 'Out of Stock' })).toBe(true);
    expect(productChangeAffectsCarts(undefined, product)).toBe(true);
    expect(productChangeAffectsCarts(product, undefined)).toBe(true);
  });
  it('reacts to stock, shipping and sizes, which decide availability and totals', () => {
    expect(productChangeAffectsCarts(product, { ...product, quantityInStock: 0 })).toBe(true);
    expect(productChangeAffectsCarts(product, { ...product, shippingCost: 5000 })).toBe(true);
    expect(productChangeAffectsCarts(product, { ...product, sizes: ['S'] })).toBe(true);
  });
  it('ignores rating and description edits', () => {
    expect(productChangeAffectsCarts(product, { ...product, rating: 4.5, ratingCount: 3, description: 'x' })).toBe(false);
  });
});
