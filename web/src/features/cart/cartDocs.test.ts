import { describe, expect, it } from 'vitest';
import { lineFromData, summaryFromData } from './cartDocs';

const priced = {
  productName: 'Zari Blouse',
  image: ['/a.svg'],
  category: 'Blouse',
  price: 120000,
  discount: 10,
  totalPrice: 108000,
  pricedQuantity: 1,
  available: true,
  blocker: null,
  sizes: ['S', 'M', 'L'],
};

describe('lineFromData', () => {
  it('reads a sized ready-made line', () => {
    expect(lineFromData('p1_readymade_M', { productId: 'p1', productType: 'readymade', size: 'M', quantity: 1, ...priced })).toMatchObject({
      id: 'p1_readymade_M',
      size: 'M',
      sizes: ['S', 'M', 'L'],
      available: true,
      blocker: null,
      priced: true,
    });
  });
  it('takes the size from the id when the field is missing', () => {
    expect(lineFromData('p1_readymade_FreeSize', { quantity: 1 })).toMatchObject({ productId: 'p1', productType: 'readymade', size: 'Free Size' });
  });
  it('a ready-made line from before sizes waits for one, before and after the functions looked at it', () => {
    expect(lineFromData('p1_readymade', { productId: 'p1', productType: 'readymade', quantity: 1, ...priced })).toMatchObject({
      size: null,
      available: false,
      blocker: 'no-size',
    });
    expect(lineFromData('p1_readymade', { productId: 'p1', productType: 'readymade', quantity: 1 })).toMatchObject({ blocker: 'no-size' });
  });
  it('reads the reason, and infers one on lines priced before reasons were recorded', () => {
    expect(lineFromData('p1_tailor', { quantity: 1, ...priced, available: false, blocker: 'discontinued' })?.blocker).toBe('discontinued');
    // A deleted design's line from before: empty name, unavailable.
    expect(lineFromData('p1_tailor', { quantity: 1, ...priced, productName: '', available: false, blocker: undefined })).toMatchObject({
      blocker: 'deleted',
      available: false,
      priced: true,
    });
    expect(lineFromData('p1_tailor', { quantity: 1, ...priced, available: false, blocker: undefined })?.blocker).toBe('inactive');
    expect(lineFromData('p1_tailor', { quantity: 1, ...priced, blocker: 'bogus' })?.blocker).toBeNull();
  });
  it('a fresh tailor-made line is not flagged before it is priced', () => {
    expect(lineFromData('p1_tailor', { productId: 'p1', productType: 'tailor', quantity: 2 })).toMatchObject({ available: true, priced: false, size: null });
  });
  it('refuses ids and documents that are not cart lines', () => {
    expect(lineFromData('junk', {})).toBeNull();
  });
});

describe('summaryFromData', () => {
  it('reads shipping, and 0 from a cart document written before it', () => {
    expect(summaryFromData({ totalCartValue: 1, discount: 0, finalTotal: 41, shippingCharge: 40, itemCount: 1 })).toEqual({
      totalCartValue: 1,
      discount: 0,
      shippingCharge: 40,
      finalTotal: 41,
      itemCount: 1,
    });
    expect(summaryFromData({ totalCartValue: 1, discount: 0, finalTotal: 1, itemCount: 1 })?.shippingCharge).toBe(0);
    expect(summaryFromData(undefined)).toBeNull();
  });
});
