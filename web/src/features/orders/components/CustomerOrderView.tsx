import { Link } from '../../../components/links';
import { formatINR } from '@tailor/domain/money';
import { phoneHref, whatsappHref } from '@tailor/domain/shopDetails';
import type { OrderRecord } from '@tailor/domain/orderRecord';
import { ShopImage } from '../../../components/ShopImage';
import { StatusBadge } from '../../../components/StatusBadge';
import { formatDate } from '../../../lib/dates';
import { useShopSettings } from '../../shop-info';
import { ORDER_TYPE_LABELS, orderKindLabel, orderTotalText } from '../format';
import { FitApproval } from './FitApproval';
import { LineSpec } from './LineSpec';
import { MeasurementList, measurementRows } from './MeasurementList';
import { OrderFacts } from './OrderFacts';
import { CustomerMoney } from '../../money/ui';
import { OrderHistory } from './OrderHistory';
import { OrderPictures } from './OrderPictures';
import { OrderProgress } from './OrderProgress';
import { OrderTotals } from './OrderTotals';
import { TrialFittingLink } from '../../appointments/ui';
import { currentLocale, msg } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/useT';

/** How far cash on delivery has got (the order's `payment`), as the sentence under the totals says it. */
const PAYMENT_WORDS: Record<string, string> = { pending: msg('pending'), collected: msg('collected'), refunded: msg('refunded') };

/** A customer's own order: items and totals, what the tailor was told, its progress and how to reach the shop. */
export function CustomerOrderView({ order }: { order: OrderRecord }) {
  const { t } = useT();
  const shop = useShopSettings();
  const hasMeasurements = measurementRows(order.category, order.measurements).length > 0;
  const address = order.customer.address;
  const whatsapp = whatsappHref(shop, t('Hello {shop}, about my order {number}.', { shop: shop.name, number: order.orderNumber }));
  const inr = (paise: number) => formatINR(paise, { decimals: 2, locale: currentLocale() });

  return (
    <>
      <div className="order-detail-head">
        <div>
          <h1 className="page-title">{t('Order {number}', { number: order.orderNumber })}</h1>
          <p className="muted">{t('{kind} · placed {date}', { kind: t(orderKindLabel(order)), date: formatDate(order.createdAt) })}</p>
        </div>
        <StatusBadge status={order.orderStatus} />
      </div>
      <OrderProgress order={order} />
      {order.orderStatus === 'approval' && <FitApproval order={order} />}
      <TrialFittingLink order={order} />

      <div className="order-detail-grid">
        <div className="stack">
          <section className="card" aria-labelledby="detail-items">
            <h2 className="detail-title" id="detail-items">
              {order.lines.length > 0 ? t('Items') : t('Custom design')}
            </h2>
            {order.lines.length > 0 ? (
              <ul className="detail-lines">
                {order.lines.map((line, i) => (
                  <li key={`${line.productId}-${line.productType}-${i}`}>
                    {line.image ? (
                      <ShopImage url={line.image} alt="" sizes="orderLine" width={64} height={80} />
                    ) : (
                      <span className="line-placeholder" aria-hidden="true" />
                    )}
                    <div className="detail-line-body">
                      <Link to={`/product/${line.productId}`} className="detail-line-name">
                        {line.productName || t('Product')}
                      </Link>
                      <span className="muted">
                        {t(ORDER_TYPE_LABELS[line.productType])} · {t('Qty {quantity}', { quantity: line.quantity })}
                        {line.price !== null && line.price > 0 && <> · {t('{price} each', { price: inr(line.price) })}</>}
                        {line.discount ? <> · {t('{discount}% off', { discount: line.discount })}</> : null}
                      </span>
                      <LineSpec line={line} />
                    </div>
                    <strong className="detail-line-total">
                      {line.totalPrice === null ? '…' : line.totalPrice > 0 ? inr(line.totalPrice) : t('Price on call')}
                    </strong>
                  </li>
                ))}
              </ul>
            ) : (
              <p>{order.category ? t('{category}, made to your design.', { category: t(order.category) }) : t('Made to your design.')}</p>
            )}
            {order.shippingCharge !== null ? (
              <OrderTotals subtotal={order.subtotal} discountTotal={order.discountTotal} shippingCharge={order.shippingCharge} totalPrice={order.totalPrice} />
            ) : (
              <p className="detail-total">
                <span>{t('Total')}</span>
                <strong>{t(orderTotalText(order))}</strong>
              </p>
            )}
            <p className="field-hint">
              {t('Payment: cash on delivery ({state}). The final price is confirmed on a call.', { state: t(PAYMENT_WORDS[order.payment] ?? order.payment) })}
            </p>
          </section>

          {(hasMeasurements || order.color || order.designDetails || order.link || order.clothPic.length + order.designPic.length > 0 || order.customerDetails || order.specialInstructions) && (
            <section className="card stack" aria-labelledby="detail-custom">
              <h2 className="detail-title" id="detail-custom">
                {t('Your details for the tailor')}
              </h2>
              {hasMeasurements && (
                <div>
                  <h3 className="detail-subtitle">{t('Measurements ({category})', { category: order.category ? t(order.category) : '' })}</h3>
                  <MeasurementList category={order.category} measurements={order.measurements} />
                </div>
              )}
              {order.color && (
                <p>
                  <strong>{t('Colour:')}</strong> {order.color}
                </p>
              )}
              {order.designDetails && (
                <div>
                  <h3 className="detail-subtitle">{t('Design details')}</h3>
                  <p className="pre-wrap">{order.designDetails}</p>
                </div>
              )}
              <OrderPictures title={t('Cloth pictures')} urls={order.clothPic} titleClass="detail-subtitle" />
              <OrderPictures title={t('Design reference pictures')} urls={order.designPic} titleClass="detail-subtitle" />
              {order.link && (
                <p>
                  <strong>{t('Design reference link:')}</strong>{' '}
                  <a href={order.link} target="_blank" rel="noreferrer noopener">
                    {order.link}
                  </a>
                </p>
              )}
              {order.customerDetails && (
                <div>
                  <h3 className="detail-subtitle">{t('Additional details')}</h3>
                  <p className="pre-wrap">{order.customerDetails}</p>
                </div>
              )}
              {order.specialInstructions && (
                <div>
                  <h3 className="detail-subtitle">{t('Special instructions')}</h3>
                  <p className="pre-wrap">{order.specialInstructions}</p>
                </div>
              )}
            </section>
          )}
        </div>

        <div className="stack">
          <section className="card" aria-labelledby="detail-status">
            <h2 className="detail-title" id="detail-status">
              {t('Status')}
            </h2>
            <OrderHistory order={order} />
          </section>

          <OrderFacts order={order} />
          <CustomerMoney order={order} />

          <section className="card" aria-labelledby="detail-customer">
            <h2 className="detail-title" id="detail-customer">
              {t('Delivery to')}
            </h2>
            <address className="customer-block">
              <strong>{order.customer.name}</strong>
              <br />
              {address.street}
              <br />
              {address.city}, {t(address.state)} {address.pincode}
              <br />
              {t(address.country)}
              <br />
              {order.customer.phone} · {order.customer.email}
            </address>
          </section>

          <section className="card stack" aria-labelledby="detail-help">
            <h2 className="detail-title" id="detail-help">
              {t('Questions about this order?')}
            </h2>
            <div className="row gap">
              <a className="btn btn-primary btn-sm" href={phoneHref(shop)}>
                {t('Call us')}
              </a>
              <a className="btn btn-outline btn-sm" href={whatsapp} target="_blank" rel="noreferrer">
                {t('WhatsApp')}
              </a>
            </div>
          </section>
        </div>
      </div>
    </>
  );
}
