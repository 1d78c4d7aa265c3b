import { use } from 'react';
import { Link } from '../../../components/links';
import { DAY_NAMES, shopJsonLd } from '@tailor/domain/shop';
import { timeLabel } from '@tailor/domain/shopDetails';
import { timeLabelHi } from '@tailor/domain/hindiClock';
import { ContactCards } from '../components/ContactCards';
import { useShopSettings } from '../shopSettings';
import '../../../styles/content.css';
import '../ShopInfo.css';
import { addEntries } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/useT';

let shopInfoText: Promise<void> | undefined;

/**
 * Loads the shop-information pages' Hindi catalogue when Hindi is shown, suspending the page until
 * it is in (docs/i18n.md, "Screens past the first"). The about and contact pages each keep a copy
 * of these lines: one module shared by the two would be a chunk of its own, whose name the first
 * download's preload table carries.
 */
function useShopInfoCatalogue(): void {
  const { language } = useT();
  if (language !== 'hi') return;
  // A failed download shows English; the next render after this one asks again (no loop while offline).
  shopInfoText ??= import('../hi').then(
    (module) => addEntries(module.default),
    () => void setTimeout(() => (shopInfoText = undefined)),
  );
  use(shopInfoText);
}

/** 'Mo-Sa' → 'Monday – Saturday', as domain's daysLabel writes it, each day in the chosen language. */
function daysText(days: string, t: (text: string) => string): string {
  return days
    .split('-')
    .map((d) => t(DAY_NAMES[d] ?? d))
    .join(' – ');
}

/** '19:00' → '7:00 PM' (domain's timeLabel); in Hindi by the part of the day, 'शाम 7:00'. */
function clockText(time: string, language: string): string {
  return language === 'hi' ? timeLabelHi(time) : timeLabel(time);
}

/** JSON for a <script> element: '<' escaped so no value can close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export default function ContactPage() {
  useShopInfoCatalogue();
  const { t, language } = useT();
  const shop = useShopSettings();
  const jsonLd = shopJsonLd(`${window.location.origin}/`, shop);
  return (
    <div className="shop-info">
      <title>{t('Contact Us · {shop}', { shop: shop.name })}</title>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(jsonLd) }} />
      <header className="info-hero">
        <div className="container">
          <p className="eyebrow">{t('We would love to hear from you')}</p>
          <h1 className="page-title">{t('Contact Us')}</h1>
          <p className="info-lead">
            {t(
              'Questions about a design, measurements or an order? Call, message or drop in at our {locality} workshop. We confirm every order by phone and deliver cash on delivery.',
              { locality: shop.address.locality },
            )}
          </p>
        </div>
      </header>

      <section className="container info-section" aria-label={t('Ways to reach us')}>
        <ContactCards shop={shop} />
      </section>

      <section className="container info-section hours-section" aria-labelledby="hours-title">
        <div className="info-card hours-card">
          <h2 id="hours-title">{t('Opening Hours')}</h2>
          <dl className="detail-rows">
            {shop.hours.map((h) => (
              <div key={`${h.days} ${h.opens}`}>
                <dt>{daysText(h.days, t)}</dt>
                <dd>
                  <time dateTime={h.opens}>{clockText(h.opens, language)}</time> – <time dateTime={h.closes}>{clockText(h.closes, language)}</time>
                </dd>
              </div>
            ))}
          </dl>
          <p className="muted">{shop.hoursText}</p>
          <p className="muted hours-note">{t('Trials and measurements are best booked ahead: call us and we will keep a tailor free for you.')}</p>
        </div>
        <div className="info-card hours-card">
          <h2>{t('Ready to order?')}</h2>
          <p className="muted">{t('Pick a design and we will call you to confirm measurements and delivery, or tell us what you have in mind.')}</p>
          <div className="row gap">
            <Link className="btn btn-primary" to="/gallery">
              {t('Browse Designs')}
            </Link>
            <Link className="btn btn-outline" to="/order/null/custom">
              {t('Custom Order')}
            </Link>
            <Link className="btn btn-ghost" to="/feedback">
              {t('Leave Feedback')}
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}
