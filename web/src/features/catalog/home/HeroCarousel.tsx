import { Link } from 'react-router-dom';
import { Carousel, type CarouselSlide } from '../../../components/Carousel';
import { ShopImage } from '../../../components/ShopImage';
import './HeroCarousel.css';

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
    title: 'Perfect Fit, Every Time!',
    text: 'Blouses, suits and lehengas cut to your measurements and finished by hand in our Mumbai workshop.',
    action: { label: 'Explore Designs', to: '/gallery' },
    image: '/garments/hero-1.svg',
  },
  {
    title: 'Custom Couture Crafted',
    text: 'Bring a sketch, a photo or just an idea. We design it with you, stitch it and fit it until it feels right.',
    action: { label: 'Start a Custom Order', to: '/order/null/custom' },
    image: '/garments/hero-2.svg',
  },
  {
    title: 'Seamless Style Solutions',
    text: 'From quick alterations to festive makeovers, we give every outfit in your wardrobe a second life.',
    action: { label: 'Browse the Collection', to: '/gallery' },
    image: '/garments/hero-3.svg',
  },
];

export function HeroCarousel() {
  const slides: CarouselSlide[] = HERO_SLIDES.map((hero, i) => ({
    key: hero.image,
    label: hero.title,
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
          <p className="hero-kicker">Silai Studio · Mumbai</p>
          <h2 className="hero-title">{hero.title}</h2>
          <p className="hero-text">{hero.text}</p>
          <div className="hero-actions">
            <Link to={hero.action.to} className="btn btn-primary hero-cta">
              {hero.action.label}
            </Link>
            <Link to="/about" className="btn hero-secondary">
              Learn More
            </Link>
          </div>
        </div>
      </div>
    ),
  }));
  return <Carousel label="Highlights" slides={slides} intervalMs={HERO_INTERVAL_MS} arrows="desktop" className="hero" />;
}
