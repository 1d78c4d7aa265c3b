import { dateFromIso } from '@tailor/domain/orderDates';
import { formatINR } from '@tailor/domain/money';
import type { OrderRecord } from '@tailor/domain/orderRecord';
import { formatDate } from '../../../lib/dates';
import { currentLocale } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/useT';

/** What was agreed and promised: the agreed amount, the payment, the delivery date, a cancellation's reason. */
export function OrderFacts({ order }: { order: OrderRecord }) {
  const { t } = useT();
  const inr = (paise: number) => formatINR(paise, { decimals: 2, locale: currentLocale() });
  const promised = order.deliveryDate ? dateFromIso(order.deliveryDate) : null;
  // From the ledger's summary (docs/money.md); the Payment panel below lists the entries.
  const m = order.money;
  const payment =
    m.state === 'paid'
      ? t('Paid: {amount}', { amount: inr(m.paidPaise - m.refundedPaise) })
      : m.state === 'advance'
        ? t('Advance paid: {paid} of {due}', { paid: inr(m.paidPaise - m.refundedPaise), due: inr(m.duePaise) })
        : m.state === 'refunded'
          ? t('Refunded: {amount}', { amount: inr(m.refundedPaise) })
          : t('Cash on delivery (payment pending)');
  return (
    <section className="card stack order-facts" aria-labelledby="detail-facts">
      <h2 className="detail-title" id="detail-facts">
        {t('Price and delivery')}
      </h2>
      <dl className="order-facts-list">
        {order.agreedPrice !== null && (
          <div>
            <dt>{t('Agreed amount')}</dt>
            <dd>
              <strong data-testid="agreed-amount">{inr(order.agreedPrice)}</strong>
              {order.agreedNote && <span className="muted order-facts-note"> — {order.agreedNote}</span>}
            </dd>
          </div>
        )}
        <div>
          <dt>{t('Payment')}</dt>
          <dd data-testid="payment-state">{payment}</dd>
        </div>
        {promised && order.orderStatus !== 'cancelled' && (
          <div>
            <dt>{order.orderStatus === 'delivered' ? t('Promised for') : t('Delivery by')}</dt>
            <dd>{formatDate(promised)}</dd>
          </div>
        )}
        {order.orderStatus === 'cancelled' && (
          <div>
            <dt>{t('Cancelled')}</dt>
            <dd>{order.cancelReason || t('This order was cancelled.')}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
