/** What the customer hears about an order: which changes make a notice, its text, the e-mail and the WhatsApp text. */
import { formatINR, type Paise } from './money';
import type { OrderStatus } from './options';
import { longDate } from './orderDates';
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

/** The in-app notice's title and text for a change. */
export function noticeText(kind: NoticeKind, order: NoticeOrder, shop: Pick<NoticeShop, 'name'>): { title: string; body: string } {
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

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The e-mail for a change, as the Trigger Email extension reads it (`message: {subject, text, html}`). */
export function noticeMail(kind: NoticeKind, order: NoticeOrder, orderUrl: string, shop: NoticeShop): { subject: string; text: string; html: string } {
  const { title, body } = noticeText(kind, order, shop);
  const hello = `Hello ${order.customerName || 'there'},`;
  const sign = `${shop.name} · ${shop.phone} · ${shop.email}`;
  return {
    subject: `${title} – ${shop.name}`,
    text: `${hello}\n\n${body}\n\nView your order: ${orderUrl}\n\n${sign}`,
    html:
      `<p>${escapeHtml(hello)}</p><p>${escapeHtml(body)}</p>` +
      `<p><a href="${escapeHtml(orderUrl)}">View order ${escapeHtml(order.orderNumber)}</a></p><p>${escapeHtml(sign)}</p>`,
  };
}

/** Prefilled WhatsApp text from the shop to the customer naming the order and its state. */
export function whatsappOrderText(order: { orderNumber: string; orderStatus: OrderStatus; customer: { name: string } }, shop: Pick<NoticeShop, 'name'>): string {
  const state = CUSTOMER_STATUS_LABELS[order.orderStatus].toLowerCase();
  return `Hello ${order.customer.name || ''}, this is ${shop.name} about your order ${order.orderNumber}: it is now ${state}.`.replace(/\s+,/, ',');
}
