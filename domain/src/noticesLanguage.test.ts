/**
 * The customer's messages in both languages: every kind has its Hindi beside
 * its English, with the same order number, amounts, dates and links.
 */
import { describe, expect, it } from 'vitest';
import { appointmentNoticeMail, appointmentNoticeText, slotLabelHi, type AppointmentNoticeKind } from './appointmentNotices';
import { timeLabelHi } from './hindiClock';
import { LANGUAGES } from './language';
import { noticeMail, noticeText, orderPageUrl, whatsappOrderText, type NoticeKind } from './orderNotices';
import { ORDER_STATUSES } from './options';
import { paymentNoticeMail, paymentNoticeText, type PaymentNoticeKind } from './paymentNotices';

const shop = {
  name: 'Rani Tailors',
  phone: '+91 90000 11111',
  email: 'orders@rani.example',
  publicUrl: 'https://rani.example',
  address: { street: '12 MG Road', locality: 'Indiranagar', city: 'Bengaluru', state: 'Karnataka', pincode: '560038' },
};
const order = { orderNumber: 'SS-1001', customerName: '', agreedPrice: 12345650, agreedNote: 'silk lining', deliveryDate: '2026-12-04', cancelReason: 'Fabric out of stock', fitNote: 'sleeves' };
const ORDER_KINDS: NoticeKind[] = ['confirmed', 'approval', 'ready', 'shipped', 'delivered', 'cancelled', 'price'];
const PAYMENT_KINDS: PaymentNoticeKind[] = ['payment', 'report-confirmed', 'report-rejected'];
const BOOKING_KINDS: AppointmentNoticeKind[] = ['booked', 'moved', 'cancelled', 'reminder'];
const facts = { orderNumber: 'SS-0042', kind: 'advance' as const, amountPaise: 7500000, balancePaise: 17500000, reference: '412345678901', reason: 'No such payment' };
const visit = { kind: 'trial' as const, day: '2026-11-27', time: '16:30', orderNumber: 'SS-0042', pincode: null };

const devanagari = /[\u0900-\u097F]/;

describe('order notices by language', () => {
  it.each(ORDER_KINDS)('%s: Hindi beside English, the same number', (kind) => {
    const en = noticeText(kind, order, shop, 'en');
    const hi = noticeText(kind, order, shop, 'hi');
    expect(noticeText(kind, order, shop)).toEqual(en);
    for (const t of [en.title, en.body]) expect(t).not.toMatch(devanagari);
    expect(hi.title).toMatch(devanagari);
    expect(hi.body).toMatch(devanagari);
    expect(hi.title).toContain('SS-1001');
    expect(hi.title).not.toBe(en.title);
    expect(hi.body).not.toBe(en.body);
  });
  it('writes amounts with lakh grouping and dates in hi-IN', () => {
    expect(noticeText('price', order, shop, 'hi').body).toBe('आपके ऑर्डर की रक़म ₹1,23,456.50 (silk lining) है।');
    expect(noticeText('price', order, shop, 'en').body).toBe('The amount for your order is ₹1,23,456.50 (silk lining).');
    expect(noticeText('confirmed', order, shop, 'hi').body).toContain('4 दिसंबर 2026');
    expect(noticeText('confirmed', order, shop, 'en').body).toContain('4 December 2026');
    expect(noticeText('delivered', order, shop, 'hi').body).toContain('Rani Tailors');
    expect(noticeText('cancelled', order, shop, 'hi').body).toContain('Fabric out of stock');
  });
  it.each(ORDER_KINDS)('%s: the Hindi mail has the same link, number and signature', (kind) => {
    const url = orderPageUrl(shop, 'o1');
    const en = noticeMail(kind, order, url, shop, 'en');
    const hi = noticeMail(kind, order, url, shop, 'hi');
    expect(noticeMail(kind, order, url, shop)).toEqual(en);
    expect(hi.subject).toBe(`${noticeText(kind, order, shop, 'hi').title} – Rani Tailors`);
    for (const part of [hi.text, hi.html]) {
      expect(part).toContain('https://rani.example/orders/o1');
      expect(part).toContain('Rani Tailors · +91 90000 11111 · orders@rani.example');
    }
    expect(hi.subject).toContain('SS-1001');
    expect(hi.text.startsWith('नमस्ते,')).toBe(true);
    expect(hi.html).toContain('>ऑर्डर SS-1001 देखें</a>');
    expect(en.text.startsWith('Hello there,')).toBe(true);
    expect(en.html).toContain('>View order SS-1001</a>');
  });
  it('escapes what the Hindi mail repeats', () => {
    const hi = noticeMail('cancelled', { ...order, cancelReason: '<b>late</b>' }, 'https://rani.example/orders/o1', shop, 'hi');
    expect(hi.html).toContain('&lt;b&gt;late&lt;/b&gt;');
  });
  it.each(ORDER_STATUSES)('WhatsApp text for %s follows the order\'s language', (status) => {
    const base = { orderNumber: 'SS-1001', orderStatus: status, customer: { name: 'Priya' } };
    const en = whatsappOrderText(base, shop);
    expect(whatsappOrderText({ ...base, language: 'en' }, shop)).toBe(en);
    expect(en).toMatch(/^Hello Priya, this is Rani Tailors about your order SS-1001: it is now /);
    const hi = whatsappOrderText({ ...base, language: 'hi' }, shop);
    expect(hi).toMatch(/^नमस्ते Priya, Rani Tailors की ओर से आपके ऑर्डर SS-1001 के बारे में: अभी की स्थिति – [\u0900-\u097F ]+।$/);
  });
  it('WhatsApp text without a name keeps no stray space', () => {
    expect(whatsappOrderText({ orderNumber: 'SS-1', orderStatus: 'ready', customer: { name: '' }, language: 'hi' }, shop)).toBe(
      'नमस्ते, Rani Tailors की ओर से आपके ऑर्डर SS-1 के बारे में: अभी की स्थिति – तैयार।',
    );
  });
});

describe('payment notices by language', () => {
  it.each(PAYMENT_KINDS)('%s: Hindi beside English, the same amounts and reference', (kind) => {
    const en = paymentNoticeText(kind, facts, 'en');
    const hi = paymentNoticeText(kind, facts, 'hi');
    expect(paymentNoticeText(kind, facts)).toEqual(en);
    expect(hi.title).toMatch(devanagari);
    expect(hi.title).toContain('SS-0042');
    expect(hi.body).toContain('₹75,000');
    expect(en.body).toContain('₹75,000');
    if (kind !== 'payment') expect(hi.body).toContain('412345678901');
    if (kind === 'report-rejected') expect(hi.body).toContain('No such payment');
    else expect(hi.body).toContain('₹1,75,000');
    const url = 'https://rani.example/orders/x';
    const mailHi = paymentNoticeMail(kind, facts, url, shop, 'hi');
    expect(paymentNoticeMail(kind, facts, url, shop)).toEqual(paymentNoticeMail(kind, facts, url, shop, 'en'));
    expect(mailHi.subject).toBe(`${hi.title} – Rani Tailors`);
    expect(mailHi.text).toContain(`अपना ऑर्डर देखें: ${url}`);
    expect(mailHi.html).toContain(`href="${url}"`);
  });
  it('says nothing is due once paid, in Hindi', () => {
    expect(paymentNoticeText('payment', { ...facts, kind: 'balance', balancePaise: 0 }, 'hi').body).toBe('हमें ₹75,000 मिल गए हैं। अब कुछ भी बाकी नहीं है।');
  });
});

describe('appointment notices by language', () => {
  it('writes the slot in Hindi, whatever the server zone', () => {
    expect(slotLabelHi('2026-11-27', '16:30')).toBe('शुक्रवार, 27 नवंबर, शाम 4:30');
  });
  it('names the part of the day in Hindi rather than am/pm', () => {
    expect(['09:00', '11:30', '12:00', '14:30', '16:00', '19:00', '20:00'].map(timeLabelHi)).toEqual([
      'सुबह 9:00',
      'सुबह 11:30',
      'दोपहर 12:00',
      'दोपहर 2:30',
      'शाम 4:00',
      'शाम 7:00',
      'रात 8:00',
    ]);
  });
  it.each(BOOKING_KINDS)('%s: Hindi beside English, the same slot and order', (kind) => {
    const before = { day: '2026-11-26', time: '11:00' };
    const en = appointmentNoticeText(kind, visit, shop, before, 'en');
    const hi = appointmentNoticeText(kind, visit, shop, before, 'hi');
    expect(appointmentNoticeText(kind, visit, shop, before)).toEqual(en);
    expect(en.title).not.toMatch(devanagari);
    expect(hi.title).toMatch(devanagari);
    expect(hi.title).toContain('SS-0042');
    expect(hi.body).toContain('27 नवंबर');
    if (kind !== 'cancelled') expect(hi.body).toContain('560038');
    const mail = appointmentNoticeMail(kind, visit, shop, before, 'hi');
    expect(mail.text).toContain('आपकी बुकिंग: https://rani.example/book');
    expect(mail.html).toContain('href="https://rani.example/book"');
    expect(mail.subject).toBe(`${hi.title} – Rani Tailors`);
  });
  it('a home visit names the PIN code in Hindi', () => {
    expect(appointmentNoticeText('booked', { ...visit, kind: 'measurement-home', pincode: '400050' }, shop, undefined, 'hi').body).toContain('पिन कोड 400050');
  });
});

it('covers both languages', () => expect(LANGUAGES).toEqual(['en', 'hi']));
