import type { OrderStatus } from '@tailor/domain/options';
import { CUSTOMER_STATUS_LABELS } from '@tailor/domain/orderFlow';
import './StatusBadge.css';

/** An order status as a coloured pill (colour plus text, never colour alone). */
export function StatusBadge({ status }: { status: OrderStatus | string }) {
  const label = (CUSTOMER_STATUS_LABELS as Record<string, string>)[status] ?? status;
  return <span className={`status-badge status-${status}`}>{label}</span>;
}
