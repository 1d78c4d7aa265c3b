import { use } from 'react';
import { Link } from '../../../components/links';
import { SHOP } from '@tailor/domain/shop';
import { useShopSettings } from '../shopSettings';
import { Carousel, type CarouselSlide } from '../../../components/Carousel';
import '../../../styles/content.css';
import '../ShopInfo.css';
import { addEntries, msg } from '../../../lib/i18n/translate';
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

const WORKSHOP = [
  { src: '/garments/workshop-1.svg', title: msg('The cutting table'), text: msg('Every pattern is drafted from your measurements before the fabric is cut.') },
  { src: '/garments/workshop-2.svg', title: msg('The sewing floor'), text: msg('Machine stitching for strength, hand finishing for the details that show.') },
  { src: '/garments/workshop-3.svg', title: msg('Fabrics and threads'), text: msg('Silks, cottons, georgettes and velvets, with threads matched shade by shade.') },
  { src: '/garments/workshop-4.svg', title: msg('Ready for fitting'), text: msg('Finished pieces wait here for their final trial and pressing.') },
];

const ACHIEVEMENTS = [
  { value: `${SHOP.foundedYears}+`, label: msg('Years of experience') },
  { value: '5000+', label: msg('Blouses stitched') },
  { value: '150+', label: msg('Unique designs') },
  { value: '1000+', label: msg('Happy customers') },
];

const VALUES = [
  { title: msg('Made for one person'), text: msg('No two bodies are the same, so no two of our blouses are either. We cut for you, not for a size chart.') },
  { title: msg('Honest about time and price'), text: msg('You see the price before you order, and we tell you the real delivery date when we call to confirm.') },
  { title: msg('Finished by hand'), text: msg('Hooks, hems, latkans and zari borders are finished by hand by tailors who have done it for years.') },
];

export default function AboutPage() {
  useShopInfoCatalogue();
  const { t } = useT();
  const shop = useShopSettings();
  const slides: CarouselSlide[] = WORKSHOP.map((image) => ({
    key: image.src,
    label: t(image.title),
    content: (
      <figure className="workshop-slide">
        <img src={image.src} alt={t('Our workshop: {place}', { place: t(image.title).toLowerCase() })} width={800} height={600} loading="lazy" decoding="async" />
        <figcaption>
          <strong>{t(image.title)}</strong>
          <span>{t(image.text)}</span>
        </figcaption>
      </figure>
    ),
  }));

  return (
    <div className="shop-info">
      <title>{t('About Us · Silai Studio')}</title>
      <header className="info-hero">
        <div className="container">
          <p className="eyebrow">{t('Our story')}</p>
          <h1 className="page-title">{t('About Us')}</h1>
          <p className="info-lead">
            {t(
              '{shop} began as a two-machine tailoring corner in {locality}. Over {years} years later we are a team of master tailors and designers stitching blouses, lehengas, suits and sarees for families across {city}, and for brides who want their outfit to fit like it was made for them (because it was).',
              { shop: shop.name, locality: shop.address.locality, years: SHOP.foundedYears, city: shop.address.city },
            )}
          </p>
        </div>
      </header>

      <section className="container info-section mission" aria-labelledby="mission-title">
        <div>
          <p className="eyebrow">{t('Why we do it')}</p>
          <h2 id="mission-title" className="section-title">
            {t('Our Mission')}
          </h2>
          <p>
            {t(
              'To make custom tailoring simple and affordable: a perfect fit, a design that is yours, and a price you know up front. We listen first, measure carefully, and call you to confirm every detail before a single thread is cut.',
            )}
          </p>
          <p>
            {t(
              'Personalised service means the same tailor follows your order from measurement to final fitting, and stays your tailor for the alterations that come years later.',
            )}
          </p>
        </div>
        <ul className="value-list">
          {VALUES.map((v) => (
            <li key={v.title}>
              <h3>{t(v.title)}</h3>
              <p>{t(v.text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="container info-section workshop" aria-labelledby="workshop-title">
        <Carousel label={t('Workshop gallery')} slides={slides} showCounter className="workshop-carousel" />
        <div className="workshop-text">
          <p className="eyebrow">{t('Behind the counter')}</p>
          <h2 id="workshop-title" className="section-title">
            {t('Our Workshop')}
          </h2>
          <p>
            {t(
              'Everything we sell is cut, stitched and finished in our own workshop in {locality}, a few steps from S.V. Road. Come in for a measurement or a trial, see the fabrics in daylight, and meet the tailor who will stitch your outfit.',
              { locality: shop.address.locality },
            )}
          </p>
          <ul className="workshop-facts">
            <li>{t('Measurements and trials by appointment or walk-in')}</li>
            <li>{t('Fabric swatches and lace samples to compare')}</li>
            <li>{t('Alterations for outfits bought anywhere')}</li>
          </ul>
          <p className="muted">{t('Open {hours}.', { hours: shop.hoursText })}</p>
          <Link className="btn btn-outline" to="/contact">
            {t('Find us')}
          </Link>
        </div>
      </section>

      <section className="info-band" aria-labelledby="achievements-title">
        <div className="container">
          <h2 id="achievements-title" className="section-title center-text">
            {t('Our Achievements')}
          </h2>
          <dl className="achievement-grid">
            {ACHIEVEMENTS.map((a) => (
              <div key={a.label}>
                <dt>{t(a.label)}</dt>
                <dd>{a.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className="container info-section info-cta" aria-labelledby="cta-title">
        <h2 id="cta-title" className="section-title">
          {t("Let's make something that fits you perfectly")}
        </h2>
        <p className="muted">{t('Browse our designs, or bring us your own idea.')}</p>
        <div className="row gap center">
          <Link className="btn btn-primary" to="/order/null/custom">
            {t('Start a Custom Order')}
          </Link>
          <Link className="btn btn-outline" to="/gallery">
            {t('Explore Designs')}
          </Link>
          <Link className="btn btn-ghost" to="/contact">
            {t('Visit the Workshop')}
          </Link>
        </div>
      </section>
    </div>
  );
}
