import { useId } from 'react';
import { Link } from '../components/links';
import { SHOP } from '@tailor/domain/shop';
import './NotFoundPage.css';
import { msg } from '../lib/i18n/translate';
import { useT } from '../lib/i18n/useT';

const PLACES = [
  { to: '/', label: msg('Home'), hint: msg('New arrivals and featured designs') },
  { to: '/gallery', label: msg('All designs'), hint: msg('Blouses, suits, lehengas, sarees and more') },
  { to: '/order/null/custom', label: msg('Custom order'), hint: msg('Have your own design stitched') },
  { to: '/contact', label: msg('Contact us'), hint: msg('Call, WhatsApp or visit us in {city}') },
];

/** Any address the shop does not know: a way back in, by search or by the main places. */
export default function NotFoundPage() {
  const searchId = useId();
  const { t } = useT();
  return (
    <section className="container page not-found" aria-labelledby="not-found-title">
      <title>{t('Page not found · {shop}', { shop: SHOP.name })}</title>
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1 className="page-title" id="not-found-title">
        {t('Page not found')}
      </h1>
      <p className="muted not-found-lead">
        {t("We couldn't find that page: the link may be old, or the address mistyped. Search our designs, or pick one of these.")}
      </p>

      {/* A plain GET form: it works before the page's scripts have loaded. */}
      <form className="not-found-search" action="/gallery" method="get" role="search">
        <label htmlFor={searchId} className="sr-only">
          {t('Search designs')}
        </label>
        <input id={searchId} className="input" type="search" name="q" placeholder={t('Search designs, e.g. lehenga')} autoComplete="off" />
        <button type="submit" className="btn btn-primary">
          {t('Search')}
        </button>
      </form>

      <nav aria-label={t('Places to go')}>
        <ul className="not-found-links">
          {PLACES.map((place) => (
            <li key={place.to}>
              <Link to={place.to} className="card not-found-link">
                <span className="not-found-link-label">{t(place.label)}</span>
                <span className="not-found-link-hint">{t(place.hint, { city: SHOP.address.city })}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
