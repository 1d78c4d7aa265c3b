import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '../../auth';
import type { OrderRecord } from '@tailor/domain/orderRecord';
import { MY_ORDERS_PAGE_SIZE } from '../data';
import { useMyOrders } from '../hooks';
import { StatusBadge } from '../../../components/StatusBadge';
import { formatINR } from '@tailor/domain/money';
import { orderKindLabel, orderTotalText } from '../format';
import { formatDate } from '../../../lib/dates';
import { dateFromIso } from '@tailor/domain/orderDates';
import { NoticesList } from '../notices/NoticesList';
import { ShopImage } from '../../../components/ShopImage';
import { Skeletons } from '../../../components/Skeletons';
import '../orders.css';

function OrderCard({ order }: { order: OrderRecord }) {
  const first = order.lines[0];
  const image = first?.image ?? order.clothPic[0] ?? order.designPic[0] ?? null;
  const items =
    order.lines.length === 0
      ? order.category
        ? `${order.category} (custom design)`
        : 'Custom design'
      : `${first?.productName || 'Product'}${first && first.quantity > 1 ? ` × ${first.quantity}` : ''}${
          order.lines.length > 1 ? ` + ${order.lines.length - 1} more` : ''
        }`;
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
          {orderKindLabel(order)} · <time dateTime={order.createdAt?.toISOString()}>{formatDate(order.createdAt)}</time>
        </p>
        {order.deliveryDate && order.orderStatus !== 'delivered' && order.orderStatus !== 'cancelled' && (
          <p className="order-card-meta">Delivery by {formatDate(dateFromIso(order.deliveryDate))}</p>
        )}
        {order.orderStatus === 'approval' && (
          <p className="order-card-meta">
            <Link to={`/orders/${order.id}`}>See the photos and approve</Link>
          </p>
        )}
      </div>
      <div className="order-card-total">
        <span className="sr-only">Total: </span>
        <strong>{orderTotalText(order)}</strong>
        {order.shippingCharge !== null && order.shippingCharge > 0 && (
          <span className="muted order-card-shipping">incl. {formatINR(order.shippingCharge)} shipping</span>
        )}
        <Link to={`/orders/${order.id}`} className="btn btn-outline btn-sm" aria-label={`View order ${order.orderNumber}`}>
          View
        </Link>
      </div>
    </li>
  );
}

export default function MyOrdersPage() {
  const { user } = useSession();
  const uid = user?.uid ?? '';
  const [count, setCount] = useState(MY_ORDERS_PAGE_SIZE);
  const state = useMyOrders(uid, count);

  return (
    <section className="container page my-orders" aria-labelledby="my-orders-title">
      <h1 className="page-title" id="my-orders-title">
        My orders
      </h1>
      <NoticesList />
      {state.status === 'loading' && (
        <Skeletons list count={3} className="order-list" itemClassName="order-skeleton" label="Loading orders" />
      )}
      {state.status === 'error' && (
        <div className="notice notice-error stack" role="alert">
          <p>Failed to load your orders. Please try again.</p>
          <p>
            <button
              type="button"
              className="btn btn-outline btn-sm"
              onClick={state.retry}
            >
              Try Again
            </button>
          </p>
        </div>
      )}
      {state.status === 'ready' && state.data.orders.length === 0 && (
        <div className="card center-text stack empty-orders">
          <p>You have not placed any orders yet.</p>
          <p className="row gap center">
            <Link className="btn btn-primary" to="/gallery">
              Browse designs
            </Link>
            <Link className="btn btn-outline" to="/order/null/custom">
              Request a custom design
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
                Load more
              </button>
            </p>
          )}
        </>
      )}
    </section>
  );
}
