import { SHOP } from '@tailor/domain/shop';
import { emailHref, phoneHref, type ShopSettings } from '@tailor/domain/shopDetails';
import { useShopSettings } from '../shopSettings';
import './Footer.css';
import { useT } from '../../../lib/i18n/useT';
// The router's Link with the language added here: importing components/links from the footer makes
// Rolldown split react-router out of the entry chunk, about 0.9 KB more in the first download.
// eslint-disable-next-line no-restricted-imports
import { Link } from 'react-router-dom';

/** `preview`: details to draw instead of the stored ones (the settings screen's preview). */
export function Footer({ preview }: { preview?: ShopSettings }) {
  const stored = useShopSettings();
  const shop = preview ?? stored;
  const { t, language } = useT();
  // The footer's addresses have no query or fragment of their own: `?lang=` is all they need (as toInLanguage).
  const at = (path: string) => (language === 'en' ? path : `${path}?lang=${language}`);
  return (
    <footer className="footer">
      <div className="container footer-grid">
        <div>
          <p className="footer-brand">{shop.name}</p>
          <p className="footer-muted">
            {t('Custom blouses, suits, lehengas and sarees, stitched to your measurements for over {years} years.', {
              years: SHOP.foundedYears,
            })}
          </p>
        </div>
        <nav aria-label={t('Footer')}>
          <h2 className="footer-heading">{t('Explore')}</h2>
          <ul className="footer-list">
            <li>
              <Link to={at('/gallery')}>{t('Designs')}</Link>
            </li>
            <li>
              <Link to={at('/order/null/custom')}>{t('Custom order')}</Link>
            </li>
            <li>
              <Link to={at('/about')}>{t('About Us')}</Link>
            </li>
            <li>
              <Link to={at('/feedback')}>{t('Feedback')}</Link>
            </li>
          </ul>
        </nav>
        <address className="footer-contact">
          <h2 className="footer-heading">{t('Contact')}</h2>
          <ul className="footer-list">
            <li>
              <a href={emailHref(shop)}>{shop.email}</a>
            </li>
            <li>
              <a href={phoneHref(shop)}>{shop.phone}</a>
            </li>
            <li>
              {shop.address.city} ({shop.address.state})
            </li>
          </ul>
        </address>
        <div>
          <h2 className="footer-heading">{t('Follow us')}</h2>
          <ul className="footer-list">
            {shop.social.map((s) => (
              <li key={s.name}>
                <a href={s.url} rel="noopener noreferrer" target="_blank">
                  {s.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="container footer-copy">
        © {new Date().getFullYear()} {shop.name}. {t('Orders are confirmed by phone · Cash on delivery.')}
      </p>
    </footer>
  );
}
