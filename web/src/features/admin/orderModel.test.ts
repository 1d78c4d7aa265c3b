import { describe, expect, it } from 'vitest';
import { customerWhatsappHref, telHref } from './orderModel';

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
