import { Link } from 'react-router-dom';
import { SHOP } from '@tailor/domain/shop';
import { useShopSettings } from '../shopSettings';
import { Carousel, type CarouselSlide } from '../../../components/Carousel';
import '../../../styles/content.css';
import '../ShopInfo.css';

const WORKSHOP = [
  { src: '/garments/workshop-1.svg', title: 'The cutting table', text: 'Every pattern is drafted from your measurements before the fabric is cut.' },
  { src: '/garments/workshop-2.svg', title: 'The sewing floor', text: 'Machine stitching for strength, hand finishing for the details that show.' },
  { src: '/garments/workshop-3.svg', title: 'Fabrics and threads', text: 'Silks, cottons, georgettes and velvets, with threads matched shade by shade.' },
  { src: '/garments/workshop-4.svg', title: 'Ready for fitting', text: 'Finished pieces wait here for their final trial and pressing.' },
];

const ACHIEVEMENTS = [
  { value: `${SHOP.foundedYears}+`, label: 'Years of experience' },
  { value: '5000+', label: 'Blouses stitched' },
  { value: '150+', label: 'Unique designs' },
  { value: '1000+', label: 'Happy customers' },
];

const VALUES = [
  { title: 'Made for one person', text: 'No two bodies are the same, so no two of our blouses are either. We cut for you, not for a size chart.' },
  { title: 'Honest about time and price', text: 'You see the price before you order, and we tell you the real delivery date when we call to confirm.' },
  { title: 'Finished by hand', text: 'Hooks, hems, latkans and zari borders are finished by hand by tailors who have done it for years.' },
];

export default function AboutPage() {
  const shop = useShopSettings();
  const slides: CarouselSlide[] = WORKSHOP.map((image) => ({
    key: image.src,
    label: image.title,
    content: (
      <figure className="workshop-slide">
        <img src={image.src} alt={`Our workshop: ${image.title.toLowerCase()}`} width={800} height={600} loading="lazy" decoding="async" />
        <figcaption>
          <strong>{image.title}</strong>
          <span>{image.text}</span>
        </figcaption>
      </figure>
    ),
  }));

  return (
    <div className="shop-info">
      <title>About Us · Silai Studio</title>
      <header className="info-hero">
        <div className="container">
          <p className="eyebrow">Our story</p>
          <h1 className="page-title">About Us</h1>
          <p className="info-lead">
            {shop.name} began as a two-machine tailoring corner in {shop.address.locality}. Over {SHOP.foundedYears} years
            later we are a team of master tailors and designers stitching blouses, lehengas, suits and sarees for families
            across {shop.address.city}, and for brides who want their outfit to fit like it was made for them (because it
            was).
          </p>
        </div>
      </header>

      <section className="container info-section mission" aria-labelledby="mission-title">
        <div>
          <p className="eyebrow">Why we do it</p>
          <h2 id="mission-title" className="section-title">
            Our Mission
          </h2>
          <p>
            To make custom tailoring simple and affordable: a perfect fit, a design that is yours, and a price you know up
            front. We listen first, measure carefully, and call you to confirm every detail before a single thread is cut.
          </p>
          <p>
            Personalised service means the same tailor follows your order from measurement to final fitting, and stays
            your tailor for the alterations that come years later.
          </p>
        </div>
        <ul className="value-list">
          {VALUES.map((v) => (
            <li key={v.title}>
              <h3>{v.title}</h3>
              <p>{v.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="container info-section workshop" aria-labelledby="workshop-title">
        <Carousel label="Workshop gallery" slides={slides} showCounter className="workshop-carousel" />
        <div className="workshop-text">
          <p className="eyebrow">Behind the counter</p>
          <h2 id="workshop-title" className="section-title">
            Our Workshop
          </h2>
          <p>
            Everything we sell is cut, stitched and finished in our own workshop in {shop.address.locality}, a few
            steps from S.V. Road. Come in for a measurement or a trial, see the fabrics in daylight, and meet the tailor
            who will stitch your outfit.
          </p>
          <ul className="workshop-facts">
            <li>Measurements and trials by appointment or walk-in</li>
            <li>Fabric swatches and lace samples to compare</li>
            <li>Alterations for outfits bought anywhere</li>
          </ul>
          <p className="muted">Open {shop.hoursText}.</p>
          <Link className="btn btn-outline" to="/contact">
            Find us
          </Link>
        </div>
      </section>

      <section className="info-band" aria-labelledby="achievements-title">
        <div className="container">
          <h2 id="achievements-title" className="section-title center-text">
            Our Achievements
          </h2>
          <dl className="achievement-grid">
            {ACHIEVEMENTS.map((a) => (
              <div key={a.label}>
                <dt>{a.label}</dt>
                <dd>{a.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className="container info-section info-cta" aria-labelledby="cta-title">
        <h2 id="cta-title" className="section-title">
          Let's make something that fits you perfectly
        </h2>
        <p className="muted">Browse our designs, or bring us your own idea.</p>
        <div className="row gap center">
          <Link className="btn btn-primary" to="/order/null/custom">
            Start a Custom Order
          </Link>
          <Link className="btn btn-outline" to="/gallery">
            Explore Designs
          </Link>
          <Link className="btn btn-ghost" to="/contact">
            Visit the Workshop
          </Link>
        </div>
      </section>
    </div>
  );
}
