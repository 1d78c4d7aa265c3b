/**
 * Receipts: one per entry of an order's payments ledger
 * (`orders/{orderId}/payments/{paymentId}`, PaymentRecord). A receipt's number
 * is the order's number and the entry's id (`SS-1042/R-7KQ2M9XA`), so it is
 * fixed once the entry exists and needs no counter of its own.
 */
import { ISO_DATE_REGEX } from './orderDates';
import { PAYMENT_KINDS, PAYMENT_METHODS, type PaymentRecord } from './paymentKinds';

export function receiptNumber(orderNumber: string, paymentId: string): string {
  return `${orderNumber}/R-${paymentId.replace(/[^A-Za-z0-9]/g, '').slice(0, 8).toUpperCase()}`;
}

export const receiptTitle = (entry: Pick<PaymentRecord, 'kind'>): string => (entry.kind === 'refund' ? 'Refund receipt' : 'Payment receipt');

/** A stored ledger entry; null when it is not one (a receipt is never printed from a malformed entry). */
export function paymentFromData(id: string, value: unknown): PaymentRecord | null {
  const d = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const kind = PAYMENT_KINDS.find((k) => k === d.kind);
  const method = PAYMENT_METHODS.find((m) => m === d.method);
  const amount = d.amountPaise;
  if (!kind || !method || typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) return null;
  if (typeof d.receivedOn !== 'string' || !ISO_DATE_REGEX.test(d.receivedOn)) return null;
  const entry: PaymentRecord = {
    id,
    kind,
    method,
    amountPaise: amount,
    receivedOn: d.receivedOn,
    reference: typeof d.reference === 'string' && d.reference !== '' ? d.reference : null,
  };
  if (d.legacy === true) entry.legacy = true;
  return entry;
}

/** Oldest first, as receipts are listed. */
export const byReceivedOn = (a: PaymentRecord, b: PaymentRecord): number => a.receivedOn.localeCompare(b.receivedOn) || a.id.localeCompare(b.id);
