import type { OrderRecord } from '@tailor/domain/orderRecord';
import { formatDateTime } from '../../../lib/dates';
import { useT } from '../../../lib/i18n/useT';
import { orderHistoryText } from '../../../lib/orderHistoryText';
import { CUSTOMER_HISTORY_VOICE } from '../historyVoice';

/** Every change of the order, approval rounds and alteration notes included. */
export function OrderHistory({ order }: { order: OrderRecord }) {
  useT();
  const entries = order.statusHistory.length > 0 ? order.statusHistory : [{ status: 'pending', at: order.createdAt, by: '' }];
  return (
    <ol className="status-timeline">
      {entries.map((h, i) => (
        <li key={`${h.status}-${i}`}>
          <strong>{orderHistoryText(h, CUSTOMER_HISTORY_VOICE)}</strong>
          <span className="muted">{formatDateTime(h.at)}</span>
        </li>
      ))}
    </ol>
  );
}
