import { Link } from '../../../components/links';
import { MONEY_STATE_LABELS, ORDER_TYPE_LABELS, amountDue, deliveryFlag, isDeliveredUnpaid, type OrderRecord, formatINR } from '@tailor/domain';
import { StatusBadge } from '../../../components/StatusBadge';
import { formatDateTime } from '../../../lib/dates';
import { currentLocale } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/useT';

/** One order in the admin's list, with its flags: delivered but unpaid, due within three days or overdue. */
export function OrderRow({ order: o }: { order: OrderRecord }) {
  const { t, tp, language } = useT();
  const flag = deliveryFlag(o, new Date());
  const due = amountDue(o);
  return (
    <li>
      <Link to={`/admin/orders/${o.id}`} className="card order-row">
        <span className="order-row-main">
          <span className="order-row-number">{o.orderNumber}</span>
          <span className="order-row-customer">{o.customer.name || t('Customer')}</span>
          <span className="muted order-row-date">{formatDateTime(o.createdAt)}</span>
          <span className="order-row-flags">
            {isDeliveredUnpaid(o) && <span className="badge order-flag order-flag-unpaid">{t('Delivered, unpaid')}</span>}
            {flag === 'overdue' && <span className="badge order-flag order-flag-overdue">{t('Overdue ({date})', { date: o.deliveryDate ?? '' })}</span>}
            {flag === 'due-soon' && <span className="badge order-flag order-flag-due-soon">{t('Due {date}', { date: o.deliveryDate ?? '' })}</span>}
          </span>
        </span>
        <span className="order-row-side">
          <StatusBadge status={o.orderStatus} audience="admin" />
          <span className="order-row-total">
            {due === null ? t('Price pending') : formatINR(due, { locale: currentLocale() })}
            {o.agreedPrice !== null && <span className="muted"> {t('(agreed)')}</span>}
          </span>
          <span className="muted order-row-type">
            {/* English names the type as stored, as before; Hindi by its label. */}
            {language === 'en' ? o.orderType : t(ORDER_TYPE_LABELS[o.orderType])} · {tp(o.lines.length, '{count} item', '{count} items')} · {t(MONEY_STATE_LABELS[o.money.state]).toLowerCase()}
            {o.money.balancePaise > 0 && o.money.state !== 'unpaid' ? t(', {amount} due', { amount: formatINR(o.money.balancePaise, { locale: currentLocale() }) }) : ''}
          </span>
        </span>
      </Link>
    </li>
  );
}
