import { describe, expect, it } from 'vitest';
import { paymentNoticeMail, paymentNoticeText } from './paymentNotices';

const facts = { orderNumber: 'SS-0042', kind: 'advance' as const, amountPaise: 75000, balancePaise: 175000, reference: '412345678901' };
const shop = { name: 'Silai Studio', phone: '+91 98200 12345', email: 'shop@example.in', publicUrl: 'https://silaistudio.in' };

describe('payment notices', () => {
  it('an advance recorded names the amount and the balance', () => {
    expect(paymentNoticeText('payment', facts)).toEqual({ title: 'Advance received for order SS-0042', body: 'We have received ₹750 as the advance. Balance due: ₹1,750.' });
    expect(paymentNoticeText('payment', { ...facts, kind: 'balance', balancePaise: 0 }).body).toBe('We have received ₹750. Nothing more is due.');
  });
  it('a report confirmed or rejected, with the reason', () => {
    expect(paymentNoticeText('report-confirmed', facts).title).toBe('UPI payment confirmed for order SS-0042');
    expect(paymentNoticeText('report-rejected', { ...facts, reason: 'No such payment in our account' }).body).toContain('No such payment in our account');
  });
  it('the mail escapes what it repeats', () => {
    const mail = paymentNoticeMail('report-rejected', { ...facts, reason: '<b>late</b>' }, 'https://silaistudio.in/orders/x', shop);
    expect(mail.subject).toBe('UPI payment not found for order SS-0042 – Silai Studio');
    expect(mail.html).toContain('&lt;b&gt;late&lt;/b&gt;');
    expect(mail.text).toContain('https://silaistudio.in/orders/x');
  });
});
