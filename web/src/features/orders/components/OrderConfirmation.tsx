import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { orderNumber } from '@tailor/domain/order';
import { phoneHref, whatsappHref } from '@tailor/domain/shopDetails';
import { useShopSettings } from '../../shop-info/shopSettings';

/** Shown once the order request is stored. */
export function OrderConfirmation({ orderId }: { orderId: string }) {
  const shop = useShopSettings();
  const heading = useRef<HTMLHeadingElement>(null);
  const number = orderNumber(orderId);
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
          Your order number is <strong data-testid="order-number">{number}</strong>
        </p>
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
