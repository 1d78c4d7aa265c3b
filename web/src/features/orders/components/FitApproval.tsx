import { useState, type FormEvent } from 'react';
import { NOTE_MAX, alterationNoteSchema } from '@tailor/domain/orderNotes';
import type { OrderRecord } from '@tailor/domain/orderRecord';
import { toast } from '../../../lib/toast';
import { useSession } from '../../auth';
import { approveFit, askForAlteration } from '../approval';
import { PictureList } from '../../../components/PictureList';
import { reportError } from '../../../lib/reportError';
import { msg } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/useT';

/** "Awaiting your approval": the photos of the finished garment, and the customer's two answers. */
export function FitApproval({ order }: { order: OrderRecord }) {
  const { t } = useT();
  const { user } = useSession();
  const [mode, setMode] = useState<'choose' | 'alter'>('choose');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<void>, done: string) {
    setBusy(true);
    try {
      await action();
      toast.success(t(done));
    } catch (e) {
      reportError('Answering the approval failed', e);
      toast.error(t('Could not send your answer. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  function submitAlteration(event: FormEvent) {
    event.preventDefault();
    const parsed = alterationNoteSchema.safeParse(note);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? msg('Tell us what to change'));
      return;
    }
    setError(null);
    if (user) void run(() => askForAlteration(order.id, user.uid, parsed.data), msg('Thanks, we will make the alteration and send new photos.'));
  }

  return (
    <section className="card stack fit-approval" aria-labelledby="fit-approval-title">
      <h2 className="detail-title" id="fit-approval-title">
        {t('Awaiting your approval')}
      </h2>
      <p>{t('Your garment is stitched. Please look at the photos and approve it, or tell us what to alter.')}</p>
      <PictureList
        urls={order.fitPhotos}
        sizes="fitPhoto"
        label={t('Photos of your finished garment')}
        alt={(i) => t('Photo {number} of your finished garment', { number: i + 1 })}
        size={160}
        height={200}
        linked
      />
      {order.fitNote && <p className="pre-wrap fit-note">“{order.fitNote}”</p>}
      {mode === 'choose' ? (
        <div className="row gap">
          <button type="button" className="btn btn-primary" disabled={busy || !user} onClick={() => user && void run(() => approveFit(order.id, user.uid), msg('Thank you! Your order is ready for dispatch.'))}>
            {busy ? t('Sending…') : t('Approve')}
          </button>
          <button type="button" className="btn btn-outline" disabled={busy} onClick={() => setMode('alter')}>
            {t('Ask for an alteration')}
          </button>
        </div>
      ) : (
        <form className="stack" onSubmit={submitAlteration} noValidate>
          <div className="field">
            <label htmlFor="alteration-note">{t('What should we change?')}</label>
            <textarea
              id="alteration-note"
              rows={4}
              maxLength={NOTE_MAX}
              value={note}
              aria-invalid={error ? true : undefined}
              aria-describedby="alteration-count alteration-error"
              onChange={(e) => setNote(e.target.value)}
            />
            <span className="field-hint" id="alteration-count" aria-live="polite">
              {note.length}/{NOTE_MAX}
            </span>
            {error && (
              <span className="field-error" id="alteration-error" role="alert">
                {t(error)}
              </span>
            )}
          </div>
          <div className="row gap">
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {busy ? t('Sending…') : t('Send alteration request')}
            </button>
            <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => setMode('choose')}>
              {t('Back')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
