import { useParams } from 'react-router-dom';
import { Link } from '../../../components/links';
import { useOrder, useOrdersCatalogue } from '../hooks';
import { useT } from '../../../lib/i18n/useT';
import { billPagePath } from '../../bills';
import { CustomerOrderView } from '../components/CustomerOrderView';
import { PageLoading } from '../../../components/PageLoading';
import { useNoticesSeen } from '../notices/useNoticesSeen';
import '../orders.css';

export default function MyOrderPage() {
  useOrdersCatalogue();
  const { t } = useT();
  const { orderId = '' } = useParams();
  const order = useOrder(orderId);
  // Its updates are on this page: they stop counting in the navigation's badge.
  useNoticesSeen(orderId);
  // An order that cannot be read (another account's) is as good as missing.
  const missing = order.status === 'error' || (order.status === 'ready' && !order.data);

  return (
    <section className="container page order-detail">
      <p className="back-link">
        <Link to="/orders">{t('← My orders')}</Link>
      </p>
      {order.status === 'loading' && <PageLoading label={t('Loading order...')} />}
      {missing && (
        <div className="card center-text stack">
          <h1 className="page-title">{t('Order not found')}</h1>
          <p>{t('This order does not exist or belongs to another account.')}</p>
        </div>
      )}
      {order.data && <CustomerOrderView order={order.data} />}
      {order.data && order.data.orderStatus !== 'pending' && (
        <p className="order-bill-link">
          <Link className="btn btn-outline" to={billPagePath(orderId)}>
            {t('Bill and receipts')}
          </Link>
        </p>
      )}
    </section>
  );
}
