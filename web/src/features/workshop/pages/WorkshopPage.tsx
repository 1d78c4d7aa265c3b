import { useState } from 'react';
import { Link } from 'react-router-dom';
import { JOB_STAGE_LABELS, longDate, shopDay } from '@tailor/domain';
import { useSession } from '../../auth';
import { useWatch } from '../../../lib/useLoad';
import { LoadFailed } from '../../../components/LoadFailed';
import { Skeletons } from '../../../components/Skeletons';
import { watchTailorJobs } from '../data';
import { StageControl } from '../components/StageControl';
import '../workshop.css';

/** A tailor's own job cards, live, with each job's stage and the control to move it. */
export default function WorkshopPage() {
  const session = useSession();
  const uid = session.user?.uid ?? '';
  const jobs = useWatch(uid ? watchTailorJobs(uid) : null, [uid], { what: 'Loading your jobs failed' });
  const [today] = useState(() => shopDay(Date.now()));
  const name = session.profile?.name?.trim();

  return (
    <section className="container page workshop-page">
      <h1 className="page-title">Workshop</h1>
      <p className="muted">{name ? `${name}, these are the jobs assigned to you.` : 'The jobs assigned to you.'} Open work first, soonest due first.</p>
      {jobs.status === 'loading' ? (
        <Skeletons count={3} className="job-list" itemClassName="order-row-skeleton" label="Loading your jobs" />
      ) : jobs.status === 'error' ? (
        <LoadFailed message="Could not load your jobs." onRetry={jobs.retry} />
      ) : jobs.data.length === 0 ? (
        <p className="notice">No jobs are assigned to you yet. The shop assigns them once an order is confirmed.</p>
      ) : (
        <ul className="job-list" aria-label="Your jobs">
          {jobs.data.map((job) => {
            const overdue = job.stage !== 'done' && !!job.dueDate && job.dueDate < today;
            return (
              <li key={job.id} className="card job-item" data-testid="job-item">
                {job.designPicture ? <img src={job.designPicture} alt="" /> : <span />}
                <div>
                  <h2>
                    Order {job.orderNumber}
                    {job.lineCount > 1 ? ` · design ${job.lineNo} of ${job.lineCount}` : ''}
                  </h2>
                  <p className="job-meta">
                    {job.designName} · <span className="stage-pill" data-stage={job.stage}>{JOB_STAGE_LABELS[job.stage]}</span> ·{' '}
                    {overdue ? <span className="job-overdue">Overdue: due {longDate(job.dueDate)}</span> : `Due ${longDate(job.dueDate) ?? 'date not set'}`}
                  </p>
                  <StageControl job={job} uid={uid} />
                  <p style={{ margin: '0.5rem 0 0' }}>
                    <Link to={`/workshop/jobs/${encodeURIComponent(job.id)}`}>Open job card</Link>
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
