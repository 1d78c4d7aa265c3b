import { describe, expect, it } from 'vitest';
import {
  ORDER_STEPS,
  customerSchema,
  emptyOrderDraft,
  normaliseIndianMobile,
  orderRequestSchema,
  validateOrderRequest,
  type OrderDraft,
} from './order';

const customer = {
  name: 'Priya Sharma',
  email: 'priya@example.com',
  phone: '+91 98200-12345',
  address: { street: '12 Hill Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400050', country: 'India' as const },
};

function tailorDraft(): OrderDraft {
  return {
    ...emptyOrderDraft('tailor', 'p1'),
    userId: 'u1',
    customer: structuredClone(customer),
    category: 'Lehenga',
    measurements: { waist: 30, hip: 40, length: 41 },
  };
}

describe('phone numbers', () => {
  it('normalises Indian mobiles', () => {
    expect(normaliseIndianMobile('+91 98200 12345')).toBe('9820012345');
    expect(normaliseIndianMobile('919820012345')).toBe('9820012345');
    expect(normaliseIndianMobile('09820012345')).toBe('9820012345');
    expect(normaliseIndianMobile('98200-12345')).toBe('9820012345');
  });
  it('customer block validates phone, pincode, email and state with the shop wording', () => {
    expect(customerSchema.parse(customer).phone).toBe('9820012345');
    const bad = customerSchema.safeParse({
      ...customer,
      email: 'nope',
      phone: '12345',
      address: { ...customer.address, pincode: '012345', state: 'Bombay' },
    });
    expect(bad.success).toBe(false);
    const messages = bad.error!.issues.map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Enter a valid email address',
        'Enter a valid 10-digit mobile number',
        'Enter a valid 6-digit pincode',
        'Choose a state',
      ]),
    );
    expect(customerSchema.safeParse({ ...customer, phone: '5820012345' }).success).toBe(false);
  });
});

describe('order requests', () => {
  it('accepts a complete tailor request and fills defaults', () => {
    const res = validateOrderRequest(tailorDraft());
    expect(res.ok).toBe(true);
    if (res.ok) {
      expect(res.data.customer.address.country).toBe('India');
      expect(res.data).toMatchObject({ paymentType: 'COD', paymentStatus: 'pending', orderStatus: 'pending' });
      expect(res.data.lines).toEqual([{ productId: 'p1', productType: 'tailor', quantity: 1 }]);
    }
  });
  it('requires measurements > 0 for tailor and custom, on the Measurements step', () => {
    const draft = { ...tailorDraft(), measurements: { waist: 30, hip: 0 } };
    const res = validateOrderRequest(draft);
    expect(res.ok).toBe(false);
    if (!res.ok) {
      expect(res.errors.map((e) => [e.step, e.field])).toEqual([
        [2, 'measurements.hip'],
        [2, 'measurements.length'],
      ]);
    }
    expect(orderRequestSchema.safeParse(draft).success).toBe(false);
  });
  it('says what is wrong with a measurement in words for people, never the schema library\'s', () => {
    const res = validateOrderRequest({ ...tailorDraft(), category: 'Blouse', measurements: { chest: -5, waist: 0, shoulder: 140, length: 15, sleeveLength: 6, neckDepthFront: 7 } });
    expect(res.ok).toBe(false);
    if (!res.ok) {
      expect(res.errors).toEqual([
        { step: 2, field: 'measurements.chest', message: 'Enter your chest measurement in inches, more than 0' },
        { step: 2, field: 'measurements.waist', message: 'Enter your waist measurement in inches, more than 0' },
        { step: 2, field: 'measurements.shoulder', message: 'Enter your shoulder measurement in inches, at most 100' },
        { step: 2, field: 'measurements.neckDepthBack', message: 'Enter your back neck depth measurement in inches, more than 0' },
      ]);
      for (const error of res.errors) expect(error.message).not.toMatch(/Too (small|big)|expected/);
    }
  });
  it('readymade orders may leave measurements out, but what is given must make sense', () => {
    const ready = { ...emptyOrderDraft('readymade', 'p1', 'M'), userId: 'u1', customer, category: 'Lehenga' as const };
    expect(validateOrderRequest({ ...ready, measurements: { waist: 30 } }).ok).toBe(true);
    const res = validateOrderRequest({ ...ready, measurements: { waist: -1 } });
    expect(res.ok).toBe(false);
    if (!res.ok) expect(res.errors).toEqual([{ step: 2, field: 'measurements.waist', message: 'Enter your waist measurement in inches, more than 0' }]);
  });
  it('readymade orders need no measurements but a line with a size', () => {
    const ready = { ...emptyOrderDraft('readymade', 'p1', 'M'), userId: 'u1', customer };
    expect(ready.lines).toEqual([{ productId: 'p1', productType: 'readymade', quantity: 1, size: 'M' }]);
    expect(validateOrderRequest(ready).ok).toBe(true);
    const noSize = validateOrderRequest({ ...emptyOrderDraft('readymade', 'p1'), userId: 'u1', customer });
    expect(noSize.ok).toBe(false);
    if (!noSize.ok) expect(noSize.errors).toEqual([{ step: 0, field: 'lines.0.size', message: 'Choose a size' }]);
    const res = validateOrderRequest({ ...ready, lines: [] });
    expect(res.ok).toBe(false);
    if (!res.ok) expect(res.errors).toEqual([{ step: 0, field: 'lines', message: 'Choose a product to order' }]);
  });
  it('custom orders have no lines and need a category on step 0', () => {
    const custom = emptyOrderDraft('custom', 'null');
    expect(custom.lines).toEqual([]);
    const res = validateOrderRequest({ ...custom, userId: 'u1', customer });
    expect(res.ok).toBe(false);
    if (!res.ok) expect(res.errors).toEqual([{ step: 0, field: 'category', message: 'Select a category' }]);
    const ok = validateOrderRequest({ ...custom, userId: 'u1', customer, category: 'Blouse', measurements: { chest: 34, waist: 30, shoulder: 14, length: 15, sleeveLength: 6, neckDepthFront: 7, neckDepthBack: 8 } });
    expect(ok.ok).toBe(true);
  });
  it('reports every step at once, ordered by step', () => {
    const res = validateOrderRequest({ ...tailorDraft(), customer: { ...customer, phone: '1' }, Link: 'javascript:alert(1)', measurements: {} });
    expect(res.ok).toBe(false);
    if (!res.ok) {
      const steps = res.errors.map((e) => e.step);
      expect(steps).toEqual([...steps].sort());
      expect(res.errors.find((e) => e.field === 'Link')?.step).toBe(1);
      expect(res.errors.find((e) => e.field === 'customer.phone')).toMatchObject({ step: 3, message: 'Enter a valid 10-digit mobile number' });
      expect(res.errors.filter((e) => e.step === 2)).toHaveLength(3);
    }
  });
  it('rejects unknown keys, faked prices and other statuses', () => {
    expect(orderRequestSchema.safeParse({ ...tailorDraft(), totalPrice: 1 }).success).toBe(false);
    expect(orderRequestSchema.safeParse({ ...tailorDraft(), orderStatus: 'delivered' }).success).toBe(false);
    expect(orderRequestSchema.safeParse({ ...tailorDraft(), paymentStatus: 'paid' }).success).toBe(false);
    expect(validateOrderRequest(null).ok).toBe(false);
  });
  it('a cart checkout: each tailor-made line carries its own complete measurements, each ready-made line a size', () => {
    const blouse = { chest: 34, waist: 28, shoulder: 14, length: 15, sleeveLength: 10, neckDepthFront: 7, neckDepthBack: 8 };
    const checkout = {
      ...emptyOrderDraft('tailor'),
      userId: 'u1',
      customer,
      lines: [
        { productId: 'p1', productType: 'tailor', quantity: 1, measurements: { category: 'blouse', values: blouse, profileName: 'Mine' } },
        { productId: 'p2', productType: 'tailor', quantity: 2, measurements: { category: 'lehenga', values: { waist: 30, hip: 40, length: 41 } } },
        { productId: 'p3', productType: 'readymade', quantity: 1, size: 'M' },
      ],
    };
    // No order-level category or measurements needed.
    expect(validateOrderRequest(checkout).ok).toBe(true);
    const broken = structuredClone(checkout);
    (broken.lines[1].measurements as { values: Record<string, number> }).values.hip = 0;
    (broken.lines[2] as Record<string, unknown>).size = 'XXXL';
    (broken.lines[0] as Record<string, unknown>).size = 'M';
    const res = validateOrderRequest(broken);
    expect(res.ok).toBe(false);
    if (!res.ok) {
      expect(res.errors.map((e) => e.field)).toEqual(expect.arrayContaining(['lines.1.measurements.values.hip', 'lines.2.size', 'lines.0.size']));
      expect(res.errors.find((e) => e.field === 'lines.1.measurements.values.hip')?.message).toBe('Enter your hip measurement in inches, more than 0');
    }
    // Unknown measurement keys, a ready-made line to measure, more than 10 lines.
    const odd = { ...checkout, lines: [{ productId: 'p1', productType: 'readymade', quantity: 1, size: 'M', measurements: { category: 'lehenga', values: { waist: 30, hip: 40, length: 41 } } }] };
    expect(validateOrderRequest(odd).ok).toBe(false);
    expect(validateOrderRequest({ ...checkout, lines: Array.from({ length: 9 }, () => checkout.lines[2]) }).ok).toBe(false);
    expect(validateOrderRequest({ ...checkout, orderType: 'readymade' }).ok).toBe(false);
  });
  it('has the five steps', () => {
    expect(ORDER_STEPS).toEqual(['Product Info', 'Order Type', 'Measurements', 'Customer Details', 'Payment']);
  });
});
