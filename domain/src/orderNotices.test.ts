import { describe, expect, it } from 'vitest';
import { noticeKindOf, noticeMail, noticeText, whatsappOrderText } from './orderNotices';

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
    expect(noticeText('price', order).body).toContain('₹2,500');
    expect(noticeText('confirmed', order).body).toContain('4 December 2026');
    const mail = noticeMail('shipped', { ...order, customerName: '<b>Priya</b>' }, 'https://silaistudio.in/orders/o1');
    expect(mail.subject).toContain('SS-1001');
    expect(mail.html).toContain('&lt;b&gt;Priya');
    expect(mail.text).toContain('https://silaistudio.in/orders/o1');
  });
  it('prefills a WhatsApp text with the number and state', () => {
    expect(whatsappOrderText({ orderNumber: 'SS-1001', orderStatus: 'approval', customer: { name: 'Priya' } })).toBe(
      'Hello Priya, this is Silai Studio about your order SS-1001: it is now awaiting your approval.',
    );
  });
});
