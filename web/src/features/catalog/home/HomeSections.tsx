import type { ReactNode } from 'react';
import { Link } from '../../../components/links';
import { SHOP } from '@tailor/domain/shop';
import { LineIcon } from '../../../components/LineIcon';
import './HomeSections.css';
import { msg } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/useT';

function Icon({ children }: { children: ReactNode }) {
  return (
    <LineIcon className="feature-icon" size={28} strokeWidth={1.7}>
      {children}
    </LineIcon>
  );
}

const SERVICES = [
  {
    title: msg('Custom Blouse Stitching'),
    text: msg('Padded, princess-cut or backless: blouses stitched to your measurements with the neckline and sleeves you choose.'),
    icon: (
      <Icon>
        <path d="M8 3l-4 3 2 4 2-1v12h8V9l2 1 2-4-4-3" />
        <path d="M8 3c1 2 2.3 3 4 3s3-1 4-3" />
      </Icon>
    ),
  },
  {
    title: msg('Saree & Lehenga Designing'),
    text: msg('Bridal and festive lehengas, anarkalis and suits designed with you, from the fabric to the last zari border.'),
    icon: (
      <Icon>
        <path d="M12 3l2.2 4.5 5 .7-3.6 3.5.9 4.9L12 14.3 7.5 16.6l.9-4.9L4.8 8.2l5-.7z" />
        <path d="M6 21h12" />
      </Icon>
    ),
  },
  {
    title: msg('Alteration Services'),
    text: msg('Take-ins, let-outs, hems and re-styling, so the outfits you love fit you again. Most jobs ready within a week.'),
    icon: (
      <Icon>
        <circle cx="6" cy="7" r="3" />
        <circle cx="6" cy="17" r="3" />
        <path d="M8.5 8.5L20 18M8.5 15.5L20 6" />
      </Icon>
    ),
  },
];

const REASONS = [
  {
    title: msg('Over {years} years of experience'),
    text: msg('Master tailors who have stitched more than 5000 blouses and 150+ unique designs for Mumbai families.'),
  },
  {
    title: msg('Personalised service'),
    text: msg('We measure, advise and fit you ourselves, and we call you to confirm every detail before we cut.'),
  },
  {
    title: msg('Affordable pricing'),
    text: msg('Honest prices shown up front, discounts applied on every design, and cash on delivery.'),
  },
];

export function ServicesSection() {
  const { t } = useT();
  return (
    <section className="home-band" aria-labelledby="services-title">
      <div className="container">
        <p className="eyebrow center-text">{t('What we do')}</p>
        <h2 id="services-title" className="section-title center-text">
          {t('Our Services')}
        </h2>
        <ul className="feature-grid">
          {SERVICES.map((service) => (
            <li key={service.title} className="feature-card">
              {service.icon}
              <h3>{t(service.title)}</h3>
              <p>{t(service.text)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function WhyChooseUsSection() {
  const { t } = useT();
  return (
    <section className="home-band home-band-tint" aria-labelledby="why-title">
      <div className="container why-grid">
        <div>
          <p className="eyebrow">{t('Why {shop}', { shop: SHOP.name })}</p>
          <h2 id="why-title" className="section-title">
            {t('Why Choose Us')}
          </h2>
          <ol className="reason-list">
            {REASONS.map((reason, i) => (
              <li key={reason.title}>
                <span className="reason-number" aria-hidden="true">
                  {i + 1}
                </span>
                <div>
                  <h3>{t(reason.title, { years: SHOP.foundedYears })}</h3>
                  <p>{t(reason.text)}</p>
                </div>
              </li>
            ))}
          </ol>
          <Link to="/order/null/custom" className="btn btn-primary">
            {t('Request a custom design')}
          </Link>
        </div>
        <dl className="stat-grid">
          <div>
            <dt>{t('Years of craft')}</dt>
            <dd>{SHOP.foundedYears}+</dd>
          </div>
          <div>
            <dt>{t('Blouses stitched')}</dt>
            <dd>5000+</dd>
          </div>
          <div>
            <dt>{t('Unique designs')}</dt>
            <dd>150+</dd>
          </div>
          <div>
            <dt>{t('Happy customers')}</dt>
            <dd>1000+</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
