import type { PlacedOrder } from '@tailor/domain';
import { phoneHref, whatsappHref } from '@tailor/domain/shopDetails';
import { useShopSettings } from '../../shop-info';
import { PlacedTotals } from './PlacedTotals';
import { OrderSentHeader, OrderSentLinks } from './OrderSentHeader';
import { useT } from '../../../lib/i18n/useT';

/** Shown once the API has placed the order: its number and totals come with the answer. */
export function OrderConfirmation({ order }: { order: PlacedOrder }) {
  const { t } = useT();
  const shop = useShopSettings();
  return (
    <section className="container page narrow order-confirmation" aria-labelledby="order-confirmation-title">
      <div className="card stack center-text">
        <OrderSentHeader titleId="order-confirmation-title" orderNumber={order.orderNumber} />
        {/* A custom design has no lines: its price is given on the call. */}
        {order.lines.length > 0 && <PlacedTotals order={order} />}
        <p>{t('We will call you shortly to confirm your order, measurements and price. Payment is cash on delivery; nothing is charged now.')}</p>
        <div className="row gap center">
          <a className="btn btn-primary" href={phoneHref(shop)}>
            {t('Call {phone}', { phone: shop.phone })}
          </a>
          <a
            className="btn btn-outline"
            href={whatsappHref(shop, t('Hello {shop}, I just sent order request {number}.', { shop: shop.name, number: order.orderNumber }))}
            target="_blank"
            rel="noreferrer"
          >
            {t('WhatsApp about {number}', { number: order.orderNumber })}
          </a>
        </div>
        <OrderSentLinks orderId={order.id} />
      </div>
    </section>
  );
}
