import { Link } from 'react-router-dom';
import { SHOP } from '@tailor/domain/shop';
import './Footer.css';

export function Footer() {
  return (
    <footer className="footer">
      <div className="container footer-grid">
        <div>
          <p className="footer-brand">{SHOP.name}</p>
          <p className="footer-muted">
            Custom blouses, suits, lehengas and sarees, stitched to your measurements for over {SHOP.foundedYears}{' '}
            years.
          </p>
        </div>
        <nav aria-label="Footer">
          <h2 className="footer-heading">Explore</h2>
          <ul className="footer-list">
            <li>
              <Link to="/gallery">Designs</Link>
            </li>
            <li>
              <Link to="/order/null/custom">Custom order</Link>
            </li>
            <li>
              <Link to="/about">About Us</Link>
            </li>
            <li>
              <Link to="/feedback">Feedback</Link>
            </li>
          </ul>
        </nav>
        <address className="footer-contact">
          <h2 className="footer-heading">Contact</h2>
          <ul className="footer-list">
            <li>
              <a href={`mailto:${SHOP.email}`}>{SHOP.email}</a>
            </li>
            <li>
              <a href={SHOP.phoneHref}>{SHOP.phone}</a>
            </li>
            <li>
              {SHOP.address.city} ({SHOP.address.state})
            </li>
          </ul>
        </address>
        <div>
          <h2 className="footer-heading">Follow us</h2>
          <ul className="footer-list">
            {SHOP.social.map((s) => (
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
        © {new Date().getFullYear()} {SHOP.name}. Orders are confirmed by phone · Cash on delivery.
      </p>
    </footer>
  );
}
