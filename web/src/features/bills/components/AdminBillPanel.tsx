import { useState } from 'react';
import { Link } from '../../../components/links';
import { BILL_KIND_LABELS, BILL_REFUSAL_MESSAGES, billRefusal, formatINRPaise, type OrderRecord } from '@tailor/domain';
import { useT } from '../../../lib/i18n/useT';
import { formatLongDay } from '../../../lib/longDay';
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
  const { t, locale } = useT();
  // Always with paise, as the bill itself prints amounts.
  const rupees = (paise: number) => formatINRPaise(paise, locale);
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
    if (outcome.ok) toast.success(t('Bill {number} issued', { number: outcome.bill.number }));
    else setError(t(outcome.message));
  };

  return (
    <section className="card admin-panel order-bill" aria-labelledby="order-bill-title">
      <h2 className="admin-panel-title" id="order-bill-title">
        {t('Bill and receipts')}
      </h2>
      {billed.status === 'loading' ? (
        <p className="muted" role="status">
          {t('Loading the bill…')}
        </p>
      ) : bill ? (
        <p>
          {t(BILL_KIND_LABELS[bill.kind])} <strong data-testid="issued-bill-number">{bill.number}</strong>{' '}
          {t('of {day}, {amount}.', { day: formatLongDay(bill.issuedOn) ?? bill.issuedOn, amount: rupees(bill.totals.amountPaise) })}{' '}
          <Link className="btn btn-outline btn-sm" to={page}>
            {t('Print bill')}
          </Link>
        </p>
      ) : refusal ? (
        <p className="muted">{t(BILL_REFUSAL_MESSAGES[refusal])}</p>
      ) : (
        <p>
          <button type="button" className="btn btn-primary btn-sm" onClick={() => setAsking(true)}>
            {t('Issue final bill')}
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
                {t('Receipt: {amount} on {day}', { amount: rupees(e.amountPaise), day: formatLongDay(e.receivedOn) ?? e.receivedOn })}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={asking}
        title={t('Issue the final bill?')}
        confirmLabel={t('Issue final bill')}
        busy={busy}
        busyLabel={t('Issuing…')}
        onConfirm={issue}
        onCancel={() => setAsking(false)}
      >
        <p>
          {t('The bill takes the next number of this financial year and keeps today’s shop details, tax rates and the order’s amount of {amount}. It cannot be changed or numbered again afterwards.', {
            amount: rupees(order.agreedPrice ?? order.totalPrice ?? 0),
          })}
        </p>
      </ConfirmDialog>
    </section>
  );
}
