import { useState, type FormEvent, type ReactNode } from 'react';
import { moneySummary, parseRupees, paymentReportSchema, upiPayLink, type OrderRecord } from '@tailor/domain';
import { reportError } from '../../../lib/reportError';
import { toast } from '../../../lib/toast';
import { useShopSettings } from '../../shop-info';
import { advanceGate } from '../advanceGate';
import { MoneyRefusal, reportPayment } from '../data';
import { useLedger, usePaymentReports } from '../hooks';
import { dayLabel, money } from '../labels';
import { LedgerList } from './LedgerList';
import { MoneyFacts } from './MoneyFacts';
import { UpiQr } from './UpiQr';
import './money.css';
import { msg, t, type Params } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/useT';

/**
 * A translated sentence (`t(text)`, placeholders still in it) whose *starred part* is shown in bold:
 * one text for translators, the bold where each language puts it. The values are filled in after
 * the split, so a star inside one (a payee's name) cannot move the bold.
 */
function withBold(translated: string, params: Params): ReactNode {
  const fill = (part = '') => part.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
  const [before, bold, after] = translated.split('*');
  return bold === undefined ? (
    fill(before)
  ) : (
    <>
      {fill(before)}
      <strong>{fill(bold)}</strong>
      {fill(after)}
    </>
  );
}

// The API words this refusal with the balance in it; the rest of its refusals are whole texts.
const OVER_BALANCE = /^The amount is more than the balance due \((.+)\)$/;

/** A refusal of the payment report (domain's or the API's English) in the chosen language. */
function refusalText(message: string): string {
  const m = OVER_BALANCE.exec(message);
  return m ? t('The amount is more than the balance due ({amount})', { amount: m[1]! }) : t(message);
}

/**
 * The customer's money panel: what is due, paid and still owed, the advance
 * the shop asks for, the payments received, and — while a balance is due and
 * the shop has a UPI ID — the UPI QR code, the "Pay with a UPI app" link and
 * the "I have paid" report (shown as waiting for the shop, never as paid).
 */
export function CustomerMoney({ order }: { order: OrderRecord }) {
  useT();
  const ledger = useLedger(order);
  const reports = usePaymentReports(order.id);
  const { payments } = useShopSettings();
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [error, setError] = useState<{ field: 'amount' | 'reference' | 'form'; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [reporting, setReporting] = useState(false);

  const entries = ledger.status === 'ready' ? ledger.data : [];
  const summary = ledger.status === 'ready' ? moneySummary(order.money.duePaise, entries, order.orderStatus === 'cancelled') : order.money;
  const gate = advanceGate({ orderType: order.orderType, money: summary }, payments);
  const list = reports.status === 'ready' ? reports.data : [];
  const waiting = list.find((r) => r.status === 'waiting');
  const rejected = list.find((r) => r.status === 'rejected');
  // Ask for the advance first while it is outstanding, else the whole balance.
  const ask = gate.outstandingPaise > 0 ? gate.outstandingPaise : summary.balancePaise;
  const upi = payments.upiId && summary.balancePaise > 0 && order.orderStatus !== 'cancelled' && !waiting;
  const link = upi ? upiPayLink({ upiId: payments.upiId, payeeName: payments.upiPayeeName, amountPaise: ask, orderNumber: order.orderNumber }) : '';

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = { amount: amount.trim() ? parseRupees(amount) : Number.NaN, reference: reference.trim() };
    const parsed = paymentReportSchema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return setError({ field: issue?.path[0] === 'reference' ? 'reference' : 'amount', message: issue?.message ?? msg('Check the payment') });
    }
    setBusy(true);
    try {
      await reportPayment(order.id, body);
      toast.success(t('Thank you. The shop will confirm your payment.'));
      setError(null);
      setReporting(false);
      setReference('');
    } catch (err) {
      if (err instanceof MoneyRefusal) setError({ field: err.field === 'amount' || err.field === 'reference' ? err.field : 'form', message: err.message });
      else {
        reportError('Reporting a payment failed', err);
        setError({ field: 'form', message: msg('Could not send. Please try again.') });
      }
    } finally {
      setBusy(false);
    }
  }

  const fieldError = (field: 'amount' | 'reference' | 'form') =>
    error?.field === field ? (
      <span className="field-error" role="alert">
        {refusalText(error.message)}
      </span>
    ) : null;

  return (
    <section className="card stack" aria-labelledby="customer-money-title" data-testid="customer-money">
      <h2 className="detail-title" id="customer-money-title">
        {t('Payment')}
      </h2>
      <MoneyFacts summary={summary} testId="customer-money" />
      {gate.outstandingPaise > 0 && order.orderStatus !== 'cancelled' && (
        <p className="notice" role="note" data-testid="customer-advance">
          {t(
            gate.outstandingPaise < gate.advancePaise
              ? payments.workStartsBeforeAdvance
                ? msg('The shop asks for an advance of {amount} ({percent} %); {left} of it is still to come.')
                : msg('The shop asks for an advance of {amount} ({percent} %); {left} of it is still to come before stitching starts.')
              : payments.workStartsBeforeAdvance
                ? msg('The shop asks for an advance of {amount} ({percent} %).')
                : msg('The shop asks for an advance of {amount} ({percent} %) before stitching starts.'),
            { amount: money(gate.advancePaise), percent: payments.advancePercent, left: money(gate.outstandingPaise) },
          )}
        </p>
      )}
      {entries.length > 0 && (
        <>
          <h3 className="order-subtitle">{t('Payments received')}</h3>
          <LedgerList entries={entries} />
        </>
      )}
      {waiting && (
        <p className="money-report money-report-waiting" role="status" data-testid="report-waiting">
          {withBold(t('Your UPI payment of {amount} (ref. {reference}, {day}) is *waiting for the shop* to confirm it.'), {
            amount: money(waiting.amountPaise),
            reference: waiting.reference,
            day: dayLabel(waiting.reportedOn),
          })}
        </p>
      )}
      {!waiting && rejected && (
        <p className="money-report" role="note">
          {t('The shop could not accept your UPI payment of {amount} (ref. {reference}): {reason}', {
            amount: money(rejected.amountPaise),
            reference: rejected.reference,
            reason: rejected.reason ?? '',
          })}
        </p>
      )}
      {upi && (
        <div className="money-upi">
          <h3 className="order-subtitle">{t('Pay {amount} by UPI', { amount: money(ask) })}</h3>
          <UpiQr link={link} label={t('UPI QR code to pay {amount} to {payee}', { amount: money(ask), payee: payments.upiPayeeName })} />
          <p className="muted">
            {withBold(t('Scan with any UPI app, or pay to *{upiId}* ({payee}) with note {number}.'), {
              upiId: payments.upiId,
              payee: payments.upiPayeeName,
              number: order.orderNumber,
            })}
          </p>
          <a className="btn btn-primary money-upi-link" href={link} data-testid="upi-link">
            {t('Pay with a UPI app')}
          </a>
          {!reporting ? (
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => {
                setAmount(String(ask / 100));
                setError(null);
                setReporting(true);
              }}
            >
              {t('I have paid')}
            </button>
          ) : (
            <form className="stack" onSubmit={(e) => void submit(e)} noValidate aria-label={t('Report a UPI payment')}>
              <div className="money-form-grid">
                <div className="field">
                  <label htmlFor="report-amount">{t('Amount paid (₹)')}</label>
                  <input id="report-amount" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} aria-invalid={error?.field === 'amount'} />
                  {fieldError('amount')}
                </div>
                <div className="field">
                  <label htmlFor="report-reference">{t('UPI transaction ID (12 digits)')}</label>
                  <input
                    id="report-reference"
                    inputMode="numeric"
                    maxLength={12}
                    autoComplete="off"
                    value={reference}
                    onChange={(e) => setReference(e.target.value)}
                    aria-invalid={error?.field === 'reference'}
                  />
                  <span className="field-hint">{t('Shown in your UPI app as UTR or UPI Ref. No.')}</span>
                  {fieldError('reference')}
                </div>
              </div>
              {fieldError('form')}
              <button type="submit" className="btn btn-primary" disabled={busy}>
                {busy ? t('Sending…') : t('Send to the shop')}
              </button>
            </form>
          )}
        </div>
      )}
    </section>
  );
}
