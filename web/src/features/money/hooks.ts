import { byReceivedOn, orderLedger, type OrderRecord, type PaymentRecord, type PaymentReport } from '@tailor/domain';
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
 * An order's ledger, live, oldest first. An order stored before the ledger
 * shows its one legacy entry, read from the order's own fields; while the
 * order itself is still loading (null), so is its ledger.
 */
export function useLedger(order: OrderRecord | null, orderId: string = order?.id ?? ''): Loaded<PaymentRecord[]> {
  const stored = useWatch<{ id: string; data: Record<string, unknown> }[]>((next, fail) => watchPayments(orderId, next, fail), [orderId], {
    what: 'Loading the payments failed',
  });
  if (stored.status !== 'ready') return stored as Loaded<PaymentRecord[]>;
  if (!order) return { status: 'loading', data: undefined, error: undefined, retry: stored.retry };
  return { ...stored, data: orderLedger(legacyFields(order), stored.data).sort(byReceivedOn) };
}

export function usePaymentReports(orderId: string): Loaded<PaymentReport[]> {
  return useWatch<PaymentReport[]>((next, fail) => watchReports(orderId, next, fail), [orderId], { what: 'Loading the payment reports failed' });
}
