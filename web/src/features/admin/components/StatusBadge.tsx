import { ORDER_STATUS_LABELS, type OrderStatus } from '@tailor/domain';

export function StatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`badge status-badge status-${status}`}>{ORDER_STATUS_LABELS[status]}</span>;
}
