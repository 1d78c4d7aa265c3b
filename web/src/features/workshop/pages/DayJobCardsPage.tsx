import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../../components/links';
import { ISO_DATE_REGEX, shopDay } from '@tailor/domain';
import { useT } from '../../../lib/i18n/useT';
import { formatLongDay } from '../../../lib/longDay';
import { reportAdminAccessError } from '../../auth';
import { useLoad } from '../../../lib/useLoad';
import { LoadFailed } from '../../../components/LoadFailed';
import { PageLoading } from '../../../components/PageLoading';
import { loadDayJobs } from '../data';
import { JobCard } from '../components/JobCard';
import '../workshop.css';
import { useAdminCatalogue } from '../../admin';

/** "Print all job cards": every job of the orders confirmed on one day (`?day=YYYY-MM-DD`, today by default). */
export default function DayJobCardsPage() {
  useAdminCatalogue();
  const { t, tp } = useT();
  const [params, setParams] = useSearchParams();
  const asked = params.get('day') ?? '';
  const [today] = useState(() => shopDay(Date.now()));
  const day = ISO_DATE_REGEX.test(asked) ? asked : today;
  const jobs = useLoad(() => loadDayJobs(day), [day], { what: 'Loading job cards failed', onError: reportAdminAccessError });
  return (
    <section className="container page">
      <div className="print-bar">
        <Link to="/admin/workshop" className="btn btn-ghost btn-sm">
          {t("← The week's work")}
        </Link>
        <label htmlFor="cards-day">{t('New work of')}</label>
        <input id="cards-day" type="date" value={day} onChange={(e) => e.target.value && setParams({ day: e.target.value }, { replace: true })} />
        {jobs.status === 'ready' && jobs.data.length > 0 && (
          <button type="button" className="btn btn-primary btn-sm" onClick={() => window.print()}>
            {tp(jobs.data.length, 'Print all {count} job card', 'Print all {count} job cards')}
          </button>
        )}
      </div>
      <h1 className="page-title no-print">{t('Job cards: new work of {day}', { day: formatLongDay(day) ?? day })}</h1>
      {jobs.status === 'loading' ? (
        <PageLoading />
      ) : jobs.status === 'error' ? (
        <LoadFailed message={t('Could not load the job cards.')} onRetry={jobs.retry} />
      ) : jobs.data.length === 0 ? (
        <p className="notice" role="status">
          {t('No made-to-measure order was confirmed on {day}.', { day: formatLongDay(day) ?? day })}
        </p>
      ) : (
        jobs.data.map((job) => <JobCard key={job.id} job={job} />)
      )}
    </section>
  );
}
