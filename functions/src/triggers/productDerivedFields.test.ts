import { describe, expect, it } from 'vitest';
import { searchTerms } from '@tailor/domain/search';
import { derivedProductPatch, removedImagePaths } from './productDerivedFields';

/** A stored Firestore timestamp, as the trigger reads it. */
const stamp = (ms: number) => ({ toMillis: () => ms, seconds: Math.floor(ms / 1000), nanoseconds: 0 });
const created = { createdAt: stamp(1_700_000_000_000) };

describe('derivedProductPatch', () => {
  it('fills priceFrom, rating, ratingCount and productId on a fresh client-written product', () => {
    expect(derivedProductPatch('p1', { ...created, readyMadePrice: 200000, tailorPrice: 150000, discount: 10 })).toEqual({
      priceFrom: 135000,
      rating: 0,
      ratingCount: 0,
      productId: 'p1',
      searchTerms: [],
    });
  });

  it('sets createdAt from the spec’s date chain when it is missing or not a timestamp, and then leaves it', () => {
    const base = { priceFrom: null, rating: 0, ratingCount: 0, productId: 'p1', searchTerms: [] };
    expect(derivedProductPatch('p1', { ...base, dateAdded: '2024-03-01T00:00:00Z' })).toEqual({ createdAt: new Date('2024-03-01T00:00:00Z') });
    expect(derivedProductPatch('p1', { ...base, createdAt: '2023-01-01T00:00:00Z', updated_at: 5 })).toEqual({ createdAt: new Date('2023-01-01T00:00:00Z') });
    expect(derivedProductPatch('p1', { ...base, createdAt: null, timestamp: { seconds: 1_600_000_000, nanoseconds: 0 } })).toEqual({
      createdAt: new Date(1_600_000_000_000),
    });
    // No date at all: 1970, where the spec's sort puts such a product.
    expect(derivedProductPatch('p1', base)).toEqual({ createdAt: new Date(0) });
    expect(derivedProductPatch('p1', { ...base, createdAt: stamp(5), dateAdded: '2024-03-01' })).toEqual({});
  });

  it('is empty when everything is already right (no self-trigger loop)', () => {
    const data = { ...created, readyMadePrice: 100000, discount: 0, priceFrom: 100000, rating: 4.5, ratingCount: 3, productId: 'p1', searchTerms: [] };
    expect(derivedProductPatch('p1', data)).toEqual({});
  });

  it('sets priceFrom to null when the product has no price, and keeps an existing rating', () => {
    expect(derivedProductPatch('p1', { ...created, priceFrom: 5000, rating: 3, ratingCount: 1, productId: 'p1', searchTerms: [] })).toEqual({ priceFrom: null });
    expect(derivedProductPatch('p1', { ...created, priceFrom: null, rating: 3, ratingCount: 1, productId: 'p1', searchTerms: [] })).toEqual({});
  });

  it('recomputes after a price edit', () => {
    expect(derivedProductPatch('p1', { ...created, tailorPrice: 90000, priceFrom: 100000, rating: 0, ratingCount: 0, productId: 'p1', searchTerms: [] })).toEqual({
      priceFrom: 90000,
    });
  });
});

describe('derivedProductPatch: search terms', () => {
  const product = { ...created, productName: 'Ivory Chikankari Kurta', category: 'Suit', tags: ['lucknowi'], rating: 0, ratingCount: 0, productId: 'p1', priceFrom: null };

  it('writes the terms of a product that has none, or stale ones after a rename', () => {
    const first = derivedProductPatch('p1', product);
    expect(first.searchTerms).toEqual(searchTerms(product));
    expect(first.searchTerms).toEqual(expect.arrayContaining(['chikankari', 'chi', 'lucknowi', 'suits']));
    const renamed = { ...product, searchTerms: first.searchTerms, productName: 'Ivory Anarkali Kurta' };
    expect(derivedProductPatch('p1', renamed).searchTerms).toContain('anarkali');
  });

  it('writes nothing when the stored terms are right, so its own write ends the loop', () => {
    expect(derivedProductPatch('p1', { ...product, searchTerms: searchTerms(product) })).toEqual({});
  });

  it('replaces terms a client forged', () => {
    expect(derivedProductPatch('p1', { ...product, searchTerms: ['cheap', 'free'] }).searchTerms).toEqual(searchTerms(product));
  });
});

describe('removedImagePaths', () => {
  const img = (path?: string) => ({ url: 'https://x/y.jpg', ...(path ? { path } : {}) });

  it('lists only uploaded images of this product that the current version dropped', () => {
    const before = { images: [img('products/p1/a.jpg'), img('products/p1/b.jpg'), img(), img('products/p2/c.jpg')] };
    const current = { images: [img('products/p1/b.jpg')] };
    expect(removedImagePaths('p1', before, current)).toEqual(['products/p1/a.jpg']);
  });

  it('lists every variant of a removed image kept as variants', () => {
    const url = 'https://x/o/products%2Fp1%2F17-ab-kurta_1440w.webp?alt=media&token=T4#w=1440&h=1920&v=240~T1,480~T2,960~T3';
    const before = { images: [{ url, path: 'products/p1/17-ab-kurta_1440w.webp' }, img('products/p1/b.jpg')] };
    expect(removedImagePaths('p1', before, { images: [img('products/p1/b.jpg')] })).toEqual([
      'products/p1/17-ab-kurta_240w.webp',
      'products/p1/17-ab-kurta_480w.webp',
      'products/p1/17-ab-kurta_960w.webp',
      'products/p1/17-ab-kurta_1440w.webp',
    ]);
  });

  it('ignores paths that try to leave the product folder and malformed image lists', () => {
    expect(removedImagePaths('p1', { images: [img('products/p1/../p2/x.jpg')] }, {})).toEqual([]);
    expect(removedImagePaths('p1', { images: 'nope' }, undefined)).toEqual([]);
  });
});
