import { describe, expect, it } from 'vitest';
import { noticeKindOf, noticeMail, noticeText, orderPageUrl, whatsappOrderText } from './orderNotices';
import { SHOP } from './shop';

/** The owner's details as saved in settings/shop, none of them the compiled demo values. */
const shop = { name: 'Rani Tailors', phone: '+91 90000 11111', email: 'orders@rani.example', publicUrl: 'https://rani.example' };

describe('notices', () => {
  const order = { orderNumber: 'SS-1001', customerName: 'Priya', agreedPrice: 250000, agreedNote: 'silk lining', deliveryDate: '2026-12-04', cancelReason: '', fitNote: '' };
  it('names the changes the customer hears about, not their own moves or corrections', () => {
    expect(noticeKindOf({ status: 'confirmed', by: 'admin' }, 'u1')).toBe('confirmed');
    expect(noticeKindOf({ status: 'approval', event: 'approval', by: 'admin' }, 'u1')).toBe('approval');
    expect(noticeKindOf({ status: 'stitching', by: 'admin' }, 'u1')).toBeNull();
    expect(noticeKindOf({ status: 'ready', event: 'approve', by: 'u1' }, 'u1')).toBeNull();
    expect(noticeKindOf({ status: 'confirmed', event: 'back', by: 'admin' }, 'u1')).toBeNull();
    expect(noticeKindOf({ status: 'stitching', event: 'price', by: 'admin' }, 'u1')).toBe('price');
    expect(noticeKindOf({ status: 'delivered', event: 'payment', by: 'admin' }, 'u1')).toBeNull();
    expect(noticeKindOf({ status: 'cancelled', event: 'cancel', by: 'admin' }, 'u1')).toBe('cancelled');
  });
  it('writes texts naming the order number', () => {
    expect(noticeText('price', order, shop).body).toContain('₹2,500');
    expect(noticeText('confirmed', order, shop).body).toContain('4 December 2026');
    const mail = noticeMail('shipped', { ...order, customerName: '<b>Priya</b>' }, orderPageUrl(shop, 'o1'), shop);
    expect(mail.subject).toContain('SS-1001');
    expect(mail.html).toContain('&lt;b&gt;Priya');
    expect(mail.text).toContain('https://rani.example/orders/o1');
  });
  it("signs with the shop's saved details, never the compiled ones", () => {
    const mail = noticeMail('delivered', order, orderPageUrl(shop, 'o1'), shop);
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).toContain('Rani Tailors');
      expect(part).not.toContain(SHOP.name);
    }
    expect(mail.text).toContain('Rani Tailors · +91 90000 11111 · orders@rani.example');
    expect(mail.text).not.toContain(SHOP.phone);
    expect(mail.html).toContain('href="https://rani.example/orders/o1"');
    expect(noticeText('delivered', order, shop).body).toBe('Your order has been delivered. Thank you for shopping with Rani Tailors!');
    expect(orderPageUrl({ publicUrl: 'http://127.0.0.1:5173/' }, 'a/b')).toBe('http://127.0.0.1:5173/orders/a%2Fb');
  });
  it('prefills a WhatsApp text with the number and state', () => {
    expect(whatsappOrderText({ orderNumber: 'SS-1001', orderStatus: 'approval', customer: { name: 'Priya' } }, shop)).toBe(
      'Hello Priya, this is Rani Tailors about your order SS-1001: it is now awaiting your approval.',
    );
  });
});
