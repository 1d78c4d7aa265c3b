import {
  formatINRPaise,
  longDate,
  PAYMENT_KIND_LABELS,
  PAYMENT_METHOD_LABELS,
  receiptNumber,
  receiptTitle,
  type OrderRecord,
  type PaymentRecord,
  type ShopSettings,
} from '@tailor/domain';
import { fullAddress, shopBilling } from '@tailor/domain/shopDetails';

/** One payment's receipt, as printed: who paid what, when, how, for which order. */
export function ReceiptDocument({ entry, order, shop }: { entry: PaymentRecord; order: OrderRecord; shop: ShopSettings }) {
  const refund = entry.kind === 'refund';
  return (
    <article className="bill-document receipt-document" aria-labelledby="receipt-title" data-testid="receipt-document">
      <header className="bill-head">
        <div>
          <p className="bill-shop">{shop.name}</p>
          <p className="bill-shop-line">{fullAddress(shop)}</p>
          {shopBilling(shop).gstin && <p className="bill-shop-line">GSTIN {shopBilling(shop).gstin}</p>}
        </div>
        <div className="bill-title-block">
          <h2 id="receipt-title" className="bill-title">
            {receiptTitle(entry)}
          </h2>
          <dl className="bill-facts">
            <dt>Receipt no.</dt>
            <dd data-testid="receipt-number">{receiptNumber(order.orderNumber, entry.id)}</dd>
            <dt>Date</dt>
            <dd>{longDate(entry.receivedOn) ?? entry.receivedOn}</dd>
            <dt>Order</dt>
            <dd>{order.orderNumber}</dd>
          </dl>
        </div>
      </header>
      <p className="receipt-sentence">
        {refund ? 'Paid back to' : 'Received from'} <strong>{order.customer.name || 'the customer'}</strong> the sum of{' '}
        <strong data-testid="receipt-amount">{formatINRPaise(entry.amountPaise)}</strong> ({PAYMENT_KIND_LABELS[entry.kind].toLowerCase()}) for order{' '}
        {order.orderNumber}.
      </p>
      <dl className="bill-totals receipt-facts">
        <dt>Method</dt>
        <dd>{PAYMENT_METHOD_LABELS[entry.method]}</dd>
        {entry.reference && (
          <>
            <dt>Reference</dt>
            <dd>{entry.reference}</dd>
          </>
        )}
        <dt className="bill-grand">{refund ? 'Refunded' : 'Received'}</dt>
        <dd className="bill-grand">{formatINRPaise(entry.amountPaise)}</dd>
      </dl>
      <footer className="bill-foot">
        <p>A receipt is not a tax invoice: the final bill of the order shows the tax.</p>
        <p className="bill-sign">
          For {shop.name}
          <br />
          <span>Authorised signatory</span>
        </p>
      </footer>
    </article>
  );
}
