import { describe, expect, it } from 'vitest';
import { PRODUCT_FORM_DEFAULTS, type Product } from '@tailor/domain';
import { adminSearch, searchMatches } from './search';

const product = (id: string, productName: string, extra: Partial<Product> = {}): Product => ({
  ...PRODUCT_FORM_DEFAULTS,
  id,
  productId: id,
  productName,
  description: 'x',
  rating: 0,
  ratingCount: 0,
  priceFrom: null,
  createdAt: null,
  lastUpdated: null,
  ...extra,
});

describe('adminSearch', () => {
  it('matches the longest word in Firestore and keeps every word', () => {
    expect(adminSearch('  Red  Blouses ')).toEqual({ indexedTerm: 'blouses', terms: ['red', 'blouses'] });
    expect(adminSearch(' - ')).toEqual({ indexedTerm: null, terms: [] });
  });
});

describe('searchMatches', () => {
  const list = [
    product('a', 'Zari Blouse', { category: 'Blouse', color: 'Red' }),
    product('b', 'Classic Blouse', { category: 'Blouse', color: 'Green' }),
    product('c', 'Banarasi Lehenga', { category: 'Lehenga', color: 'Red', tags: ['bridal'] }),
  ];
  it('finds words anywhere, not only at the start of the name, sorted by name', () => {
    expect(searchMatches(list, adminSearch('blouse').terms, 10).map((p) => p.id)).toEqual(['b', 'a']);
    expect(searchMatches(list, adminSearch('red blouses').terms, 10).map((p) => p.id)).toEqual(['a']);
    expect(searchMatches(list, adminSearch('bana').terms, 10).map((p) => p.id)).toEqual(['c']);
    expect(searchMatches(list, adminSearch('bridal').terms, 10).map((p) => p.id)).toEqual(['c']);
  });
  it('stops at the limit', () => {
    expect(searchMatches(list, adminSearch('red').terms, 1)).toHaveLength(1);
  });
});
