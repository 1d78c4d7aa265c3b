import type { OrderRecord, PaymentRecord } from '@tailor/domain';
import { useWatch, type Loaded } from '../../lib/useLoad';
import { useLedger } from '../money';
import { watchBilledOrder, type BilledOrder } from './data';

/** The order with its bill, live. */
export function useBilledOrder(orderId: string): Loaded<BilledOrder | null> {
  return useWatch<BilledOrder | null>((next, fail) => watchBilledOrder(orderId, next, fail), [orderId], { what: 'Loading the bill failed' });
}

/**
 * The order's payment entries (one receipt each), live, oldest first: the
 * payments ledger as money reads it, so an order paid before the ledger has
 * its one legacy entry too.
 */
export function usePaymentEntries(orderId: string, order: OrderRecord | null): Loaded<PaymentRecord[]> {
  return useLedger(order, orderId);
}
