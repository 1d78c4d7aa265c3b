import { useEffect, useRef } from 'react';
import { Link } from '../../../components/links';
import { useT } from '../../../lib/i18n/useT';

/** "Order request sent" and the order's number, from the API's answer; the heading takes the focus so the news is read first. */
export function OrderSentHeader({ titleId, orderNumber }: { titleId: string; orderNumber: string }) {
  const { t } = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <>
      <div className="confirm-check center-text" aria-hidden="true">
        ✓
      </div>
      <h1 className="page-title center-text" id={titleId} ref={heading} tabIndex={-1}>
        {t('Order request sent')}
      </h1>
      <p className="confirm-number center-text">
        {t('Your order number is')} <strong data-testid="order-number">{orderNumber}</strong>
      </p>
    </>
  );
}

export function OrderSentLinks({ orderId }: { orderId: string }) {
  const { t } = useT();
  return (
    <p className="row gap center">
      <Link to={`/orders/${orderId}`}>{t('View this order')}</Link>
      <span aria-hidden="true">·</span>
      <Link to="/orders">{t('My orders')}</Link>
    </p>
  );
}
