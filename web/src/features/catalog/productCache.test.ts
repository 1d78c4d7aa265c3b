import { beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '@tailor/domain';
import { cachedPage, cachedProduct, cachePage, cacheProduct, PRODUCT_CACHE_KEY, RECENT_PRODUCTS_KEPT } from './productCache';

function product(id: string, createdAt: Date | null = new Date('2026-03-01T10:00:00Z')): Product {
  return { id, productId: id, productName: `Design ${id}`, createdAt, lastUpdated: null } as Product;
}

describe('productCache', () => {
  beforeEach(() => window.localStorage.clear());

  it('returns a cached page with its dates as Dates', () => {
    cachePage('home|featured|newest', [product('a'), product('b', null)]);
    const page = cachedPage('home|featured|newest');
    expect(page?.map((p) => p.id)).toEqual(['a', 'b']);
    expect(page?.[0].createdAt).toEqual(new Date('2026-03-01T10:00:00Z'));
    expect(page?.[1].createdAt).toBeNull();
    expect(cachedPage('home|all|newest')).toBeNull();
  });

  it('finds a product among recent ones or on a cached page', () => {
    cachePage('home|all|rating', [product('p1')]);
    cacheProduct(product('p2'));
    expect(cachedProduct('p1')?.productName).toBe('Design p1');
    expect(cachedProduct('p2')?.productName).toBe('Design p2');
    expect(cachedProduct('nope')).toBeNull();
  });

  it('keeps only the most recently opened products, newest first, without duplicates', () => {
    for (let i = 0; i < RECENT_PRODUCTS_KEPT + 5; i++) cacheProduct(product(`p${i}`));
    cacheProduct(product('p10'));
    const stored = JSON.parse(window.localStorage.getItem(PRODUCT_CACHE_KEY)!) as { recent: Product[] };
    expect(stored.recent).toHaveLength(RECENT_PRODUCTS_KEPT);
    expect(stored.recent[0].id).toBe('p10');
    expect(stored.recent.filter((p) => p.id === 'p10')).toHaveLength(1);
    expect(cachedProduct('p0')).toBeNull();
  });

  it('treats unreadable or malformed content as empty', () => {
    window.localStorage.setItem(PRODUCT_CACHE_KEY, '{not json');
    expect(cachedPage('home|featured|newest')).toBeNull();
    window.localStorage.setItem(PRODUCT_CACHE_KEY, JSON.stringify({ pages: { k: [{ nope: 1 }] }, recent: 'x' }));
    expect(cachedPage('k')).toBeNull();
    expect(cachedProduct('x')).toBeNull();
    cacheProduct(product('ok'));
    expect(cachedProduct('ok')?.id).toBe('ok');
  });
});
