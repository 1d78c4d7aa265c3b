import { dateFromIso } from '@tailor/domain/orderDates';
import { formatINR } from '@tailor/domain/money';
import type { OrderRecord } from '@tailor/domain/orderRecord';
import { formatDate } from '../../../lib/dates';

/** What was agreed and promised: the agreed amount, the payment, the delivery date, a cancellation's reason. */
export function OrderFacts({ order }: { order: OrderRecord }) {
  const promised = order.deliveryDate ? dateFromIso(order.deliveryDate) : null;
  // From the ledger's summary (docs/money.md); the Payment panel below lists the entries.
  const m = order.money;
  const payment =
    m.state === 'paid'
      ? `Paid: ${formatINR(m.paidPaise - m.refundedPaise, { decimals: 2 })}`
      : m.state === 'advance'
        ? `Advance paid: ${formatINR(m.paidPaise - m.refundedPaise, { decimals: 2 })} of ${formatINR(m.duePaise, { decimals: 2 })}`
        : m.state === 'refunded'
          ? `Refunded: ${formatINR(m.refundedPaise, { decimals: 2 })}`
          : 'Cash on delivery (payment pending)';
  return (
    <section className="card stack order-facts" aria-labelledby="detail-facts">
      <h2 className="detail-title" id="detail-facts">
        Price and delivery
      </h2>
      <dl className="order-facts-list">
        {order.agreedPrice !== null && (
          <div>
            <dt>Agreed amount</dt>
            <dd>
              <strong data-testid="agreed-amount">{formatINR(order.agreedPrice, { decimals: 2 })}</strong>
              {order.agreedNote && <span className="muted order-facts-note"> — {order.agreedNote}</span>}
            </dd>
          </div>
        )}
        <div>
          <dt>Payment</dt>
          <dd data-testid="payment-state">{payment}</dd>
        </div>
        {promised && order.orderStatus !== 'cancelled' && (
          <div>
            <dt>{order.orderStatus === 'delivered' ? 'Promised for' : 'Delivery by'}</dt>
            <dd>{formatDate(promised)}</dd>
          </div>
        )}
        {order.orderStatus === 'cancelled' && (
          <div>
            <dt>Cancelled</dt>
            <dd>{order.cancelReason || 'This order was cancelled.'}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
