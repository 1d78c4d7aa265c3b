import { useState } from 'react';
import { Link } from '../../../components/links';
import { JOB_STAGE_LABELS, type OrderRecord } from '@tailor/domain';
import { reportAdminAccessError } from '../../auth';
import { useLoad, useWatch } from '../../../lib/useLoad';
import { reportError } from '../../../lib/reportError';
import { toast } from '../../../lib/toast';
import { assignTailor, loadAssignment, loadTailors, watchOrderJobs } from '../data';
import { useT } from '../../../lib/i18n/useT';
import '../workshop.css';

/**
 * On the admin's order page of a made-to-measure order: the tailor assigned
 * (chosen from the staff list), each job's stage, and the job cards.
 */
export function OrderWorkshopPanel({ order, adminUid }: { order: OrderRecord; adminUid: string }) {
  const { t } = useT();
  const setup = useLoad(() => Promise.all([loadTailors(), loadAssignment(order.id)]), [order.id], {
    what: 'Loading the tailors failed',
    onError: reportAdminAccessError,
  });
  const jobs = useWatch(watchOrderJobs(order.id), [order.id], { what: "Loading the order's jobs failed", onError: reportAdminAccessError });
  const [choice, setChoice] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (order.orderType === 'readymade') return null;
  const cancelled = order.orderStatus === 'cancelled';
  const [tailors, assignment] = setup.status === 'ready' ? setup.data : [[], null];
  const current = saved ?? assignment?.tailorUid ?? '';
  const selected = choice ?? current;

  async function save() {
    const tailor = tailors.find((one) => one.uid === selected) ?? null;
    if (selected && !tailor) {
      setError(t('Choose a tailor from the list'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await assignTailor(order.id, tailor ? { tailorUid: tailor.uid, tailorName: tailor.name } : null, adminUid);
      setSaved(selected);
      setChoice(null);
      toast.success(tailor ? t('{tailor} will make order {number}.', { tailor: tailor.name, number: order.orderNumber }) : t('The tailor was taken off this order.'));
    } catch (err) {
      reportError('Assigning a tailor failed', err);
      reportAdminAccessError(err);
      setError(t('Could not save the tailor. Reload the page: the tailor may have left the staff list.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card admin-panel workshop-panel" aria-labelledby="workshop-title">
      <h2 id="workshop-title" className="admin-panel-title">
        {t('Workshop')}
      </h2>
      {setup.status === 'error' ? (
        <p className="field-error" role="alert">
          {t('Could not load the tailors.')}{' '}
          <button type="button" className="btn btn-ghost btn-sm" onClick={setup.retry}>
            {t('Try again')}
          </button>
        </p>
      ) : cancelled ? (
        <p className="muted">{t('A cancelled order goes to no tailor.')}</p>
      ) : (
        <div className="row">
          <div className="field">
            <label htmlFor="assign-tailor">{t('Tailor')}</label>
            <select id="assign-tailor" value={selected} onChange={(e) => setChoice(e.target.value)} disabled={busy || setup.status !== 'ready'}>
              <option value="">{t('Not assigned')}</option>
              {tailors.map((one) => (
                <option key={one.uid} value={one.uid}>
                  {one.name}
                </option>
              ))}
              {/* A tailor since taken off the staff list still shows as assigned. */}
              {assignment && !tailors.some((one) => one.uid === assignment.tailorUid) && (
                <option value={assignment.tailorUid} disabled>
                  {t('{tailor} (no longer a tailor)', { tailor: assignment.tailorName })}
                </option>
              )}
            </select>
            {setup.status === 'ready' && tailors.length === 0 && <span className="field-hint">{t('No tailors yet: add one with npm run staff:grant -- e-mail tailor.')}</span>}
          </div>
          <button type="button" className="btn btn-primary btn-sm" onClick={save} disabled={busy || selected === current}>
            {busy ? t('Saving…') : t('Assign tailor')}
          </button>
          {error && (
            <span className="field-error" role="alert">
              {error}
            </span>
          )}
        </div>
      )}
      {jobs.status === 'ready' && jobs.data.length > 0 ? (
        <>
          <ul className="load-list" aria-label={t('Jobs of this order')}>
            {jobs.data.map((j) => (
              <li key={j.id}>
                <span>
                  {j.designName}
                  {j.tailorName ? ' · ' + j.tailorName : ''}
                </span>
                <span className="stage-pill" data-stage={j.stage} data-testid="job-stage">
                  {t(JOB_STAGE_LABELS[j.stage])}
                </span>
              </li>
            ))}
          </ul>
          <p style={{ marginBottom: 0 }}>
            <Link to={`/admin/orders/${encodeURIComponent(order.id)}/job-card`} className="btn btn-outline btn-sm">
              {jobs.data.length > 1 ? t('Job cards') : t('Job card')}
            </Link>
          </p>
        </>
      ) : (
        jobs.status === 'ready' && !cancelled && <p className="field-hint">{t('The job card is made once the order is confirmed.')}</p>
      )}
    </section>
  );
}
