import { describe, expect, it } from 'vitest';
import {
  MAX_OPEN_ORDERS,
  MAX_ORDERS_PER_DAY,
  orderLimitBreached,
  readOrderLine,
  reviewOrder,
  type ReviewProduct,
} from './orderReview';
import { FREE_SHIPPING_THRESHOLD_PAISE } from './shipping';
import { MAX_ORDER_LINES } from './order';

const blouse: ReviewProduct = {
  productName: 'Zari Blouse',
  category: 'Blouse',
  tailorPrice: 150_000,
  readyMadePrice: 90_000,
  discount: 10,
  shippingCost: 4_000,
  productStatus: 'Active',
  availabilityStatus: 'Available',
  quantityInStock: 5,
  sizes: ['S', 'M', 'L'],
};
const lehenga: ReviewProduct = { productName: 'Bridal Lehenga', category: 'Lehenga', tailorPrice: 250_000, discount: 0, shippingCost: 8_000, productStatus: 'Active', availabilityStatus: 'Available' };
const products = new Map<string, ReviewProduct | null>([
  ['blouse', blouse],
  ['lehenga', lehenga],
  ['gone', null],
  ['inactive', { ...blouse, productName: 'Old Blouse', productStatus: 'Inactive' }],
  ['disc', { ...blouse, productName: 'Retired Blouse', availabilityStatus: 'Discontinued' }],
  ['oos', { ...blouse, productName: 'Sold Blouse', quantityInStock: 0 }],
]);
const blouseValues = { chest: 34, waist: 28, shoulder: 14, length: 15, sleeveLength: 10, neckDepthFront: 7, neckDepthBack: 8 };

describe('reviewOrder', () => {
  it('prices a mixed order: subtotal, discount, the highest shipping charge, total', () => {
    const r = reviewOrder(
      [
        { productId: 'blouse', productType: 'tailor', quantity: 1, measurements: { category: 'blouse', values: blouseValues } },
        { productId: 'lehenga', productType: 'tailor', quantity: 1, measurements: { category: 'lehenga', values: { waist: 30, hip: 40, length: 41 } } },
        { productId: 'blouse', productType: 'readymade', quantity: 1, size: 'M' },
      ],
      products,
    );
    expect(r.problems).toEqual([]);
    // 1500 + 2500 + 900 = 4900; discounts 150 + 90 = 240; 4660 ≥ 2999: free shipping.
    expect(r).toMatchObject({ subtotal: 490_000, discountTotal: 24_000, shippingCharge: 0, totalPrice: 466_000 });
    expect(r.lines.map((l) => l.totalPrice)).toEqual([135_000, 250_000, 81_000]);
    expect(r.lines[2]).toMatchObject({ size: 'M', productName: 'Zari Blouse' });
    expect(r.lines[1].measurements).toEqual({ category: 'lehenga', values: { waist: 30, hip: 40, length: 41 } });
  });

  it('adds shipping below the free-shipping threshold', () => {
    const r = reviewOrder([{ productId: 'blouse', productType: 'readymade', quantity: 1, size: 'S' }], products);
    expect(81_000).toBeLessThan(FREE_SHIPPING_THRESHOLD_PAISE);
    expect(r).toMatchObject({ subtotal: 90_000, discountTotal: 9_000, shippingCharge: 4_000, totalPrice: 85_000, problems: [] });
  });

  it('charges shipping by the threshold it is given (the shop’s setting)', () => {
    const lines = [{ productId: 'blouse', productType: 'readymade', quantity: 1, size: 'S' }];
    expect(reviewOrder(lines, products, 81_000)).toMatchObject({ shippingCharge: 0, totalPrice: 81_000 });
    expect(reviewOrder(lines, products, 81_001)).toMatchObject({ shippingCharge: 4_000, totalPrice: 85_000 });
  });

  it('names each design it refuses, in plain words, and still prices what it can read', () => {
    const r = reviewOrder(
      [
        { productId: 'gone', productType: 'tailor', quantity: 1 },
        { productId: 'inactive', productType: 'tailor', quantity: 1 },
        { productId: 'disc', productType: 'tailor', quantity: 1 },
        { productId: 'oos', productType: 'readymade', quantity: 1, size: 'M' },
        { productId: 'blouse', productType: 'readymade', quantity: 1, size: 'XXL' },
        { productId: 'blouse', productType: 'readymade', quantity: 1 },
        { productId: 'blouse', productType: 'tailor', quantity: 1, measurements: { category: 'blouse', values: { chest: 34 } } },
        { productId: '__x__', productType: 'tailor', quantity: 1 },
      ],
      products,
    );
    expect(r.problems).toEqual([
      'a line names a design that does not exist (“__x__”)',
      'design “gone” is no longer available',
      '“Old Blouse” is no longer available',
      '“Retired Blouse” has been discontinued',
      '“Sold Blouse” is out of stock',
      '“Zari Blouse” is not made in size XXL',
      'no size was chosen for “Zari Blouse”',
      'the measurements for “Zari Blouse” are incomplete',
    ]);
    expect(r.lines).toHaveLength(7);
    expect(r.lines[0]).toMatchObject({ productId: 'gone', price: 0, totalPrice: 0 });
    expect(r.lines[1]).toMatchObject({ productName: 'Old Blouse', price: 150_000 });
    const unreadable = reviewOrder([{ productId: 'a/b', productType: 'tailor', quantity: 1 }, 'junk', { productId: 'blouse', productType: 'readymade', quantity: 1, size: 'M' }], products);
    expect(unreadable.problems).toEqual(['a line names a design that does not exist (“a/b”)', 'a line names a design that does not exist (“undefined”)']);
    expect(unreadable.lines).toHaveLength(1);
  });

  it('reads only the fields a client may write, and bounds quantity and the number of lines', () => {
    expect(readOrderLine({ productId: 'p', productType: 'tailor', quantity: 2, price: 1, clothPic: ['javascript:x'] })).toEqual({
      line: { productId: 'p', productType: 'tailor', quantity: 2 },
    });
    expect(readOrderLine({ productId: 'p', productType: 'tailor', quantity: 100 })).toHaveProperty('problem');
    expect(readOrderLine({ productId: 'p', productType: 'tailor', quantity: 1.5 })).toHaveProperty('problem');
    expect(readOrderLine({ productId: 'p', productType: 'custom', quantity: 1 })).toHaveProperty('problem');
    const many = reviewOrder(Array.from({ length: MAX_ORDER_LINES + 2 }, () => ({ productId: 'blouse', productType: 'readymade', quantity: 1, size: 'M' })), products);
    expect(many.lines).toHaveLength(MAX_ORDER_LINES);
    expect(many.problems).toEqual([`an order holds at most ${MAX_ORDER_LINES} designs`]);
    expect(reviewOrder(undefined, products)).toMatchObject({ lines: [], problems: [], totalPrice: 0, shippingCharge: 0 });
  });
});

describe('order limits', () => {
  it('refuses the 11th waiting order and the 21st in a day', () => {
    expect(orderLimitBreached(MAX_OPEN_ORDERS - 1, 0)).toBeNull();
    expect(orderLimitBreached(MAX_OPEN_ORDERS, 0)).toBe('open');
    expect(orderLimitBreached(0, MAX_ORDERS_PER_DAY - 1)).toBeNull();
    expect(orderLimitBreached(0, MAX_ORDERS_PER_DAY)).toBe('daily');
  });
});
