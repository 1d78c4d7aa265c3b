/**
 * The money of an order: the ledger and UPI reports (read live under the
 * rules: the admin and the order's owner) and the payments API that writes
 * them (docs/money.md). Every write goes through the API; a refusal comes
 * back as a MoneyRefusal with the API's message, which the forms show.
 */
import { collection, onSnapshot, type Unsubscribe } from 'firebase/firestore';
import { orderLedger, type MoneySummary, type PaymentRecord, type PaymentReport, type PaymentReportStatus, type RecordPaymentRequest } from '@tailor/domain';
import { db } from '../../firebase/firestore';
import { apiFetch, SignedOutError } from '../../lib/apiFetch';

/** An answer of the payments API that refused (4xx): `field` when it names one (`amount: …`). */
export class MoneyRefusal extends Error {
  constructor(
    message: string,
    readonly field: string | null,
  ) {
    super(message);
  }
}

async function post<T>(path: string, body: unknown): Promise<T> {
  let res: Response;
  try {
    res = await apiFetch(path, { method: 'POST', body });
  } catch (error) {
    throw new MoneyRefusal(error instanceof SignedOutError ? 'Please sign in again.' : 'No connection. Please try again.', null);
  }
  const answer = (await res.json().catch(() => null)) as ({ message?: string } & T) | null;
  if (res.ok && answer) return answer;
  const message = answer?.message ?? 'Could not save. Please try again.';
  // "amount: Enter …" names the field; the message shown is the part after it.
  const m = /^([a-zA-Z]+): (.*)$/.exec(message);
  if (res.status >= 400 && res.status < 500) throw m ? new MoneyRefusal(m[2]!, m[1]!) : new MoneyRefusal(message, null);
  throw new Error(`HTTP ${res.status}: ${message}`);
}

export function recordPayment(orderId: string, body: RecordPaymentRequest): Promise<{ payment: PaymentRecord; money: MoneySummary }> {
  return post(`/admin/orders/${encodeURIComponent(orderId)}/payments`, body);
}

export function reportPayment(orderId: string, body: { amount: number; reference: string }): Promise<{ report: PaymentReport }> {
  return post(`/orders/${encodeURIComponent(orderId)}/payment-reports`, body);
}

export function confirmReport(orderId: string, reportId: string): Promise<{ payment: PaymentRecord; money: MoneySummary }> {
  return post(`/admin/orders/${encodeURIComponent(orderId)}/payment-reports/${encodeURIComponent(reportId)}/confirm`, {});
}

export function rejectReport(orderId: string, reportId: string, reason: string): Promise<{ report: PaymentReport }> {
  return post(`/admin/orders/${encodeURIComponent(orderId)}/payment-reports/${encodeURIComponent(reportId)}/reject`, { reason });
}

/** The ledger entries stored for an order (the legacy reading needs the order: see useLedger). */
export function watchPayments(orderId: string, onData: (docs: { id: string; data: Record<string, unknown> }[]) => void, onError: (e: Error) => void): Unsubscribe {
  return onSnapshot(collection(db, 'orders', orderId, 'payments'), (snap) => onData(snap.docs.map((d) => ({ id: d.id, data: d.data() }))), onError);
}

export function watchReports(orderId: string, onData: (reports: PaymentReport[]) => void, onError: (e: Error) => void): Unsubscribe {
  return onSnapshot(
    collection(db, 'orders', orderId, 'paymentReports'),
    (snap) =>
      onData(
        snap.docs
          .map((d) => {
            const x = d.data();
            return {
              id: d.id,
              amountPaise: Number(x.amountPaise) || 0,
              reference: String(x.reference ?? ''),
              status: (['waiting', 'confirmed', 'rejected'].includes(x.status) ? x.status : 'waiting') as PaymentReportStatus,
              reportedOn: String(x.reportedOn ?? ''),
              reason: typeof x.reason === 'string' ? x.reason : null,
              paymentId: typeof x.paymentId === 'string' ? x.paymentId : null,
            };
          })
          .sort((a, b) => (a.reportedOn < b.reportedOn ? 1 : a.reportedOn > b.reportedOn ? -1 : 0)),
      ),
    onError,
  );
}

export { orderLedger };
