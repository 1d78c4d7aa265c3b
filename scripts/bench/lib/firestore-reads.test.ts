import { describe, expect, it } from 'vitest';
import { collectionOf, readsInAnswer } from './firestore-reads';
import { median } from './stats';

const DOCS = 'projects/demo-tailor/databases/(default)/documents';

describe('Firestore reads from REST answers', () => {
  it('names the collection of top-level and nested documents', () => {
    expect(collectionOf(`${DOCS}/products/p1`)).toBe('products');
    expect(collectionOf(`${DOCS}/users/u1/measurements/m1`)).toBe('measurements');
  });

  it('counts one read per returned document and none for an empty answer', () => {
    const answer = [
      { document: { name: `${DOCS}/products/a` } },
      { document: { name: `${DOCS}/products/b` } },
      { found: { name: `${DOCS}/stats/feedback` } },
      {},
    ];
    expect(readsInAnswer(answer)).toEqual({ products: 2, stats: 1 });
    expect(readsInAnswer([{}])).toEqual({});
  });

  it('bills an aggregation one read per 1,000 entries counted, at least one', () => {
    const count = (n: number) => [{ result: { aggregateFields: { c: { integerValue: String(n) } } } }];
    expect(readsInAnswer(count(0), 'products')).toEqual({ products: 1 });
    expect(readsInAnswer(count(1000), 'products')).toEqual({ products: 1 });
    expect(readsInAnswer(count(4321), 'products')).toEqual({ products: 5 });
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});
