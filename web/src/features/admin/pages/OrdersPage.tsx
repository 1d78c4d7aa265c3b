import { useParams, useSearchParams } from 'react-router-dom';
import { Link } from '../../../components/links';
import { OrdersList } from '../components/OrdersList';
import { OrderDetail } from '../components/OrderDetail';
import { OrderSearch, OrdersExport } from '../components/OrdersTools';
import '../admin.css';
import { DueThisWeekList } from '../../workshop/ui';
import { useT } from '../../../lib/i18n/useT';
import { useAdminCatalogue } from '../adminCatalogue';

export default function OrdersPage() {
  useAdminCatalogue();
  const { t } = useT();
  const { orderId } = useParams();
  const [params] = useSearchParams();
  return (
    <section className="container page admin-page">
      <nav className="admin-breadcrumbs" aria-label={t('Breadcrumb')}>
        <Link to="/admin">{t('Dashboard')}</Link>
      </nav>
      {orderId ? (
        <OrderDetail key={orderId} orderId={orderId} />
      ) : (
        <>
          <h1 className="page-title">{t('Orders')}</h1>
          <div className="orders-tools">
            <OrderSearch />
            <OrdersExport />
          </div>
          {params.get('due') === 'week' ? <DueThisWeekList /> : <OrdersList />}
        </>
      )}
    </section>
  );
}
