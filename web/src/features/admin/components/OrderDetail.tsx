import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { PAYMENT_STATUS_LABELS, type OrderRecord } from '@tailor/domain';
import { useSession } from '../../auth/session';
import { watchOrder } from '../data';
import { OrderActions } from './OrderActions';
import { OrderMoney } from './OrderMoney';
import { OrderCustomerCard, OrderDesignCard, OrderLinesCard, OrderMeasurementsCard } from './OrderSections';
import { StatusBadge } from '../../../components/StatusBadge';
import { formatDateTime } from '../../../lib/dates';

type State = { status: 'loading' } | { status: 'missing' } | { status: 'error' } | { status: 'ready'; order: OrderRecord };

export function OrderDetail({ orderId }: { orderId: string }) {
  const session = useSession();
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(
    () =>
      watchOrder(
        orderId,
        (order) => setState(order ? { status: 'ready', order } : { status: 'missing' }),
        (error) => {
          console.error('Loading the order failed', error);
          setState({ status: 'error' });
        },
      ),
    [orderId],
  );

  const back = (
    <Link to="/admin/orders" className="btn btn-ghost btn-sm order-back">
      ← All orders
    </Link>
  );

  if (state.status === 'loading') {
    return (
      <>
        {back}
        <p className="muted" role="status">
          Loading order…
        </p>
      </>
    );
  }
  if (state.status !== 'ready') {
    return (
      <>
        {back}
        <p className="notice notice-error" role="alert">
          {state.status === 'missing' ? 'This order does not exist.' : 'Could not load this order. Please reload the page.'}
        </p>
      </>
    );
  }

  const o = state.order;

  return (
    <>
      {back}
      <div className="order-head">
        <h1 className="page-title">Order {o.orderNumber}</h1>
        <StatusBadge status={o.orderStatus} audience="admin" />
      </div>
      <p className="muted order-meta">
        Placed {formatDateTime(o.createdAt)} · {o.orderType} order · {o.paymentType}, {PAYMENT_STATUS_LABELS[o.payment].toLowerCase()}
      </p>

      {o.orderStatus === 'cancelled' && o.cancelReason && (
        <p className="notice" role="note">
          Cancelled: {o.cancelReason}
        </p>
      )}
      <OrderActions order={o} uid={session.user?.uid ?? ''} />
      <OrderMoney order={o} uid={session.user?.uid ?? ''} />

      <div className="order-columns">
        <OrderCustomerCard order={o} />
        <OrderLinesCard order={o} />
        <OrderMeasurementsCard order={o} />
        <OrderDesignCard order={o} />
      </div>
    </>
  );
}
