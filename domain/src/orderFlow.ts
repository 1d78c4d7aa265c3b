/**
 * The status flow of each order type and who may make which move, with the
 * labels and progress line the customer reads.
 * firestore.rules mirrors the flow table (orderNextStatus / orderBackStatus);
 * tests/rules-order-flow.test.ts checks every pair against this module.
 * Beside it: payment (orderPayment.ts), numbers (orderNumbers.ts), what the
 * admin writes down (orderNotes.ts), dates (orderDates.ts), history lines
 * (orderHistory.ts), notices and e-mail (orderNotices.ts), the CSV (ordersCsv.ts).
 */
import { ORDER_STATUS_LABELS, type OrderStatus, type OrderType } from './options';

const MADE_TO_MEASURE: readonly OrderStatus[] = ['pending', 'confirmed', 'stitching', 'approval', 'ready', 'shipped', 'delivered'];

export const ORDER_FLOWS: Readonly<Record<OrderType, readonly OrderStatus[]>> = {
  readymade: ['pending', 'confirmed', 'ready', 'shipped', 'delivered'],
  tailor: MADE_TO_MEASURE,
  custom: MADE_TO_MEASURE,
};

/** Statuses from which an order may still be cancelled (everything before shipped). */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ['pending', 'confirmed', 'stitching', 'approval', 'ready'];

export type OrderMoveKind = 'forward' | 'back' | 'cancel' | 'approve' | 'alter';
export type OrderActor = 'admin' | 'owner';

export function flowFor(orderType: OrderType | string): readonly OrderStatus[] {
  return (ORDER_FLOWS as Record<string, readonly OrderStatus[]>)[orderType] ?? ORDER_FLOWS.custom;
}

export function nextStatus(orderType: OrderType | string, from: OrderStatus | string): OrderStatus | null {
  const flow = flowFor(orderType);
  const i = flow.indexOf(from as OrderStatus);
  return i >= 0 && i < flow.length - 1 ? flow[i + 1]! : null;
}

/** The state one step back (to correct a mistake); none from pending or cancelled. */
export function previousStatus(orderType: OrderType | string, from: OrderStatus | string): OrderStatus | null {
  const flow = flowFor(orderType);
  const i = flow.indexOf(from as OrderStatus);
  return i > 0 ? flow[i - 1]! : null;
}

export function isCancellable(status: OrderStatus | string): boolean {
  return (CANCELLABLE_STATUSES as readonly string[]).includes(status);
}

/**
 * The kind of move `actor` makes by taking an order of `orderType` from `from` to `to`,
 * or null when that move is not allowed. The owner may only answer a fit approval.
 */
export function orderMoveKind(
  orderType: OrderType | string,
  from: OrderStatus | string,
  to: OrderStatus | string,
  actor: OrderActor,
): OrderMoveKind | null {
  if (actor === 'owner') {
    if (from !== 'approval' || !flowFor(orderType).includes('approval')) return null;
    if (to === 'ready') return 'approve';
    if (to === 'stitching') return 'alter';
    return null;
  }
  if (to === 'cancelled') return isCancellable(from) ? 'cancel' : null;
  if (nextStatus(orderType, from) === to) return 'forward';
  if (previousStatus(orderType, from) === to) return 'back';
  return null;
}

export function allowedMoves(orderType: OrderType | string, from: OrderStatus | string, actor: OrderActor): { to: OrderStatus; kind: OrderMoveKind }[] {
  const moves: { to: OrderStatus; kind: OrderMoveKind }[] = [];
  for (const to of [...flowFor(orderType), 'cancelled'] as OrderStatus[]) {
    const kind = orderMoveKind(orderType, from, to, actor);
    if (kind) moves.push({ to, kind });
  }
  return moves;
}

/** What the customer reads for each status. */
export const CUSTOMER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  ...ORDER_STATUS_LABELS,
  approval: 'Awaiting your approval',
};

/** The steps of the order's own flow with where the order stands, for a progress line. */
export function progressSteps(orderType: OrderType | string, status: OrderStatus | string): { status: OrderStatus; state: 'done' | 'current' | 'todo' }[] {
  const flow = flowFor(orderType);
  const at = flow.indexOf(status as OrderStatus);
  return flow.map((s, i) => ({ status: s, state: at < 0 ? 'todo' : i < at ? 'done' : i === at ? 'current' : 'todo' }));
}
