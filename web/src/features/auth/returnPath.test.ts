import { describe, expect, it } from 'vitest';
import { returnPathFrom } from './returnPath';

describe('returnPathFrom', () => {
  it('returns to the page that sent the shopper to login', () => {
    expect(returnPathFrom({ from: '/product/p-1' })).toBe('/product/p-1');
    expect(returnPathFrom({ from: '/gallery?category=Saree' })).toBe('/gallery?category=Saree');
    expect(returnPathFrom({ from: { pathname: '/cart', search: '?x=1', hash: '' } })).toBe('/cart?x=1');
    expect(returnPathFrom('/feedback')).toBe('/feedback');
  });

  it('defaults to home', () => {
    for (const state of [undefined, null, {}, { from: 42 }, { from: { search: '?a' } }]) expect(returnPathFrom(state)).toBe('/');
  });

  it('refuses other sites and loops back to the auth screens', () => {
    for (const from of ['https://evil.example/x', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '/login', '/signup/', '/login-signup?x=1']) {
      expect(returnPathFrom({ from })).toBe('/');
    }
  });
});
