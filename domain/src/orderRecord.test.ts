import { describe, expect, it } from 'vitest';
import { orderFromData } from './orderRecord';

const LINE = { productId: 'p1', productType: 'tailor', quantity: 2, productName: 'Silk Blouse', price: 100000, discount: 10, totalPrice: 180000 };

describe('orderFromData', () => {
  it('maps a priced order and tolerates missing and malformed fields', () => {
    const o = orderFromData('abcdef123', {
      orderStatus: 'shipped',
      orderType: 'tailor',
      customer: { name: 'Priya', phone: '9820012345', address: { city: 'Mumbai' } },
      lines: [LINE, { ProductName: 'Old Saree', productType: 'readymade', quantity: -1, image: '/s.svg' }, 'junk'],
      measurements: { chest: 34, bad: 'x' },
      clothPic: ['https://x/a.jpg', { url: '/b.jpg' }, 3],
      statusHistory: [{ status: 'pending', at: { seconds: 10, nanoseconds: 0 }, by: 'u1' }],
      totalPrice: 180000,
      pricedAt: { seconds: 11, nanoseconds: 0 },
      orderDate: new Date(5_000),
      Link: 'https://example.com/ref',
    });
    expect(o.orderNumber).toBe('TS-ABCDEF');
    expect(o.orderType).toBe('tailor');
    expect(o.customer.address).toEqual({ street: '', city: 'Mumbai', state: '', pincode: '', country: 'India' });
    expect(o.measurements).toEqual({ chest: 34 });
    expect(o.clothPic).toEqual(['https://x/a.jpg', '/b.jpg']);
    expect(o.designPic).toEqual([]);
    expect(o.statusHistory).toEqual([{ status: 'pending', at: new Date(10_000), by: 'u1' }]);
    expect(o.link).toBe('https://example.com/ref');
    expect(o.priced).toBe(true);
    expect(o.totalPrice).toBe(180000);
    expect(o.createdAt).toEqual(new Date(5_000));
    expect(o.lines).toEqual([
      // An older order keeps the measurements on the order (no category here: none to show).
      { ...LINE, image: null, size: null, measurements: null },
      { productId: '', productType: 'readymade', quantity: 1, productName: 'Old Saree', image: '/s.svg', price: null, discount: null, totalPrice: null, size: null, measurements: null },
      { productId: '', productType: 'tailor', quantity: 1, productName: '', image: null, price: null, discount: null, totalPrice: null, size: null, measurements: null },
    ]);
    expect(o).toMatchObject({ subtotal: null, discountTotal: null, shippingCharge: null, cancelReason: '' });
  });

  it('shows no price before trusted code has priced the order, whatever the document says', () => {
    const o = orderFromData('x', { lines: [LINE], totalPrice: 1 });
    expect(o.priced).toBe(false);
    expect(o.totalPrice).toBeNull();
    expect(o.lines[0]).toMatchObject({ price: null, discount: null, totalPrice: null, quantity: 2 });
  });

  it('reads each line\'s size and measurements, the totals and the cancel reason', () => {
    const o = orderFromData('x', {
      orderStatus: 'cancelled',
      cancelReason: 'We could not accept this order: “Silk Blouse” is out of stock.',
      lines: [
        { ...LINE, measurements: { category: 'lehenga', values: { waist: 30, hip: 40, length: 41, bad: 'x' }, profileName: 'Mine' } },
        { ...LINE, productType: 'readymade', size: 'M', measurements: { category: 'blouse', values: {} } },
      ],
      subtotal: 400000,
      discountTotal: 40000,
      shippingCharge: 4000,
      totalPrice: 364000,
      pricedAt: { seconds: 1, nanoseconds: 0 },
    });
    expect(o.lines[0].measurements).toEqual({ category: 'lehenga', values: { waist: 30, hip: 40, length: 41 }, profileName: 'Mine' });
    expect(o.lines[1]).toMatchObject({ size: 'M', measurements: null });
    expect(o).toMatchObject({ subtotal: 400000, discountTotal: 40000, shippingCharge: 4000, totalPrice: 364000 });
    expect(o.cancelReason).toContain('out of stock');
  });

  it('maps an older order\'s measurements onto its tailor-made lines', () => {
    const o = orderFromData('x', { category: 'Lehenga', measurements: { waist: 30, hip: 40, length: 41 }, lines: [LINE, { ...LINE, productType: 'readymade' }] });
    expect(o.lines[0].measurements).toEqual({ category: 'lehenga', values: { waist: 30, hip: 40, length: 41 }, profileName: '' });
    expect(o.lines[1].measurements).toBeNull();
  });

  it('falls back to the defaults for unknown values', () => {
    const o = orderFromData('x', { orderStatus: 'weird', orderType: 'other', paymentType: 3 });
    expect(o).toMatchObject({ orderStatus: 'pending', orderType: 'custom', paymentType: 'COD', paymentStatus: 'pending', category: null, createdAt: null });
  });
});

describe("an order's language (the admin's WhatsApp text uses it)", () => {
  it('reads a known language, and none for older orders or unknown values', () => {
    expect(orderFromData('o1', { language: 'hi' }).language).toBe('hi');
    expect(orderFromData('o1', { language: 'en' }).language).toBe('en');
    expect(orderFromData('o1', {}).language).toBeUndefined();
    expect(orderFromData('o1', { language: 'fr' }).language).toBeUndefined();
  });
});
