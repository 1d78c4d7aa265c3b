import { useState } from 'react';
import { Link } from '../../../components/links';
import { useSession } from '../../auth';
import type { OrderRecord } from '@tailor/domain/orderRecord';
import { MY_ORDERS_PAGE_SIZE } from '../data';
import { useMyOrders, useOrdersCatalogue } from '../hooks';
import { StatusBadge } from '../../../components/StatusBadge';
import { formatINR } from '@tailor/domain/money';
import { currentLocale } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/useT';
import { orderKindLabel, orderTotalText } from '../format';
import { formatDate } from '../../../lib/dates';
import { dateFromIso } from '@tailor/domain/orderDates';
import { NoticesList } from '../notices/NoticesList';
import { ShopImage } from '../../../components/ShopImage';
import { Skeletons } from '../../../components/Skeletons';
import '../orders.css';

function OrderCard({ order }: { order: OrderRecord }) {
  const { t } = useT();
  const first = order.lines[0];
  const image = first?.image ?? order.clothPic[0] ?? order.designPic[0] ?? null;
  const name = first?.productName || t('Product');
  const quantity = first && first.quantity > 1 ? ` × ${first.quantity}` : '';
  const items =
    order.lines.length === 0
      ? order.category
        ? t('{category} (custom design)', { category: t(order.category) })
        : t('Custom design')
      : order.lines.length > 1
        ? t('{name}{quantity} + {more} more', { name, quantity, more: order.lines.length - 1 })
        : `${name}${quantity}`;
  return (
    <li className="order-card card">
      <div className="order-card-thumb" aria-hidden="true">
        {image ? <ShopImage url={image} alt="" sizes="orderCard" width={72} height={90} /> : <span>✂</span>}
      </div>
      <div className="order-card-body">
        <div className="order-card-head">
          <h2 className="order-card-number">
            <Link to={`/orders/${order.id}`}>{order.orderNumber}</Link>
          </h2>
          <StatusBadge status={order.orderStatus} />
        </div>
        <p className="order-card-items">{items}</p>
        <p className="order-card-meta muted">
          {t(orderKindLabel(order))} · <time dateTime={order.createdAt?.toISOString()}>{formatDate(order.createdAt)}</time>
        </p>
        {order.deliveryDate && order.orderStatus !== 'delivered' && order.orderStatus !== 'cancelled' && (
          <p className="order-card-meta">{t('Delivery by {date}', { date: formatDate(dateFromIso(order.deliveryDate)) })}</p>
        )}
        {order.orderStatus === 'approval' && (
          <p className="order-card-meta">
            <Link to={`/orders/${order.id}`}>{t('See the photos and approve')}</Link>
          </p>
        )}
      </div>
      <div className="order-card-total">
        <span className="sr-only">{t('Total:')} </span>
        <strong>{t(orderTotalText(order))}</strong>
        {order.shippingCharge !== null && order.shippingCharge > 0 && (
          <span className="muted order-card-shipping">{t('incl. {amount} shipping', { amount: formatINR(order.shippingCharge, { locale: currentLocale() }) })}</span>
        )}
        <Link to={`/orders/${order.id}`} className="btn btn-outline btn-sm" aria-label={t('View order {number}', { number: order.orderNumber })}>
          {t('View')}
        </Link>
      </div>
    </li>
  );
}

export default function MyOrdersPage() {
  useOrdersCatalogue();
  const { t } = useT();
  const { user } = useSession();
  const uid = user?.uid ?? '';
  const [count, setCount] = useState(MY_ORDERS_PAGE_SIZE);
  const state = useMyOrders(uid, count);

  return (
    <section className="container page my-orders" aria-labelledby="my-orders-title">
      <h1 className="page-title" id="my-orders-title">
        {t('My orders')}
      </h1>
      <NoticesList />
      {state.status === 'loading' && (
        <Skeletons list count={3} className="order-list" itemClassName="order-skeleton" label={t('Loading orders')} />
      )}
      {state.status === 'error' && (
        <div className="notice notice-error stack" role="alert">
          <p>{t('Failed to load your orders. Please try again.')}</p>
          <p>
            <button
              type="button"
              className="btn btn-outline btn-sm"
              onClick={state.retry}
            >
              {t('Try Again')}
            </button>
          </p>
        </div>
      )}
      {state.status === 'ready' && state.data.orders.length === 0 && (
        <div className="card center-text stack empty-orders">
          <p>{t('You have not placed any orders yet.')}</p>
          <p className="row gap center">
            <Link className="btn btn-primary" to="/gallery">
              {t('Browse designs')}
            </Link>
            <Link className="btn btn-outline" to="/order/null/custom">
              {t('Request a custom design')}
            </Link>
          </p>
        </div>
      )}
      {state.status === 'ready' && state.data.orders.length > 0 && (
        <>
          <ul className="order-list">
            {state.data.orders.map((order) => (
              <OrderCard key={order.id} order={order} />
            ))}
          </ul>
          {state.data.hasMore && (
            <p className="center-text">
              <button type="button" className="btn btn-outline" onClick={() => setCount((c) => c + MY_ORDERS_PAGE_SIZE)}>
                {t('Load more')}
              </button>
            </p>
          )}
        </>
      )}
    </section>
  );
}
