/**
 * Sequential order numbers. One counter document, read and advanced in the
 * same transaction that creates the order, so simultaneous orders never
 * share a number and none is skipped or reused.
 */
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { FIRST_ORDER_NUMBER, formatOrderNumber } from '@tailor/domain';

export const ORDER_COUNTER = 'orders';

export function orderCounterRef(db: Firestore) {
  return db.collection('counters').doc(ORDER_COUNTER);
}

/** The counter's next number (at least FIRST_ORDER_NUMBER), from its snapshot read inside the transaction. */
export function nextOrderNumber(counter: { get(field: string): unknown }): number {
  const next = counter.get('next');
  return typeof next === 'number' && Number.isSafeInteger(next) && next >= FIRST_ORDER_NUMBER ? next : FIRST_ORDER_NUMBER;
}

/**
 * Takes the number `n` (from nextOrderNumber) in `tx`: the counter moves on by one
 * and the answer is the formatted number with the shop's current prefix (a new
 * prefix applies to new orders only; the counter stays one sequence across prefixes).
 */
export function takeOrderNumber(db: Firestore, tx: Transaction, n: number, prefix: string): string {
  tx.set(orderCounterRef(db), { next: n + 1 }, { merge: true });
  return formatOrderNumber(n, prefix);
}
