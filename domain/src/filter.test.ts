import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  activeFilterCount,
  defaultFilters,
  equalityFilters,
  filtersFromSearchParams,
  filtersToSearchParams,
  hasClientSideFilters,
  matchesFilters,
  type CatalogueFilters,
} from './filter';

const product = {
  category: 'Blouse',
  fabricType: 'Silk',
  stitchingType: 'Hand Stitching',
  pattern: 'Embroidered',
  embellishments: ['Zari Work', 'Beads'],
  availabilityStatus: 'Available',
  color: 'Maroon',
  productType: 'Custom-made',
  customizationAvailable: true,
  featuredProduct: false,
  tailorPrice: 250000, // ₹2,500
  readyMadePrice: null,
  discount: 15,
};

const f = (over: Partial<CatalogueFilters>): CatalogueFilters => ({ ...defaultFilters(), ...over });

describe('matchesFilters', () => {
  it('defaults match everything, including products without prices', () => {
    expect(matchesFilters(product, DEFAULT_FILTERS)).toBe(true);
    expect(matchesFilters({}, DEFAULT_FILTERS)).toBe(true);
  });
  it('equality facets', () => {
    expect(matchesFilters(product, f({ category: 'Blouse', color: 'Maroon' }))).toBe(true);
    expect(matchesFilters(product, f({ category: 'Suit' }))).toBe(false);
    expect(matchesFilters(product, f({ productType: 'Ready-made' }))).toBe(false);
    expect(matchesFilters(product, f({ customizationAvailable: 'true' }))).toBe(true);
    expect(matchesFilters(product, f({ customizationAvailable: 'false' }))).toBe(false);
    expect(matchesFilters(product, f({ featuredProduct: 'false' }))).toBe(true);
    expect(matchesFilters(product, f({ featuredProduct: 'true' }))).toBe(false);
  });
  it('embellishment matches by list membership', () => {
    expect(matchesFilters(product, f({ embellishment: 'Beads' }))).toBe(true);
    expect(matchesFilters(product, f({ embellishment: 'Sequin' }))).toBe(false);
    expect(matchesFilters({ embellishments: 'Beads' }, f({ embellishment: 'Beads' }))).toBe(false);
  });
  it('price ranges in rupees use both bounds', () => {
    expect(matchesFilters(product, f({ tailorPrice: [2000, 3000] }))).toBe(true);
    expect(matchesFilters(product, f({ tailorPrice: [2500, 2500] }))).toBe(true);
    expect(matchesFilters(product, f({ tailorPrice: [2600, 10000] }))).toBe(false);
    expect(matchesFilters(product, f({ tailorPrice: [0, 2400] }))).toBe(false);
  });
  it('the slider max means "and above"', () => {
    expect(matchesFilters({ tailorPrice: 2_500_000 }, f({ tailorPrice: [1000, 10000] }))).toBe(true);
    expect(matchesFilters({ tailorPrice: 2_500_000 }, f({ tailorPrice: [1000, 9000] }))).toBe(false);
  });
  it('a missing price fails only a narrowed range', () => {
    expect(matchesFilters(product, f({ readyMadePrice: [0, 10000] }))).toBe(true);
    expect(matchesFilters(product, f({ readyMadePrice: [100, 10000] }))).toBe(false);
  });
  it('discount both bounds; missing discount is 0', () => {
    expect(matchesFilters(product, f({ discount: [10, 20] }))).toBe(true);
    expect(matchesFilters(product, f({ discount: [20, 100] }))).toBe(false);
    expect(matchesFilters(product, f({ discount: [0, 10] }))).toBe(false);
    expect(matchesFilters({}, f({ discount: [0, 0] }))).toBe(true);
  });
});

describe('URL query', () => {
  it('round trips non-default values only', () => {
    const filters = f({
      category: 'Saree',
      fabricType: 'Silk',
      embellishment: 'Zari Work',
      featuredProduct: 'true',
      tailorPrice: [500, 4000],
      discount: [10, 100],
    });
    const params = filtersToSearchParams(filters);
    expect(params.toString()).toBe(
      'category=Saree&fabric=Silk&embellishment=Zari+Work&featured=true&tailorMin=500&tailorMax=4000&discountMin=10',
    );
    expect(filtersFromSearchParams(new URLSearchParams(params.toString()))).toEqual(filters);
    expect(filtersToSearchParams(defaultFilters()).toString()).toBe('');
  });
  it('ignores hostile or invalid values', () => {
    const parsed = filtersFromSearchParams(
      new URLSearchParams(
        'category=<script>&fabric=silk&color=Red&customizable=yes&tailorMin=-50&tailorMax=1e9&readyMin=abc&discountMin=80&discountMax=20&__proto__=x',
      ),
    );
    expect(parsed).toEqual(f({ color: 'Red', tailorPrice: [0, 10000], discount: [20, 80] }));
  });
  it('counts active filters', () => {
    expect(activeFilterCount(defaultFilters())).toBe(0);
    expect(activeFilterCount(f({ category: 'Suit', tailorPrice: [100, 10000], discount: [0, 50] }))).toBe(3);
  });
});

describe('equalityFilters', () => {
  it('lists the where clauses Firestore can apply', () => {
    expect(
      equalityFilters(f({ category: 'Lehenga', customizationAvailable: 'false', featuredProduct: 'true', embellishment: 'Sequin', tailorPrice: [1, 2] })),
    ).toEqual([
      ['category', 'Lehenga'],
      ['customizationAvailable', false],
      ['featuredProduct', true],
      ['embellishments', 'Sequin'],
    ]);
    expect(equalityFilters(defaultFilters())).toEqual([]);
  });
});

describe('hasClientSideFilters', () => {
  it('is false for facet filters alone and true once a range is narrowed', () => {
    const f = defaultFilters();
    f.category = 'Blouse';
    f.fabricType = 'Silk';
    expect(hasClientSideFilters(f)).toBe(false);
    expect(hasClientSideFilters({ ...f, discount: [10, 100] })).toBe(true);
    expect(hasClientSideFilters({ ...f, tailorPrice: [0, 5000] })).toBe(true);
    expect(hasClientSideFilters({ ...f, readyMadePrice: [100, 10000] })).toBe(true);
  });
});
