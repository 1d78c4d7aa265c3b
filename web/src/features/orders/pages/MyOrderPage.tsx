import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { OrderRecord } from '@tailor/domain/orderRecord';
import { watchOrder } from '../data';
import { CustomerOrderView } from '../components/CustomerOrderView';
import { PageLoading } from '../../../components/PageLoading';
import '../orders.css';

type State = { status: 'loading' } | { status: 'missing' } | { status: 'ready'; order: OrderRecord };

export default function MyOrderPage() {
  const { orderId = '' } = useParams();
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(
    () =>
      watchOrder(
        orderId,
        (order) => setState(order ? { status: 'ready', order } : { status: 'missing' }),
        () => setState({ status: 'missing' }),
      ),
    [orderId],
  );

  return (
    <section className="container page order-detail">
      <p className="back-link">
        <Link to="/orders">← My orders</Link>
      </p>
      {state.status === 'loading' && <PageLoading label="Loading order..." />}
      {state.status === 'missing' && (
        <div className="card center-text stack">
          <h1 className="page-title">Order not found</h1>
          <p>This order does not exist or belongs to another account.</p>
        </div>
      )}
      {state.status === 'ready' && <CustomerOrderView order={state.order} />}
    </section>
  );
}
