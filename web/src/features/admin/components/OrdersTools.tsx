import { useState, type FormEvent } from 'react';
import { INDIAN_MOBILE_REGEX, isoDate, normaliseIndianMobile, orderNumberQuery, ordersCsv, type OrderRecord } from '@tailor/domain';
import { toast } from '../../../lib/toast';
import { findOrders, loadOrdersBetween } from '../data';
import { OrderRow } from './OrderRow';
import { reportError } from '../../../lib/reportError';
import { useT } from '../../../lib/i18n/useT';

/** Find an order by its number or the customer's phone. */
export function OrderSearch() {
  const { t } = useT();
  const [term, setTerm] = useState('');
  const [result, setResult] = useState<OrderRecord[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const phone = normaliseIndianMobile(term);
    const number = orderNumberQuery(term);
    const by = INDIAN_MOBILE_REGEX.test(phone) ? { phone } : number ? { orderNumber: number } : null;
    if (!by) {
      setError(t('Enter an order number (SS-1001) or a 10-digit mobile number'));
      setResult(null);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      setResult(await findOrders(by));
    } catch (err) {
      reportError('Finding orders failed', err);
      setError(t('Could not search the orders. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="stack order-search">
      <form className="row gap" role="search" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="order-search">{t('Find an order')}</label>
          <input id="order-search" value={term} placeholder={t('SS-1001 or 98200 12345')} aria-invalid={error ? true : undefined} onChange={(e) => setTerm(e.target.value)} />
          {error && (
            <span className="field-error" role="alert">
              {error}
            </span>
          )}
        </div>
        <button type="submit" className="btn btn-outline" disabled={busy}>
          {busy ? t('Searching…') : t('Find')}
        </button>
        {result && (
          <button type="button" className="btn btn-ghost" onClick={() => setResult(null)}>
            {t('Clear')}
          </button>
        )}
      </form>
      {result &&
        (result.length === 0 ? (
          <p className="muted" role="status">
            {t('No order found.')}
          </p>
        ) : (
          <ul className="order-list" aria-label={t('Search results')}>
            {result.map((o) => (
              <OrderRow key={o.id} order={o} />
            ))}
          </ul>
        ))}
    </div>
  );
}

function download(name: string, text: string) {
  // A BOM so spreadsheet programs read the rupee sign and names as UTF-8.
  const url = URL.createObjectURL(new Blob(['\ufeff', text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The accountant's CSV of the orders placed in a date range. */
export function OrdersExport() {
  const { t, tp } = useT();
  const today = new Date();
  const [from, setFrom] = useState(isoDate(new Date(today.getFullYear(), today.getMonth(), 1)));
  const [to, setTo] = useState(isoDate(today));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const start = new Date(`${from}T00:00:00`);
    const end = new Date(`${to}T00:00:00`);
    if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || end < start) {
      setError(t('Choose a start date on or before the end date'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const orders = await loadOrdersBetween(start, new Date(end.getFullYear(), end.getMonth(), end.getDate() + 1));
      download(`orders-${from}-to-${to}.csv`, ordersCsv(orders));
      toast.success(tp(orders.length, '{count} order exported.', '{count} orders exported.'));
    } catch (err) {
      reportError('Exporting orders failed', err);
      setError(t('Could not export the orders. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="row gap order-export" onSubmit={submit} noValidate aria-label={t('Export orders as CSV')}>
      <div className="field">
        <label htmlFor="export-from">{t('From')}</label>
        <input id="export-from" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="export-to">{t('To')}</label>
        <input id="export-to" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
      </div>
      <button type="submit" className="btn btn-outline" disabled={busy}>
        {busy ? t('Exporting…') : t('Export CSV')}
      </button>
      {error && (
        <span className="field-error" role="alert">
          {error}
        </span>
      )}
    </form>
  );
}
