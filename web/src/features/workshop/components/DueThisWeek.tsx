import { useState } from 'react';
import { Link } from '../../../components/links';
import { ORDER_STATUS_LABELS, shopDay, workshopWeek } from '@tailor/domain';
import { reportAdminAccessError } from '../../auth';
import { useLoad } from '../../../lib/useLoad';
import { LoadFailed } from '../../../components/LoadFailed';
import { Skeletons } from '../../../components/Skeletons';
import { countDueThisWeek, loadDueThisWeek } from '../data';
import { useT } from '../../../lib/i18n/useT';
import { formatLongDay } from '../../../lib/longDay';

/** The dashboard tile: orders still owed to customers, promised this week (one count read). */
export function DueThisWeekTile() {
  const { t, locale } = useT();
  const count = useLoad(() => countDueThisWeek(workshopWeek(null, Date.now())), [], { what: 'Counting orders due this week failed', onError: reportAdminAccessError });
  return (
    <li className="stat-tile" data-stat="Due this week">
      <Link to="/admin/orders?due=week" className="stat-link">
        <span className="stat-label">{t('Due this week')}</span>
        <span className="stat-value">
          {count.status === 'loading' ? <span className="skeleton stat-skeleton" aria-label={t('Loading')} /> : count.status === 'error' ? '—' : count.data.toLocaleString(locale)}
        </span>
      </Link>
    </li>
  );
}

/** The orders list filtered to "due this week" (`/admin/orders?due=week`), soonest first. */
export function DueThisWeekList() {
  const { t } = useT();
  const [now] = useState(() => Date.now());
  const week = workshopWeek(null, now);
  const today = shopDay(now);
  const list = useLoad(() => loadDueThisWeek(week), [week.start], { what: 'Loading orders due this week failed', onError: reportAdminAccessError });
  return (
    <section aria-labelledby="due-title">
      <p className="order-filters">
        <span className="chip is-active" id="due-title">
          {t('Due this week ({from} – {to})', { from: formatLongDay(week.days[0]) ?? '', to: formatLongDay(week.days[6]) ?? '' })}
        </span>{' '}
        <Link to="/admin/orders" className="btn btn-ghost btn-sm">
          {t('Show all orders')}
        </Link>{' '}
        <Link to="/admin/workshop" className="btn btn-ghost btn-sm">
          {t("The week's work")}
        </Link>
      </p>
      {list.status === 'loading' ? (
        <Skeletons count={3} className="order-list" itemClassName="order-row-skeleton" label={t('Loading orders')} />
      ) : list.status === 'error' ? (
        <LoadFailed message={t('Could not load the orders due this week.')} onRetry={list.retry} small />
      ) : list.data.length === 0 ? (
        <p className="muted">{t('No open order is due this week.')}</p>
      ) : (
        <ul className="load-list" aria-label={t('Orders due this week, soonest first')}>
          {list.data.map((o) => (
            <li key={o.id}>
              <span>
                <Link to={`/admin/orders/${encodeURIComponent(o.id)}`}>{o.orderNumber}</Link> · {o.customer.name || t('Customer')} · {t(ORDER_STATUS_LABELS[o.orderStatus])}
              </span>
              <span className={o.deliveryDate && o.deliveryDate < today ? 'job-overdue' : undefined}>
                {o.deliveryDate && o.deliveryDate < today ? t('overdue · {day}', { day: formatLongDay(o.deliveryDate) ?? '' }) : formatLongDay(o.deliveryDate)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
