import { orderCategoryFor } from '@tailor/domain';
import { OrderSentHeader, OrderSentLinks } from '../components/OrderSentHeader';
import { OrderTotals } from '../components/OrderTotals';
import { useOrder } from '../hooks';
import { money } from './checkoutModel';

/** After sending: the stored order as trusted code numbers and prices it. */
export function CheckoutConfirmation({ orderId }: { orderId: string }) {
  const order = useOrder(orderId).data ?? null;
  return (
    <section className="container page narrow order-confirmation" aria-labelledby="checkout-confirmation-title">
      <div className="card stack">
        <OrderSentHeader titleId="checkout-confirmation-title" order={order} />
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
        <OrderSentLinks orderId={orderId} />
      </div>
    </section>
  );
}
