/**
 * Sequential order numbers. One counter document, advanced in the same
 * transaction that creates the order, on the condition that it is still the
 * version read: simultaneous orders never share a number, and none is skipped
 * or reused.
 */
import type { DocumentData, DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import { FIRST_ORDER_NUMBER, formatOrderNumber } from '@tailor/domain';

export const ORDER_COUNTER = 'orders';

export function orderCounterRef(db: Firestore) {
  return db.collection('counters').doc(ORDER_COUNTER);
}

/** The counter's next number (at least FIRST_ORDER_NUMBER), from its snapshot. */
export function nextOrderNumber(counter: { get(field: string): unknown }): number {
  const next = counter.get('next');
  return typeof next === 'number' && Number.isSafeInteger(next) && next >= FIRST_ORDER_NUMBER ? next : FIRST_ORDER_NUMBER;
}

/**
 * Writes `fields` to the document of `seen` in `tx` only if it is still as read:
 * an update conditioned on its update time, or a create when it did not exist.
 * The commit then fails (FAILED_PRECONDITION, ALREADY_EXISTS) if another write
 * came first, without the transaction holding a read lock on the document.
 */
export function writeSeen(tx: Transaction, seen: DocumentSnapshot, fields: DocumentData): void {
  if (seen.exists && seen.updateTime) tx.update(seen.ref, fields, { lastUpdateTime: seen.updateTime });
  else tx.create(seen.ref, fields);
}

/**
 * Takes the next number of the counter as `counter` read it: the counter moves on
 * by one if nobody took a number meanwhile (see writeSeen), and the answer is the
 * formatted number with the shop's current prefix (a new prefix applies to new
 * orders only; the counter stays one sequence across prefixes).
 */
export function takeOrderNumber(tx: Transaction, counter: DocumentSnapshot, prefix: string): string {
  const n = nextOrderNumber(counter);
  writeSeen(tx, counter, { next: n + 1 });
  return formatOrderNumber(n, prefix);
}
