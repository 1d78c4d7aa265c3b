/**
 * An order's life after the request: the status flow of each order type,
 * who may make which move, cash-on-delivery payment states, readable order
 * numbers, the agreed price, the customer's notices and the accountant's CSV.
 * firestore.rules mirrors the flow table (orderNextStatus / orderBackStatus);
 * tests/rules-order-flow.test.ts checks every pair against this module.
 */
import { z } from 'zod';
import { imageUrlSchema } from './common';
import { formatINR, MAX_PRICE_PAISE, type Paise } from './money';
import { ORDER_STATUS_LABELS, type OrderStatus, type OrderType, type PaymentStatus } from './options';
import { SHOP } from './shop';
import type { TurnaroundTable } from './shopDetails';

/* ------------------------------------------------------------------ flows */

const MADE_TO_MEASURE: readonly OrderStatus[] = ['pending', 'confirmed', 'stitching', 'approval', 'ready', 'shipped', 'delivered'];

export const ORDER_FLOWS: Readonly<Record<OrderType, readonly OrderStatus[]>> = {
  readymade: ['pending', 'confirmed', 'ready', 'shipped', 'delivered'],
  tailor: MADE_TO_MEASURE,
  custom: MADE_TO_MEASURE,
};

/** Statuses from which an order may still be cancelled (everything before shipped). */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ['pending', 'confirmed', 'stitching', 'approval', 'ready'];

export type OrderMoveKind = 'forward' | 'back' | 'cancel' | 'approve' | 'alter';
export type OrderActor = 'admin' | 'owner';

export function flowFor(orderType: OrderType | string): readonly OrderStatus[] {
  return (ORDER_FLOWS as Record<string, readonly OrderStatus[]>)[orderType] ?? ORDER_FLOWS.custom;
}

export function nextStatus(orderType: OrderType | string, from: OrderStatus | string): OrderStatus | null {
  const flow = flowFor(orderType);
  const i = flow.indexOf(from as OrderStatus);
  return i >= 0 && i < flow.length - 1 ? flow[i + 1]! : null;
}

/** The state one step back (to correct a mistake); none from pending or cancelled. */
export function previousStatus(orderType: OrderType | string, from: OrderStatus | string): OrderStatus | null {
  const flow = flowFor(orderType);
  const i = flow.indexOf(from as OrderStatus);
  return i > 0 ? flow[i - 1]! : null;
}

export function isCancellable(status: OrderStatus | string): boolean {
  return (CANCELLABLE_STATUSES as readonly string[]).includes(status);
}

/**
 * The kind of move `actor` makes by taking an order of `orderType` from `from` to `to`,
 * or null when that move is not allowed. The owner may only answer a fit approval.
 */
export function orderMoveKind(
  orderType: OrderType | string,
  from: OrderStatus | string,
  to: OrderStatus | string,
  actor: OrderActor,
): OrderMoveKind | null {
  if (actor === 'owner') {
    if (from !== 'approval' || !flowFor(orderType).includes('approval')) return null;
    if (to === 'ready') return 'approve';
    if (to === 'stitching') return 'alter';
    return null;
  }
  if (to === 'cancelled') return isCancellable(from) ? 'cancel' : null;
  if (nextStatus(orderType, from) === to) return 'forward';
  if (previousStatus(orderType, from) === to) return 'back';
  return null;
}

export function allowedMoves(orderType: OrderType | string, from: OrderStatus | string, actor: OrderActor): { to: OrderStatus; kind: OrderMoveKind }[] {
  const moves: { to: OrderStatus; kind: OrderMoveKind }[] = [];
  for (const to of [...flowFor(orderType), 'cancelled'] as OrderStatus[]) {
    const kind = orderMoveKind(orderType, from, to, actor);
    if (kind) moves.push({ to, kind });
  }
  return moves;
}

/** What the customer reads for each status. */
export const CUSTOMER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  ...ORDER_STATUS_LABELS,
  approval: 'Awaiting your approval',
};

/** The steps of the order's own flow with where the order stands, for a progress line. */
export function progressSteps(orderType: OrderType | string, status: OrderStatus | string): { status: OrderStatus; state: 'done' | 'current' | 'todo' }[] {
  const flow = flowFor(orderType);
  const at = flow.indexOf(status as OrderStatus);
  return flow.map((s, i) => ({ status: s, state: at < 0 ? 'todo' : i < at ? 'done' : i === at ? 'current' : 'todo' }));
}

/* --------------------------------------------------------------- payment */

export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  pending: 'Payment pending',
  collected: 'Cash collected',
  refunded: 'Refunded',
};

/** Stored payment status; the older 'paid' reads as collected, anything unknown as pending. */
export function readPaymentStatus(value: unknown): PaymentStatus {
  if (value === 'collected' || value === 'paid') return 'collected';
  if (value === 'refunded') return 'refunded';
  return 'pending';
}

/** Delivered but the cash is not recorded yet: flagged on the admin's list. */
export function isDeliveredUnpaid(order: { orderStatus: string; paymentStatus: string }): boolean {
  return order.orderStatus === 'delivered' && readPaymentStatus(order.paymentStatus) === 'pending';
}

/* ---------------------------------------------------------- order numbers */

export const FIRST_ORDER_NUMBER = 1001;
const ORDER_NUMBER_REGEX = /^([A-Z]{1,5})-(\d{1,9})$/;

export function formatOrderNumber(n: number, prefix: string = SHOP.orderNumberPrefix): string {
  return `${prefix}-${Math.floor(n)}`;
}

/** The sequence number of a number like `SS-1001`; null for older or malformed numbers (`TS-X0BLOU`). */
export function parseOrderNumber(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const m = ORDER_NUMBER_REGEX.exec(value);
  if (!m || m[1] === 'TS') return null;
  const n = Number(m[2]);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** The short number shown before a sequential one is assigned, and for orders placed before numbering. */
export function legacyOrderNumber(orderId: string): string {
  return `TS-${orderId.slice(0, 6).toUpperCase()}`;
}

/** What the admin typed to find an order by number ('1001', 'ss 1001', 'SS-1001'); null when it is no number. */
export function orderNumberQuery(input: string, prefix: string = SHOP.orderNumberPrefix): string | null {
  const compact = input.trim().toUpperCase().replace(/[\s-]/g, '');
  const m = /^([A-Z]{0,5})(\d{1,9})$/.exec(compact);
  if (!m) return null;
  return `${m[1] || prefix}-${Number(m[2])}`;
}

/* ----------------------------------------------------- what the admin enters */

export const NOTE_MAX = 500;

const noteText = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { message })
    .max(NOTE_MAX, { message: `Keep it under ${NOTE_MAX} characters` });

export const reasonSchema = noteText('Give a reason');
export const alterationNoteSchema = noteText('Tell us what to change');

const paiseAmount = z
  .number({ error: 'Enter an amount' })
  .int({ message: 'Enter an amount in whole paise' })
  .min(0, { message: 'Enter an amount of ₹0 or more' })
  .max(MAX_PRICE_PAISE, { message: 'Enter an amount up to ₹10,00,000' });

/** The final amount agreed with the customer (paise) and why it differs. */
export const agreedPriceSchema = z.strictObject({
  agreedPrice: paiseAmount,
  agreedNote: reasonSchema,
});
export type AgreedPrice = z.output<typeof agreedPriceSchema>;

export const fitPhotosSchema = z.strictObject({
  fitPhotos: z.array(imageUrlSchema).min(1, { message: 'Attach at least one photo of the garment' }).max(10, { message: 'Attach at most 10 photos' }),
  fitNote: z.string().trim().max(NOTE_MAX, { message: `Keep it under ${NOTE_MAX} characters` }).default(''),
});
export type FitPhotos = z.output<typeof fitPhotosSchema>;

export const ISO_DATE_REGEX = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const isoDateSchema = z.string({ error: 'Choose a date' }).regex(ISO_DATE_REGEX, { message: 'Choose a date' });

export const paymentCollectedSchema = z.strictObject({
  collectedAmount: paiseAmount.refine((n) => n > 0, { message: 'Enter the amount collected' }),
  collectedOn: isoDateSchema,
});

/** A local calendar date as YYYY-MM-DD. */
export function isoDate(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** YYYY-MM-DD → local midnight. */
export function dateFromIso(value: string): Date | null {
  if (!ISO_DATE_REGEX.test(value)) return null;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(y, m - 1, d);
  return date.getDate() === d ? date : null;
}

/** The amount the customer owes: the agreed one where the admin set it, else the computed total. */
export function amountDue(order: { agreedPrice: Paise | null; totalPrice: Paise | null }): Paise | null {
  return order.agreedPrice ?? order.totalPrice;
}

/* -------------------------------------------------------- delivery dates */

/**
 * Turnaround in days for an order, from the shop's table (settings/shop) by
 * category and order type; the compiled demo table only where no settings are at hand.
 */
export function turnaroundDays(
  orderType: OrderType | string,
  category: string | null,
  table: TurnaroundTable = SHOP.turnaroundDays,
): number {
  const row: Record<string, number> & { default: number } = orderType === 'readymade' ? table.readymade : table.tailor;
  const own = category && Object.prototype.hasOwnProperty.call(row, category) ? row[category] : undefined;
  return own || row.default;
}

/** The promised date to suggest when confirming an order on `today`. */
export function defaultDeliveryDate(
  orderType: OrderType | string,
  category: string | null,
  today: Date,
  table: TurnaroundTable = SHOP.turnaroundDays,
): string {
  const d = new Date(today.getFullYear(), today.getMonth(), today.getDate() + turnaroundDays(orderType, category, table));
  return isoDate(d);
}

export type DeliveryFlag = 'overdue' | 'due-soon';

/** Overdue (promised date passed) or due within `days` days, for orders not yet delivered or cancelled. */
export function deliveryFlag(order: { deliveryDate: string | null; orderStatus: string }, today: Date, days = 3): DeliveryFlag | null {
  if (!order.deliveryDate || order.orderStatus === 'delivered' || order.orderStatus === 'cancelled') return null;
  const due = dateFromIso(order.deliveryDate);
  if (!due) return null;
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate()).getTime();
  const diffDays = Math.round((due.getTime() - start) / 86_400_000);
  if (diffDays < 0) return 'overdue';
  return diffDays <= days ? 'due-soon' : null;
}

/* ------------------------------------------------------------ history */

/** A history entry as stored. Plain forward moves have no `event`. */
export interface OrderHistoryEntryData {
  status: OrderStatus;
  at: unknown;
  by: string;
  event?: 'back' | 'cancel' | 'approve' | 'alter' | 'approval' | 'price' | 'payment' | 'date';
  reason?: string;
  note?: string;
  photos?: string[];
  amount?: number;
  payment?: 'collected' | 'refunded';
}

/* ----------------------------------------------------------- notices */

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

const longDate = (iso: string | null) => {
  const d = iso ? dateFromIso(iso) : null;
  return d ? new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' }).format(d) : null;
};

/** The in-app notice's title and text for a change. */
export function noticeText(kind: NoticeKind, order: NoticeOrder): { title: string; body: string } {
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
      return { title: `Order ${n} delivered`, body: `Your order has been delivered. Thank you for shopping with ${SHOP.name}!` };
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
export function noticeMail(kind: NoticeKind, order: NoticeOrder, orderUrl: string): { subject: string; text: string; html: string } {
  const { title, body } = noticeText(kind, order);
  const hello = `Hello ${order.customerName || 'there'},`;
  const sign = `${SHOP.name} · ${SHOP.phone} · ${SHOP.email}`;
  return {
    subject: `${title} – ${SHOP.name}`,
    text: `${hello}\n\n${body}\n\nView your order: ${orderUrl}\n\n${sign}`,
    html:
      `<p>${escapeHtml(hello)}</p><p>${escapeHtml(body)}</p>` +
      `<p><a href="${escapeHtml(orderUrl)}">View order ${escapeHtml(order.orderNumber)}</a></p><p>${escapeHtml(sign)}</p>`,
  };
}

/** Prefilled WhatsApp text from the shop to the customer naming the order and its state. */
export function whatsappOrderText(order: { orderNumber: string; orderStatus: OrderStatus; customer: { name: string } }): string {
  const state = CUSTOMER_STATUS_LABELS[order.orderStatus].toLowerCase();
  return `Hello ${order.customer.name || ''}, this is ${SHOP.name} about your order ${order.orderNumber}: it is now ${state}.`.replace(/\s+,/, ',');
}

/* ----------------------------------------------------- accountant's CSV */

export interface CsvOrder {
  orderNumber: string;
  createdAt: Date | null;
  customer: { name: string; phone: string; address: { city: string } };
  lines: { productName: string; productId: string; quantity: number }[];
  totalPrice: Paise | null;
  agreedPrice: Paise | null;
  collectedAmount: Paise | null;
  orderStatus: OrderStatus;
  paymentStatus: string;
}

export const ORDERS_CSV_HEADER = ['Order number', 'Date', 'Customer', 'Phone', 'City', 'Lines', 'Computed total (₹)', 'Agreed amount (₹)', 'Collected (₹)', 'Status', 'Payment'];

const rupees = (p: Paise | null) => (p === null ? '' : (p / 100).toFixed(2));

function csvCell(value: string): string {
  // A leading =, +, - or @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function ordersCsvRow(o: CsvOrder): string[] {
  return [
    o.orderNumber,
    o.createdAt ? isoDate(o.createdAt) : '',
    o.customer.name,
    o.customer.phone,
    o.customer.address.city,
    o.lines.map((l) => `${l.productName || l.productId} x ${l.quantity}`).join('; '),
    rupees(o.totalPrice),
    rupees(o.agreedPrice),
    rupees(o.collectedAmount),
    ORDER_STATUS_LABELS[o.orderStatus],
    PAYMENT_STATUS_LABELS[readPaymentStatus(o.paymentStatus)],
  ];
}

/** The CSV text (CRLF lines, header first) of the given orders. */
export function ordersCsv(orders: readonly CsvOrder[]): string {
  return [ORDERS_CSV_HEADER, ...orders.map(ordersCsvRow)].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/* ------------------------------------------------------- history lines */

/** One line of an order's history, for the customer (`you`) or the admin. */
export function historyText(
  entry: { status: string; event?: string; reason?: string; note?: string; amount?: number; payment?: string; photos?: string[] },
  forCustomer: boolean,
): string {
  const labels = (forCustomer ? CUSTOMER_STATUS_LABELS : ORDER_STATUS_LABELS) as Record<string, string>;
  const label = labels[entry.status] ?? entry.status;
  const money = (p?: number) => (typeof p === 'number' ? formatINR(p, { decimals: 2 }) : '');
  switch (entry.event) {
    case 'price':
      return `Price agreed: ${money(entry.amount)}${entry.reason ? ` — ${entry.reason}` : ''}`;
    case 'payment':
      return entry.payment === 'refunded' ? 'Payment refunded' : `Cash collected: ${money(entry.amount)}`;
    case 'approve':
      return forCustomer ? 'You approved the garment' : 'Customer approved the garment';
    case 'alter':
      return `${forCustomer ? 'You asked' : 'Customer asked'} for an alteration: ${entry.note ?? ''}`;
    case 'approval': {
      const n = entry.photos?.length ?? 0;
      return `${label} (${n} photo${n === 1 ? '' : 's'})${entry.note ? ` — ${entry.note}` : ''}`;
    }
    case 'back':
      return `Moved back to ${label}${entry.reason ? ` — ${entry.reason}` : ''}`;
    case 'cancel':
      return `Cancelled${entry.reason ? ` — ${entry.reason}` : ''}`;
    case 'date': {
      const d = entry.note ? longDate(entry.note) : null;
      return `Delivery date set${d ? ` to ${d}` : ''}`;
    }
    default:
      return label;
  }
}
