import { useState, type FormEvent } from 'react';
import {
  agreedPriceSchema,
  dateFromIso,
  deliveryFlag,
  isCancellable,
  isoDateSchema,
  paiseToRupees,
  rupeesToPaise,
  type OrderRecord,
  formatINR,
} from '@tailor/domain';
import { toast } from '../../../lib/toast';
import { agreedPricePayload, deliveryDatePayload } from '../../../lib/orderWrites';
import { updateOrder } from '../data';
import { formatDate } from '../../../lib/dates';
import { reportError } from '../../../lib/reportError';
import { currentLocale } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/useT';


/** Price and promised date of an order: agreed price with a reason, delivery date. Payments are the ledger's (money/AdminLedger). */
export function OrderMoney({ order, uid }: { order: OrderRecord; uid: string }) {
  const { t } = useT();
  const [busy, setBusy] = useState<string | null>(null);
  const [priceOpen, setPriceOpen] = useState(false);
  const [price, setPrice] = useState('');
  const [priceNote, setPriceNote] = useState('');
  // null: show the stored date (it may change while the screen is open).
  const [dateInput, setDate] = useState<string | null>(null);
  const date = dateInput ?? order.deliveryDate ?? '';
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
      toast.error(t('Could not save. Please try again.'));
    } finally {
      setBusy(null);
    }
  }

  function submitPrice(e: FormEvent) {
    e.preventDefault();
    const parsed = agreedPriceSchema.safeParse({ agreedPrice: price.trim() ? rupeesToPaise(Number(price)) : NaN, agreedNote: priceNote });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return setError({ field: String(issue?.path[0] ?? 'agreedPrice'), message: issue ? t(issue.message) : t('Check the amount') });
    }
    void save('price', agreedPricePayload(order.orderStatus, parsed.data.agreedPrice, parsed.data.agreedNote, uid), t('Agreed price saved.'), () => setPriceOpen(false));
  }

  function submitDate(e: FormEvent) {
    e.preventDefault();
    const parsed = isoDateSchema.safeParse(date);
    if (!parsed.success) return setError({ field: 'deliveryDate', message: t('Choose a date') });
    void save('date', deliveryDatePayload(order.orderStatus, parsed.data, uid), t('Delivery date saved.'), () => setDate(null));
  }

  const fieldError = (field: string) =>
    error?.field === field ? (
      <span className="field-error" role="alert">
        {error.message}
      </span>
    ) : null;
  const flag = deliveryFlag(order, new Date());
  const promised = order.deliveryDate ? dateFromIso(order.deliveryDate) : null;
  const open = order.orderStatus !== 'delivered' && order.orderStatus !== 'cancelled';

  return (
    <section className="card stack order-money" aria-labelledby="order-money-title">
      <h2 id="order-money-title" className="admin-panel-title">
        {t('Price and delivery')}
      </h2>
      <dl className="order-facts">
        <div>
          <dt>{t('Computed price')}</dt>
          <dd>{order.totalPrice === null ? t('Pending') : formatINR(order.totalPrice, { decimals: 2, locale: currentLocale() })}</dd>
        </div>
        <div>
          <dt>{t('Agreed price')}</dt>
          <dd data-testid="admin-agreed-price">
            {order.agreedPrice === null ? t('Not set') : formatINR(order.agreedPrice, { decimals: 2, locale: currentLocale() })}
            {order.agreedNote && <span className="muted"> — {order.agreedNote}</span>}
          </dd>
        </div>
        <div>
          <dt>{t('Delivery by')}</dt>
          <dd>
            {promised ? formatDate(promised) : t('Not set')}
            {flag && <span className={`badge order-flag order-flag-${flag}`}>{flag === 'overdue' ? t('Overdue') : t('Due soon')}</span>}
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
            {t('Set agreed price')}
          </button>
        )}
      </div>

      {priceOpen && (
        <form className="stack order-inline-form" onSubmit={submitPrice} noValidate aria-label={t('Agreed price')}>
          <div className="field">
            <label htmlFor="agreed-price">{t('Agreed amount (₹)')}</label>
            <input id="agreed-price" inputMode="decimal" value={price} onChange={(e) => setPrice(e.target.value)} />
            {fieldError('agreedPrice')}
          </div>
          <div className="field">
            <label htmlFor="agreed-note">{t('Reason (shown to the customer)')}</label>
            <input id="agreed-note" maxLength={500} value={priceNote} placeholder={t('e.g. silk lining added on call')} onChange={(e) => setPriceNote(e.target.value)} />
            {fieldError('agreedNote')}
          </div>
          <button type="submit" className="btn btn-primary btn-sm" disabled={busy !== null}>
            {busy === 'price' ? t('Saving…') : t('Save agreed price')}
          </button>
        </form>
      )}

      {open && order.orderStatus !== 'pending' && (
        <form className="row gap order-inline-form" onSubmit={submitDate} noValidate aria-label={t('Delivery date')}>
          <div className="field">
            <label htmlFor="order-delivery-date">{t('Promised delivery date')}</label>
            <input id="order-delivery-date" type="date" value={date} onChange={(e) => setDate(e.target.value)} />
            {fieldError('deliveryDate')}
          </div>
          <button type="submit" className="btn btn-outline btn-sm" disabled={busy !== null || date === (order.deliveryDate ?? '')}>
            {busy === 'date' ? t('Saving…') : t('Save date')}
          </button>
        </form>
      )}

    </section>
  );
}
