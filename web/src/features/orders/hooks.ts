import { use } from 'react';
import type { OrderRecord } from '@tailor/domain/orderRecord';
import { addEntries } from '../../lib/i18n/translate';
import { useT } from '../../lib/i18n/useT';
import { useWatch, type Loaded } from '../../lib/useLoad';
import { watchMeasurementProfiles, watchMyOrders, watchOrder, type SavedProfile } from './data';
import { watchAddresses, type SavedAddress } from './checkout/data';
import { watchNotices, type OrderNotice } from './notices/data';

/** One order, live (null: no such order, or not this account's); used by the customer's and the admin's screens. */
export function useOrder(orderId: string): Loaded<OrderRecord | null> {
  return useWatch<OrderRecord | null>((next, fail) => watchOrder(orderId, next, fail), [orderId], { what: 'Loading the order failed' });
}

/** The customer's newest `count` orders, live; raising `count` keeps the list shown while the longer one loads. */
export function useMyOrders(uid: string, count: number): Loaded<{ orders: OrderRecord[]; hasMore: boolean }> {
  return useWatch<{ orders: OrderRecord[]; hasMore: boolean }>(
    uid ? (next, fail) => watchMyOrders(uid, count, (orders, hasMore) => next({ orders, hasMore }), fail) : null,
    [uid, count],
    { what: 'Loading orders failed', keepPrevious: true },
  );
}

/** The customer's order notices, live. */
export function useNotices(uid: string): Loaded<OrderNotice[]> {
  return useWatch<OrderNotice[]>(uid ? (next, fail) => watchNotices(uid, next, fail) : null, [uid], { what: 'Loading notices failed' });
}

/** The customer's saved measurement profiles, live, newest first. */
export function useMeasurementProfiles(uid: string): Loaded<SavedProfile[]> {
  return useWatch<SavedProfile[]>((next, fail) => watchMeasurementProfiles(uid, next, fail), [uid], { what: 'Loading measurement profiles failed' });
}

/** The customer's saved delivery addresses, live. */
export function useSavedAddresses(uid: string): Loaded<SavedAddress[]> {
  return useWatch<SavedAddress[]>((next, fail) => watchAddresses(uid, next, fail), [uid], { what: 'Loading saved addresses failed' });
}

let ordersText: Promise<void> | undefined;

/**
 * Loads this feature's Hindi catalogue when Hindi is shown, suspending the screen until it is in
 * (docs/i18n.md, "Screens past the first"). Each feature keeps its own copy of these lines: one
 * module shared by the cart, order and sign-in screens would be a chunk of its own, whose name the
 * first download's preload table carries, and `/` has no bytes for it.
 */
export function useOrdersCatalogue(): void {
  const { language } = useT();
  if (language !== 'hi') return;
  // A failed download shows English; the next render after this one asks again (no loop while offline).
  ordersText ??= import('./hi').then(
    (module) => addEntries(module.default),
    () => void setTimeout(() => (ordersText = undefined)),
  );
  use(ordersText);
}
