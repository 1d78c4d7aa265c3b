/**
 * Data of bills and receipts: the order with its stored bill, and issuing
 * the bill through the admin API (the receipts' entries come from money's ledger).
 */
import { doc, onSnapshot, type Unsubscribe } from 'firebase/firestore';
import { billApiPath, billFromData, orderFromData, type Bill, type IssueBillAnswer, type OrderRecord } from '@tailor/domain';
import { db } from '../../firebase/firestore';
import { apiFetch, SignedOutError } from '../../lib/apiFetch';

export interface BilledOrder {
  order: OrderRecord;
  bill: Bill | null;
}

/** The order and its bill (`orders/{id}.bill`), live; null when it does not exist or is not this account's. */
export function watchBilledOrder(orderId: string, onData: (value: BilledOrder | null) => void, onError: (error: Error) => void): Unsubscribe {
  return onSnapshot(
    doc(db, 'orders', orderId),
    (snap) => {
      const data = snap.data({ serverTimestamps: 'estimate' });
      onData(data ? { order: orderFromData(snap.id, data), bill: billFromData(data.bill) } : null);
    },
    onError,
  );
}

export type IssueOutcome = { ok: true; bill: Bill } | { ok: false; message: string };

const FAILED = 'The bill could not be issued. Please check your connection and try again.';

/** POST /api/v1/admin/orders/:id/bill with the admin's token; never throws. */
export async function issueBill(orderId: string): Promise<IssueOutcome> {
  try {
    const res = await apiFetch(billApiPath(orderId), { method: 'POST' });
    const body = (await res.json().catch(() => null)) as IssueBillAnswer | null;
    if (body?.success) return { ok: true, bill: body.bill };
    return { ok: false, message: body && typeof body.message === 'string' && res.status < 500 ? body.message : FAILED };
  } catch (error) {
    return { ok: false, message: error instanceof SignedOutError ? 'Please sign in again to issue the bill.' : FAILED };
  }
}
