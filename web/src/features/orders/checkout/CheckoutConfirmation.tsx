import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { orderCategoryFor, parseOrderNumber } from '@tailor/domain';
import { OrderTotals } from '../components/OrderTotals';
import { useOrder } from '../hooks';
import { money } from './checkoutModel';

/** After sending: the stored order as trusted code numbers and prices it. */
export function CheckoutConfirmation({ orderId }: { orderId: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const order = useOrder(orderId).data ?? null;
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="container page narrow order-confirmation" aria-labelledby="checkout-confirmation-title">
      <div className="card stack">
        <div className="confirm-check center-text" aria-hidden="true">
          ✓
        </div>
        <h1 className="page-title center-text" id="checkout-confirmation-title" ref={heading} tabIndex={-1}>
          Order request sent
        </h1>
        <p className="confirm-number center-text">
          {/* Trusted code numbers the order (SS-1001, …) a moment after it is stored. */}
          Your order number is{' '}
          <strong data-testid="order-number" aria-live="polite">
            {order && parseOrderNumber(order.orderNumber) !== null ? order.orderNumber : '…'}
          </strong>
        </p>
        {order?.orderStatus === 'cancelled' && order.cancelReason && (
          <p className="notice notice-error" role="alert">
            {order.cancelReason}
          </p>
        )}
        <ul className="checkout-review-lines">
          {(order?.lines ?? []).map((l, i) => (
            <li key={i}>
              <span>
                <strong>{l.productName || 'Design'}</strong> × {l.quantity}
                <span className="muted"> · {l.size ? `Size ${l.size}` : l.measurements ? `Measurements: ${l.measurements.profileName || orderCategoryFor(l.measurements.category)}` : ''}</span>
              </span>
              <span>{l.totalPrice === null ? '…' : money(l.totalPrice)}</span>
            </li>
          ))}
        </ul>
        <OrderTotals
          subtotal={order?.subtotal ?? null}
          discountTotal={order?.discountTotal ?? null}
          shippingCharge={order?.shippingCharge ?? null}
          totalPrice={order?.totalPrice ?? null}
        />
        <p className="center-text">We will call you shortly to confirm. Payment is cash on delivery; nothing is charged now.</p>
        <p className="row gap center">
          <Link to={`/orders/${orderId}`}>View this order</Link>
          <span aria-hidden="true">·</span>
          <Link to="/orders">My orders</Link>
        </p>
      </div>
    </section>
  );
}
