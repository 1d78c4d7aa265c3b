import type { PlacedOrder } from '@tailor/domain';
import { rupeesToPaise } from '@tailor/domain/money';
import { OrderSentHeader, OrderSentLinks } from '../components/OrderSentHeader';
import { PlacedTotals } from '../components/PlacedTotals';
import { money } from './checkoutModel';
import { useT } from '../../../lib/i18n/useT';

/** After sending: the order as the API placed it, numbered and priced. */
export function CheckoutConfirmation({ order, leftInCart }: { order: PlacedOrder; leftInCart: number }) {
  const { t, tp } = useT();
  return (
    <section className="container page narrow order-confirmation" aria-labelledby="checkout-confirmation-title">
      <div className="card stack">
        <OrderSentHeader titleId="checkout-confirmation-title" orderNumber={order.orderNumber} />
        <ul className="checkout-review-lines" data-testid="placed-lines">
          {order.lines.map((l, i) => (
            <li key={i}>
              <span>
                <strong>{l.productName || t('Design')}</strong> × {l.quantity}
                <span className="muted"> · {l.size ? t('Ready-made, size {size}', { size: l.size }) : t('Tailor-made, to your measurements')}</span>
              </span>
              <span>{money(rupeesToPaise(l.totalPrice))}</span>
            </li>
          ))}
        </ul>
        <PlacedTotals order={order} />
        {leftInCart > 0 && (
          <p className="notice" data-testid="left-in-cart">
            {tp(leftInCart, '{count} design stays in your cart for a next order.', '{count} designs stay in your cart for a next order.')}
          </p>
        )}
        <p className="center-text">{t('We will call you shortly to confirm. Payment is cash on delivery; nothing is charged now.')}</p>
        <OrderSentLinks orderId={order.id} />
      </div>
    </section>
  );
}
