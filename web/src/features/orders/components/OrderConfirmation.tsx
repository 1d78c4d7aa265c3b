import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { legacyOrderNumber, parseOrderNumber } from '@tailor/domain/orderFlow';
import { phoneHref, whatsappHref } from '@tailor/domain/shopDetails';
import { useShopSettings } from '../../shop-info';
import { useOrder } from '../hooks';
import { OrderTotals } from './OrderTotals';

/** Shown once the order request is stored. */
export function OrderConfirmation({ orderId }: { orderId: string }) {
  const shop = useShopSettings();
  const heading = useRef<HTMLHeadingElement>(null);
  // The totals appear once trusted code has priced the order (a custom design is priced on the call).
  const order = useOrder(orderId).data ?? null;
  // Trusted code prices the order and numbers it (SS-1001, …) a moment after it is stored.
  const assigned = order && parseOrderNumber(order.orderNumber) !== null ? order.orderNumber : null;
  const number = assigned ?? legacyOrderNumber(orderId);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section className="container page narrow order-confirmation" aria-labelledby="order-confirmation-title">
      <div className="card stack center-text">
        <div className="confirm-check" aria-hidden="true">
          ✓
        </div>
        <h1 className="page-title" id="order-confirmation-title" ref={heading} tabIndex={-1}>
          Order request sent
        </h1>
        <p className="confirm-number">
          Your order number is <strong data-testid="order-number" aria-live="polite" aria-busy={assigned === null}>
            {assigned ?? '…'}
          </strong>
        </p>
        {order && order.lines.length > 0 && (
          <OrderTotals subtotal={order.subtotal} discountTotal={order.discountTotal} shippingCharge={order.shippingCharge} totalPrice={order.totalPrice} />
        )}
        {order?.cancelReason && (
          <p className="notice notice-error" role="alert">
            {order.cancelReason}
          </p>
        )}
        <p>
          We will call you shortly to confirm your order, measurements and price. Payment is cash on delivery; nothing is charged
          now.
        </p>
        <div className="row gap center">
          <a className="btn btn-primary" href={phoneHref(shop)}>
            Call {shop.phone}
          </a>
          <a
            className="btn btn-outline"
            href={whatsappHref(shop, `Hello ${shop.name}, I just sent order request ${number}.`)}
            target="_blank"
            rel="noreferrer"
          >
            WhatsApp about {number}
          </a>
        </div>
        <p className="row gap center">
          <Link to={`/orders/${orderId}`}>View this order</Link>
          <span aria-hidden="true">·</span>
          <Link to="/orders">My orders</Link>
        </p>
      </div>
    </section>
  );
}
