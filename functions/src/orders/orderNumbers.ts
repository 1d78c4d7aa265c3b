/**
 * Sequential order numbers. One counter document, read and advanced in the
 * same transaction as the order, so simultaneous orders never share a number
 * and none is skipped or reused. Shared by the trigger and the seed.
 */
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { FIRST_ORDER_NUMBER, formatOrderNumber, parseOrderNumber } from '@tailor/domain';

export const ORDER_COUNTER = 'orders';

export type NumberingOutcome = { assigned: string } | { kept: string } | 'missing';

/** The counter's next number (at least FIRST_ORDER_NUMBER), read inside `tx`. */
async function nextNumber(db: Firestore, tx: Transaction): Promise<number> {
  const snap = await tx.get(db.collection('counters').doc(ORDER_COUNTER));
  const next = snap.data()?.next;
  return typeof next === 'number' && Number.isSafeInteger(next) && next >= FIRST_ORDER_NUMBER ? next : FIRST_ORDER_NUMBER;
}

/**
 * Gives order `orderId` the next number. Idempotent: an order that already has a
 * sequential number keeps it (a redelivered event assigns nothing new).
 * `prefix` is the shop's current one (settings/shop): a new prefix applies to
 * new orders only, and the counter stays one sequence across prefixes.
 */
export async function assignOrderNumber(db: Firestore, orderId: string, prefix: string): Promise<NumberingOutcome> {
  const orderRef = db.collection('orders').doc(orderId);
  return db.runTransaction(
    async (tx) => {
      const snap = await tx.get(orderRef);
      if (!snap.exists) return 'missing';
      const current = snap.get('orderNumber');
      if (parseOrderNumber(current) !== null) return { kept: current as string };
      const n = await nextNumber(db, tx);
      const number = formatOrderNumber(n, prefix);
      tx.set(db.collection('counters').doc(ORDER_COUNTER), { next: n + 1 }, { merge: true });
      tx.update(orderRef, { orderNumber: number });
      return { assigned: number };
    },
    // Many orders at once contend for one counter: let each retry more than the default.
    { maxAttempts: 30 },
  );
}
