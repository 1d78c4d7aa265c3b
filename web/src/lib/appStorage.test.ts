import { beforeEach, describe, expect, it } from 'vitest';
import { APP_STORAGE_PREFIX, appKey, clearAppStorage, readSessionValue, writeSessionValue } from './appStorage';

describe('app-owned storage', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('prefixes every key the app owns', () => {
    expect(APP_STORAGE_PREFIX).toBe('silai:');
    expect(appKey('cart-count')).toBe('silai:cart-count');
  });

  it('clears only the app keys from local and session storage', () => {
    localStorage.setItem(appKey('cart'), '1');
    localStorage.setItem(appKey('products'), '[]');
    localStorage.setItem('firebase:authUser:key', 'keep');
    sessionStorage.setItem(appKey('home-scroll'), '300');
    sessionStorage.setItem('other', 'keep');
    expect(clearAppStorage()).toBe(3);
    expect(localStorage.length).toBe(1);
    expect(localStorage.getItem('firebase:authUser:key')).toBe('keep');
    expect(sessionStorage.getItem('other')).toBe('keep');
    expect(sessionStorage.getItem(appKey('home-scroll'))).toBeNull();
  });

  it('reads and writes session values under the prefix', () => {
    writeSessionValue('auth-return', '/cart');
    expect(sessionStorage.getItem('silai:auth-return')).toBe('/cart');
    expect(readSessionValue('auth-return')).toBe('/cart');
    writeSessionValue('auth-return', null);
    expect(readSessionValue('auth-return')).toBeNull();
  });
});
