import { beforeEach, describe, expect, it } from 'vitest';
import { HOME_SCROLL_KEY, clearHomePlace, readHomePlace, saveHomePlace, shouldSavePlace } from './homeScroll';
import { LIKES_KEY, addLike, hasLiked, readLikes } from './product/likes';

describe('home place in session storage', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('is saved only when leaving for /contact or /feedback', () => {
    expect(shouldSavePlace('/contact')).toBe(true);
    expect(shouldSavePlace('/feedback')).toBe(true);
    expect(shouldSavePlace('/gallery')).toBe(false);
    expect(shouldSavePlace('/contactless')).toBe(false);
  });

  it('round trips and is cleared', () => {
    saveHomePlace({ y: 1234, view: 'all', sort: 'rating', count: 36 });
    expect(readHomePlace()).toEqual({ y: 1234, view: 'all', sort: 'rating', count: 36 });
    clearHomePlace();
    expect(readHomePlace()).toBeNull();
  });

  it('ignores damaged values', () => {
    window.sessionStorage.setItem(HOME_SCROLL_KEY, '{not json');
    expect(readHomePlace()).toBeNull();
    window.sessionStorage.setItem(HOME_SCROLL_KEY, JSON.stringify({ y: -5 }));
    expect(readHomePlace()).toBeNull();
    window.sessionStorage.setItem(HOME_SCROLL_KEY, JSON.stringify({ y: 10, view: 'odd', sort: 'nope', count: 1e9 }));
    expect(readHomePlace()).toEqual({ y: 10, view: 'featured', sort: 'newest', count: 240 });
  });
});

describe('local likes', () => {
  beforeEach(() => window.localStorage.clear());

  it('adds a product once and remembers it under silai:likes', () => {
    expect(hasLiked('p-1')).toBe(false);
    addLike('p-1');
    addLike('p-1');
    expect(readLikes()).toEqual(['p-1']);
    expect(JSON.parse(window.localStorage.getItem(LIKES_KEY)!)).toEqual(['p-1']);
    expect(hasLiked('p-1')).toBe(true);
  });

  it('survives damaged storage', () => {
    window.localStorage.setItem(LIKES_KEY, '{"x":1}');
    expect(readLikes()).toEqual([]);
  });
});
