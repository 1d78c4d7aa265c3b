import { useId } from 'react';
import { Link } from 'react-router-dom';
import { SHOP } from '@tailor/domain/shop';
import './NotFoundPage.css';

const PLACES = [
  { to: '/', label: 'Home', hint: 'New arrivals and featured designs' },
  { to: '/gallery', label: 'All designs', hint: 'Blouses, suits, lehengas, sarees and more' },
  { to: '/order/null/custom', label: 'Custom order', hint: 'Have your own design stitched' },
  { to: '/contact', label: 'Contact us', hint: `Call, WhatsApp or visit us in ${SHOP.address.city}` },
];

/** Any address the shop does not know: a way back in, by search or by the main places. */
export default function NotFoundPage() {
  const searchId = useId();
  return (
    <section className="container page not-found" aria-labelledby="not-found-title">
      <title>{`Page not found · ${SHOP.name}`}</title>
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1 className="page-title" id="not-found-title">
        Page not found
      </h1>
      <p className="muted not-found-lead">
        We couldn&apos;t find that page: the link may be old, or the address mistyped. Search our designs, or pick one of these.
      </p>

      {/* A plain GET form: it works before the page's scripts have loaded. */}
      <form className="not-found-search" action="/gallery" method="get" role="search">
        <label htmlFor={searchId} className="sr-only">
          Search designs
        </label>
        <input id={searchId} className="input" type="search" name="q" placeholder="Search designs, e.g. lehenga" autoComplete="off" />
        <button type="submit" className="btn btn-primary">
          Search
        </button>
      </form>

      <nav aria-label="Places to go">
        <ul className="not-found-links">
          {PLACES.map((place) => (
            <li key={place.to}>
              <Link to={place.to} className="card not-found-link">
                <span className="not-found-link-label">{place.label}</span>
                <span className="not-found-link-hint">{place.hint}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
