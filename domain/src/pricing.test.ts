import { describe, expect, it } from 'vitest';
import { priceLine, priceTotals, unitPriceFor } from './pricing';
import { computeCartLine, computeCartTotals } from './cart';
import { reviewOrder } from './orderReview';

describe('unitPriceFor', () => {
  it('takes the option asked for, falling back to the other one', () => {
    expect(unitPriceFor({ tailorPrice: 150000, readyMadePrice: 120000 }, 'readymade')).toBe(120000);
    expect(unitPriceFor({ tailorPrice: 150000, readyMadePrice: 120000 }, 'tailor')).toBe(150000);
    expect(unitPriceFor({ tailorPrice: 150000 }, 'readymade')).toBe(150000);
    expect(unitPriceFor({ readyMadePrice: -1 }, 'readymade')).toBeNull();
  });
});

describe('priceLine (worked examples)', () => {
  it('₹1,000 less 10 %, two pieces: ₹900 × 2 = ₹1,800', () => {
    expect(priceLine({ tailorPrice: 100000, discount: 10 }, 'tailor', 2)).toEqual({ price: 100000, discount: 10, totalPrice: 180000 });
  });
  it('₹1,199 less 10 % is ₹1,079 a piece (rounded to whole rupees before the quantity): × 3 = ₹3,237', () => {
    expect(priceLine({ readyMadePrice: 119900, discount: 10 }, 'readymade', 3)).toEqual({ price: 119900, discount: 10, totalPrice: 323700 });
  });
  it('clamps the discount once: over 100 % is free, negative or not a number is none', () => {
    expect(priceLine({ tailorPrice: 50000, discount: 150 }, 'tailor', 1)).toEqual({ price: 50000, discount: 100, totalPrice: 0 });
    expect(priceLine({ tailorPrice: 50000, discount: -5 }, 'tailor', 1).discount).toBe(0);
    expect(priceLine({ tailorPrice: 50000, discount: 'ten' as unknown as number }, 'tailor', 1)).toEqual({ price: 50000, discount: 0, totalPrice: 50000 });
  });
  it('prices a design that is gone at 0', () => {
    expect(priceLine(null, 'readymade', 4)).toEqual({ price: 0, discount: 0, totalPrice: 0 });
  });
});

describe('priceTotals (worked examples)', () => {
  const kurta = { price: 119900, quantity: 1, totalPrice: 107900, shippingCost: 15000 };
  const dupatta = { price: 50000, quantity: 2, totalPrice: 100000, shippingCost: 9900 };

  it('₹1,199 − 10 % plus 2 × ₹500: subtotal ₹2,199, discount ₹120, shipping the highest charge ₹150, total ₹2,229', () => {
    expect(priceTotals([kurta, dupatta])).toEqual({ subtotal: 219900, discountTotal: 12000, shippingCharge: 15000, totalPrice: 222900 });
  });
  it('ships free once the discounted subtotal reaches the threshold (₹2,999 by default, the shop may set another)', () => {
    const big = { price: 299900, quantity: 1, totalPrice: 299900, shippingCost: 15000 };
    expect(priceTotals([big])).toEqual({ subtotal: 299900, discountTotal: 0, shippingCharge: 0, totalPrice: 299900 });
    expect(priceTotals([big], 500000).shippingCharge).toBe(15000);
  });
  it('has nothing to ship for no lines', () => {
    expect(priceTotals([])).toEqual({ subtotal: 0, discountTotal: 0, shippingCharge: 0, totalPrice: 0 });
  });
});

describe('one rule for the cart and the order review', () => {
  const products = new Map([
    ['p-kurta', { productName: 'Kurta', readyMadePrice: 119900, discount: 10, shippingCost: 15000, sizes: ['M'], category: 'Suit', quantityInStock: 5 }],
    ['p-blouse', { productName: 'Blouse', tailorPrice: 50000, shippingCost: 9900, category: 'Blouse' }],
  ]);
  const items = [
    { productId: 'p-kurta', productType: 'readymade' as const, quantity: 1, size: 'M' as const },
    { productId: 'p-blouse', productType: 'tailor' as const, quantity: 2 },
  ];

  it('gives the same totals in the cart and in the review of the same lines', () => {
    const cart = computeCartTotals(items.map((i) => computeCartLine(products.get(i.productId), i)));
    const review = reviewOrder(items, products);
    expect(cart).toMatchObject({ totalCartValue: review.subtotal, discount: review.discountTotal, shippingCharge: review.shippingCharge, finalTotal: review.totalPrice });
    expect(review).toMatchObject({ subtotal: 219900, discountTotal: 12000, shippingCharge: 15000, totalPrice: 222900 });
  });
});
