/** What the customer hears about the money of an order: an advance or balance recorded, a reported UPI payment confirmed or rejected. */
import { formatINR, type Paise } from './money';
import type { NoticeShop } from './orderNotices';
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

const amount = (p: Paise) => formatINR(p, { decimals: 2 });

/** The in-app notice's title and text. */
export function paymentNoticeText(kind: PaymentNoticeKind, f: PaymentNoticeFacts): { title: string; body: string } {
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

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The e-mail, in the Trigger Email extension's `message` format (as order notices). */
export function paymentNoticeMail(kind: PaymentNoticeKind, f: PaymentNoticeFacts, orderUrl: string, shop: NoticeShop): { subject: string; text: string; html: string } {
  const { title, body } = paymentNoticeText(kind, f);
  const sign = `${shop.name} · ${shop.phone} · ${shop.email}`;
  return {
    subject: `${title} – ${shop.name}`,
    text: `Hello there,\n\n${body}\n\nView your order: ${orderUrl}\n\n${sign}`,
    html: `<p>Hello there,</p><p>${escapeHtml(body)}</p><p><a href="${escapeHtml(orderUrl)}">View order ${escapeHtml(f.orderNumber)}</a></p><p>${escapeHtml(sign)}</p>`,
  };
}
