import { Link } from 'react-router-dom';
import { MEASUREMENT_FIELDS, PAYMENT_STATUS_LABELS, formatINR, measurementCategoryKey, whatsappOrderText } from '@tailor/domain';
import { LineSpec, useOrder } from '../../orders';
import { useSession } from '../../auth';
import { customerWhatsappHref, telHref } from '../orderModel';
import { OrderActions } from './OrderActions';
import { OrderMoney } from './OrderMoney';
import { StatusBadge } from './StatusBadge';
import { formatDateTime } from './OrdersList';
import { ShopImage } from '../../../components/ShopImage';
import { fullSizeUrl } from '../../../components/shopImageUrl';

function measurementLabel(category: string | null, key: string): string {
  const cat = measurementCategoryKey(category);
  const field = cat ? MEASUREMENT_FIELDS[cat].find((f) => f.key === key) : undefined;
  return field?.label ?? key;
}

function Pictures({ title, urls }: { title: string; urls: string[] }) {
  if (urls.length === 0) return null;
  return (
    <div>
      <h3 className="order-subtitle">{title}</h3>
      <ul className="order-pictures">
        {urls.map((url, i) => (
          <li key={`${url}-${i}`}>
            <a href={fullSizeUrl(url)} target="_blank" rel="noreferrer noopener">
              <ShopImage url={url} alt={`${title} ${i + 1}`} sizes="adminOrderPicture" width={120} height={120} />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function OrderDetail({ orderId }: { orderId: string }) {
  const session = useSession();
  const loaded = useOrder(orderId);

  const back = (
    <Link to="/admin/orders" className="btn btn-ghost btn-sm order-back">
      ← All orders
    </Link>
  );

  if (loaded.status === 'loading') {
    return (
      <>
        {back}
        <p className="muted" role="status">
          Loading order…
        </p>
      </>
    );
  }
  if (!loaded.data) {
    return (
      <>
        {back}
        <p className="notice notice-error" role="alert">
          {loaded.status === 'ready' ? 'This order does not exist.' : 'Could not load this order. Please reload the page.'}
        </p>
      </>
    );
  }

  const o = loaded.data;
  const tel = telHref(o.customer.phone);
  const whatsapp = customerWhatsappHref(o.customer.phone, whatsappOrderText(o));
  const a = o.customer.address;
  const measurements = Object.entries(o.measurements);

  return (
    <>
      {back}
      <div className="order-head">
        <h1 className="page-title">Order {o.orderNumber}</h1>
        <StatusBadge status={o.orderStatus} />
      </div>
      <p className="muted order-meta">
        Placed {formatDateTime(o.createdAt)} · {o.orderType} order · {o.paymentType}, {PAYMENT_STATUS_LABELS[o.payment].toLowerCase()}
      </p>

      {o.orderStatus === 'cancelled' && o.cancelReason && (
        <p className="notice" role="note">
          Cancelled: {o.cancelReason}
        </p>
      )}
      <OrderActions order={o} uid={session.user?.uid ?? ''} />
      <OrderMoney order={o} uid={session.user?.uid ?? ''} />

      <div className="order-columns">
        <section className="card" aria-labelledby="order-customer-title">
          <h2 id="order-customer-title" className="admin-panel-title">
            Customer
          </h2>
          <p className="order-customer-name">{o.customer.name || '—'}</p>
          {o.customer.email && (
            <p>
              <a href={`mailto:${o.customer.email}`}>{o.customer.email}</a>
            </p>
          )}
          <p>{o.customer.phone || 'No phone number'}</p>
          <div className="row gap">
            {tel && (
              <a className="btn btn-outline btn-sm" href={tel}>
                Call customer
              </a>
            )}
            {whatsapp && (
              <a className="btn btn-outline btn-sm" href={whatsapp} target="_blank" rel="noreferrer noopener">
                Message on WhatsApp
              </a>
            )}
          </div>
          <address className="order-address">
            {[a.street, a.city, [a.state, a.pincode].filter(Boolean).join(' '), a.country].filter(Boolean).join(', ') || 'No address'}
          </address>
          {o.customerDetails && (
            <>
              <h3 className="order-subtitle">Additional customer details</h3>
              <p className="order-text">{o.customerDetails}</p>
            </>
          )}
        </section>

        <section className="card" aria-labelledby="order-lines-title">
          <h2 id="order-lines-title" className="admin-panel-title">
            Items
          </h2>
          {o.lines.length === 0 ? (
            <p className="muted">Custom design request{o.category ? ` (${o.category})` : ''}: price to be agreed on a call.</p>
          ) : (
            <table className="order-lines">
              <thead>
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col">Qty</th>
                  <th scope="col">Total</th>
                </tr>
              </thead>
              <tbody>
                {o.lines.map((l, i) => (
                  <tr key={`${l.productId}-${l.productType}-${i}`}>
                    <td>
                      <Link to={`/product/${l.productId}`}>{l.productName || l.productId}</Link>
                      <span className="muted order-line-meta">
                        {l.productType === 'tailor' ? 'Tailor made' : 'Ready made'}
                        {l.price !== null && <> · {formatINR(l.price, { decimals: 2 })}</>}
                        {l.discount ? ` − ${l.discount}%` : ''}
                      </span>
                      <LineSpec line={l} />
                    </td>
                    <td>{l.quantity}</td>
                    <td>{l.totalPrice === null ? 'Pending' : formatINR(l.totalPrice, { decimals: 2 })}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                {o.shippingCharge !== null && (
                  <tr>
                    <th scope="row" colSpan={2}>
                      Shipping
                    </th>
                    <td data-testid="admin-order-shipping">{o.shippingCharge === 0 ? 'Free' : formatINR(o.shippingCharge, { decimals: 2 })}</td>
                  </tr>
                )}
                <tr>
                  <th scope="row" colSpan={2}>
                    Order total
                  </th>
                  <td>{o.totalPrice === null ? 'Pending' : formatINR(o.totalPrice, { decimals: 2 })}</td>
                </tr>
              </tfoot>
            </table>
          )}
        </section>

        <section className="card" aria-labelledby="order-measure-title">
          <h2 id="order-measure-title" className="admin-panel-title">
            Measurements{o.category ? ` (${o.category})` : ''}
          </h2>
          {measurements.length === 0 ? (
            <p className="muted">No measurements given.</p>
          ) : (
            <dl className="order-measurements">
              {measurements.map(([key, value]) => (
                <div key={key}>
                  <dt>{measurementLabel(o.category, key)}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          )}
        </section>

        <section className="card" aria-labelledby="order-design-title">
          <h2 id="order-design-title" className="admin-panel-title">
            Design
          </h2>
          {o.color && (
            <p>
              <strong>Colour:</strong> {o.color}
            </p>
          )}
          {o.designDetails && (
            <>
              <h3 className="order-subtitle">Design details</h3>
              <p className="order-text">{o.designDetails}</p>
            </>
          )}
          {o.link && (
            <p>
              <strong>Design link:</strong>{' '}
              <a href={o.link} target="_blank" rel="noreferrer noopener nofollow">
                {o.link}
              </a>
            </p>
          )}
          {o.specialInstructions && (
            <>
              <h3 className="order-subtitle">Special instructions</h3>
              <p className="order-text">{o.specialInstructions}</p>
            </>
          )}
          <Pictures title="Cloth pictures" urls={o.clothPic} />
          <Pictures title="Design reference pictures" urls={o.designPic} />
          {!o.color && !o.designDetails && !o.link && !o.specialInstructions && o.clothPic.length === 0 && o.designPic.length === 0 && (
            <p className="muted">No design details given.</p>
          )}
        </section>
      </div>

    </>
  );
}
