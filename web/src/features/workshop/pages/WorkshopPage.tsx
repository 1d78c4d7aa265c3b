import { useState } from 'react';
import { Link } from '../../../components/links';
import { JOB_STAGE_LABELS, shopDay } from '@tailor/domain';
import { useT } from '../../../lib/i18n/useT';
import { formatLongDay } from '../../../lib/longDay';
import { useSession } from '../../auth';
import { useWatch } from '../../../lib/useLoad';
import { LoadFailed } from '../../../components/LoadFailed';
import { Skeletons } from '../../../components/Skeletons';
import { watchTailorJobs } from '../data';
import { StageControl } from '../components/StageControl';
import '../workshop.css';
import { useAdminCatalogue } from '../../admin';

/** A tailor's own job cards, live, with each job's stage and the control to move it. */
export default function WorkshopPage() {
  useAdminCatalogue();
  const { t } = useT();
  const session = useSession();
  const uid = session.user?.uid ?? '';
  const jobs = useWatch(uid ? watchTailorJobs(uid) : null, [uid], { what: 'Loading your jobs failed' });
  const [today] = useState(() => shopDay(Date.now()));
  const name = session.profile?.name?.trim();

  return (
    <section className="container page workshop-page">
      <h1 className="page-title">{t('Workshop')}</h1>
      <p className="muted">
        {name ? t('{name}, these are the jobs assigned to you.', { name }) : t('The jobs assigned to you.')} {t('Open work first, soonest due first.')}
      </p>
      {jobs.status === 'loading' ? (
        <Skeletons count={3} className="job-list" itemClassName="order-row-skeleton" label={t('Loading your jobs')} />
      ) : jobs.status === 'error' ? (
        <LoadFailed message={t('Could not load your jobs.')} onRetry={jobs.retry} />
      ) : jobs.data.length === 0 ? (
        <p className="notice">{t('No jobs are assigned to you yet. The shop assigns them once an order is confirmed.')}</p>
      ) : (
        <ul className="job-list" aria-label={t('Your jobs')}>
          {jobs.data.map((job) => {
            const overdue = job.stage !== 'done' && !!job.dueDate && job.dueDate < today;
            return (
              <li key={job.id} className="card job-item" data-testid="job-item">
                {job.designPicture ? <img src={job.designPicture} alt="" /> : <span />}
                <div>
                  <h2>
                    {job.lineCount > 1
                      ? t('Order {number} · design {line} of {count}', { number: job.orderNumber, line: job.lineNo, count: job.lineCount })
                      : t('Order {number}', { number: job.orderNumber })}
                  </h2>
                  <p className="job-meta">
                    {job.designName} · <span className="stage-pill" data-stage={job.stage}>{t(JOB_STAGE_LABELS[job.stage])}</span> ·{' '}
                    {overdue ? (
                      <span className="job-overdue">{t('Overdue: due {day}', { day: formatLongDay(job.dueDate) ?? '' })}</span>
                    ) : (
                      t('Due {day}', { day: formatLongDay(job.dueDate) ?? t('date not set') })
                    )}
                  </p>
                  <StageControl job={job} uid={uid} />
                  <p style={{ margin: '0.5rem 0 0' }}>
                    <Link to={`/workshop/jobs/${encodeURIComponent(job.id)}`}>{t('Open job card')}</Link>
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
