import { formatINR } from '@tailor/domain';
import { Link } from '../../../components/links';
import { msg, currentLocale } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/useT';
import { db } from '../../../firebase/firestore';
import { loadDashboard, type Dashboard } from '../dashboardFigures';
import { DashboardCharts } from '../components/charts/DashboardCharts';
import { ProductSearchBox } from '../components/ProductSearchBox';
import { useSession, reportAdminAccessError } from '../../auth';
import '../admin.css';
import { DueThisWeekTile } from '../../workshop/ui';
import { useLoad } from '../../../lib/useLoad';
import { useAdminCatalogue } from '../adminCatalogue';

type FiguresState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; dashboard: Dashboard; at: Date };

const PRODUCT_ACTIONS = [
  { to: '/product/null/add', label: msg('Add Product'), hint: msg('Create a new product') },
  { to: '/view_product?intent=update', label: msg('Update Product'), hint: msg('Pick a product, then Edit') },
  { to: '/view_product?intent=delete', label: msg('Delete Product'), hint: msg('Pick a product, then Delete') },
  { to: '/view_product', label: msg('View Product'), hint: msg('The whole catalogue') },
  { to: '/admin/settings', label: msg('Shop Details'), hint: msg('Phone, address, hours and links') },
  { to: '/admin/workshop', label: msg('Workshop'), hint: msg("The week's work, job cards, tailors") },
];

/** A figure's tile; `label` is the English text (also the tile's `data-stat`), shown translated. */
function Tile({ label, value, to, loading }: { label: string; value: string; to?: string; loading: boolean }) {
  const { t } = useT();
  const content = (
    <>
      <span className="stat-label">{t(label)}</span>
      <span className="stat-value">{loading ? <span className="skeleton stat-skeleton" aria-label={t('Loading')} /> : value}</span>
    </>
  );
  return (
    <li className="stat-tile" data-stat={label}>
      {to ? (
        <Link to={to} className="stat-link">
          {content}
        </Link>
      ) : (
        content
      )}
    </li>
  );
}

export default function DashboardPage() {
  useAdminCatalogue();
  const { t, locale } = useT();
  const n = (v: number) => v.toLocaleString(locale);
  const loaded = useLoad(() => loadDashboard(db).then((dashboard) => ({ dashboard, at: new Date() })), [], {
    what: 'Loading dashboard figures failed',
    onError: reportAdminAccessError,
  });
  const state: FiguresState = loaded.status === 'ready' ? { status: 'ready', ...loaded.data } : { status: loaded.status };
  // The profile's name (what the admin chose), not the e-mail's.
  const name = useSession().profile?.name?.trim();


  const loading = state.status !== 'ready';
  const f = state.status === 'ready' ? state.dashboard.figures : null;
  const reload = loaded.retry;

  return (
    <section className="container page admin-page">
      <div className="admin-heading">
        <div>
          <h1 className="page-title">{t('Admin Dashboard')}</h1>
          {name ? <p className="admin-greeting">{t('Welcome back, {name}', { name })}</p> : null}
        </div>
        <button type="button" className="btn btn-outline btn-sm" onClick={reload} disabled={state.status === 'loading'}>
          {t('Refresh figures')}
        </button>
      </div>

      <ProductSearchBox />

      <section className="card admin-panel" aria-labelledby="pm-title">
        <h2 id="pm-title" className="admin-panel-title">
          {t('Product Management')}
        </h2>
        <div className="admin-actions">
          {PRODUCT_ACTIONS.map((a) => (
            <Link key={a.label} to={a.to} className="admin-action">
              <span className="admin-action-label">{t(a.label)}</span>
              <span className="admin-action-hint">{t(a.hint)}</span>
            </Link>
          ))}
        </div>
      </section>

      {state.status === 'error' && (
        <div className="notice notice-error" role="alert">
          {t('Could not load the figures.')}{' '}
          <button type="button" className="btn btn-ghost btn-sm" onClick={reload}>
            {t('Try again')}
          </button>
        </div>
      )}

      <section className="card admin-panel" aria-labelledby="om-title" aria-busy={loading}>
        <div className="admin-panel-head">
          <h2 id="om-title" className="admin-panel-title">
            {t('Order Management')}
          </h2>
          <Link to="/admin/orders" className="btn btn-outline btn-sm">
            {t('Manage orders')}
          </Link>
        </div>
        <ul className="stat-grid">
          <Tile label={msg('Pending orders')} value={f ? n(f.pendingOrders) : ''} to="/admin/orders?status=pending" loading={loading} />
          <Tile label={msg('Completed orders')} value={f ? n(f.completedOrders) : ''} to="/admin/orders?status=delivered" loading={loading} />
          <Tile label={msg('Total orders')} value={f ? n(f.totalOrders) : ''} to="/admin/orders" loading={loading} />
          <Tile label={msg('New orders today')} value={f ? n(f.newOrdersToday) : ''} loading={loading} />
          <DueThisWeekTile />
        </ul>
      </section>

      <section className="card admin-panel" aria-labelledby="fig-title" aria-busy={loading}>
        <h2 id="fig-title" className="admin-panel-title">
          {t('Shop figures')}
        </h2>
        <ul className="stat-grid">
          <Tile label={msg('Total visitors')} value={f ? n(f.totalVisitors) : ''} loading={loading} />
          <Tile label={msg('Total products')} value={f ? n(f.totalProducts) : ''} to="/view_product" loading={loading} />
          <Tile label={msg('Total revenue')} value={f ? formatINR(f.totalRevenue, { locale: currentLocale() }) : ''} loading={loading} />
          <Tile label={msg("Today's revenue")} value={f ? formatINR(f.todayRevenue, { locale: currentLocale() }) : ''} loading={loading} />
          <Tile label={msg('Outstanding balances')} value={f ? formatINR(f.outstanding, { locale: currentLocale() }) : ''} to="/admin/orders?payment=due" loading={loading} />
        </ul>
        <p className="field-hint">
          {t('Revenue counts the payments received, on the day received in Indian time, less refunds on the day paid back; outstanding is what open orders still owe. Visitors are counted once per browser session.')}
          {state.status === 'ready' && ' ' + t('Updated {time}.', { time: state.at.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' }) })}
        </p>
      </section>

      <section className="card admin-panel" aria-labelledby="charts-title" aria-busy={loading}>
        <h2 id="charts-title" className="admin-panel-title">
          {t('Sales and orders')}
        </h2>
        {state.status === 'ready' ? (
          <DashboardCharts view={state.dashboard.view} />
        ) : (
          state.status === 'loading' && <span className="skeleton chart-skeleton" aria-label={t('Loading charts')} />
        )}
      </section>
    </section>
  );
}
