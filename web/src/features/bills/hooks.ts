import type { PaymentRecord } from '@tailor/domain';
import { useWatch, type Loaded } from '../../lib/useLoad';
import { watchBilledOrder, watchPaymentEntries, type BilledOrder } from './data';

/** The order with its bill, live. */
export function useBilledOrder(orderId: string): Loaded<BilledOrder | null> {
  return useWatch<BilledOrder | null>((next, fail) => watchBilledOrder(orderId, next, fail), [orderId], { what: 'Loading the bill failed' });
}

/** The order's payment entries (receipts), live, oldest first. */
export function usePaymentEntries(orderId: string): Loaded<PaymentRecord[]> {
  return useWatch<PaymentRecord[]>((next, fail) => watchPaymentEntries(orderId, next, fail), [orderId], { what: 'Loading the receipts failed' });
}
