import { describe, expect, it } from 'vitest';
import type { AvailabilityProduct } from '@tailor/domain';
import { orderProductFrom } from './orderProduct';

const suit = {
  productName: 'Anarkali Suit',
  category: 'Suit',
  productType: 'Ready-made',
  productStatus: 'Active',
  availabilityStatus: 'Available',
  quantityInStock: 9,
  readyMadePrice: 249900,
  tailorPrice: 199900,
  discount: 0,
  sizes: ['S', 'M', 'L'],
} as unknown as AvailabilityProduct;

describe('orderProductFrom', () => {
  it('an in-stock ready-made design is available before its size is chosen on the form', () => {
    const p = orderProductFrom(suit, { productId: 'p1', productType: 'readymade', quantity: 1 }, false);
    expect(p.available).toBe(true);
    expect(p.sizes).toEqual(['S', 'M', 'L']);
  });

  it('a free-size dupatta in "Others" is available', () => {
    const dupatta = { ...suit, category: 'Others', sizes: undefined, productName: 'Banarasi Dupatta' } as unknown as AvailabilityProduct;
    expect(orderProductFrom(dupatta, { productId: 'p2', productType: 'readymade', quantity: 1 }, false).available).toBe(true);
  });

  it('out of stock and inactive designs are not', () => {
    const none = { ...suit, quantityInStock: 0 } as AvailabilityProduct;
    expect(orderProductFrom(none, { productId: 'p1', productType: 'readymade', quantity: 1 }, false).available).toBe(false);
    const inactive = { ...suit, productStatus: 'Inactive' } as AvailabilityProduct;
    expect(orderProductFrom(inactive, { productId: 'p1', productType: 'tailor', quantity: 1 }, true).available).toBe(false);
  });
});
