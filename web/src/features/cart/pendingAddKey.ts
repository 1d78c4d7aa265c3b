/**
 * The part of pendingAdd.ts that pages showing Add to Cart carry: saving an
 * interrupted add, and whether one waits in this tab. Reading it back (which
 * checks the size against the size list, and so loads zod) loads only when
 * one does.
 */
import type { CartProductType } from '@tailor/domain/options';
import type { Size } from '@tailor/domain/sizes';

export interface PendingAdd {
  /** Random, to recognise the action in other tabs. */
  id: string;
  productId: string;
  productName: string;
  type: CartProductType;
  size: Size | null;
  /** Path (with query) the add was tapped on; it is carried out there. */
  from: string;
  /** When it was tapped, ms since the epoch. */
  at: number;
}

export const PENDING_ADD_KEY = 'pendingCartAdd';

export function serialisePendingAdd(action: PendingAdd): string {
  return JSON.stringify(action);
}

/** Storage can be off (private modes, quotas): the add is then simply not resumed. */
export function savePendingAdd(session: Pick<Storage, 'setItem'>, action: PendingAdd): void {
  try {
    session.setItem(PENDING_ADD_KEY, serialisePendingAdd(action));
  } catch {
    // not resumed
  }
}

export function hasPendingAdd(session: Pick<Storage, 'getItem'>): boolean {
  try {
    return session.getItem(PENDING_ADD_KEY) !== null;
  } catch {
    return false;
  }
}

export function newPendingAddId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
