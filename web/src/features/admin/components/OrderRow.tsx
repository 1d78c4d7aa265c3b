import { Link } from 'react-router-dom';
import { MONEY_STATE_LABELS, amountDue, deliveryFlag, formatINR, isDeliveredUnpaid, type OrderRecord } from '@tailor/domain';
import { StatusBadge } from '../../../components/StatusBadge';
import { formatDateTime } from '../../../lib/dates';

/** One order in the admin's list, with its flags: delivered but unpaid, due within three days or overdue. */
export function OrderRow({ order: o }: { order: OrderRecord }) {
  const flag = deliveryFlag(o, new Date());
  const due = amountDue(o);
  return (
    <li>
      <Link to={`/admin/orders/${o.id}`} className="card order-row">
        <span className="order-row-main">
          <span className="order-row-number">{o.orderNumber}</span>
          <span className="order-row-customer">{o.customer.name || 'Customer'}</span>
          <span className="muted order-row-date">{formatDateTime(o.createdAt)}</span>
          <span className="order-row-flags">
            {isDeliveredUnpaid(o) && <span className="badge order-flag order-flag-unpaid">Delivered, unpaid</span>}
            {flag === 'overdue' && <span className="badge order-flag order-flag-overdue">Overdue ({o.deliveryDate})</span>}
            {flag === 'due-soon' && <span className="badge order-flag order-flag-due-soon">Due {o.deliveryDate}</span>}
          </span>
        </span>
        <span className="order-row-side">
          <StatusBadge status={o.orderStatus} audience="admin" />
          <span className="order-row-total">
            {due === null ? 'Price pending' : formatINR(due)}
            {o.agreedPrice !== null && <span className="muted"> (agreed)</span>}
          </span>
          <span className="muted order-row-type">
            {o.orderType} · {o.lines.length} item{o.lines.length === 1 ? '' : 's'} · {MONEY_STATE_LABELS[o.money.state].toLowerCase()}
            {o.money.balancePaise > 0 && o.money.state !== 'unpaid' ? `, ${formatINR(o.money.balancePaise)} due` : ''}
          </span>
        </span>
      </Link>
    </li>
  );
}
