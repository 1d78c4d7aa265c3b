import type { ReactNode } from 'react';
import { Link } from '../../../components/links';
import { ORDER_TYPE_LABELS, whatsappOrderText, type OrderRecord, formatINR } from '@tailor/domain';
import { currentLocale } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/useT';
import { LineSpec, MeasurementList, OrderPictures } from '../../orders/ui';
import { useShopSettings } from '../../shop-info';
import { customerWhatsappHref, telHref } from '../orderModel';

/** One of the order's cards under its heading. */
function OrderCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id} className="admin-panel-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Who ordered, how to reach them, and where it goes. */
export function OrderCustomerCard({ order: o }: { order: OrderRecord }) {
  const { t } = useT();
  const shop = useShopSettings();
  const tel = telHref(o.customer.phone);
  const whatsapp = customerWhatsappHref(o.customer.phone, whatsappOrderText(o, shop));
  const a = o.customer.address;
  return (
    <OrderCard id="order-customer-title" title={t('Customer')}>
      <p className="order-customer-name">{o.customer.name || '—'}</p>
      {o.customer.email && (
        <p>
          <a href={`mailto:${o.customer.email}`}>{o.customer.email}</a>
        </p>
      )}
      <p>{o.customer.phone || t('No phone number')}</p>
      <div className="row gap">
        {tel && (
          <a className="btn btn-outline btn-sm" href={tel}>
            {t('Call customer')}
          </a>
        )}
        {whatsapp && (
          <a className="btn btn-outline btn-sm" href={whatsapp} target="_blank" rel="noreferrer noopener">
            {t('Message on WhatsApp')}
          </a>
        )}
      </div>
      <address className="order-address">
        {[a.street, a.city, [a.state, a.pincode].filter(Boolean).join(' '), a.country].filter(Boolean).join(', ') || t('No address')}
      </address>
      {o.customerDetails && (
        <>
          <h3 className="order-subtitle">{t('Additional customer details')}</h3>
          <p className="order-text">{o.customerDetails}</p>
        </>
      )}
    </OrderCard>
  );
}

/** The ordered lines with their prices, shipping and total; a custom request has none. */
export function OrderLinesCard({ order: o }: { order: OrderRecord }) {
  const { t } = useT();
  return (
    <OrderCard id="order-lines-title" title={t('Items')}>
      {o.lines.length === 0 ? (
        <p className="muted">{o.category ? t('Custom design request ({category}): price to be agreed on a call.', { category: t(o.category) }) : t('Custom design request: price to be agreed on a call.')}</p>
      ) : (
        <table className="order-lines">
          <thead>
            <tr>
              <th scope="col">{t('Product')}</th>
              <th scope="col">{t('Qty')}</th>
              <th scope="col">{t('Total')}</th>
            </tr>
          </thead>
          <tbody>
            {o.lines.map((l, i) => (
              <tr key={`${l.productId}-${l.productType}-${i}`}>
                <td>
                  <Link to={`/product/${l.productId}`}>{l.productName || l.productId}</Link>
                  <span className="muted order-line-meta">
                    {t(ORDER_TYPE_LABELS[l.productType])}
                    {l.price !== null && <> · {formatINR(l.price, { decimals: 2, locale: currentLocale() })}</>}
                    {l.discount ? <> − {l.discount}%</> : ''}
                  </span>
                  <LineSpec line={l} />
                </td>
                <td>{l.quantity}</td>
                <td>{l.totalPrice === null ? t('Pending') : formatINR(l.totalPrice, { decimals: 2, locale: currentLocale() })}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            {o.shippingCharge !== null && (
              <tr>
                <th scope="row" colSpan={2}>
                  {t('Shipping')}
                </th>
                <td data-testid="admin-order-shipping">{o.shippingCharge === 0 ? t('Free') : formatINR(o.shippingCharge, { decimals: 2, locale: currentLocale() })}</td>
              </tr>
            )}
            <tr>
              <th scope="row" colSpan={2}>
                {t('Order total')}
              </th>
              <td>{o.totalPrice === null ? t('Pending') : formatINR(o.totalPrice, { decimals: 2, locale: currentLocale() })}</td>
            </tr>
          </tfoot>
        </table>
      )}
    </OrderCard>
  );
}

export function OrderMeasurementsCard({ order: o }: { order: OrderRecord }) {
  const { t } = useT();
  return (
    <OrderCard id="order-measure-title" title={o.category ? t('Measurements ({category})', { category: t(o.category) }) : t('Measurements')}>
      {Object.keys(o.measurements).length === 0 ? (
        <p className="muted">{t('No measurements given.')}</p>
      ) : (
        <MeasurementList category={o.category} measurements={o.measurements} wide />
      )}
    </OrderCard>
  );
}

/** Colour, design notes, links and the customer's pictures. */
export function OrderDesignCard({ order: o }: { order: OrderRecord }) {
  const { t } = useT();
  return (
    <OrderCard id="order-design-title" title={t('Design')}>
      {o.color && (
        <p>
          <strong>{t('Colour:')}</strong> {o.color}
        </p>
      )}
      {o.designDetails && (
        <>
          <h3 className="order-subtitle">{t('Design details')}</h3>
          <p className="order-text">{o.designDetails}</p>
        </>
      )}
      {o.link && (
        <p>
          <strong>{t('Design link:')}</strong>{' '}
          <a href={o.link} target="_blank" rel="noreferrer noopener nofollow">
            {o.link}
          </a>
        </p>
      )}
      {o.specialInstructions && (
        <>
          <h3 className="order-subtitle">{t('Special instructions')}</h3>
          <p className="order-text">{o.specialInstructions}</p>
        </>
      )}
      <OrderPictures title={t('Cloth pictures')} urls={o.clothPic} titleClass="order-subtitle" />
      <OrderPictures title={t('Design reference pictures')} urls={o.designPic} titleClass="order-subtitle" />
      {!o.color && !o.designDetails && !o.link && !o.specialInstructions && o.clothPic.length === 0 && o.designPic.length === 0 && (
        <p className="muted">{t('No design details given.')}</p>
      )}
    </OrderCard>
  );
}
