import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { QueryDocumentSnapshot } from 'firebase/firestore';
import { ORDER_STATUSES, ORDER_STATUS_LABELS, formatINR, isOrderStatus, type OrderRecord } from '@tailor/domain';
import { loadOrdersPage } from '../data';
import { StatusBadge } from './StatusBadge';

interface ListState {
  items: OrderRecord[];
  cursor: QueryDocumentSnapshot | null;
  hasMore: boolean;
  status: 'loading' | 'ready' | 'error' | 'loading-more';
}

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

export function formatDateTime(d: Date | null): string {
  return d ? dateFormat.format(d) : '—';
}

export function OrdersList() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = isOrderStatus(raw) ? raw : null;
  const [list, setList] = useState<ListState>({ items: [], cursor: null, hasMore: false, status: 'loading' });
  const [reload, setReload] = useState(0);

  useEffect(() => {
    let live = true;
    loadOrdersPage(status, null).then(
      (page) => live && setList({ ...page, status: 'ready' }),
      (error: unknown) => {
        console.error('Loading orders failed', error);
        if (live) setList((l) => ({ ...l, status: 'error' }));
      },
    );
    return () => {
      live = false;
    };
  }, [status, reload]);

  const loadMore = useCallback(() => {
    setList((l) => ({ ...l, status: 'loading-more' }));
    loadOrdersPage(status, list.cursor).then(
      (page) => setList((l) => ({ items: [...l.items, ...page.items], cursor: page.cursor, hasMore: page.hasMore, status: 'ready' })),
      (error: unknown) => {
        console.error('Loading more orders failed', error);
        setList((l) => ({ ...l, status: 'error' }));
      },
    );
  }, [status, list.cursor]);

  function choose(next: string | null) {
    setList({ items: [], cursor: null, hasMore: false, status: 'loading' });
    setParams(next ? { status: next } : {}, { replace: true });
  }

  return (
    <>
      <div className="order-filters" role="group" aria-label="Filter orders by status">
        <button type="button" className={`chip${status === null ? ' is-active' : ''}`} aria-pressed={status === null} onClick={() => choose(null)}>
          All
        </button>
        {ORDER_STATUSES.map((s) => (
          <button key={s} type="button" className={`chip${status === s ? ' is-active' : ''}`} aria-pressed={status === s} onClick={() => choose(s)}>
            {ORDER_STATUS_LABELS[s]}
          </button>
        ))}
      </div>

      {list.status === 'loading' ? (
        <div className="order-list" aria-busy="true" aria-label="Loading orders">
          {Array.from({ length: 4 }, (_, i) => (
            <div key={i} className="skeleton order-row-skeleton" />
          ))}
        </div>
      ) : list.status === 'error' && list.items.length === 0 ? (
        <div className="notice notice-error" role="alert">
          <p>Could not load the orders.</p>
          <button
            type="button"
            className="btn btn-primary btn-sm"
            onClick={() => {
              setList((l) => ({ ...l, status: 'loading' }));
              setReload((n) => n + 1);
            }}
          >
            Try again
          </button>
        </div>
      ) : list.items.length === 0 ? (
        <p className="muted">{status ? `No ${ORDER_STATUS_LABELS[status].toLowerCase()} orders.` : 'No orders yet.'}</p>
      ) : (
        <ul className="order-list" aria-label={status ? `${ORDER_STATUS_LABELS[status]} orders, newest first` : 'Orders, newest first'}>
          {list.items.map((o) => (
            <li key={o.id}>
              <Link to={`/admin/orders/${o.id}`} className="card order-row">
                <span className="order-row-main">
                  <span className="order-row-number">{o.orderNumber}</span>
                  <span className="order-row-customer">{o.customer.name || 'Customer'}</span>
                  <span className="muted order-row-date">{formatDateTime(o.createdAt)}</span>
                </span>
                <span className="order-row-side">
                  <StatusBadge status={o.orderStatus} />
                  <span className="order-row-total">{o.totalPrice === null ? 'Price pending' : formatINR(o.totalPrice)}</span>
                  <span className="muted order-row-type">
                    {o.orderType} · {o.lines.length} item{o.lines.length === 1 ? '' : 's'}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}

      {list.status === 'error' && list.items.length > 0 && (
        <p className="field-error" role="alert">
          Could not load more orders. Please try again.
        </p>
      )}
      {list.hasMore && list.status !== 'loading' && (
        <div className="row center admin-load-more">
          <button type="button" className="btn btn-outline" onClick={loadMore} disabled={list.status === 'loading-more'}>
            {list.status === 'loading-more' ? 'Loading…' : 'Load more'}
          </button>
        </div>
      )}
    </>
  );
}
