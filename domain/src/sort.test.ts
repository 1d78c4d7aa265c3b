import { describe, expect, it } from 'vitest';
import { productTimestamp, sortByPrice, sortByRating, sortNewestFirst, sortProducts, timestampToMillis } from './sort';

const jan = Date.UTC(2024, 0, 1);
const feb = Date.UTC(2024, 1, 1);
const mar = Date.UTC(2024, 2, 1);

describe('productTimestamp', () => {
  it('reads every supported date field in the spec order', () => {
    expect(productTimestamp({ createdAt: new Date(jan) })).toBe(jan);
    expect(productTimestamp({ created_at: '2024-01-01T00:00:00.000Z' })).toBe(jan);
    expect(productTimestamp({ dateAdded: jan })).toBe(jan);
    expect(productTimestamp({ date_added: { seconds: jan / 1000, nanoseconds: 5_000_000 } })).toBe(jan + 5);
    expect(productTimestamp({ updatedAt: { toMillis: () => feb } })).toBe(feb);
    expect(productTimestamp({ updated_at: { _seconds: feb / 1000, _nanoseconds: 0 } })).toBe(feb);
    expect(productTimestamp({ timestamp: String(mar) })).toBe(mar);
  });
  it('prefers the first field and skips unusable values', () => {
    expect(productTimestamp({ createdAt: new Date(jan), updatedAt: new Date(mar) })).toBe(jan);
    expect(productTimestamp({ createdAt: 'not a date', dateAdded: feb })).toBe(feb);
    expect(productTimestamp({ createdAt: null, timestamp: { toDate: () => new Date(mar) } })).toBe(mar);
  });
  it('falls back to 1970', () => {
    expect(productTimestamp({})).toBe(0);
    expect(productTimestamp({ createdAt: new Date('nope') })).toBe(0);
    expect(timestampToMillis({})).toBeNull();
  });
});

describe('sorting', () => {
  const a = { id: 'a', createdAt: new Date(jan), rating: 4.5, ratingCount: 2, readyMadePrice: 300000 };
  const b = { id: 'b', createdAt: new Date(mar), rating: 4.5, ratingCount: 10, tailorPrice: 100000 };
  const c = { id: 'c', dateAdded: feb, rating: 5, ratingCount: 1, priceFrom: 200000 };
  const d = { id: 'd' };
  const list = [a, b, c, d];
  const ids = (l: { id: string }[]) => l.map((x) => x.id);

  it('newest first, undated last, without mutating', () => {
    expect(ids(sortNewestFirst(list))).toEqual(['b', 'c', 'a', 'd']);
    expect(ids(list)).toEqual(['a', 'b', 'c', 'd']);
  });
  it('by rating, then rating count, then newest', () => {
    expect(ids(sortByRating(list))).toEqual(['c', 'b', 'a', 'd']);
  });
  it('by price both ways; unpriced last', () => {
    expect(ids(sortByPrice(list, 'asc'))).toEqual(['b', 'c', 'a', 'd']);
    expect(ids(sortByPrice(list, 'desc'))).toEqual(['a', 'c', 'b', 'd']);
    expect(ids(sortProducts(list, 'price-desc'))).toEqual(['a', 'c', 'b', 'd']);
    expect(ids(sortProducts(list, 'newest'))).toEqual(['b', 'c', 'a', 'd']);
  });
});
