/** Calendar dates on orders: ISO day strings, the promised delivery date and its flags. */
import { z } from 'zod';
import type { OrderType } from './options';
import { SHOP } from './shop';
import type { TurnaroundTable } from './shopDetails';

export const ISO_DATE_REGEX = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const isoDateSchema = z.string({ error: 'Choose a date' }).regex(ISO_DATE_REGEX, { message: 'Choose a date' });

/** A local calendar date as YYYY-MM-DD. */
export function isoDate(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** YYYY-MM-DD → local midnight. */
export function dateFromIso(value: string): Date | null {
  if (!ISO_DATE_REGEX.test(value)) return null;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(y, m - 1, d);
  return date.getDate() === d ? date : null;
}

/** A day as the customer reads it ("4 December 2026"); null for no or a malformed date. */
export function longDate(iso: string | null): string | null {
  const d = iso ? dateFromIso(iso) : null;
  return d ? new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' }).format(d) : null;
}

/**
 * Turnaround in days for an order, from the shop's table (settings/shop) by
 * category and order type; the compiled demo table only where no settings are at hand.
 */
export function turnaroundDays(
  orderType: OrderType | string,
  category: string | null,
  table: TurnaroundTable = SHOP.turnaroundDays,
): number {
  const row: Record<string, number> & { default: number } = orderType === 'readymade' ? table.readymade : table.tailor;
  const own = category && Object.prototype.hasOwnProperty.call(row, category) ? row[category] : undefined;
  return own || row.default;
}

/** The promised date to suggest when confirming an order on `today`. */
export function defaultDeliveryDate(
  orderType: OrderType | string,
  category: string | null,
  today: Date,
  table: TurnaroundTable = SHOP.turnaroundDays,
): string {
  const d = new Date(today.getFullYear(), today.getMonth(), today.getDate() + turnaroundDays(orderType, category, table));
  return isoDate(d);
}

export type DeliveryFlag = 'overdue' | 'due-soon';

/** Overdue (promised date passed) or due within `days` days, for orders not yet delivered or cancelled. */
export function deliveryFlag(order: { deliveryDate: string | null; orderStatus: string }, today: Date, days = 3): DeliveryFlag | null {
  if (!order.deliveryDate || order.orderStatus === 'delivered' || order.orderStatus === 'cancelled') return null;
  const due = dateFromIso(order.deliveryDate);
  if (!due) return null;
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate()).getTime();
  const diffDays = Math.round((due.getTime() - start) / 86_400_000);
  if (diffDays < 0) return 'overdue';
  return diffDays <= days ? 'due-soon' : null;
}
