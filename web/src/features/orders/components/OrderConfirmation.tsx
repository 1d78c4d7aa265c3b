import { legacyOrderNumber } from '@tailor/domain/orderNumbers';
import { phoneHref, whatsappHref } from '@tailor/domain/shopDetails';
import { useShopSettings } from '../../shop-info';
import { useOrder } from '../hooks';
import { OrderTotals } from './OrderTotals';
import { assignedNumber, OrderSentHeader, OrderSentLinks } from './OrderSentHeader';

/** Shown once the order request is stored. */
export function OrderConfirmation({ orderId }: { orderId: string }) {
  const shop = useShopSettings();
  // The totals appear once trusted code has priced the order (a custom design is priced on the call).
  const order = useOrder(orderId).data ?? null;
  const number = assignedNumber(order) ?? legacyOrderNumber(orderId);
  return (
    <section className="container page narrow order-confirmation" aria-labelledby="order-confirmation-title">
      <div className="card stack center-text">
        <OrderSentHeader titleId="order-confirmation-title" order={order} />
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
        <OrderSentLinks orderId={orderId} />
      </div>
    </section>
  );
}
