import { ORDER_STATUS_LABELS, type OrderStatus } from '@tailor/domain/options';
import { CUSTOMER_STATUS_LABELS } from '@tailor/domain/orderFlow';
import { useT } from '../lib/i18n/useT';
import './StatusBadge.css';

/**
 * An order status as a coloured pill (colour plus text, never colour alone). The shop's
 * screens name the statuses as the admin knows them, the customer's as the customer does.
 */
export function StatusBadge({ status, audience = 'customer' }: { status: OrderStatus | string; audience?: 'customer' | 'admin' }) {
  const { t } = useT();
  const labels: Record<string, string> = audience === 'admin' ? ORDER_STATUS_LABELS : CUSTOMER_STATUS_LABELS;
  // The labels are English source text: the screen's catalogue translates them (my orders: features/orders/hi.ts; admin: features/admin/hi.ts).
  return <span className={`status-badge status-${status}`}>{t(labels[status] ?? status)}</span>;
}
