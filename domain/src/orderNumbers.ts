/** Readable order numbers (`SS-1001`): formatting, parsing, the legacy fallback and the admin's search. */
import { SHOP } from './shop';

export const FIRST_ORDER_NUMBER = 1001;
const ORDER_NUMBER_REGEX = /^([A-Z]{1,5})-(\d{1,9})$/;

export function formatOrderNumber(n: number, prefix: string = SHOP.orderNumberPrefix): string {
  return `${prefix}-${Math.floor(n)}`;
}

/** The sequence number of a number like `SS-1001`; null for older or malformed numbers (`TS-X0BLOU`). */
export function parseOrderNumber(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const m = ORDER_NUMBER_REGEX.exec(value);
  if (!m || m[1] === 'TS') return null;
  const n = Number(m[2]);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** The short number shown before a sequential one is assigned, and for orders placed before numbering. */
export function legacyOrderNumber(orderId: string): string {
  return `TS-${orderId.slice(0, 6).toUpperCase()}`;
}

/** What the admin typed to find an order by number ('1001', 'ss 1001', 'SS-1001'); null when it is no number. */
export function orderNumberQuery(input: string, prefix: string = SHOP.orderNumberPrefix): string | null {
  const compact = input.trim().toUpperCase().replace(/[\s-]/g, '');
  const m = /^([A-Z]{0,5})(\d{1,9})$/.exec(compact);
  if (!m) return null;
  return `${m[1] || prefix}-${Number(m[2])}`;
}
