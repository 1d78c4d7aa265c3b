import { useParams } from 'react-router-dom';
import { Link } from '../../../components/links';
import { useLoad } from '../../../lib/useLoad';
import { LoadFailed } from '../../../components/LoadFailed';
import { PageLoading } from '../../../components/PageLoading';
import { loadJob } from '../data';
import { JobCard } from '../components/JobCard';
import '../workshop.css';
import { useT } from '../../../lib/i18n/useT';
import { useAdminCatalogue } from '../../admin';

function refused(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === 'permission-denied' || code === 'firestore/permission-denied';
}

/** A tailor's own job card, from `jobs` (never from the order). */
export default function TailorJobCardPage() {
  useAdminCatalogue();
  const { t } = useT();
  const { jobId = '' } = useParams();
  const job = useLoad(() => loadJob(jobId), [jobId], { what: 'Loading a job card failed' });
  return (
    <section className="container page">
      <div className="print-bar">
        <Link to="/workshop" className="btn btn-ghost btn-sm">
          {t('← My jobs')}
        </Link>
        {job.status === 'ready' && job.data && (
          <button type="button" className="btn btn-outline btn-sm" onClick={() => window.print()}>
            {t('Print')}
          </button>
        )}
      </div>
      {job.status === 'loading' ? (
        <PageLoading />
      ) : job.status === 'error' ? (
        refused(job.error) ? (
          <p className="notice notice-error" role="alert">
            {t('This job is not assigned to you, so its card cannot be shown.')}
          </p>
        ) : (
          <LoadFailed message={t('Could not load this job card.')} onRetry={job.retry} />
        )
      ) : job.data ? (
        <JobCard job={job.data} />
      ) : (
        <p className="notice notice-error" role="alert">
          {t('There is no such job. It may have been cancelled.')}
        </p>
      )}
    </section>
  );
}
