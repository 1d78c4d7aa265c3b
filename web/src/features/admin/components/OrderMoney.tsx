import { useState, type FormEvent } from 'react';
import {
  PAYMENT_STATUS_LABELS,
  agreedPriceSchema,
  amountDue,
  dateFromIso,
  deliveryFlag,
  formatINR,
  isCancellable,
  isoDate,
  isoDateSchema,
  paiseToRupees,
  rupeesToPaise,
  type OrderRecord,
} from '@tailor/domain';
import { toast } from '../../../lib/toast';
import { agreedPricePayload, deliveryDatePayload, paymentCollectedPayload, paymentRefundedPayload } from '../../../lib/orderWrites';
import { updateOrder } from '../data';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { collectedAtFrom } from './orderFields';
import { reportError } from '../../../lib/reportError';


/** Price, payment and promised date of an order: agreed price with a reason, cash collected, refunds, delivery date. */
export function OrderMoney({ order, uid }: { order: OrderRecord; uid: string }) {
  const [busy, setBusy] = useState<string | null>(null);
  const [priceOpen, setPriceOpen] = useState(false);
  const [price, setPrice] = useState('');
  const [priceNote, setPriceNote] = useState('');
  const [collectOpen, setCollectOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const [collectedOn, setCollectedOn] = useState('');
  // null: show the stored date (it may change while the screen is open).
  const [dateInput, setDate] = useState<string | null>(null);
  const date = dateInput ?? order.deliveryDate ?? '';
  const [refundOpen, setRefundOpen] = useState(false);
  const [error, setError] = useState<{ field: string; message: string } | null>(null);

  async function save(what: string, payload: Record<string, unknown>, done: string, close?: () => void) {
    setBusy(what);
    try {
      await updateOrder(order.id, payload);
      toast.success(done);
      setError(null);
      close?.();
    } catch (e) {
      reportError(`Saving ${what} failed`, e);
      toast.error('Could not save. Please try again.');
    } finally {
      setBusy(null);
    }
  }

  function submitPrice(e: FormEvent) {
    e.preventDefault();
    const parsed = agreedPriceSchema.safeParse({ agreedPrice: price.trim() ? rupeesToPaise(Number(price)) : NaN, agreedNote: priceNote });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return setError({ field: String(issue?.path[0] ?? 'agreedPrice'), message: issue?.message ?? 'Check the amount' });
    }
    void save('price', agreedPricePayload(order.orderStatus, parsed.data.agreedPrice, parsed.data.agreedNote, uid), 'Agreed price saved.', () => setPriceOpen(false));
  }

  function submitCollected(e: FormEvent) {
    e.preventDefault();
    const paise = rupeesToPaise(Number(amount));
    const at = collectedAtFrom(collectedOn);
    if (!amount.trim() || !Number.isFinite(paise) || paise <= 0) return setError({ field: 'collectedAmount', message: 'Enter the amount collected' });
    if (!at) return setError({ field: 'collectedOn', message: 'Choose the date the cash was collected (not in the future)' });
    void save('payment', paymentCollectedPayload(order.orderStatus, paise, at, uid), 'Cash collected recorded.', () => setCollectOpen(false));
  }

  function submitDate(e: FormEvent) {
    e.preventDefault();
    const parsed = isoDateSchema.safeParse(date);
    if (!parsed.success) return setError({ field: 'deliveryDate', message: 'Choose a date' });
    void save('date', deliveryDatePayload(order.orderStatus, parsed.data, uid), 'Delivery date saved.', () => setDate(null));
  }

  const fieldError = (field: string) =>
    error?.field === field ? (
      <span className="field-error" role="alert">
        {error.message}
      </span>
    ) : null;
  const due = amountDue(order);
  const flag = deliveryFlag(order, new Date());
  const promised = order.deliveryDate ? dateFromIso(order.deliveryDate) : null;
  const open = order.orderStatus !== 'delivered' && order.orderStatus !== 'cancelled';

  return (
    <section className="card stack order-money" aria-labelledby="order-money-title">
      <h2 id="order-money-title" className="admin-panel-title">
        Price, payment and delivery
      </h2>
      <dl className="order-facts">
        <div>
          <dt>Computed price</dt>
          <dd>{order.totalPrice === null ? 'Pending' : formatINR(order.totalPrice, { decimals: 2 })}</dd>
        </div>
        <div>
          <dt>Agreed price</dt>
          <dd data-testid="admin-agreed-price">
            {order.agreedPrice === null ? 'Not set' : formatINR(order.agreedPrice, { decimals: 2 })}
            {order.agreedNote && <span className="muted"> — {order.agreedNote}</span>}
          </dd>
        </div>
        <div>
          <dt>Payment (COD)</dt>
          <dd data-testid="admin-payment">
            {PAYMENT_STATUS_LABELS[order.payment]}
            {order.payment !== 'pending' && order.collectedAmount !== null && ` · ${formatINR(order.collectedAmount, { decimals: 2 })}`}
            {order.payment !== 'pending' && order.collectedAt && ` on ${formatDateTime(order.collectedAt)}`}
          </dd>
        </div>
        <div>
          <dt>Delivery by</dt>
          <dd>
            {promised ? formatDate(promised) : 'Not set'}
            {flag && <span className={`badge order-flag order-flag-${flag}`}>{flag === 'overdue' ? 'Overdue' : 'Due soon'}</span>}
          </dd>
        </div>
      </dl>

      <div className="row gap">
        {isCancellable(order.orderStatus) && (
          <button
            type="button"
            className="btn btn-outline btn-sm"
            aria-expanded={priceOpen}
            onClick={() => {
              setPrice(order.agreedPrice !== null ? String(paiseToRupees(order.agreedPrice)) : order.totalPrice ? String(paiseToRupees(order.totalPrice)) : '');
              setPriceNote(order.agreedNote);
              setPriceOpen(!priceOpen);
            }}
          >
            Set agreed price
          </button>
        )}
        {order.payment === 'pending' && order.orderStatus !== 'cancelled' && (
          <button
            type="button"
            className="btn btn-outline btn-sm"
            aria-expanded={collectOpen}
            onClick={() => {
              setAmount(due === null ? '' : String(paiseToRupees(due)));
              setCollectedOn(isoDate(new Date()));
              setCollectOpen(!collectOpen);
            }}
          >
            Record cash collected
          </button>
        )}
        {order.payment === 'collected' && (
          <button type="button" className="btn btn-outline btn-sm" onClick={() => setRefundOpen(true)}>
            Mark refunded
          </button>
        )}
      </div>

      {priceOpen && (
        <form className="stack order-inline-form" onSubmit={submitPrice} noValidate aria-label="Agreed price">
          <div className="field">
            <label htmlFor="agreed-price">Agreed amount (₹)</label>
            <input id="agreed-price" inputMode="decimal" value={price} onChange={(e) => setPrice(e.target.value)} />
            {fieldError('agreedPrice')}
          </div>
          <div className="field">
            <label htmlFor="agreed-note">Reason (shown to the customer)</label>
            <input id="agreed-note" maxLength={500} value={priceNote} placeholder="e.g. silk lining added on call" onChange={(e) => setPriceNote(e.target.value)} />
            {fieldError('agreedNote')}
          </div>
          <button type="submit" className="btn btn-primary btn-sm" disabled={busy !== null}>
            {busy === 'price' ? 'Saving…' : 'Save agreed price'}
          </button>
        </form>
      )}

      {collectOpen && (
        <form className="stack order-inline-form" onSubmit={submitCollected} noValidate aria-label="Cash collected">
          <div className="field">
            <label htmlFor="collected-amount">Amount collected (₹)</label>
            <input id="collected-amount" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
            {fieldError('collectedAmount')}
          </div>
          <div className="field">
            <label htmlFor="collected-on">Collected on</label>
            <input id="collected-on" type="date" value={collectedOn} max={isoDate(new Date())} onChange={(e) => setCollectedOn(e.target.value)} />
            {fieldError('collectedOn')}
          </div>
          <button type="submit" className="btn btn-primary btn-sm" disabled={busy !== null}>
            {busy === 'payment' ? 'Saving…' : 'Record cash collected'}
          </button>
        </form>
      )}

      {open && order.orderStatus !== 'pending' && (
        <form className="row gap order-inline-form" onSubmit={submitDate} noValidate aria-label="Delivery date">
          <div className="field">
            <label htmlFor="order-delivery-date">Promised delivery date</label>
            <input id="order-delivery-date" type="date" value={date} onChange={(e) => setDate(e.target.value)} />
            {fieldError('deliveryDate')}
          </div>
          <button type="submit" className="btn btn-outline btn-sm" disabled={busy !== null || date === (order.deliveryDate ?? '')}>
            {busy === 'date' ? 'Saving…' : 'Save date'}
          </button>
        </form>
      )}

      <ConfirmDialog
        open={refundOpen}
        title="Mark the payment refunded?"
        confirmLabel="Mark refunded"
        cancelLabel="Keep collected"
        busy={busy === 'refund'}
        busyLabel="Saving…"
        danger
        onConfirm={() => void save('refund', paymentRefundedPayload(order.orderStatus, uid), 'Payment marked refunded.', () => setRefundOpen(false))}
        onCancel={() => setRefundOpen(false)}
      >
        <p>The cash collected for order {order.orderNumber} went back to the customer. Revenue no longer counts it.</p>
      </ConfirmDialog>
    </section>
  );
}
