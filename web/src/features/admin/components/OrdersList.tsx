import { useSearchParams } from 'react-router-dom';
import { ORDER_STATUSES, ORDER_STATUS_LABELS, PAYMENT_STATUSES, PAYMENT_STATUS_LABELS, type PaymentStatus, isOrderStatus } from '@tailor/domain';
import type { QueryDocumentSnapshot } from 'firebase/firestore';
import { loadOrdersPage } from '../data';
import { OrderRow } from './OrderRow';
import { usePages } from '../../../lib/usePages';
import { LoadFailed } from '../../../components/LoadFailed';
import { Skeletons } from '../../../components/Skeletons';
import { useT } from '../../../lib/i18n/useT';

export function OrdersList() {
  const { t } = useT();
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = isOrderStatus(raw) ? raw : null;
  const rawPayment = params.get('payment');
  const payment = rawPayment === 'due' ? 'due' : (PAYMENT_STATUSES as readonly string[]).includes(rawPayment ?? '') ? (rawPayment as PaymentStatus) : null;
  const list = usePages((cursor: QueryDocumentSnapshot | null) => loadOrdersPage({ status, payment }, cursor), [status, payment], {
    what: 'Loading orders failed',
    whatMore: 'Loading more orders failed',
  });

  function choose(next: { status?: string | null; payment?: string | null }) {
    const merged = { status: next.status === undefined ? status : next.status, payment: next.payment === undefined ? payment : next.payment };
    const out: Record<string, string> = {};
    if (merged.status) out.status = merged.status;
    if (merged.payment) out.payment = merged.payment;
    setParams(out, { replace: true });
  }
  const filterName = [status ? t(ORDER_STATUS_LABELS[status]) : null, payment === 'due' ? t('Balance due') : payment ? t(PAYMENT_STATUS_LABELS[payment]) : null].filter(Boolean).join(', ');

  return (
    <>
      <div className="order-filters" role="group" aria-label={t('Filter orders by status')}>
        <button type="button" className={`chip${status === null ? ' is-active' : ''}`} aria-pressed={status === null} onClick={() => choose({ status: null })}>
          {t('All')}
        </button>
        {ORDER_STATUSES.map((s) => (
          <button key={s} type="button" className={`chip${status === s ? ' is-active' : ''}`} aria-pressed={status === s} onClick={() => choose({ status: s })}>
            {t(ORDER_STATUS_LABELS[s])}
          </button>
        ))}
      </div>
      <div className="order-filters" role="group" aria-label={t('Filter orders by payment')}>
        <button type="button" className={`chip${payment === null ? ' is-active' : ''}`} aria-pressed={payment === null} onClick={() => choose({ payment: null })}>
          {t('Any payment')}
        </button>
        {PAYMENT_STATUSES.map((p) => (
          <button key={p} type="button" className={`chip${payment === p ? ' is-active' : ''}`} aria-pressed={payment === p} onClick={() => choose({ payment: p })}>
            {t(PAYMENT_STATUS_LABELS[p])}
          </button>
        ))}
        <button type="button" className={`chip${payment === 'due' ? ' is-active' : ''}`} aria-pressed={payment === 'due'} onClick={() => choose({ payment: 'due' })}>
          {t('Balance due')}
        </button>
        <button
          type="button"
          className={`chip${status === 'delivered' && payment === 'pending' ? ' is-active' : ''}`}
          aria-pressed={status === 'delivered' && payment === 'pending'}
          onClick={() => choose({ status: 'delivered', payment: 'pending' })}
        >
          {t('Delivered, unpaid')}
        </button>
      </div>

      {list.status === 'loading' ? (
        <Skeletons count={4} className="order-list" itemClassName="order-row-skeleton" label={t('Loading orders')} />
      ) : list.status === 'error' ? (
        <LoadFailed message={t('Could not load the orders.')} onRetry={list.retry} small />
      ) : list.items.length === 0 ? (
        <p className="muted">{filterName ? t('No orders ({filter}).', { filter: filterName.toLowerCase() }) : t('No orders yet.')}</p>
      ) : (
        <ul className="order-list" aria-label={filterName ? t('Orders ({filter}), newest first', { filter: filterName }) : t('Orders, newest first')}>
          {list.items.map((o) => (
            <OrderRow key={o.id} order={o} />
          ))}
        </ul>
      )}

      {list.moreFailed && (
        <p className="field-error" role="alert">
          {t('Could not load more orders. Please try again.')}
        </p>
      )}
      {list.hasMore && list.status === 'ready' && (
        <div className="row center admin-load-more">
          <button type="button" className="btn btn-outline" onClick={list.loadMore} disabled={list.loadingMore}>
            {list.loadingMore ? t('Loading…') : t('Load more')}
          </button>
        </div>
      )}
    </>
  );
}
