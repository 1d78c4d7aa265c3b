import {
  PAYMENT_KIND_LABELS,
  PAYMENT_METHOD_LABELS,
  receiptNumber,
  receiptTitle,
  type OrderRecord,
  type PaymentRecord,
  type ShopSettings,
} from '@tailor/domain';
import { fullAddress, shopBilling } from '@tailor/domain/shopDetails';
import { useT } from '../../../lib/i18n/useT';
import { billDay, billMoney, withParts } from '../billText';

/** One payment's receipt, as printed: who paid what, when, how, for which order. */
export function ReceiptDocument({ entry, order, shop }: { entry: PaymentRecord; order: OrderRecord; shop: ShopSettings }) {
  const { t } = useT();
  const refund = entry.kind === 'refund';
  // The sentence with the customer's name and the amount in bold, wherever each language puts them.
  const facts = { kind: t(PAYMENT_KIND_LABELS[entry.kind]).toLowerCase(), number: order.orderNumber };
  const sentence = refund
    ? t('Paid back to {name} the sum of {amount} ({kind}) for order {number}.', facts)
    : t('Received from {name} the sum of {amount} ({kind}) for order {number}.', facts);
  return (
    <article className="bill-document receipt-document" aria-labelledby="receipt-title" data-testid="receipt-document">
      <header className="bill-head">
        <div>
          <p className="bill-shop">{shop.name}</p>
          <p className="bill-shop-line">{fullAddress(shop)}</p>
          {shopBilling(shop).gstin && <p className="bill-shop-line">{t('GSTIN {gstin}', { gstin: shopBilling(shop).gstin })}</p>}
        </div>
        <div className="bill-title-block">
          <h2 id="receipt-title" className="bill-title">
            {t(receiptTitle(entry))}
          </h2>
          <dl className="bill-facts">
            <dt>{t('Receipt no.')}</dt>
            <dd data-testid="receipt-number">{receiptNumber(order.orderNumber, entry.id)}</dd>
            <dt>{t('Date')}</dt>
            <dd>{billDay(entry.receivedOn) ?? entry.receivedOn}</dd>
            <dt>{t('Order')}</dt>
            <dd>{order.orderNumber}</dd>
          </dl>
        </div>
      </header>
      <p className="receipt-sentence">
        {withParts(sentence, {
          name: <strong>{order.customer.name || t('the customer')}</strong>,
          amount: <strong data-testid="receipt-amount">{billMoney(entry.amountPaise)}</strong>,
        })}
      </p>
      <dl className="bill-totals receipt-facts">
        <dt>{t('Method')}</dt>
        <dd>{t(PAYMENT_METHOD_LABELS[entry.method])}</dd>
        {entry.reference && (
          <>
            <dt>{t('Reference')}</dt>
            <dd>{entry.reference}</dd>
          </>
        )}
        <dt className="bill-grand">{refund ? t('Refunded') : t('Received')}</dt>
        <dd className="bill-grand">{billMoney(entry.amountPaise)}</dd>
      </dl>
      <footer className="bill-foot">
        <p>{t('A receipt is not a tax invoice: the final bill of the order shows the tax.')}</p>
        <p className="bill-sign">
          {t('For {shop}', { shop: shop.name })}
          <br />
          <span>{t('Authorised signatory')}</span>
        </p>
      </footer>
    </article>
  );
}
