import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Link, NavLink, toInLanguage } from './links';
import { resetI18nState, setLanguage } from '../lib/i18n/translate';

describe('toInLanguage', () => {
  it('adds ?lang=hi to a string address in Hindi', () => {
    expect(toInLanguage('/gallery', 'hi')).toBe('/gallery?lang=hi');
    expect(toInLanguage('/', 'hi')).toBe('/?lang=hi');
    expect(toInLanguage('edit', 'hi')).toBe('edit?lang=hi');
  });

  it('puts lang= after an existing query, and the fragment last', () => {
    expect(toInLanguage('/gallery?category=Blouse&q=red%20silk', 'hi')).toBe('/gallery?category=Blouse&q=red%20silk&lang=hi');
    expect(toInLanguage('/about#visit', 'hi')).toBe('/about?lang=hi#visit');
    expect(toInLanguage('/gallery?sort=newest#results', 'hi')).toBe('/gallery?sort=newest&lang=hi#results');
  });

  it('names the language once, whatever the address named before', () => {
    expect(toInLanguage('/gallery?lang=en&q=silk', 'hi')).toBe('/gallery?q=silk&lang=hi');
    expect(toInLanguage('/gallery?lang=hi', 'hi')).toBe('/gallery?lang=hi');
  });

  it('adds the language to an object address, keeping its other parts', () => {
    expect(toInLanguage({ pathname: '/cart' }, 'hi')).toEqual({ pathname: '/cart', search: '?lang=hi' });
    expect(toInLanguage({ pathname: '/gallery', search: '?q=silk', hash: '#top' }, 'hi')).toEqual({
      pathname: '/gallery',
      search: '?q=silk&lang=hi',
      hash: '#top',
    });
    expect(toInLanguage({ search: 'q=silk' }, 'hi')).toEqual({ search: '?q=silk&lang=hi' });
  });

  it('leaves a link to a fragment of the same page alone', () => {
    expect(toInLanguage('#main', 'hi')).toBe('#main');
    expect(toInLanguage({ hash: '#main' }, 'hi')).toEqual({ hash: '#main' });
  });

  it('leaves English addresses as given', () => {
    const to = { pathname: '/gallery', search: '?q=silk' };
    expect(toInLanguage(to, 'en')).toBe(to);
    expect(toInLanguage('/gallery?q=silk#top', 'en')).toBe('/gallery?q=silk#top');
    expect(toInLanguage('/', 'en')).toBe('/');
  });

  it('drops a lang= an address carries into English', () => {
    expect(toInLanguage('/gallery?q=silk&lang=hi#top', 'en')).toBe('/gallery?q=silk#top');
    expect(toInLanguage('/gallery?lang=hi', 'en')).toBe('/gallery');
    expect(toInLanguage({ pathname: '/cart', search: '?lang=hi' }, 'en')).toEqual({ pathname: '/cart', search: '' });
  });
});

describe('Link and NavLink', () => {
  afterEach(() => act(() => resetI18nState()));

  function renderLinks() {
    render(
      <MemoryRouter initialEntries={['/gallery']}>
        <Link to="/cart?from=nav">Cart</Link>
        <NavLink to={{ pathname: '/gallery', hash: '#results' }}>Designs</NavLink>
      </MemoryRouter>,
    );
  }

  it('are bare in English', () => {
    renderLinks();
    expect(screen.getByRole('link', { name: 'Cart' }).getAttribute('href')).toBe('/cart?from=nav');
    expect(screen.getByRole('link', { name: 'Designs' }).getAttribute('href')).toBe('/gallery#results');
  });

  it('carry ?lang=hi in Hindi, and drop it again after a switch back to English', () => {
    renderLinks();
    act(() => setLanguage('hi'));
    expect(screen.getByRole('link', { name: 'Cart' }).getAttribute('href')).toBe('/cart?from=nav&lang=hi');
    const designs = screen.getByRole('link', { name: 'Designs' });
    expect(designs.getAttribute('href')).toBe('/gallery?lang=hi#results');
    // The NavLink still knows its page is the one shown.
    expect(designs.getAttribute('aria-current')).toBe('page');
    act(() => setLanguage('en'));
    expect(screen.getByRole('link', { name: 'Cart' }).getAttribute('href')).toBe('/cart?from=nav');
    expect(screen.getByRole('link', { name: 'Designs' }).getAttribute('href')).toBe('/gallery#results');
  });
});
