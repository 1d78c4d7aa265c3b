import { Link } from '../../../components/links';
import { Carousel, type CarouselSlide } from '../../../components/Carousel';
import { ShopImage } from '../../../components/ShopImage';
import './HeroCarousel.css';
import { SHOP } from '@tailor/domain/shop';
import { msg } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/useT';

/** Spec section 9: the hero advances every 5 seconds. */
export const HERO_INTERVAL_MS = 5000;

interface Hero {
  title: string;
  text: string;
  action: { label: string; to: string };
  image: string;
}

export const HERO_SLIDES: Hero[] = [
  {
    title: msg('Perfect Fit, Every Time!'),
    text: msg('Blouses, suits and lehengas cut to your measurements and finished by hand in our Mumbai workshop.'),
    action: { label: msg('Explore Designs'), to: '/gallery' },
    image: '/garments/hero-1.svg',
  },
  {
    title: msg('Custom Couture Crafted'),
    text: msg('Bring a sketch, a photo or just an idea. We design it with you, stitch it and fit it until it feels right.'),
    action: { label: msg('Start a Custom Order'), to: '/order/null/custom' },
    image: '/garments/hero-2.svg',
  },
  {
    title: msg('Seamless Style Solutions'),
    text: msg('From quick alterations to festive makeovers, we give every outfit in your wardrobe a second life.'),
    action: { label: msg('Browse the Collection'), to: '/gallery' },
    image: '/garments/hero-3.svg',
  },
];

export function HeroCarousel() {
  const { t } = useT();
  const slides: CarouselSlide[] = HERO_SLIDES.map((hero, i) => ({
    key: hero.image,
    label: t(hero.title),
    content: (
      <div className={`hero-slide hero-slide-${i + 1}`}>
        <ShopImage
          className="hero-image"
          url={hero.image}
          alt=""
          sizes="hero"
          width={1600}
          height={700}
          // The first slide is the largest thing on screen at load: fetch it first.
          priority={i === 0}
          fetchPriority={i === 0 ? undefined : 'low'}
        />
        <div className="container hero-content">
          <p className="hero-kicker">{t('{shop} · {city}', { shop: SHOP.name, city: SHOP.address.city })}</p>
          <h2 className="hero-title">{t(hero.title)}</h2>
          <p className="hero-text">{t(hero.text)}</p>
          <div className="hero-actions">
            <Link to={hero.action.to} className="btn btn-primary hero-cta">
              {t(hero.action.label)}
            </Link>
            <Link to="/about" className="btn hero-secondary">
              {t('Learn More')}
            </Link>
          </div>
        </div>
      </div>
    ),
  }));
  return <Carousel label={t('Highlights')} slides={slides} intervalMs={HERO_INTERVAL_MS} arrows="desktop" className="hero" />;
}
