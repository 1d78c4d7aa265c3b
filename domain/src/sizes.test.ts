import { describe, expect, it } from 'vitest';
import { offeredSizes, productSizesIssue, sizeChartFor, sizeFromSlug, sizeSlug, sizesForCategory, SIZES } from './sizes';

describe('size charts', () => {
  it('gives blouses, suits and dresses XS–XXL with bust, waist and hip', () => {
    for (const c of ['Blouse', 'Suit', 'Dress']) {
      expect(sizesForCategory(c)).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
      expect(sizeChartFor(c).columns).toEqual(['bust', 'waist', 'hip']);
    }
  });
  it('gives lehengas S–XL and sarees Free Size', () => {
    expect(sizesForCategory('Lehenga')).toEqual(['S', 'M', 'L', 'XL']);
    expect(sizesForCategory('Saree')).toEqual(['Free Size']);
    // Dupattas, stoles and shawls.
    expect(sizesForCategory('Others')).toEqual(['Free Size']);
  });
  it('grows every measurement with the size', () => {
    for (const c of ['Blouse', 'Lehenga']) {
      const { rows, columns } = sizeChartFor(c);
      for (const col of columns) {
        const values = rows.map((r) => r[col]!);
        expect(values).toEqual([...values].sort((a, b) => a - b));
      }
    }
  });
});

describe('offeredSizes', () => {
  it('keeps the design’s own sizes in chart order', () => {
    expect(offeredSizes({ category: 'Blouse', sizes: ['L', 'S', 'M'] })).toEqual(['S', 'M', 'L']);
  });
  it('falls back to the whole chart for old documents and for lists that fit nothing', () => {
    expect(offeredSizes({ category: 'Suit' })).toEqual(sizesForCategory('Suit'));
    expect(offeredSizes({ category: 'Saree', sizes: ['M'] })).toEqual(['Free Size']);
    expect(offeredSizes({ category: 'Lehenga', sizes: [42, null] })).toEqual(sizesForCategory('Lehenga'));
  });
});

describe('size list checks and slugs', () => {
  it('names sizes outside the category’s chart', () => {
    expect(productSizesIssue('Lehenga', ['S', 'XXL'])).toMatch(/XXL/);
    expect(productSizesIssue('Blouse', ['S', 'XXL'])).toBeNull();
    expect(productSizesIssue('Saree', [])).toBeNull();
  });
  it('round-trips every size through its id slug', () => {
    for (const s of SIZES) {
      expect(sizeSlug(s)).toMatch(/^[A-Za-z]+$/);
      expect(sizeFromSlug(sizeSlug(s))).toBe(s);
    }
    expect(sizeFromSlug('Huge')).toBeNull();
  });
});
