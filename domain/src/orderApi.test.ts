import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_REGEX, orderLineRefusal, validatePlaceOrder } from './orderApi';
import { MAX_ORDER_LINES } from './order';

const customer = {
  name: 'Priya Sharma',
  email: 'priya@example.com',
  phone: '+91 98200-12345',
  address: { street: '12 Hill Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400050', country: 'India' },
};
const measured = { category: 'blouse', values: { chest: 34, waist: 28, shoulder: 14, length: 15, sleeveLength: 10, neckDepthFront: 7, neckDepthBack: 8 } };
const body = (extra: Record<string, unknown> = {}) => ({
  orderType: 'tailor',
  customer,
  lines: [{ productId: 'p-1', productType: 'tailor', quantity: 1, measurements: measured }],
  category: null,
  ...extra,
});

describe('validatePlaceOrder', () => {
  it("takes the shop's language at checkout, optional, one of the shop's languages", () => {
    const hi = validatePlaceOrder(body({ language: 'hi' }));
    expect(hi.ok && hi.data.language).toBe('hi');
    const none = validatePlaceOrder(body());
    expect(none.ok && none.data.language).toBeUndefined();
    expect(validatePlaceOrder(body({ language: 'fr' })).ok).toBe(false);
  });
  it('accepts a checkout body without userId and fills the defaults', () => {
    const r = validatePlaceOrder(body());
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.data).toMatchObject({ paymentType: 'COD', clothPic: [], measurements: {}, customer: { phone: '9820012345' } });
  });

  it('names every problem with its path and step: unknown keys, price fields, customer details', () => {
    const r = validatePlaceOrder(body({ totalPrice: 1, lines: [{ productId: 'p-1', productType: 'tailor', quantity: 1, measurements: measured, price: 5 }], customer: { ...customer, phone: '123' } }));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toEqual(
      expect.arrayContaining([
        { path: ['lines', 0, 'price'], message: 'This field is not part of an order', step: 0 },
        { path: ['customer', 'phone'], message: 'Enter a valid 10-digit mobile number', step: 3 },
        { path: ['totalPrice'], message: 'This field is not part of an order', step: 4 },
      ]),
    );
    // In step order.
    expect(r.errors.map((e) => e.step)).toEqual([...r.errors.map((e) => e.step)].sort());
  });

  it(`holds ${MAX_ORDER_LINES} lines, each with up to 5 pictures of its own`, () => {
    const line = { productId: 'p-1', productType: 'readymade', quantity: 1, size: 'M', clothPic: ['https://example.com/a.jpg'] };
    expect(validatePlaceOrder(body({ orderType: 'readymade', lines: Array(MAX_ORDER_LINES).fill(line) })).ok).toBe(true);
    const tooMany = validatePlaceOrder(body({ orderType: 'readymade', lines: Array(MAX_ORDER_LINES + 1).fill(line) }));
    expect(tooMany.ok ? [] : tooMany.errors).toContainEqual({ path: ['lines'], message: `One order holds at most ${MAX_ORDER_LINES} designs`, step: 0 });
    const pictures = validatePlaceOrder(body({ orderType: 'readymade', lines: [{ ...line, clothPic: Array(6).fill('https://example.com/a.jpg') }] }));
    expect(pictures.ok).toBe(false);
  });

  it('a status other than pending is refused', () => {
    expect(validatePlaceOrder(body({ orderStatus: 'confirmed' })).ok).toBe(false);
    expect(validatePlaceOrder(body({ paymentStatus: 'collected' })).ok).toBe(false);
    expect(validatePlaceOrder('not an order').ok).toBe(false);
  });
});

describe('orderLineRefusal', () => {
  const blouse = { productName: 'Zari Blouse', category: 'Blouse', readyMadePrice: 90000, tailorPrice: 150000, sizes: ['S', 'M'], quantityInStock: 3 };
  it('says in one sentence why a line cannot be ordered now', () => {
    expect(orderLineRefusal({ productId: 'x', productType: 'tailor', quantity: 1 }, null)).toBe('This design is no longer available.');
    expect(orderLineRefusal({ productId: 'x', productType: 'readymade', quantity: 1, size: 'M' }, { ...blouse, quantityInStock: 0 })).toBe('This design is out of stock.');
    expect(orderLineRefusal({ productId: 'x', productType: 'tailor', quantity: 1 }, { ...blouse, availabilityStatus: 'Discontinued' })).toBe('This design has been discontinued.');
    expect(orderLineRefusal({ productId: 'x', productType: 'tailor', quantity: 1 }, { ...blouse, productStatus: 'Inactive' })).toBe('This design is no longer available.');
    expect(orderLineRefusal({ productId: 'x', productType: 'readymade', quantity: 1, size: 'XL' }, blouse)).toBe('This design is not made in size XL. Choose one of: S, M.');
    expect(orderLineRefusal({ productId: 'x', productType: 'readymade', quantity: 1 }, blouse)).toBe('Choose a size for this design: S, M.');
    expect(orderLineRefusal({ productId: 'x', productType: 'readymade', quantity: 1, size: 'M' }, blouse)).toBeNull();
  });
});

describe('IDEMPOTENCY_KEY_REGEX', () => {
  it('takes 8 to 128 letters, digits, _ and -', () => {
    expect(IDEMPOTENCY_KEY_REGEX.test('3f2c1a9e-7b1d-4c55-9a0e-2f6d8b1c0a11')).toBe(true);
    expect(IDEMPOTENCY_KEY_REGEX.test('short')).toBe(false);
    expect(IDEMPOTENCY_KEY_REGEX.test('x'.repeat(129))).toBe(false);
    expect(IDEMPOTENCY_KEY_REGEX.test('with space!')).toBe(false);
  });
});
