import { useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Link, NavLink } from '../components/links';
import { SHOP } from '@tailor/domain/shop';
import { useSession } from '../features/auth/session';
import { NavAccount } from '../features/auth/components/NavAccount';
import { useCartCount } from '../features/cart/useCartCount';
import { NAV_SEARCH_ID, NavSearch } from './NavSearch';
import { SearchIcon } from '../components/SearchIcon';
import { useUnreadNotices } from '../features/orders/notices/useUnreadNotices';
import { msg } from '../lib/i18n/translate';
import { useT } from '../lib/i18n/useT';
import { LanguageSwitch } from './LanguageSwitch';
import './NavBar.css';

const LINKS = [
  { to: '/', label: msg('Home'), end: true },
  { to: '/about', label: msg('About Us') },
  { to: '/gallery', label: msg('Designs') },
  { to: '/order/null/custom', label: msg('Order Now') },
  { to: '/contact', label: msg('Contact Us') },
];

function CartIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM3 3h2l2.6 10.4A2 2 0 0 0 9.5 15H18a2 2 0 0 0 1.9-1.4L22 7H6.2L5.7 5H3V3Z"
      />
    </svg>
  );
}

export function NavBar() {
  const location = useLocation();
  // The menu stays open only on the page where it was opened, so any
  // navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.pathname;
  // The phone's search row, likewise.
  const [searchOn, setSearchOn] = useState<string | null>(null);
  const searchOpen = searchOn === location.pathname;
  const searchToggle = useRef<HTMLButtonElement>(null);
  const session = useSession();
  const cartCount = useCartCount();
  const unread = useUnreadNotices();
  const { t, tp } = useT();

  const cartLabel = cartCount > 0 ? tp(cartCount, 'Cart, {count} item', 'Cart, {count} items') : t('Cart');

  return (
    <header className="navbar">
      <nav className="container navbar-inner" aria-label={t('Main')}>
        <Link to="/" className="brand" aria-label={t('{shop} home', { shop: SHOP.name })}>
          <img src="/favicon.svg" alt="" width="36" height="36" />
          <span className="brand-name">{SHOP.name}</span>
        </Link>
        <NavSearch open={searchOpen} onClose={() => setSearchOn(null)} toggleRef={searchToggle} />
        <div className="navbar-actions">
          <button
            ref={searchToggle}
            type="button"
            className="nav-search-toggle"
            aria-expanded={searchOpen}
            aria-controls={NAV_SEARCH_ID}
            onClick={() => setSearchOn(searchOpen ? null : location.pathname)}
          >
            <SearchIcon size={22} />
            <span className="sr-only">{searchOpen ? t('Close search') : t('Search designs')}</span>
          </button>
          <Link to="/cart" className="nav-cart" aria-label={cartLabel}>
            <CartIcon />
            {cartCount > 0 && (
              <span className="badge badge-count" data-testid="cart-badge">
                {cartCount}
              </span>
            )}
          </Link>
          <button
            type="button"
            className="nav-toggle"
            aria-expanded={open}
            aria-controls="main-menu"
            onClick={() => setOpenOn(open ? null : location.pathname)}
          >
            <span className="sr-only">{open ? t('Close menu') : t('Open menu')}</span>
            <span className="nav-toggle-bars" aria-hidden="true" />
            {unread > 0 && !open && <span className="nav-toggle-dot" aria-hidden="true" />}
          </button>
        </div>
        <div id="main-menu" className={`nav-menu${open ? ' is-open' : ''}`}>
          <ul className="nav-links">
            {LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end}>
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
            {session.status === 'signed-in' && !session.isTailor && (
              <li>
                <NavLink to="/orders">
                  {t('My Orders')}
                  {/* The visible name stays part of the accessible one: "My Orders (2 new updates)". */}
                  {unread > 0 && (
                    <>
                      <span className="badge nav-notice-badge" data-testid="notice-badge" aria-hidden="true">
                        {unread}
                      </span>
                      <span className="sr-only">
                        {' '}
                        ({tp(unread, '{count} new update', '{count} new updates')})
                      </span>
                    </>
                  )}
                </NavLink>
              </li>
            )}
            {session.isAdmin && (
              <li>
                <NavLink to="/admin">{t('Admin')}</NavLink>
              </li>
            )}
            {session.isTailor && (
              <li>
                <NavLink to="/workshop">{t('Workshop')}</NavLink>
              </li>
            )}
          </ul>
          <div className="nav-account">
            <LanguageSwitch />
            <NavAccount />
          </div>
        </div>
      </nav>
    </header>
  );
}
