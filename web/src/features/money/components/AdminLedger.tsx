import { useState, type FormEvent } from 'react';
import {
  PAYMENT_KINDS,
  PAYMENT_KIND_LABELS,
  PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  advanceDue,
  advanceOutstanding,
  moneySummary,
  parseRupees,
  recordPaymentSchema,
  shopToday,
  type OrderRecord,
  type PaymentKind,
  type PaymentMethod,
  formatINR,
} from '@tailor/domain';
import { toast } from '../../../lib/toast';
import { reportError } from '../../../lib/reportError';
import { useShopSettings } from '../../shop-info';
import { confirmReport, MoneyRefusal, recordPayment, rejectReport } from '../data';
import { useLedger, usePaymentReports } from '../hooks';
import { dayLabel, money } from '../labels';
import { LedgerList } from './LedgerList';
import { MoneyFacts } from './MoneyFacts';
import './money.css';
import { currentLocale } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/useT';

type Field = 'kind' | 'method' | 'amount' | 'receivedOn' | 'reference' | 'form';

/**
 * The admin's payments panel: what is due, paid and refunded, the ledger,
 * the customer's UPI reports waiting for a decision, and the form that
 * records an advance, a balance or a refund through the payments API.
 */
export function AdminLedger({ order }: { order: OrderRecord }) {
  const { t } = useT();
  const ledger = useLedger(order);
  const reports = usePaymentReports(order.id);
  const { payments } = useShopSettings();
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<PaymentKind>('advance');
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const [amount, setAmount] = useState('');
  const [receivedOn, setReceivedOn] = useState('');
  const [reference, setReference] = useState('');
  const [error, setError] = useState<{ field: Field; message: string } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<string | null>(null);
  const [reason, setReason] = useState('');

  const entries = ledger.status === 'ready' ? ledger.data : [];
  const summary = ledger.status === 'ready' ? moneySummary(order.money.duePaise, entries, order.orderStatus === 'cancelled') : order.money;
  const advance = advanceDue({ orderType: order.orderType, duePaise: summary.duePaise }, payments.advancePercent);
  const advanceLeft = advanceOutstanding(advance, summary);
  const waiting = reports.status === 'ready' ? reports.data.filter((r) => r.status === 'waiting') : [];

  function start() {
    const next: PaymentKind = summary.paidPaise === 0 && advance > 0 ? 'advance' : 'balance';
    setKind(next);
    setMethod('cash');
    setAmount(String((next === 'advance' ? advanceLeft : summary.balancePaise) / 100 || ''));
    setReceivedOn(shopToday(new Date()));
    setReference('');
    setError(null);
    setOpen(!open);
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = { kind, method, amount: amount.trim() ? parseRupees(amount) : Number.NaN, receivedOn, reference: reference.trim() || null };
    const parsed = recordPaymentSchema(new Date()).safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return setError({ field: (String(issue?.path[0] ?? 'form') as Field) || 'form', message: issue ? t(issue.message) : t('Check the payment') });
    }
    setBusy('record');
    try {
      const answer = await recordPayment(order.id, body);
      toast.success(t('{kind} of {amount} recorded.', { kind: t(PAYMENT_KIND_LABELS[kind]), amount: formatINR(answer.payment.amountPaise, { decimals: 2, locale: currentLocale() }) }));
      setOpen(false);
      setError(null);
    } catch (err) {
      if (err instanceof MoneyRefusal) setError({ field: (err.field as Field) ?? 'form', message: t(err.message) });
      else {
        reportError('Recording a payment failed', err);
        setError({ field: 'form', message: t('Could not save. Please try again.') });
      }
    } finally {
      setBusy(null);
    }
  }

  async function decide(reportId: string, how: 'confirm' | 'reject') {
    if (how === 'reject' && !reason.trim()) return setError({ field: 'form', message: t('Say why the payment is not accepted') });
    setBusy(reportId);
    try {
      if (how === 'confirm') await confirmReport(order.id, reportId);
      else await rejectReport(order.id, reportId, reason.trim());
      toast.success(how === 'confirm' ? t('UPI payment confirmed into the ledger.') : t('UPI payment report rejected.'));
      setRejecting(null);
      setReason('');
      setError(null);
    } catch (err) {
      if (err instanceof MoneyRefusal) toast.error(t(err.message));
      else {
        reportError('Deciding on a payment report failed', err);
        toast.error(t('Could not save. Please try again.'));
      }
    } finally {
      setBusy(null);
    }
  }

  const fieldError = (field: Field) =>
    error?.field === field ? (
      <span className="field-error" role="alert">
        {error.message}
      </span>
    ) : null;
  const canPay = order.orderStatus !== 'cancelled' ? summary.balancePaise > 0 : false;
  const canRefund = summary.paidPaise - summary.refundedPaise > 0;

  return (
    <section className="card stack" aria-labelledby="admin-ledger-title" data-testid="admin-ledger">
      <h2 id="admin-ledger-title" className="admin-panel-title">
        {t('Payments')}
      </h2>
      <MoneyFacts summary={summary} testId="admin-money" />
      {advance > 0 && (
        <p className={advanceLeft > 0 ? 'field-hint' : 'muted'} data-testid="admin-advance">
          {advanceLeft === 0
            ? t('Advance ({percent} %): {amount} — received', { percent: payments.advancePercent, amount: money(advance) })
            : payments.workStartsBeforeAdvance
              ? t('Advance ({percent} %): {amount} — {left} still to come', { percent: payments.advancePercent, amount: money(advance), left: money(advanceLeft) })
              : t('Advance ({percent} %): {amount} — {left} still to come. Stitching starts once it is in.', { percent: payments.advancePercent, amount: money(advance), left: money(advanceLeft) })}
        </p>
      )}
      {ledger.status === 'error' ? <p className="field-error">{t('Could not load the payments.')}</p> : <LedgerList entries={entries} />}

      {waiting.map((r) => (
        <div key={r.id} className="money-report money-report-waiting stack" data-testid="admin-payment-report">
          <p>
            <strong>{t('Customer reports a UPI payment')}</strong> {t('of {amount} on {day}, ref.', { amount: money(r.amountPaise), day: dayLabel(r.reportedOn) })} <code>{r.reference}</code>.{' '}
            {t('Check your bank or UPI app before confirming.')}
          </p>
          {rejecting === r.id ? (
            <div className="stack">
              <div className="field">
                <label htmlFor={`reject-${r.id}`}>{t('Why is it not accepted? (the customer reads this)')}</label>
                <input id={`reject-${r.id}`} maxLength={300} value={reason} onChange={(e) => setReason(e.target.value)} />
                {fieldError('form')}
              </div>
              <div className="row gap">
                <button type="button" className="btn btn-outline btn-sm" disabled={busy !== null} onClick={() => void decide(r.id, 'reject')}>
                  {busy === r.id ? t('Saving…') : t('Reject report')}
                </button>
                <button type="button" className="btn btn-link btn-sm" onClick={() => setRejecting(null)}>
                  {t('Keep waiting')}
                </button>
              </div>
            </div>
          ) : (
            <div className="row gap">
              <button type="button" className="btn btn-primary btn-sm" disabled={busy !== null} onClick={() => void decide(r.id, 'confirm')}>
                {busy === r.id ? t('Saving…') : t('Confirm payment')}
              </button>
              <button
                type="button"
                className="btn btn-outline btn-sm"
                onClick={() => {
                  setRejecting(r.id);
                  setReason('');
                  setError(null);
                }}
              >
                {t('Reject…')}
              </button>
            </div>
          )}
        </div>
      ))}

      {(canPay || canRefund) && (
        <div className="row gap">
          <button type="button" className="btn btn-outline btn-sm" aria-expanded={open} onClick={start}>
            {t('Record payment')}
          </button>
        </div>
      )}
      {open && (
        <form className="stack order-inline-form" onSubmit={(e) => void submit(e)} noValidate aria-label={t('Record payment')}>
          <div className="money-form-grid">
            <div className="field">
              <label htmlFor="pay-kind">{t('Kind')}</label>
              <select id="pay-kind" value={kind} onChange={(e) => setKind(e.target.value as PaymentKind)}>
                {PAYMENT_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {t(PAYMENT_KIND_LABELS[k])}
                  </option>
                ))}
              </select>
              {fieldError('kind')}
            </div>
            <div className="field">
              <label htmlFor="pay-method">{t('Method')}</label>
              <select id="pay-method" value={method} onChange={(e) => setMethod(e.target.value as PaymentMethod)}>
                {PAYMENT_METHODS.map((m) => (
                  <option key={m} value={m}>
                    {t(PAYMENT_METHOD_LABELS[m])}
                  </option>
                ))}
              </select>
              {fieldError('method')}
            </div>
            <div className="field">
              <label htmlFor="pay-amount">{t('Amount (₹)')}</label>
              <input id="pay-amount" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} aria-invalid={error?.field === 'amount'} />
              {fieldError('amount')}
            </div>
            <div className="field">
              <label htmlFor="pay-day">{t('Received on')}</label>
              <input id="pay-day" type="date" value={receivedOn} max={shopToday(new Date())} onChange={(e) => setReceivedOn(e.target.value)} />
              {fieldError('receivedOn')}
            </div>
            <div className="field">
              <label htmlFor="pay-reference">
                {method === 'upi' ? t('Reference (12-digit UPI transaction ID)') : method === 'bank' ? t('Reference (bank reference)') : t('Reference (optional)')}
              </label>
              <input id="pay-reference" inputMode={method === 'upi' ? 'numeric' : 'text'} maxLength={30} value={reference} onChange={(e) => setReference(e.target.value)} />
              {fieldError('reference')}
            </div>
          </div>
          {fieldError('form')}
          <button type="submit" className="btn btn-primary btn-sm" disabled={busy !== null}>
            {busy === 'record' ? t('Saving…') : t('Record {kind}', { kind: t(PAYMENT_KIND_LABELS[kind]).toLowerCase() })}
          </button>
        </form>
      )}
    </section>
  );
}
