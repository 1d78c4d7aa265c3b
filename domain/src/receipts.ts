/**
 * Receipts: one per entry of an order's payments ledger
 * (`orders/{orderId}/payments/{paymentId}`, PaymentRecord). A receipt's number
 * is the order's number and the entry's id (`SS-1042/R-7KQ2M9XA`), so it is
 * fixed once the entry exists and needs no counter of its own.
 */
import type { PaymentRecord } from './paymentKinds';

export function receiptNumber(orderNumber: string, paymentId: string): string {
  return `${orderNumber}/R-${paymentId.replace(/[^A-Za-z0-9]/g, '').slice(0, 8).toUpperCase()}`;
}

export const receiptTitle = (entry: Pick<PaymentRecord, 'kind'>): string => (entry.kind === 'refund' ? 'Refund receipt' : 'Payment receipt');

/** Oldest first, as receipts are listed. */
export const byReceivedOn = (a: PaymentRecord, b: PaymentRecord): number => a.receivedOn.localeCompare(b.receivedOn) || a.id.localeCompare(b.id);
