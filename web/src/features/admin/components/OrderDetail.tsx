import { Link } from '../../../components/links';
import { MONEY_STATE_LABELS, ORDER_TYPE_LABELS } from '@tailor/domain';
import { useT } from '../../../lib/i18n/useT';
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
  const { t, language } = useT();
  const session = useSession();
  const loaded = useOrder(orderId);

  const back = (
    <Link to="/admin/orders" className="btn btn-ghost btn-sm order-back">
      {t('← All orders')}
    </Link>
  );

  if (loaded.status === 'loading') {
    return (
      <>
        {back}
        <p className="muted" role="status">
          {t('Loading order…')}
        </p>
      </>
    );
  }
  if (!loaded.data) {
    return (
      <>
        {back}
        <p className="notice notice-error" role="alert">
          {loaded.status === 'ready' ? t('This order does not exist.') : t('Could not load this order. Please reload the page.')}
        </p>
      </>
    );
  }

  const o = loaded.data;

  return (
    <>
      {back}
      <div className="order-head">
        <h1 className="page-title">{t('Order {number}', { number: o.orderNumber })}</h1>
        <StatusBadge status={o.orderStatus} audience="admin" />
      </div>
      <p className="muted order-meta">
        {t('Placed {date} · {type} order · {payment}, {state}', {
          date: formatDateTime(o.createdAt),
          // English names the type as stored (readymade, tailor, custom), as before; Hindi by its label.
          type: language === 'en' ? o.orderType : t(ORDER_TYPE_LABELS[o.orderType]),
          payment: o.paymentType,
          state: t(MONEY_STATE_LABELS[o.money.state]).toLowerCase(),
        })}
      </p>

      {o.orderStatus === 'cancelled' && o.cancelReason && (
        <p className="notice" role="note">
          {t('Cancelled: {reason}', { reason: o.cancelReason })}
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
