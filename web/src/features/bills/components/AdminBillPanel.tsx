import { useState } from 'react';
import { Link } from 'react-router-dom';
import { BILL_KIND_LABELS, BILL_REFUSAL_MESSAGES, billRefusal, formatINRPaise, longDate, type OrderRecord } from '@tailor/domain';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { toast } from '../../../lib/toast';
import { issueBill } from '../data';
import { useBilledOrder, usePaymentEntries } from '../hooks';

/**
 * The admin's bill controls on an order: "Issue final bill" (after a
 * confirmation: the number is given for good), then links to print the bill
 * and each payment's receipt.
 */
export function AdminBillPanel({ order }: { order: OrderRecord }) {
  const billed = useBilledOrder(order.id);
  const entries = usePaymentEntries(order.id, order);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const bill = billed.data?.bill ?? null;
  const refusal = billRefusal(order);
  const receipts = entries.data ?? [];
  const page = `/orders/${order.id}/bill`;

  const issue = async () => {
    setBusy(true);
    setError(null);
    const outcome = await issueBill(order.id);
    setBusy(false);
    setAsking(false);
    if (outcome.ok) toast.success(`Bill ${outcome.bill.number} issued`);
    else setError(outcome.message);
  };

  return (
    <section className="card admin-panel order-bill" aria-labelledby="order-bill-title">
      <h2 className="admin-panel-title" id="order-bill-title">
        Bill and receipts
      </h2>
      {billed.status === 'loading' ? (
        <p className="muted" role="status">
          Loading the bill…
        </p>
      ) : bill ? (
        <p>
          {BILL_KIND_LABELS[bill.kind]} <strong data-testid="issued-bill-number">{bill.number}</strong> of {longDate(bill.issuedOn) ?? bill.issuedOn}, {formatINRPaise(bill.totals.amountPaise)}.{' '}
          <Link className="btn btn-outline btn-sm" to={page}>
            Print bill
          </Link>
        </p>
      ) : refusal ? (
        <p className="muted">{BILL_REFUSAL_MESSAGES[refusal]}</p>
      ) : (
        <p>
          <button type="button" className="btn btn-primary btn-sm" onClick={() => setAsking(true)}>
            Issue final bill
          </button>
        </p>
      )}
      {error && (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      )}
      {receipts.length > 0 && (
        <ul className="order-bill-receipts">
          {receipts.map((e) => (
            <li key={e.id}>
              <Link to={`${page}?receipt=${encodeURIComponent(e.id)}`}>
                Receipt: {formatINRPaise(e.amountPaise)} on {longDate(e.receivedOn) ?? e.receivedOn}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={asking}
        title="Issue the final bill?"
        confirmLabel="Issue final bill"
        busy={busy}
        busyLabel="Issuing…"
        onConfirm={issue}
        onCancel={() => setAsking(false)}
      >
        <p>
          The bill takes the next number of this financial year and keeps today’s shop details, tax rates and the order’s amount of{' '}
          {formatINRPaise(order.agreedPrice ?? order.totalPrice ?? 0)}. It cannot be changed or numbered again afterwards.
        </p>
      </ConfirmDialog>
    </section>
  );
}
