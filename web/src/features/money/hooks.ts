import { orderLedger, type OrderRecord, type PaymentRecord, type PaymentReport } from '@tailor/domain';
import { useWatch, type Loaded } from '../../lib/useLoad';
import { watchPayments, watchReports } from './data';

/** The order's pre-ledger fields as orderLedger reads them. */
function legacyFields(o: OrderRecord): Record<string, unknown> {
  return {
    paymentStatus: o.paymentStatus,
    collectedAmount: o.collectedAmount,
    collectedAt: o.collectedAt,
    refundedAt: o.refundedAt,
    agreedPrice: o.agreedPrice,
    totalPrice: o.totalPrice,
    updatedAt: o.updatedAt,
    createdAt: o.createdAt,
  };
}

/**
 * An order's ledger, live. An order stored before the ledger shows its one
 * legacy entry, read from the order's own fields.
 */
export function useLedger(order: OrderRecord): Loaded<PaymentRecord[]> {
  const stored = useWatch<{ id: string; data: Record<string, unknown> }[]>((next, fail) => watchPayments(order.id, next, fail), [order.id], {
    what: 'Loading the payments failed',
  });
  if (stored.status !== 'ready') return stored as Loaded<PaymentRecord[]>;
  return { ...stored, data: orderLedger(legacyFields(order), stored.data) };
}

export function usePaymentReports(orderId: string): Loaded<PaymentReport[]> {
  return useWatch<PaymentReport[]>((next, fail) => watchReports(orderId, next, fail), [orderId], { what: 'Loading the payment reports failed' });
}
