import { useParams } from 'react-router-dom';
import { Link } from '../../../components/links';
import { reportAdminAccessError } from '../../auth';
import { useLoad } from '../../../lib/useLoad';
import { LoadFailed } from '../../../components/LoadFailed';
import { PageLoading } from '../../../components/PageLoading';
import { loadOrderJobs } from '../data';
import { JobCard } from '../components/JobCard';
import '../workshop.css';
import { useT } from '../../../lib/i18n/useT';
import { useAdminCatalogue } from '../../admin';

/** The printable job cards of one order (one per made-to-measure design). */
export default function OrderJobCardsPage() {
  useAdminCatalogue();
  const { t } = useT();
  const { orderId = '' } = useParams();
  const jobs = useLoad(() => loadOrderJobs(orderId), [orderId], { what: 'Loading job cards failed', onError: reportAdminAccessError });
  return (
    <section className="container page">
      <div className="print-bar">
        <Link to={`/admin/orders/${encodeURIComponent(orderId)}`} className="btn btn-ghost btn-sm">
          {t('← Back to the order')}
        </Link>
        {jobs.status === 'ready' && jobs.data.length > 0 && (
          <button type="button" className="btn btn-primary btn-sm" onClick={() => window.print()}>
            {jobs.data.length > 1 ? t('Print job cards') : t('Print job card')}
          </button>
        )}
      </div>
      {jobs.status === 'loading' ? (
        <PageLoading />
      ) : jobs.status === 'error' ? (
        <LoadFailed message={t('Could not load the job cards.')} onRetry={jobs.retry} />
      ) : jobs.data.length === 0 ? (
        <p className="notice" role="status">
          {t('This order has no job card: job cards are made for made-to-measure designs once the order is confirmed.')}
        </p>
      ) : (
        jobs.data.map((job) => <JobCard key={job.id} job={job} />)
      )}
    </section>
  );
}
