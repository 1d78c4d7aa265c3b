import { useState } from 'react';
import {
  NOTE_MAX,
  ORDER_STATUS_LABELS,
  allowedMoves,
  defaultDeliveryDate,
  fitPhotosSchema,
  isoDateSchema,
  parseRupees,
  reasonSchema,
  shopToday,
  type OrderRecord,
  type OrderStatus,
  formatINR,
} from '@tailor/domain';
import { ImageUploader } from '../../../components/ImageUploader';
import { toast } from '../../../lib/toast';
import { IllegalTransitionError, moveOrder } from '../data';
import { useShopSettings } from '../../shop-info';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { formatDateTime } from '../../../lib/dates';
import { NoteField } from './orderFields';
import { advanceGate, MoneyRefusal, recordPayment } from '../../money';
import { ShopImage } from '../../../components/ShopImage';
import { fullSizeUrl } from '../../../components/shopImageUrl';
import { reportError } from '../../../lib/reportError';
import { t, currentLocale } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/useT';
import { orderHistoryText } from '../../../lib/orderHistoryText';
import { OWNER_HISTORY_VOICE } from '../historyVoice';

type Dialog = { to: OrderStatus; kind: 'forward' | 'back' | 'cancel' } | null;

function forwardLabel(to: OrderStatus): string {
  if (to === 'confirmed') return t('Confirm order');
  if (to === 'approval') return t('Send photos for approval');
  return t('Mark as {status}', { status: t(ORDER_STATUS_LABELS[to]) });
}

/** The status panel: the next step of this order's flow, one step back, cancel, and the history. */
export function OrderActions({ order, uid }: { order: OrderRecord; uid: string }) {
  const { t } = useT();
  const moves = allowedMoves(order.orderType, order.orderStatus, 'admin');
  const forward = moves.find((m) => m.kind === 'forward');
  const back = moves.find((m) => m.kind === 'back');
  const cancel = moves.find((m) => m.kind === 'cancel');
  const { turnaroundDays, payments } = useShopSettings();
  const gate = advanceGate(order, payments);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Dialog fields
  const [reason, setReason] = useState('');
  const [deliveryDate, setDeliveryDate] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  const [fitNote, setFitNote] = useState('');
  const [uploading, setUploading] = useState(false);
  const [collect, setCollect] = useState(true);
  const [amount, setAmount] = useState('');
  const [collectedOn, setCollectedOn] = useState('');

  function open(next: Dialog) {
    setError(null);
    setReason('');
    setDeliveryDate(defaultDeliveryDate(order.orderType, order.category, new Date(), turnaroundDays));
    setPhotos(order.fitPhotos);
    setFitNote(order.fitNote);
    setCollect(order.money.balancePaise > 0);
    setAmount(order.money.balancePaise > 0 ? String(order.money.balancePaise / 100) : '');
    setCollectedOn(shopToday(new Date()));
    // The shop's policy: no stitching before the advance is in (the payments panel records it).
    if (next && next.kind === 'forward' && next.to === 'stitching' && gate.blocksStitching) {
      toast.error(t('Stitching starts once the advance is in: {amount} still to come. Record it under Payments.', { amount: formatINR(gate.outstandingPaise, { decimals: 2, locale: currentLocale() }) }));
      return;
    }
    // Plain forward moves need no questions.
    if (next && next.kind === 'forward' && !['confirmed', 'approval', 'delivered'].includes(next.to)) void run(next, {});
    else setDialog(next);
  }

  async function run(d: NonNullable<Dialog>, details: Parameters<typeof moveOrder>[4]) {
    setBusy(true);
    try {
      await moveOrder(order.id, order.orderStatus, d.to, uid, details);
      toast.success(d.kind === 'cancel' ? t('Order cancelled.') : t('Order marked as {status}.', { status: t(ORDER_STATUS_LABELS[d.to]) }));
      setDialog(null);
    } catch (e) {
      reportError('Changing the order failed', e);
      const message = e instanceof IllegalTransitionError ? e.message : t('Could not update the order. Please try again.');
      // One channel: the open dialog shows it inline; a move without a dialog has only the toast.
      if (dialog) setError(message);
      else toast.error(message);
    } finally {
      setBusy(false);
    }
  }

  /**
   * Delivered with the cash collected: the balance goes into the ledger through
   * the payments API first, then the order moves. A refused payment stops here
   * (nothing moved); a failed move leaves the payment recorded, and the move is retried.
   */
  async function deliverWithCash(d: NonNullable<Dialog>) {
    setBusy(true);
    try {
      await recordPayment(order.id, { kind: 'balance', method: 'cash', amount: amount.trim() ? parseRupees(amount) : Number.NaN, receivedOn: collectedOn, reference: null });
    } catch (e) {
      setBusy(false);
      if (e instanceof MoneyRefusal) return setError(t(e.message));
      reportError('Recording the cash collected failed', e);
      return setError(t('Could not record the payment. Please try again.'));
    }
    await run(d, {});
  }

  function confirm() {
    if (!dialog) return;
    if (dialog.kind !== 'forward') {
      const r = reasonSchema.safeParse(reason);
      if (!r.success) return setError(t(r.error.issues[0]?.message ?? 'Give a reason'));
      return void run(dialog, { reason: r.data });
    }
    if (dialog.to === 'confirmed') {
      const d = isoDateSchema.safeParse(deliveryDate);
      if (!d.success) return setError(t('Choose the promised delivery date'));
      return void run(dialog, { deliveryDate: d.data });
    }
    if (dialog.to === 'approval') {
      const f = fitPhotosSchema.safeParse({ fitPhotos: photos, fitNote });
      if (!f.success) return setError(t(f.error.issues[0]?.message ?? 'Attach at least one photo of the garment'));
      return void run(dialog, f.data);
    }
    if (dialog.to === 'delivered' && collect && order.money.balancePaise > 0) return void deliverWithCash(dialog);
    return void run(dialog, {});
  }

  return (
    <section className="card order-actions" aria-labelledby="order-status-title">
      <h2 id="order-status-title" className="admin-panel-title">
        {t('Status')}
      </h2>
      {moves.length === 0 ? (
        <p className="muted">{t('This order is {status}; its status can no longer change.', { status: t(ORDER_STATUS_LABELS[order.orderStatus]).toLowerCase() })}</p>
      ) : (
        <div className="row gap">
          {forward && (
            <button type="button" className="btn btn-primary" disabled={busy} onClick={() => open({ to: forward.to, kind: 'forward' })}>
              {busy && !dialog ? t('Saving…') : forwardLabel(forward.to)}
            </button>
          )}
          {back && (
            <button type="button" className="btn btn-outline" disabled={busy} onClick={() => open({ to: back.to, kind: 'back' })}>
              {t('Step back to {status}', { status: t(ORDER_STATUS_LABELS[back.to]) })}
            </button>
          )}
          {cancel && (
            <button type="button" className="btn btn-outline order-cancel" disabled={busy} onClick={() => open({ to: 'cancelled', kind: 'cancel' })}>
              {t('Cancel order')}
            </button>
          )}
        </div>
      )}
      {order.orderStatus === 'approval' && <p className="muted order-waiting">{t('Waiting for the customer to approve the photos or ask for an alteration.')}</p>}
      {order.statusHistory.length > 0 && (
        <>
          <h3 className="order-subtitle">{t('History')}</h3>
          <ol className="order-history">
            {order.statusHistory.map((h, i) => (
              <li key={i}>
                <strong>{orderHistoryText(h, OWNER_HISTORY_VOICE)}</strong>{' '}
                <span className="muted">
                  {formatDateTime(h.at)}
                  {h.by ? ' · ' + (h.by === order.userId ? t('by customer') : h.by === uid ? t('by you') : t('by admin')) : ''}
                </span>
                {h.photos && h.photos.length > 0 && (
                  <span className="order-history-photos">
                    {h.photos.map((url, j) => (
                      <a key={`${url}-${j}`} href={fullSizeUrl(url)} target="_blank" rel="noreferrer noopener">
                        <ShopImage url={url} alt={t('Fit photo {number} of this round', { number: j + 1 })} sizes="adminFitPhoto" width={48} height={60} />
                      </a>
                    ))}
                  </span>
                )}
              </li>
            ))}
          </ol>
        </>
      )}

      <ConfirmDialog
        open={dialog !== null}
        title={
          !dialog
            ? ''
            : dialog.kind === 'cancel'
              ? t('Cancel this order?')
              : dialog.kind === 'back'
                ? t('Step back to {status}?', { status: t(ORDER_STATUS_LABELS[dialog.to]) })
                : forwardLabel(dialog.to)
        }
        confirmLabel={!dialog ? '' : dialog.kind === 'cancel' ? t('Cancel order') : dialog.kind === 'back' ? t('Step back') : forwardLabel(dialog.to)}
        cancelLabel={dialog?.kind === 'cancel' ? t('Keep order') : t('Close')}
        busy={busy || uploading}
        busyLabel={uploading ? t('Uploading…') : t('Saving…')}
        danger={dialog?.kind === 'cancel'}
        onConfirm={confirm}
        onCancel={() => setDialog(null)}
      >
        <div className="stack">
          {dialog?.kind === 'cancel' && <p>{t('Order {number} will be cancelled; the customer sees your reason.', { number: order.orderNumber })}</p>}
          {dialog && dialog.kind !== 'forward' && (
            <NoteField id="move-reason" label={dialog.kind === 'cancel' ? t('Reason for cancelling') : t('Why step back?')} value={reason} onChange={setReason} />
          )}
          {dialog?.to === 'confirmed' && dialog.kind === 'forward' && (
            <div className="field">
              <label htmlFor="delivery-date">{t('Promised delivery date')}</label>
              <input id="delivery-date" type="date" value={deliveryDate} onChange={(e) => setDeliveryDate(e.target.value)} />
              <span className="field-hint">{order.category ? t('Suggested from the usual turnaround for {category}.', { category: t(order.category) }) : t('Suggested from the usual turnaround for this order.')}</span>
            </div>
          )}
          {dialog?.to === 'confirmed' && dialog.kind === 'forward' && gate.advancePaise > 0 && (
            <p className="notice" role="note" data-testid="confirm-advance">
              {gate.outstandingPaise === 0
                ? t('Advance due ({percent} %): {amount}, already received.', { percent: payments.advancePercent, amount: formatINR(gate.advancePaise, { decimals: 2, locale: currentLocale() }) })
                : payments.workStartsBeforeAdvance
                  ? t('Advance due ({percent} %): {amount}. The customer is asked for it on their order page.', { percent: payments.advancePercent, amount: formatINR(gate.advancePaise, { decimals: 2, locale: currentLocale() }) })
                  : t('Advance due ({percent} %): {amount}. The customer is asked for it on their order page; stitching starts once it is in.', {
                      percent: payments.advancePercent,
                      amount: formatINR(gate.advancePaise, { decimals: 2, locale: currentLocale() }),
                    })}
            </p>
          )}
          {dialog?.to === 'approval' && dialog.kind === 'forward' && (
            <>
              <ImageUploader
                label={t('Photos of the finished garment')}
                value={photos}
                onChange={(urls) => {
                  setPhotos(urls);
                  // "Attach at least one photo" is answered as soon as one is attached.
                  if (urls.length > 0) setError(null);
                }}
                pathPrefix={`orders/${order.id}/fit`}
                max={10}
                hint={t('The customer sees these and approves or asks for an alteration.')}
                onUploadingChange={setUploading}
              />
              <NoteField id="fit-note" label={t('Note for the customer (optional)')} value={fitNote} onChange={setFitNote} max={NOTE_MAX} />
            </>
          )}
          {dialog?.to === 'delivered' && dialog.kind === 'forward' && order.money.balancePaise > 0 && (
            <fieldset className="stack order-collect">
              <legend>{t('Cash on delivery: {amount} due', { amount: formatINR(order.money.balancePaise, { decimals: 2, locale: currentLocale() }) })}</legend>
              <label className="row gap">
                <input type="checkbox" checked={collect} onChange={(e) => setCollect(e.target.checked)} /> {t('Cash collected')}
              </label>
              {collect && (
                <div className="row gap">
                  <div className="field">
                    <label htmlFor="deliver-amount">{t('Amount collected (₹)')}</label>
                    <input id="deliver-amount" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
                  </div>
                  <div className="field">
                    <label htmlFor="deliver-date">{t('Collected on')}</label>
                    <input id="deliver-date" type="date" value={collectedOn} max={shopToday(new Date())} onChange={(e) => setCollectedOn(e.target.value)} />
                  </div>
                </div>
              )}
            </fieldset>
          )}
          {error && (
            <p className="field-error" role="alert">
              {error}
            </p>
          )}
        </div>
      </ConfirmDialog>
    </section>
  );
}
