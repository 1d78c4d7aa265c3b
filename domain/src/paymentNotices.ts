/** What the customer hears about the money of an order: an advance or balance recorded, a reported UPI payment confirmed or rejected. */
import { LOCALES, type Language } from './language';
import { formatINR, type Paise } from './money';
import { MAIL_WORDS, type NoticeShop, type NoticeText } from './orderNotices';
import type { PaymentKind } from './paymentKinds';

export type PaymentNoticeKind = 'payment' | 'report-confirmed' | 'report-rejected';

export interface PaymentNoticeFacts {
  orderNumber: string;
  kind: PaymentKind;
  amountPaise: Paise;
  /** Balance still due after this change. */
  balancePaise: Paise;
  reference: string | null;
  /** A rejected report: the shop's reason. */
  reason?: string;
}

const amount = (p: Paise, language: Language = 'en') => formatINR(p, { decimals: 2, locale: language === 'hi' ? LOCALES.hi : undefined });

function paymentNoticeTextEn(kind: PaymentNoticeKind, f: PaymentNoticeFacts): NoticeText {
  const n = f.orderNumber;
  const left = f.balancePaise > 0 ? ` Balance due: ${amount(f.balancePaise)}.` : ' Nothing more is due.';
  switch (kind) {
    case 'payment':
      return {
        title: `${f.kind === 'advance' ? 'Advance' : 'Payment'} received for order ${n}`,
        body: `We have received ${amount(f.amountPaise)}${f.kind === 'advance' ? ' as the advance' : ''}.${left}`,
      };
    case 'report-confirmed':
      return { title: `UPI payment confirmed for order ${n}`, body: `Your UPI payment of ${amount(f.amountPaise)} (ref. ${f.reference ?? ''}) has reached us.${left}` };
    case 'report-rejected':
      return {
        title: `UPI payment not found for order ${n}`,
        body: `We could not accept the UPI payment of ${amount(f.amountPaise)} (ref. ${f.reference ?? ''}) you reported: ${f.reason ?? ''}`,
      };
  }
}

function paymentNoticeTextHi(kind: PaymentNoticeKind, f: PaymentNoticeFacts): NoticeText {
  const n = f.orderNumber;
  const rupees = (p: Paise) => amount(p, 'hi');
  const left = f.balancePaise > 0 ? ` बाकी रक़म: ${rupees(f.balancePaise)}।` : ' अब कुछ भी बाकी नहीं है।';
  switch (kind) {
    case 'payment':
      return {
        title: `ऑर्डर ${n} का ${f.kind === 'advance' ? 'एडवांस' : 'भुगतान'} मिल गया`,
        body: `हमें ${rupees(f.amountPaise)}${f.kind === 'advance' ? ' एडवांस के रूप में' : ''} मिल गए हैं।${left}`,
      };
    case 'report-confirmed':
      return { title: `ऑर्डर ${n} का UPI भुगतान कन्फ़र्म हुआ`, body: `आपका ${rupees(f.amountPaise)} का UPI भुगतान (रेफ़. ${f.reference ?? ''}) हमें मिल गया है।${left}` };
    case 'report-rejected':
      return {
        title: `ऑर्डर ${n} का UPI भुगतान नहीं मिला`,
        body: `आपने ${rupees(f.amountPaise)} का जो UPI भुगतान (रेफ़. ${f.reference ?? ''}) बताया था, उसे हम स्वीकार नहीं कर सके: ${f.reason ?? ''}`,
      };
  }
}

/** The in-app notice's title and text, in the customer's language. */
export function paymentNoticeText(kind: PaymentNoticeKind, f: PaymentNoticeFacts, language: Language = 'en'): NoticeText {
  return language === 'hi' ? paymentNoticeTextHi(kind, f) : paymentNoticeTextEn(kind, f);
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The e-mail, in the Trigger Email extension's `message` format (as order notices). */
export function paymentNoticeMail(
  kind: PaymentNoticeKind,
  f: PaymentNoticeFacts,
  orderUrl: string,
  shop: NoticeShop,
  language: Language = 'en',
): { subject: string; text: string; html: string } {
  const { title, body } = paymentNoticeText(kind, f, language);
  const words = MAIL_WORDS[language];
  const hello = words.hello('');
  const sign = `${shop.name} · ${shop.phone} · ${shop.email}`;
  return {
    subject: `${title} – ${shop.name}`,
    text: `${hello}\n\n${body}\n\n${words.viewOrder}: ${orderUrl}\n\n${sign}`,
    html: `<p>${escapeHtml(hello)}</p><p>${escapeHtml(body)}</p><p><a href="${escapeHtml(orderUrl)}">${escapeHtml(words.viewOrderLink(f.orderNumber))}</a></p><p>${escapeHtml(sign)}</p>`,
  };
}
