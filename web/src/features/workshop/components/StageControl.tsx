import { useState } from 'react';
import { JOB_STAGES, JOB_STAGE_LABELS, type JobRecord, type JobStage } from '@tailor/domain';
import { moveStage } from '../data';
import { reportError } from '../../../lib/reportError';
import { toast } from '../../../lib/toast';
import { t } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/useT';

function refusal(error: unknown): string {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'permission-denied' || code === 'firestore/permission-denied') {
    return t('This job is not assigned to you any more, so its stage cannot be moved. Ask the shop.');
  }
  return t('Could not move the stage. Check the connection and try again.');
}

/** The job's stage and a control to move it; a refusal is said beside it. */
export function StageControl({ job, uid }: { job: JobRecord; uid: string }) {
  useT();
  const [stage, setStage] = useState<JobStage>(job.stage);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = `stage-${job.id}`;

  async function save() {
    setBusy(true);
    setError(null);
    try {
      await moveStage(job.id, stage, uid);
      toast.success(t('Order {number}: {stage}', { number: job.orderNumber, stage: t(JOB_STAGE_LABELS[stage]) }));
    } catch (err) {
      reportError('Moving a job stage failed', err);
      setError(refusal(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="stage-control">
      <label htmlFor={id} className="sr-only">
        {t('Stage of order {number}', { number: job.orderNumber })}
      </label>
      <select id={id} value={stage} onChange={(e) => setStage(e.target.value as JobStage)} disabled={busy}>
        {JOB_STAGES.map((s) => (
          <option key={s} value={s}>
            {t(JOB_STAGE_LABELS[s])}
          </option>
        ))}
      </select>
      <button type="button" className="btn btn-primary btn-sm" onClick={save} disabled={busy || stage === job.stage}>
        {busy ? t('Saving…') : t('Move stage')}
      </button>
      {error && (
        <span className="field-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
