import { Link } from 'react-router-dom';
import { MONEY_STATE_LABELS } from '@tailor/domain';
import { useOrder } from '../../orders';
import { useSession } from '../../auth';
import { OrderActions } from './OrderActions';
import { OrderMoney } from './OrderMoney';
import { AdminLedger } from '../../money/ui';
import { AdminBillPanel } from '../../bills/ui';
import { OrderCustomerCard, OrderDesignCard, OrderLinesCard, OrderMeasurementsCard } from './OrderSections';
import { StatusBadge } from '../../../components/StatusBadge';
import { formatDateTime } from '../../../lib/dates';
import { OrderBookings } from '../../appointments/ui';
import { OrderWorkshopPanel } from '../../workshop/ui';

export function OrderDetail({ orderId }: { orderId: string }) {
  const session = useSession();
  const loaded = useOrder(orderId);

  const back = (
    <Link to="/admin/orders" className="btn btn-ghost btn-sm order-back">
      ← All orders
    </Link>
  );

  if (loaded.status === 'loading') {
    return (
      <>
        {back}
        <p className="muted" role="status">
          Loading order…
        </p>
      </>
    );
  }
  if (!loaded.data) {
    return (
      <>
        {back}
        <p className="notice notice-error" role="alert">
          {loaded.status === 'ready' ? 'This order does not exist.' : 'Could not load this order. Please reload the page.'}
        </p>
      </>
    );
  }

  const o = loaded.data;

  return (
    <>
      {back}
      <div className="order-head">
        <h1 className="page-title">Order {o.orderNumber}</h1>
        <StatusBadge status={o.orderStatus} audience="admin" />
      </div>
      <p className="muted order-meta">
        Placed {formatDateTime(o.createdAt)} · {o.orderType} order · {o.paymentType}, {MONEY_STATE_LABELS[o.money.state].toLowerCase()}
      </p>

      {o.orderStatus === 'cancelled' && o.cancelReason && (
        <p className="notice" role="note">
          Cancelled: {o.cancelReason}
        </p>
      )}
      <OrderActions order={o} uid={session.user?.uid ?? ''} />
      <OrderMoney order={o} uid={session.user?.uid ?? ''} />
      <AdminLedger order={o} />
      <AdminBillPanel order={o} />
      <OrderWorkshopPanel order={o} adminUid={session.user?.uid ?? ''} />
      <OrderBookings orderId={o.id} />

      <div className="order-columns">
        <OrderCustomerCard order={o} />
        <OrderLinesCard order={o} />
        <OrderMeasurementsCard order={o} />
        <OrderDesignCard order={o} />
      </div>
    </>
  );
}
