/** What the customer hears about an order: which changes make a notice, its text, the e-mail and the WhatsApp text. */
import { LOCALES, type Language } from './language';
import { formatINR, type Paise } from './money';
import type { OrderStatus } from './options';
import { dateFromIso, longDate } from './orderDates';
import { CUSTOMER_STATUS_LABELS } from './orderFlow';
import type { ShopSettings } from './shopDetails';

/**
 * The shop's details a notice signs with: from settings/shop (the triggers read
 * it through functions/src/shopSettings.ts), never the compiled demo values.
 */
export type NoticeShop = Pick<ShopSettings, 'name' | 'phone' | 'email' | 'publicUrl'>;

/** The customer's page of an order on the shop's own address. */
export function orderPageUrl(shop: Pick<ShopSettings, 'publicUrl'>, orderId: string): string {
  return `${shop.publicUrl.replace(/\/+$/, '')}/orders/${encodeURIComponent(orderId)}`;
}

export type NoticeKind = 'confirmed' | 'approval' | 'ready' | 'shipped' | 'delivered' | 'cancelled' | 'price';

/**
 * Whether a history entry is a change the customer hears about. Their own
 * moves (approving, asking for an alteration) and corrections are not.
 */
export function noticeKindOf(entry: { status?: unknown; event?: unknown; by?: unknown }, ownerUid: string): NoticeKind | null {
  if (entry.by === ownerUid && ownerUid) return null;
  if (entry.event === 'price') return 'price';
  if (entry.event === 'back' || entry.event === 'payment' || entry.event === 'date') return null;
  switch (entry.status) {
    case 'confirmed':
    case 'approval':
    case 'ready':
    case 'shipped':
    case 'delivered':
    case 'cancelled':
      return entry.status;
    default:
      return null;
  }
}

export interface NoticeOrder {
  orderNumber: string;
  customerName: string;
  agreedPrice: Paise | null;
  agreedNote: string;
  deliveryDate: string | null;
  cancelReason: string;
  fitNote: string;
}

/** A notice's title and text. */
export interface NoticeText {
  title: string;
  body: string;
}

/** A day in Hindi ("4 दिसंबर 2026"); null for no or a malformed date. */
export function longDateHi(iso: string | null): string | null {
  const d = iso ? dateFromIso(iso) : null;
  return d ? new Intl.DateTimeFormat(LOCALES.hi, { day: 'numeric', month: 'long', year: 'numeric' }).format(d) : null;
}

function noticeTextEn(kind: NoticeKind, order: NoticeOrder, shop: Pick<NoticeShop, 'name'>): NoticeText {
  const n = order.orderNumber;
  switch (kind) {
    case 'confirmed': {
      const when = longDate(order.deliveryDate);
      return { title: `Order ${n} confirmed`, body: when ? `We have confirmed your order. Promised delivery: ${when}.` : 'We have confirmed your order and started on it.' };
    }
    case 'approval':
      return {
        title: `Order ${n} is awaiting your approval`,
        body: `Your garment is stitched. See the photos${order.fitNote ? ` ("${order.fitNote}")` : ''} and approve it or ask for an alteration.`,
      };
    case 'ready':
      return { title: `Order ${n} is ready`, body: 'Your order is ready and will be dispatched soon.' };
    case 'shipped':
      return { title: `Order ${n} has shipped`, body: 'Your order is on its way. Please keep the cash ready for delivery.' };
    case 'delivered':
      return { title: `Order ${n} delivered`, body: `Your order has been delivered. Thank you for shopping with ${shop.name}!` };
    case 'cancelled':
      return { title: `Order ${n} cancelled`, body: order.cancelReason ? `Your order was cancelled: ${order.cancelReason}` : 'Your order was cancelled.' };
    case 'price':
      return {
        title: `Price agreed for order ${n}`,
        body: `The amount for your order is ${order.agreedPrice === null ? 'updated' : formatINR(order.agreedPrice, { decimals: 2 })}${order.agreedNote ? ` (${order.agreedNote})` : ''}.`,
      };
  }
}

function noticeTextHi(kind: NoticeKind, order: NoticeOrder, shop: Pick<NoticeShop, 'name'>): NoticeText {
  const n = order.orderNumber;
  switch (kind) {
    case 'confirmed': {
      const when = longDateHi(order.deliveryDate);
      return {
        title: `ऑर्डर ${n} कन्फ़र्म हो गया`,
        body: when ? `हमने आपका ऑर्डर कन्फ़र्म कर दिया है। डिलीवरी की तय तारीख़: ${when}।` : 'हमने आपका ऑर्डर कन्फ़र्म कर दिया है और उस पर काम शुरू कर दिया है।',
      };
    }
    case 'approval':
      return {
        title: `ऑर्डर ${n} आपकी मंज़ूरी के इंतज़ार में है`,
        body: `आपके कपड़े की सिलाई पूरी हो गई है। फ़ोटो देखें${order.fitNote ? ` ("${order.fitNote}")` : ''} और उसे मंज़ूर करें या ऑल्टरेशन के लिए कहें।`,
      };
    case 'ready':
      return { title: `ऑर्डर ${n} तैयार है`, body: 'आपका ऑर्डर तैयार है और जल्द ही भेज दिया जाएगा।' };
    case 'shipped':
      return { title: `ऑर्डर ${n} भेज दिया गया है`, body: 'आपका ऑर्डर रास्ते में है। डिलीवरी के समय कैश तैयार रखें।' };
    case 'delivered':
      return { title: `ऑर्डर ${n} डिलीवर हो गया`, body: `आपका ऑर्डर डिलीवर हो गया है। ${shop.name} से ख़रीदारी के लिए धन्यवाद!` };
    case 'cancelled':
      return { title: `ऑर्डर ${n} रद्द कर दिया गया`, body: order.cancelReason ? `आपका ऑर्डर रद्द कर दिया गया: ${order.cancelReason}` : 'आपका ऑर्डर रद्द कर दिया गया है।' };
    case 'price': {
      const note = order.agreedNote ? ` (${order.agreedNote})` : '';
      return {
        title: `ऑर्डर ${n} का दाम तय हुआ`,
        body:
          order.agreedPrice === null
            ? `आपके ऑर्डर की रक़म बदल दी गई है${note}।`
            : `आपके ऑर्डर की रक़म ${formatINR(order.agreedPrice, { decimals: 2, locale: LOCALES.hi })}${note} है।`,
      };
    }
  }
}

/** The in-app notice's title and text for a change, in the customer's language (English for profiles that name none). */
export function noticeText(kind: NoticeKind, order: NoticeOrder, shop: Pick<NoticeShop, 'name'>, language: Language = 'en'): NoticeText {
  return language === 'hi' ? noticeTextHi(kind, order, shop) : noticeTextEn(kind, order, shop);
}

/** The words around a notice in a mail, per language. */
export const MAIL_WORDS: Readonly<Record<Language, { hello: (name: string) => string; viewOrder: string; viewOrderLink: (n: string) => string }>> = {
  en: { hello: (name) => `Hello ${name || 'there'},`, viewOrder: 'View your order', viewOrderLink: (n) => `View order ${n}` },
  hi: { hello: (name) => (name ? `नमस्ते ${name},` : 'नमस्ते,'), viewOrder: 'अपना ऑर्डर देखें', viewOrderLink: (n) => `ऑर्डर ${n} देखें` },
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The e-mail for a change, as the Trigger Email extension reads it (`message: {subject, text, html}`). */
export function noticeMail(
  kind: NoticeKind,
  order: NoticeOrder,
  orderUrl: string,
  shop: NoticeShop,
  language: Language = 'en',
): { subject: string; text: string; html: string } {
  const { title, body } = noticeText(kind, order, shop, language);
  const words = MAIL_WORDS[language];
  const hello = words.hello(order.customerName);
  const sign = `${shop.name} · ${shop.phone} · ${shop.email}`;
  return {
    subject: `${title} – ${shop.name}`,
    text: `${hello}\n\n${body}\n\n${words.viewOrder}: ${orderUrl}\n\n${sign}`,
    html:
      `<p>${escapeHtml(hello)}</p><p>${escapeHtml(body)}</p>` +
      `<p><a href="${escapeHtml(orderUrl)}">${escapeHtml(words.viewOrderLink(order.orderNumber))}</a></p><p>${escapeHtml(sign)}</p>`,
  };
}

/** An order's state as the customer reads it in Hindi (CUSTOMER_STATUS_LABELS in English). */
export const CUSTOMER_STATUS_LABELS_HI: Readonly<Record<OrderStatus, string>> = {
  pending: 'पेंडिंग',
  confirmed: 'कन्फ़र्म',
  stitching: 'सिलाई चल रही है',
  approval: 'आपकी मंज़ूरी का इंतज़ार',
  ready: 'तैयार',
  shipped: 'भेज दिया गया',
  delivered: 'डिलीवर हो गया',
  cancelled: 'रद्द',
};

/**
 * Prefilled WhatsApp text from the shop to the customer naming the order and
 * its state, in the language the order carries (`language`, English when absent).
 */
export function whatsappOrderText(
  order: { orderNumber: string; orderStatus: OrderStatus; customer: { name: string }; language?: Language },
  shop: Pick<NoticeShop, 'name'>,
): string {
  if (order.language === 'hi') {
    const name = order.customer.name ? ` ${order.customer.name}` : '';
    return `नमस्ते${name}, ${shop.name} की ओर से आपके ऑर्डर ${order.orderNumber} के बारे में: अभी की स्थिति – ${CUSTOMER_STATUS_LABELS_HI[order.orderStatus]}।`;
  }
  const state = CUSTOMER_STATUS_LABELS[order.orderStatus].toLowerCase();
  return `Hello ${order.customer.name || ''}, this is ${shop.name} about your order ${order.orderNumber}: it is now ${state}.`.replace(/\s+,/, ',');
}
