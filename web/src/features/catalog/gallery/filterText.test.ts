import { afterEach, describe, expect, it } from 'vitest';
import { defaultFilters, type CatalogueFilters } from '@tailor/domain';
import { FACETS, filterChips, hasClientSideFilters, rangeText, resultCountText } from './filterText';
import { draftToFilters } from './FilterPanel';
import catalogueHindi from '../hi';
import galleryHindi from './hi';
import { addEntries, resetI18nState, setLanguage } from '../../../lib/i18n/translate';

const f = (over: Partial<CatalogueFilters>): CatalogueFilters => ({ ...defaultFilters(), ...over });

describe('gallery filter wording', () => {
  it("every facet's first option reads 'All …'", () => {
    expect(FACETS.map((facet) => facet.all)).toEqual([
      'All Categories',
      'All Fabric Types',
      'All Stitching Types',
      'All Patterns',
      'All Embellishments',
      'All Statuses',
      'All Colours',
      'All Product Types',
    ]);
  });

  it('ranges are client-side filters; facets are not', () => {
    expect(hasClientSideFilters(f({ category: 'Blouse', featuredProduct: 'true' }))).toBe(false);
    expect(hasClientSideFilters(f({ tailorPrice: [500, 10000] }))).toBe(true);
    expect(hasClientSideFilters(f({ readyMadePrice: [0, 4000] }))).toBe(true);
    expect(hasClientSideFilters(f({ discount: [10, 100] }))).toBe(true);
  });

  it('writes ranges in rupees with the open top end', () => {
    expect(rangeText([500, 10000], 'rupees', 10000)).toBe('₹500 – ₹10,000+');
    expect(rangeText([0, 2500], 'rupees', 10000)).toBe('₹0 – ₹2,500');
    expect(rangeText([10, 50], 'percent', 100)).toBe('10% – 50%');
  });

  it('one removable chip per active filter', () => {
    const filters = f({ category: 'Saree', customizationAvailable: 'false', tailorPrice: [1000, 5000] });
    const chips = filterChips(filters);
    expect(chips.map((c) => c.label)).toEqual(['Category: Saree', 'Not customisable', 'Tailor-made price: ₹1,000 – ₹5,000']);
    expect(chips[0].without.category).toBe('');
    expect(chips[2].without.tailorPrice).toEqual([0, 10000]);
    expect(chips[2].without.category).toBe('Saree');
    expect(filterChips(defaultFilters())).toEqual([]);
  });

  it('the count is exact with facets only (server count)', () => {
    expect(resultCountText({ shown: 12, scanned: 13, total: 41, hasMore: true, clientSideFilters: false })).toBe('41 designs');
    expect(resultCountText({ shown: 1, scanned: 1, total: 1, hasMore: false, clientSideFilters: false })).toBe('1 design');
    expect(resultCountText({ shown: 24, scanned: 24, total: null, hasMore: true, clientSideFilters: false })).toBe('Showing 24 designs');
  });

  it('with a range, the count never claims more than was checked', () => {
    expect(resultCountText({ shown: 7, scanned: 96, total: 120, hasMore: true, clientSideFilters: true })).toBe(
      '7 designs found so far (checked 96 of 120)',
    );
    expect(resultCountText({ shown: 9, scanned: 120, total: 120, hasMore: false, clientSideFilters: true })).toBe('9 designs');
  });

  it('names the text searched for', () => {
    expect(resultCountText({ shown: 12, scanned: 12, total: 12, hasMore: false, clientSideFilters: false, q: 'silk' })).toBe('12 designs for “silk”');
    expect(resultCountText({ shown: 0, scanned: 0, total: 0, hasMore: false, clientSideFilters: false, q: 'velvet' })).toBe('0 designs for “velvet”');
    expect(resultCountText({ shown: 3, scanned: 24, total: 30, hasMore: true, clientSideFilters: true, q: 'red silk' })).toBe(
      '3 designs for “red silk” found so far (checked 24 of 30)',
    );
  });

  it('draft bounds become valid filters: clamped, ordered, blanks are defaults', () => {
    const draft = {
      filters: f({ pattern: 'Floral' }),
      ranges: { tailorPrice: ['5000', '200'] as [string, string], readyMadePrice: ['', '99999'] as [string, string], discount: ['-5', 'abc'] as [string, string] },
    };
    const out = draftToFilters(draft);
    expect(out.pattern).toBe('Floral');
    expect(out.tailorPrice).toEqual([200, 5000]);
    expect(out.readyMadePrice).toEqual([0, 10000]);
    expect(out.discount).toEqual([0, 100]);
  });
});

describe('gallery filter wording in Hindi', () => {
  afterEach(() => resetI18nState());

  it('counts with the Hindi plural rules (0 and 1 singular) and puts the searched text first', () => {
    addEntries(catalogueHindi);
    addEntries(galleryHindi);
    setLanguage('hi');
    expect(resultCountText({ shown: 0, scanned: 5, total: 0, hasMore: false, clientSideFilters: false })).toBe('0 डिज़ाइन');
    expect(resultCountText({ shown: 1, scanned: 1, total: 1, hasMore: false, clientSideFilters: false, q: 'silk' })).toBe('“silk” के लिए 1 डिज़ाइन');
    expect(resultCountText({ shown: 24, scanned: 24, total: null, hasMore: true, clientSideFilters: false })).toBe('दिखाए जा रहे हैं: 24 डिज़ाइन');
    expect(resultCountText({ shown: 7, scanned: 96, total: 120, hasMore: true, clientSideFilters: true })).toBe('अब तक 7 डिज़ाइन मिले (120 में से 96 देखे गए)');
    expect(filterChips(f({ category: 'Blouse' })).map((c) => c.label)).toEqual(['कैटेगरी: ब्लाउज़']);
  });
});
