import { useState, type FormEvent } from 'react';
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

/**
 * The customer's money panel: what is due, paid and still owed, the advance
 * the shop asks for, the payments received, and — while a balance is due and
 * the shop has a UPI ID — the UPI QR code, the "Pay with a UPI app" link and
 * the "I have paid" report (shown as waiting for the shop, never as paid).
 */
export function CustomerMoney({ order }: { order: OrderRecord }) {
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
      return setError({ field: issue?.path[0] === 'reference' ? 'reference' : 'amount', message: issue?.message ?? 'Check the payment' });
    }
    setBusy(true);
    try {
      await reportPayment(order.id, body);
      toast.success('Thank you. The shop will confirm your payment.');
      setError(null);
      setReporting(false);
      setReference('');
    } catch (err) {
      if (err instanceof MoneyRefusal) setError({ field: err.field === 'amount' || err.field === 'reference' ? err.field : 'form', message: err.message });
      else {
        reportError('Reporting a payment failed', err);
        setError({ field: 'form', message: 'Could not send. Please try again.' });
      }
    } finally {
      setBusy(false);
    }
  }

  const fieldError = (field: 'amount' | 'reference' | 'form') =>
    error?.field === field ? (
      <span className="field-error" role="alert">
        {error.message}
      </span>
    ) : null;

  return (
    <section className="card stack" aria-labelledby="customer-money-title" data-testid="customer-money">
      <h2 className="detail-title" id="customer-money-title">
        Payment
      </h2>
      <MoneyFacts summary={summary} testId="customer-money" />
      {gate.outstandingPaise > 0 && order.orderStatus !== 'cancelled' && (
        <p className="notice" role="note" data-testid="customer-advance">
          The shop asks for an advance of {money(gate.advancePaise)} ({payments.advancePercent} %)
          {gate.outstandingPaise < gate.advancePaise ? `; ${money(gate.outstandingPaise)} of it is still to come` : ''}
          {payments.workStartsBeforeAdvance ? '.' : ' before stitching starts.'}
        </p>
      )}
      {entries.length > 0 && (
        <>
          <h3 className="order-subtitle">Payments received</h3>
          <LedgerList entries={entries} />
        </>
      )}
      {waiting && (
        <p className="money-report money-report-waiting" role="status" data-testid="report-waiting">
          Your UPI payment of {money(waiting.amountPaise)} (ref. {waiting.reference}, {dayLabel(waiting.reportedOn)}) is <strong>waiting for the shop</strong> to confirm it.
        </p>
      )}
      {!waiting && rejected && (
        <p className="money-report" role="note">
          The shop could not accept your UPI payment of {money(rejected.amountPaise)} (ref. {rejected.reference}): {rejected.reason}
        </p>
      )}
      {upi && (
        <div className="money-upi">
          <h3 className="order-subtitle">Pay {money(ask)} by UPI</h3>
          <UpiQr link={link} label={`UPI QR code to pay ${money(ask)} to ${payments.upiPayeeName}`} />
          <p className="muted">
            Scan with any UPI app, or pay to <strong>{payments.upiId}</strong> ({payments.upiPayeeName}) with note {order.orderNumber}.
          </p>
          <a className="btn btn-primary money-upi-link" href={link} data-testid="upi-link">
            Pay with a UPI app
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
              I have paid
            </button>
          ) : (
            <form className="stack" onSubmit={(e) => void submit(e)} noValidate aria-label="Report a UPI payment">
              <div className="money-form-grid">
                <div className="field">
                  <label htmlFor="report-amount">Amount paid (₹)</label>
                  <input id="report-amount" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} aria-invalid={error?.field === 'amount'} />
                  {fieldError('amount')}
                </div>
                <div className="field">
                  <label htmlFor="report-reference">UPI transaction ID (12 digits)</label>
                  <input
                    id="report-reference"
                    inputMode="numeric"
                    maxLength={12}
                    autoComplete="off"
                    value={reference}
                    onChange={(e) => setReference(e.target.value)}
                    aria-invalid={error?.field === 'reference'}
                  />
                  <span className="field-hint">Shown in your UPI app as UTR or UPI Ref. No.</span>
                  {fieldError('reference')}
                </div>
              </div>
              {fieldError('form')}
              <button type="submit" className="btn btn-primary" disabled={busy}>
                {busy ? 'Sending…' : 'Send to the shop'}
              </button>
            </form>
          )}
        </div>
      )}
    </section>
  );
}
