/** An order's history entries as stored, and the line each shows to the customer or the admin. */
import { formatINR } from './money';
import { ORDER_STATUS_LABELS, type OrderStatus } from './options';
import { longDate } from './orderDates';
import { CUSTOMER_STATUS_LABELS } from './orderFlow';

/** Who a history entry names when trusted code moved the order (a refused order's cancellation). */
export const SYSTEM_ACTOR = 'system';

/** A history entry as stored. Plain forward moves have no `event`. */
export interface OrderHistoryEntryData {
  status: OrderStatus;
  at: unknown;
  by: string;
  event?: 'back' | 'cancel' | 'approve' | 'alter' | 'approval' | 'price' | 'payment' | 'date';
  reason?: string;
  note?: string;
  photos?: string[];
  amount?: number;
  payment?: 'collected' | 'refunded';
}

/** One line of an order's history, for the customer (`you`) or the admin. */
export function historyText(
  entry: { status: string; event?: string; reason?: string; note?: string; amount?: number; payment?: string; photos?: string[] },
  forCustomer: boolean,
): string {
  const labels = (forCustomer ? CUSTOMER_STATUS_LABELS : ORDER_STATUS_LABELS) as Record<string, string>;
  const label = labels[entry.status] ?? entry.status;
  const money = (p?: number) => (typeof p === 'number' ? formatINR(p, { decimals: 2 }) : '');
  switch (entry.event) {
    case 'price':
      return `Price agreed: ${money(entry.amount)}${entry.reason ? ` — ${entry.reason}` : ''}`;
    case 'payment':
      return entry.payment === 'refunded' ? 'Payment refunded' : `Cash collected: ${money(entry.amount)}`;
    case 'approve':
      return forCustomer ? 'You approved the garment' : 'Customer approved the garment';
    case 'alter':
      return `${forCustomer ? 'You asked' : 'Customer asked'} for an alteration: ${entry.note ?? ''}`;
    case 'approval': {
      const n = entry.photos?.length ?? 0;
      return `${label} (${n} photo${n === 1 ? '' : 's'})${entry.note ? ` — ${entry.note}` : ''}`;
    }
    case 'back':
      return `Moved back to ${label}${entry.reason ? ` — ${entry.reason}` : ''}`;
    case 'cancel':
      return `Cancelled${entry.reason ? ` — ${entry.reason}` : ''}`;
    case 'date': {
      const d = entry.note ? longDate(entry.note) : null;
      return `Delivery date set${d ? ` to ${d}` : ''}`;
    }
    default:
      return label;
  }
}
