/**
 * An order's payments ledger read and summed (pure; docs/money.md explains the
 * rules). Trusted code writes `orders/{id}/payments/{paymentId}` and the
 * order's `money` summary in one transaction; everything here is what both
 * the functions and the screens compute from what is stored.
 */
import { z } from 'zod';
import { MAX_PRICE_PAISE, type Paise } from './money';
import { ISO_DATE_REGEX } from './orderDates';
import { PAYMENT_KINDS, PAYMENT_METHODS, type MoneyState, type MoneySummary, type PaymentKind, type PaymentMethod, type PaymentRecord } from './paymentKinds';

/* ------------------------------------------------------------- references */

/** A UPI transaction id (UTR / RRN): exactly 12 digits. */
export const UPI_REFERENCE_REGEX = /^[0-9]{12}$/;
/** Bank transfer (UTR, IMPS/NEFT ref.) or card slip reference: 4 to 30 letters, digits, `-` or `/`. */
export const SHORT_REFERENCE_REGEX = /^[A-Za-z0-9/-]{4,30}$/;

export const UPI_REFERENCE_MESSAGE = 'Enter the 12-digit UPI transaction ID (UTR), digits only';
export const SHORT_REFERENCE_MESSAGE = 'Enter the reference as 4 to 30 letters or digits (- and / allowed)';

/**
 * Whether `reference` suits `method`: UPI needs its 12-digit id and a bank
 * transfer its reference; cash and card may have none (null), and any
 * reference given must have the short pattern. Returns the problem or null.
 */
export function referenceProblem(method: PaymentMethod, reference: string | null): string | null {
  if (method === 'upi') return reference !== null && UPI_REFERENCE_REGEX.test(reference) ? null : UPI_REFERENCE_MESSAGE;
  if (reference === null) return method === 'bank' ? 'Enter the bank transfer reference' : null;
  return SHORT_REFERENCE_REGEX.test(reference) ? null : SHORT_REFERENCE_MESSAGE;
}

/* ---------------------------------------------------------------- amounts */

/**
 * An amount in rupees as the API and forms take it, to paise. More than two
 * decimals is "paise not whole" and refused, never rounded away.
 */
export const rupeeAmountSchema = z
  .number({ error: 'Enter an amount' })
  .refine((n) => Number.isFinite(n), { message: 'Enter an amount' })
  .refine((n) => n > 0, { message: 'Enter an amount above ₹0' })
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, { message: 'Enter the amount in whole paise (at most 2 decimals)' })
  .transform((n) => Math.round(n * 100))
  .refine((p) => p <= MAX_PRICE_PAISE, { message: 'Enter an amount up to ₹10,00,000' });

/** Text typed in a rupee field ("1,250.50") as a number; NaN when it is not one. */
export function parseRupees(text: string): number {
  const t = text.replace(/[,₹\s]/g, '');
  return /^-?[0-9]+(\.[0-9]+)?$/.test(t) ? Number(t) : NaN;
}

/* ------------------------------------------------------------- shop days */

/** India keeps UTC+5:30 all year (same as dashboardStats' SHOP_UTC_OFFSET_MS; not imported, which would make a cycle). */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The shop's calendar day (IST) of `now`. */
export function shopToday(now: Date): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** How far back a payment may be dated. */
export const MAX_PAYMENT_AGE_DAYS = 400;

function dayProblem(day: string, now: Date): string | null {
  if (!ISO_DATE_REGEX.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) return 'Choose the day the money was received';
  const today = shopToday(now);
  if (day > today) return 'The day received cannot be in the future';
  const oldest = shopToday(new Date(now.getTime() - MAX_PAYMENT_AGE_DAYS * 86_400_000));
  if (day < oldest) return `The day received can be at most ${MAX_PAYMENT_AGE_DAYS} days back`;
  return null;
}

/* ------------------------------------------------------------ the request */

const referenceField = z
  .union([z.string(), z.null()])
  .optional()
  .transform((v) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null));

/**
 * `POST /api/v1/admin/orders/:orderId/payments`: what the admin records.
 * `amount` in rupees (at most 2 decimals), `receivedOn` the shop day
 * (YYYY-MM-DD, not in the future). Checks that need the order (refund above
 * what was paid, a cancelled order, more than the balance) are in
 * {@link paymentRefusal}.
 */
export function recordPaymentSchema(now: Date) {
  return z
    .strictObject({
      kind: z.enum(PAYMENT_KINDS, { error: 'Choose advance, balance or refund' }),
      method: z.enum(PAYMENT_METHODS, { error: 'Choose cash, UPI, bank transfer or card' }),
      amount: rupeeAmountSchema,
      receivedOn: z.string({ error: 'Choose the day the money was received' }),
      reference: referenceField,
    })
    .superRefine((v, ctx) => {
      const day = dayProblem(v.receivedOn, now);
      if (day) ctx.addIssue({ code: 'custom', path: ['receivedOn'], message: day });
      const ref = referenceProblem(v.method, v.reference);
      if (ref) ctx.addIssue({ code: 'custom', path: ['reference'], message: ref });
    })
    .transform(({ amount, ...rest }) => ({ ...rest, amountPaise: amount }));
}
export type RecordPaymentRequest = z.input<ReturnType<typeof recordPaymentSchema>>;
export type RecordPaymentBody = z.output<ReturnType<typeof recordPaymentSchema>>;

/** `POST /api/v1/orders/:orderId/payment-reports`: the customer says they paid by UPI. */
export const paymentReportSchema = z
  .strictObject({
    amount: rupeeAmountSchema,
    reference: z.string({ error: UPI_REFERENCE_MESSAGE }).trim().regex(UPI_REFERENCE_REGEX, UPI_REFERENCE_MESSAGE),
  })
  .transform(({ amount, reference }) => ({ amountPaise: amount, reference }));
export type PaymentReportRequest = z.input<typeof paymentReportSchema>;

/** The admin turns a report down, with a reason the customer reads. */
export const rejectReportSchema = z.strictObject({
  reason: z.string({ error: 'Say why the payment is not accepted' }).trim().min(1, 'Say why the payment is not accepted').max(300, 'At most 300 characters'),
});

/** The admin accepts a report; the kind defaults to what the amount settles (see {@link kindForAmount}). */
export const confirmReportSchema = z.strictObject({
  kind: z.enum(['advance', 'balance'], { error: 'Choose advance or balance' }).optional(),
});

export const PAYMENT_REPORT_STATUSES = ['waiting', 'confirmed', 'rejected'] as const;
export type PaymentReportStatus = (typeof PAYMENT_REPORT_STATUSES)[number];

/** `orders/{orderId}/paymentReports/{reportId}`, written by trusted code only. */
export interface PaymentReport {
  id: string;
  amountPaise: Paise;
  reference: string;
  status: PaymentReportStatus;
  /** Shop day the customer reported it. */
  reportedOn: string;
  reason: string | null;
  paymentId: string | null;
}

/* ------------------------------------------------------------- the ledger */

type Data = Record<string, unknown>;
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const millisOf = (v: unknown): number | null => {
  if (v instanceof Date) return v.getTime();
  if (v && typeof v === 'object' && typeof (v as { toMillis?: unknown }).toMillis === 'function') return (v as { toMillis(): number }).toMillis();
  return null;
};

/** A stored payment document as a record; null for one that is not a payment. */
export function readPaymentRecord(id: string, data: Data): PaymentRecord | null {
  const kind = data.kind as PaymentKind;
  const method = data.method as PaymentMethod;
  const amount = num(data.amountPaise);
  if (!PAYMENT_KINDS.includes(kind) || !PAYMENT_METHODS.includes(method) || amount === null || amount <= 0) return null;
  const receivedOn = typeof data.receivedOn === 'string' && ISO_DATE_REGEX.test(data.receivedOn) ? data.receivedOn : '';
  return {
    id,
    kind,
    method,
    amountPaise: Math.round(amount),
    receivedOn,
    reference: typeof data.reference === 'string' ? data.reference : null,
    ...(data.legacy === true ? { legacy: true as const } : {}),
  };
}

export const LEGACY_PAYMENT_ID = 'legacy';

/**
 * The one entry an order stored before the ledger stands for: its cash
 * collected (`collectedAmount` on `collectedAt`; the older 'paid' without an
 * amount counts the agreed or computed total on the day it was delivered).
 * A refunded one gives the payment and its full refund. Null when unpaid.
 */
export function legacyEntries(order: Data): PaymentRecord[] {
  const status = order.paymentStatus;
  if (status !== 'collected' && status !== 'paid' && status !== 'refunded') return [];
  const amount = num(order.collectedAmount) ?? num(order.agreedPrice) ?? num(order.totalPrice);
  if (amount === null || amount <= 0) return [];
  const at = millisOf(order.collectedAt) ?? millisOf(order.deliveredAt) ?? millisOf(order.updatedAt) ?? millisOf(order.createdAt);
  const receivedOn = at === null ? '' : shopToday(new Date(at));
  const paid: PaymentRecord = { id: LEGACY_PAYMENT_ID, kind: 'balance', method: 'cash', amountPaise: amount, receivedOn, reference: null, legacy: true };
  if (status !== 'refunded') return [paid];
  const back = millisOf(order.refundedAt);
  return [paid, { ...paid, id: `${LEGACY_PAYMENT_ID}-refund`, kind: 'refund', receivedOn: back === null ? receivedOn : shopToday(new Date(back)) }];
}

const byDay = (a: PaymentRecord, b: PaymentRecord) => (a.receivedOn < b.receivedOn ? -1 : a.receivedOn > b.receivedOn ? 1 : a.id < b.id ? -1 : 1);

/**
 * An order's ledger, oldest first: the stored payment documents when there
 * are any, else what the order's pre-ledger fields stand for (one legacy
 * entry, plus its refund). Trusted code copies that legacy entry into the
 * ledger when it records the first new payment, so the two never add up twice.
 */
export function orderLedger(order: Data, stored: readonly { id: string; data: Data }[]): PaymentRecord[] {
  const records = stored.map((d) => readPaymentRecord(d.id, d.data)).filter((r): r is PaymentRecord => r !== null);
  return (records.length > 0 ? records : legacyEntries(order)).sort(byDay);
}

/** What the order owes: the agreed price when set, else the computed total (0 while unpriced). */
export function dueOf(order: Data): Paise {
  return num(order.agreedPrice) ?? num(order.totalPrice) ?? 0;
}

/**
 * The summary of a ledger against what is due:
 * - paid: advances and balances; refunded: refunds; net = paid − refunded;
 * - balance = due − net, never below 0, and 0 on a cancelled order (nothing more is asked);
 * - state: `refunded` when something was refunded and nothing is kept (net 0);
 *   `unpaid` when nothing was received; `paid` when net covers what is due;
 *   otherwise `advance` (part paid).
 */
export function moneySummary(duePaise: Paise, entries: readonly Pick<PaymentRecord, 'kind' | 'amountPaise'>[], cancelled = false): MoneySummary {
  let paid = 0;
  let refunded = 0;
  for (const e of entries) {
    if (e.kind === 'refund') refunded += e.amountPaise;
    else paid += e.amountPaise;
  }
  const net = paid - refunded;
  const balance = cancelled ? 0 : Math.max(0, duePaise - net);
  const state: MoneyState = refunded > 0 && net <= 0 ? 'refunded' : paid === 0 ? 'unpaid' : net >= duePaise ? 'paid' : 'advance';
  return { duePaise, paidPaise: paid, refundedPaise: refunded, balancePaise: balance, state };
}

/** The summary of an order from its fields and ledger. */
export function orderMoney(order: Data, entries: readonly PaymentRecord[]): MoneySummary {
  return moneySummary(dueOf(order), entries, order.orderStatus === 'cancelled');
}

/**
 * The summary a reader shows: paid and refunded from the stored `money` (kept
 * by trusted code with the ledger) or, for an order without one, from its
 * legacy fields; due from the order's current price, so an agreed price set
 * after the last payment shows at once.
 */
export function readOrderMoney(order: Data): MoneySummary {
  const stored = order.money && typeof order.money === 'object' ? (order.money as Data) : null;
  const paid = stored ? num(stored.paidPaise) : null;
  const refunded = stored ? num(stored.refundedPaise) : null;
  const entries: Pick<PaymentRecord, 'kind' | 'amountPaise'>[] =
    paid !== null && refunded !== null
      ? [
          { kind: 'balance', amountPaise: paid },
          { kind: 'refund', amountPaise: refunded },
        ].filter((e) => e.amountPaise > 0) as Pick<PaymentRecord, 'kind' | 'amountPaise'>[]
      : legacyEntries(order);
  return moneySummary(dueOf(order), entries, order.orderStatus === 'cancelled');
}

/**
 * Why trusted code refuses to record `body` on an order with `entries`, or
 * null: nothing but refunds on a cancelled order; a refund at most what was
 * paid (net); an advance or balance at most the balance still due.
 */
export function paymentRefusal(order: Data, entries: readonly PaymentRecord[], body: { kind: PaymentKind; amountPaise: Paise }): string | null {
  const summary = orderMoney(order, entries);
  const net = summary.paidPaise - summary.refundedPaise;
  if (body.kind === 'refund') {
    if (body.amountPaise > net) return `A refund can be at most what was paid (${rupeesText(net)})`;
    return null;
  }
  if (order.orderStatus === 'cancelled') return 'This order is cancelled: no payment can be recorded on it (only a refund)';
  if (body.amountPaise > summary.balancePaise) {
    return summary.balancePaise === 0 ? 'Nothing is due on this order' : `The amount is more than the balance due (${rupeesText(summary.balancePaise)})`;
  }
  return null;
}

/** A reference already in the ledger (a UPI id paid twice is a mistake). */
export function duplicateReference(entries: readonly PaymentRecord[], reference: string | null, kind: PaymentKind): boolean {
  return reference !== null && kind !== 'refund' && entries.some((e) => e.kind !== 'refund' && e.reference === reference);
}

/** What a payment of `amount` on top of `summary` settles: the whole balance → 'balance', else 'advance' when nothing was paid yet. */
export function kindForAmount(summary: MoneySummary, amountPaise: Paise): 'advance' | 'balance' {
  return amountPaise < summary.balancePaise && summary.paidPaise - summary.refundedPaise === 0 ? 'advance' : 'balance';
}

/** '₹1,250.50' without Intl (messages built on the server). */
export function rupeesText(paise: Paise): string {
  const whole = Math.floor(Math.abs(paise) / 100);
  const part = Math.abs(paise) % 100;
  const s = String(whole);
  const last3 = s.slice(-3);
  const rest = s.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${paise < 0 ? '-' : ''}₹${rest ? `${rest},${last3}` : last3}${part ? `.${String(part).padStart(2, '0')}` : ''}`;
}

/**
 * The legacy fields trusted code keeps beside the ledger for readers that
 * predate it (the orders list's payment filter, the CSV's status column):
 * 'collected' while money is kept, 'refunded' once it all went back, else 'pending'.
 */
export function legacyPaymentStatus(summary: MoneySummary): 'pending' | 'collected' | 'refunded' {
  if (summary.state === 'refunded') return 'refunded';
  return summary.paidPaise - summary.refundedPaise > 0 ? 'collected' : 'pending';
}

/** Net paise received per shop day (refunds subtract on their day): the dashboard's revenue by day received. */
export function netByDay(entries: readonly PaymentRecord[]): Record<string, Paise> {
  const out: Record<string, Paise> = {};
  for (const e of entries) {
    if (!e.receivedOn) continue;
    out[e.receivedOn] = (out[e.receivedOn] ?? 0) + (e.kind === 'refund' ? -e.amountPaise : e.amountPaise);
  }
  for (const [day, n] of Object.entries(out)) if (n === 0) delete out[day];
  return out;
}

/* ---------------------------------------------------------------- advance */

/**
 * The advance asked for an order: `percent` of what is due, rounded UP to
 * the whole rupee (shops do not ask for paise; rounding up never leaves the
 * advance short), at most the amount due. Only tailor-made and custom orders
 * ask one; 0 % means none. Example: 30 % of ₹2,499 = ₹749.70 → ₹750.
 */
export function advanceDue(order: { orderType?: unknown; duePaise: Paise }, percent: number): Paise {
  if (order.orderType === 'readymade' || !(percent > 0) || order.duePaise <= 0) return 0;
  const exact = (order.duePaise * Math.min(100, percent)) / 100;
  return Math.min(order.duePaise, Math.ceil(exact / 100 - 1e-9) * 100);
}

/** What of the advance is still to come: the advance less what was kept so far. */
export function advanceOutstanding(advancePaise: Paise, summary: MoneySummary): Paise {
  return Math.max(0, advancePaise - (summary.paidPaise - summary.refundedPaise));
}

/* -------------------------------------------------------------------- UPI */

/** A UPI ID (VPA): `name@handle`, name of letters, digits, `.`, `-`, `_`; handle of letters (and digits). */
export const VPA_REGEX = /^[A-Za-z0-9][A-Za-z0-9._-]{1,63}@[A-Za-z][A-Za-z0-9]{1,31}$/;
export const VPA_MESSAGE = 'Enter a UPI ID like name@okaxis';

/**
 * The `upi://pay` link UPI apps open (NPCI's linking spec): payee address,
 * payee name, amount with 2 decimals, INR, and the order number as the note.
 * Every value is URL-encoded.
 */
export function upiPayLink(p: { upiId: string; payeeName: string; amountPaise: Paise; orderNumber: string }): string {
  const am = (p.amountPaise / 100).toFixed(2);
  const q = [
    ['pa', p.upiId],
    ['pn', p.payeeName],
    ['am', am],
    ['cu', 'INR'],
    ['tn', p.orderNumber],
  ]
    .map(([k, v]) => `${k}=${encodeURIComponent(v!)}`)
    .join('&');
  return `upi://pay?${q}`;
}
