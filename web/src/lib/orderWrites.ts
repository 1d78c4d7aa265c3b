/**
 * The exact updates the admin's and the customer's order screens write,
 * built without a Firestore instance so the rules tests send the same
 * payloads. Every update appends one history entry (firestore.rules,
 * isOrderUpdate); a plain forward move's entry is {status, at, by}. Payments
 * are no client write: they go through the payments API (features/money).
 */
import { arrayUnion, serverTimestamp, Timestamp } from 'firebase/firestore';
import type { OrderHistoryEntryData, OrderMoveKind, OrderStatus } from '@tailor/domain';

export interface MoveDetails {
  /** Step back or cancel: why. */
  reason?: string;
  /** The customer's alteration note. */
  note?: string;
  /** Moving to approval: photos of the finished garment and the admin's note. */
  fitPhotos?: string[];
  fitNote?: string;
  /** Confirming: the promised date (YYYY-MM-DD). */
  deliveryDate?: string | null;
}

function stamp(uid: string, entry: Omit<OrderHistoryEntryData, 'by'>): Record<string, unknown> {
  return { statusHistory: arrayUnion({ ...entry, by: uid }), updatedAt: serverTimestamp(), updatedBy: uid };
}

/** updateDoc payload of a status move of the given kind (see orderMoveKind). */
export function orderMovePayload(kind: OrderMoveKind, to: OrderStatus, uid: string, details: MoveDetails = {}, at: Timestamp = Timestamp.now()): Record<string, unknown> {
  const base = { orderStatus: to };
  switch (kind) {
    case 'forward':
      if (to === 'approval') {
        const fitPhotos = details.fitPhotos ?? [];
        const fitNote = details.fitNote ?? '';
        return { ...base, fitPhotos, fitNote, ...stamp(uid, { status: to, at, event: 'approval', photos: fitPhotos, note: fitNote }) };
      }
      return { ...base, ...(to === 'confirmed' && details.deliveryDate ? { deliveryDate: details.deliveryDate } : {}), ...stamp(uid, { status: to, at }) };
    case 'back':
      return { ...base, ...stamp(uid, { status: to, at, event: 'back', reason: details.reason ?? '' }) };
    case 'cancel':
      return { ...base, cancelReason: details.reason ?? '', ...stamp(uid, { status: to, at, event: 'cancel', reason: details.reason ?? '' }) };
    case 'approve':
      return { ...base, ...stamp(uid, { status: to, at, event: 'approve' }) };
    case 'alter':
      return { ...base, ...stamp(uid, { status: to, at, event: 'alter', note: details.note ?? '' }) };
  }
}

/** A plain forward move (one history entry saying who and when). */
export function statusChangePayload(to: OrderStatus, uid: string, at: Timestamp = Timestamp.now()): Record<string, unknown> {
  return orderMovePayload('forward', to, uid, {}, at);
}

/** The amount agreed on the call (paise) and why; `status` is the order's current one. */
export function agreedPricePayload(status: OrderStatus, agreedPrice: number, agreedNote: string, uid: string, at: Timestamp = Timestamp.now()): Record<string, unknown> {
  return { agreedPrice, agreedNote, ...stamp(uid, { status, at, event: 'price', amount: agreedPrice, reason: agreedNote }) };
}

export function deliveryDatePayload(status: OrderStatus, deliveryDate: string, uid: string, at: Timestamp = Timestamp.now()): Record<string, unknown> {
  return { deliveryDate, ...stamp(uid, { status, at, event: 'date', note: deliveryDate }) };
}
