import { describe, expect, it } from 'vitest';
import { customerWhatsappHref, orderFromData, telHref } from './orderModel';

describe('orderFromData', () => {
  it('maps a stored order and tolerates missing fields', () => {
    const o = orderFromData('abcdef123', {
      orderStatus: 'shipped',
      customer: { name: 'Priya', phone: '9820012345', address: { city: 'Mumbai' } },
      lines: [{ productId: 'p1', productType: 'tailor', quantity: 2, productName: 'Silk Blouse', price: 100000, discount: 10, totalPrice: 180000 }],
      measurements: { chest: 34, bad: 'x' },
      clothPic: ['https://x/a.jpg', { url: '/b.jpg' }, 3],
      statusHistory: [{ status: 'pending', at: { seconds: 10, nanoseconds: 0 }, by: 'u1' }],
      totalPrice: 180000,
      Link: 'https://example.com/ref',
    });
    expect(o.orderNumber).toBe('TS-ABCDEF');
    expect(o.customer.address).toEqual({ street: '', city: 'Mumbai', state: '', pincode: '', country: 'India' });
    expect(o.measurements).toEqual({ chest: 34 });
    expect(o.clothPic).toEqual(['https://x/a.jpg', '/b.jpg']);
    expect(o.statusHistory[0].at?.getTime()).toBe(10_000);
    expect(o.link).toBe('https://example.com/ref');
    expect(orderFromData('x', { orderStatus: 'weird' }).orderStatus).toBe('pending');
  });
});

describe('customer contact links', () => {
  it('builds tel: and WhatsApp links from an Indian mobile in any common spelling', () => {
    expect(telHref('+91 98200-12345')).toBe('tel:+919820012345');
    expect(customerWhatsappHref('09820012345')).toBe('https://wa.me/919820012345');
    expect(customerWhatsappHref('9820012345', 'Hi')).toBe('https://wa.me/919820012345?text=Hi');
  });
  it('gives no link for an invalid number', () => {
    expect(telHref('12345')).toBeNull();
    expect(customerWhatsappHref('')).toBeNull();
  });
});
