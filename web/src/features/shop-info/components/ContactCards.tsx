import type { ReactNode } from 'react';
import { emailHref, mapsDirectionsUrl, phoneHref, whatsappHref, type ShopSettings } from '@tailor/domain/shopDetails';
import { LineIcon } from '../../../components/LineIcon';
import '../../../styles/content.css';
import '../ShopInfo.css';
import { useT } from '../../../lib/i18n/useT';

function CardIcon({ children }: { children: ReactNode }) {
  return (
    <LineIcon className="contact-icon" size={26} strokeWidth={1.8}>
      {children}
    </LineIcon>
  );
}

/** The ways to reach the shop (also the settings screen's preview). */
export function ContactCards({ shop }: { shop: ShopSettings }) {
  const { t } = useT();
  return (
      <ul className="contact-grid">
        <li className="contact-card">
          <CardIcon>
            <rect x="3" y="5" width="18" height="14" rx="2" />
            <path d="M3.5 6.5L12 13l8.5-6.5" />
          </CardIcon>
          <h2>{t('Email')}</h2>
          <p className="muted">{t('We reply within one working day.')}</p>
          <a className="contact-link" href={emailHref(shop)}>
            {shop.email}
          </a>
        </li>
        <li className="contact-card">
          <CardIcon>
            <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />
          </CardIcon>
          <h2>{t('Call')}</h2>
          <p className="muted">{t('Talk to a tailor about fit, fabric and price.')}</p>
          <a className="contact-link" href={phoneHref(shop)}>
            {shop.phone}
          </a>
        </li>
        <li className="contact-card">
          <CardIcon>
            <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
            <circle cx="12" cy="9.5" r="2.5" />
          </CardIcon>
          <h2>{t('Visit')}</h2>
          <address className="muted">
            {shop.address.street}
            <br />
            {shop.address.locality}, {shop.address.city} {shop.address.pincode}
            <br />
            {t('{state}, India', { state: shop.address.state })}
          </address>
          <a className="contact-link" href={mapsDirectionsUrl(shop)} target="_blank" rel="noopener noreferrer">
            {t('Get Directions')}
            <span className="sr-only"> {t('(opens Google Maps in a new tab)')}</span>
          </a>
        </li>
        <li className="contact-card">
          <CardIcon>
            <path d="M4 20l1.3-3.9A8 8 0 1 1 8 19z" />
            <path d="M9 9.5c.5 2 2.5 4 4.5 4.5l1.2-1.2 1.8.8-.4 1.6c-3.5.3-7.2-3.4-6.9-6.9l1.6-.4.8 1.8z" />
          </CardIcon>
          <h2>{t('WhatsApp')}</h2>
          <p className="muted">{t('Send us photos of a design you like.')}</p>
          <a
            className="contact-link"
            href={whatsappHref(shop, t('Hello {shop}, I have a question.', { shop: shop.name }))}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('Chat on WhatsApp')}
            <span className="sr-only"> {t('(opens in a new tab)')}</span>
          </a>
        </li>
      </ul>
  );
}
