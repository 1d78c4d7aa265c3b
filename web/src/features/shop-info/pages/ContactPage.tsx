import { Link } from 'react-router-dom';
import { shopJsonLd } from '@tailor/domain/shop';
import { daysLabel, timeLabel } from '@tailor/domain/shopDetails';
import { ContactCards } from '../components/ContactCards';
import { useShopSettings } from '../shopSettings';
import '../../../styles/content.css';
import '../ShopInfo.css';

/** JSON for a <script> element: '<' escaped so no value can close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export default function ContactPage() {
  const shop = useShopSettings();
  const jsonLd = shopJsonLd(`${window.location.origin}/`, shop);
  return (
    <div className="shop-info">
      <title>{`Contact Us · ${shop.name}`}</title>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(jsonLd) }} />
      <header className="info-hero">
        <div className="container">
          <p className="eyebrow">We would love to hear from you</p>
          <h1 className="page-title">Contact Us</h1>
          <p className="info-lead">
            Questions about a design, measurements or an order? Call, message or drop in at our {shop.address.locality}{' '}
            workshop. We confirm every order by phone and deliver cash on delivery.
          </p>
        </div>
      </header>

      <section className="container info-section" aria-label="Ways to reach us">
        <ContactCards shop={shop} />
      </section>

      <section className="container info-section hours-section" aria-labelledby="hours-title">
        <div className="info-card hours-card">
          <h2 id="hours-title">Opening Hours</h2>
          <dl className="detail-rows">
            {shop.hours.map((h) => (
              <div key={`${h.days} ${h.opens}`}>
                <dt>{daysLabel(h.days)}</dt>
                <dd>
                  <time dateTime={h.opens}>{timeLabel(h.opens)}</time> – <time dateTime={h.closes}>{timeLabel(h.closes)}</time>
                </dd>
              </div>
            ))}
          </dl>
          <p className="muted">{shop.hoursText}</p>
          <p className="muted hours-note">Trials and measurements are best booked ahead: call us and we will keep a tailor free for you.</p>
        </div>
        <div className="info-card hours-card">
          <h2>Ready to order?</h2>
          <p className="muted">Pick a design and we will call you to confirm measurements and delivery, or tell us what you have in mind.</p>
          <div className="row gap">
            <Link className="btn btn-primary" to="/gallery">
              Browse Designs
            </Link>
            <Link className="btn btn-outline" to="/order/null/custom">
              Custom Order
            </Link>
            <Link className="btn btn-ghost" to="/feedback">
              Leave Feedback
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}
