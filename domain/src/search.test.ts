import { describe, expect, it } from 'vitest';
import { defaultFilters } from './filter';
import {
  MAX_QUERY_WORDS,
  MAX_TERMS,
  catalogueQueryFromSearchParams,
  catalogueQueryToSearchParams,
  cataloguePlan,
  cleanQuery,
  matchesCatalogueQuery,
  matchesQueryTerms,
  normaliseWords,
  plural,
  queryTerms,
  sameTerms,
  searchTerms,
  selectiveTerm,
  singular,
} from './search';

const lehenga = {
  productName: 'Maroon Banarasi Silk Lehenga',
  category: 'Lehenga',
  fabricType: 'Silk',
  color: 'Royal Blue',
  pattern: 'Polka Dots',
  stitchingType: 'Hand Stitching',
  embellishments: ['Zari Work', 'Embroidery'],
  tags: ['bridal', 'Crêpe-de-chine'],
  seasonalTags: ['Wedding'],
};

const blouse = { productName: 'Classic Cotton Blouse', category: 'Blouse', fabricType: 'Cotton', color: 'Red', dress: 'x' };

const matches = (product: object, q: string) => matchesQueryTerms(product, queryTerms(q));

describe('normaliseWords', () => {
  it('lower-cases, folds accents and splits on punctuation', () => {
    expect(normaliseWords('Crêpe-de-Chine, ZARI/work!  Éte')).toEqual(['crepe', 'de', 'chine', 'zari', 'work', 'ete']);
  });
  it('keeps letters of other scripts and digits', () => {
    expect(normaliseWords('साड़ी 3/4 sleeve')).toEqual(['साड़ी'.normalize('NFD'), '3', '4', 'sleeve']);
  });
});

describe('singular and plural', () => {
  it.each([
    ['blouses', 'blouse'],
    ['dresses', 'dress'],
    ['accessories', 'accessory'],
    ['dots', 'dot'],
    ['lehengas', 'lehenga'],
  ])('%s → %s', (many, one) => {
    expect(singular(many)).toBe(one);
  });
  it('leaves words that only look plural alone', () => {
    expect(singular('dress')).toBeNull();
    expect(singular('lotus')).toBeNull();
    expect(singular('gas')).toBeNull();
  });
  it('makes plurals of nouns, not of participles or plurals', () => {
    expect(plural('saree')).toBe('sarees');
    expect(plural('dress')).toBe('dresses');
    expect(plural('accessory')).toBe('accessories');
    expect(plural('embroidered')).toBeNull();
    expect(plural('blouses')).toBeNull();
  });
});

describe('searchTerms', () => {
  const terms = searchTerms(lehenga);
  it('holds every word of name, category, fabric, colour, work and tags', () => {
    for (const word of ['maroon', 'banarasi', 'silk', 'lehenga', 'royal', 'blue', 'polka', 'dots', 'hand', 'stitching', 'zari', 'work', 'embroidery', 'bridal', 'wedding']) {
      expect(terms).toContain(word);
    }
  });
  it('holds prefixes from three letters, and singular and plural forms', () => {
    expect(terms).toEqual(expect.arrayContaining(['ban', 'bana', 'banar', 'leh', 'dot', 'lehengas', 'silks']));
    expect(terms).not.toContain('ba');
  });
  it('holds hyphenated words joined and apart, accents folded', () => {
    expect(terms).toEqual(expect.arrayContaining(['crepe', 'chine', 'crepedechine', 'de']));
    expect(terms.every((t) => /^[a-z0-9]+$/.test(t))).toBe(true);
  });
  it('is sorted and unique, so the same product always gives the same list', () => {
    expect([...terms].sort()).toEqual(terms);
    expect(new Set(terms).size).toBe(terms.length);
    expect(searchTerms({ ...lehenga })).toEqual(terms);
    expect(sameTerms(terms, searchTerms(lehenga))).toBe(true);
    expect(sameTerms([...terms].reverse(), terms)).toBe(false);
    expect(sameTerms(undefined, terms)).toBe(false);
  });
  it('ignores fields of the wrong type and other fields', () => {
    expect(searchTerms({ productName: 42, tags: ['ok', 7, null], category: { a: 1 } })).toEqual(['ok']);
    expect(searchTerms(blouse)).not.toContain('dress');
  });
  it('is bounded for a product with many long tags', () => {
    const tags = Array.from({ length: 30 }, (_, i) => `verylongtagword${i}abcdefghijklmnopqrst extra${i}`);
    expect(searchTerms({ ...lehenga, tags }).length).toBeLessThanOrEqual(MAX_TERMS);
  });
});

describe("the owner's Hindi name", () => {
  const hindi = { ...lehenga, productNameHi: 'मैरून बनारसी सिल्क लहंगा' };
  const terms = searchTerms(hindi);
  it('adds its words and their prefixes, and no English plural of them', () => {
    const lehengaHi = 'लहंगा'.normalize('NFD');
    expect(terms).toEqual(expect.arrayContaining([lehengaHi, lehengaHi.slice(0, 3), 'बनारसी'.normalize('NFD')]));
    expect(terms).not.toContain(`${lehengaHi}s`);
    expect(plural(lehengaHi)).toBeNull();
    expect(terms).toEqual(expect.arrayContaining(searchTerms(lehenga)));
  });
  it('is found by a Hindi word, with or without the nukta composed, and by English words as before', () => {
    expect(matches(hindi, 'लहंगा')).toBe(true);
    expect(matches(hindi, 'बनारसी लहंगा')).toBe(true);
    expect(matches({ ...blouse, productNameHi: 'ज़री ब्लाउज़' }, '\u091C\u093C\u0930\u0940')).toBe(true);
    expect(matches({ ...blouse, productNameHi: 'ज़री ब्लाउज़' }, '\u095B\u0930\u0940')).toBe(true);
    expect(matches(hindi, 'banarasi')).toBe(true);
    expect(matches(lehenga, 'लहंगा')).toBe(false);
  });
});

describe('queryTerms', () => {
  it('normalises as the terms are, drops single letters and repeats', () => {
    expect(queryTerms('  Silk  SILK a Bénarasi ')).toEqual(['silk', 'benarasi']);
  });
  it('reads at most a few words of a bounded text', () => {
    expect(queryTerms('one two three four five six seven')).toHaveLength(MAX_QUERY_WORDS);
    expect(queryTerms(`${'x'.repeat(200)} silk`)).toEqual(['x'.repeat(100)]);
    expect(queryTerms('')).toEqual([]);
    expect(queryTerms(null)).toEqual([]);
    expect(queryTerms('!!! --')).toEqual([]);
  });
  it('cleanQuery keeps the text as typed, tidied', () => {
    expect(cleanQuery('  red   silk \n')).toBe('red silk');
  });
});

describe('matching', () => {
  it('finds words anywhere, by prefix, plural and accent-insensitively', () => {
    expect(matches(lehenga, 'bana')).toBe(true);
    expect(matches(lehenga, 'BANARASI lehengas')).toBe(true);
    expect(matches(lehenga, 'zari')).toBe(true);
    expect(matches(lehenga, 'dot')).toBe(true);
    expect(matches(lehenga, 'crêpe')).toBe(true);
    expect(matches(blouse, 'blouses')).toBe(true);
    expect(matches({ ...blouse, productName: 'Party Dress', category: 'Dress' }, 'dresses')).toBe(true);
  });
  it('needs every word', () => {
    expect(matches(lehenga, 'silk cotton')).toBe(false);
    expect(matches(blouse, 'banarasi')).toBe(false);
    expect(matches(blouse, 'bl')).toBe(false);
  });
  it('an empty text matches everything', () => {
    expect(matches(blouse, '  ')).toBe(true);
  });
});

describe('the catalogue query', () => {
  it('reads text, filters and sort from the URL and writes back only what differs', () => {
    const params = new URLSearchParams('q=%20red%20%20silk&category=Saree&sort=price-asc&tailorMax=2000');
    const query = catalogueQueryFromSearchParams(params);
    expect(query.q).toBe('red silk');
    expect(query.sort).toBe('price-asc');
    expect(query.filters.category).toBe('Saree');
    expect(catalogueQueryToSearchParams(query).toString()).toBe('q=red+silk&category=Saree&tailorMax=2000&sort=price-asc');
    expect(catalogueQueryFromSearchParams(new URLSearchParams('sort=cheapest')).sort).toBe('newest');
    expect(catalogueQueryToSearchParams({ filters: defaultFilters(), q: ' ', sort: 'newest' }).toString()).toBe('');
  });

  it('without text: facets as equality, the embellishment as array-contains, the sort', () => {
    const filters = { ...defaultFilters(), category: 'Saree' as const, embellishment: 'Sequin' as const };
    const plan = cataloguePlan({ filters, q: '', sort: 'rating' });
    expect(plan.where).toEqual([
      ['category', '==', 'Saree'],
      ['embellishments', 'array-contains', 'Sequin'],
    ]);
    expect(plan.orderBy).toEqual({ field: 'rating', direction: 'desc' });
    expect(plan.indexedTerm).toBeNull();
    expect(plan.clientSide).toBe(false);
  });

  it('with text: the longest word in Firestore, the rest and the embellishment on the client', () => {
    const filters = { ...defaultFilters(), color: 'Red' as const, embellishment: 'Sequin' as const };
    const plan = cataloguePlan({ filters, q: 'red banarasi silk', sort: 'price-desc' });
    expect(plan.where).toEqual([
      ['color', '==', 'Red'],
      ['searchTerms', 'array-contains', 'banarasi'],
    ]);
    // Firestore allows one array-contains per query.
    expect(plan.where.filter(([, op]) => op === 'array-contains')).toHaveLength(1);
    expect(plan.terms).toEqual(['red', 'banarasi', 'silk']);
    expect(plan.orderBy).toEqual({ field: 'priceFrom', direction: 'desc' });
    expect(plan.clientSide).toBe(true);
  });

  it('one word and no range: every document read is a match', () => {
    const plan = cataloguePlan({ filters: defaultFilters(), q: 'silk', sort: 'newest' });
    expect(plan.where).toEqual([['searchTerms', 'array-contains', 'silk']]);
    expect(plan.orderBy).toEqual({ field: 'createdAt', direction: 'desc' });
    expect(plan.clientSide).toBe(false);
    expect(cataloguePlan({ filters: { ...defaultFilters(), discount: [10, 100] }, q: 'silk', sort: 'newest' }).clientSide).toBe(true);
  });

  it('selectiveTerm takes the longest word, the first on a tie', () => {
    expect(selectiveTerm(['red', 'silk', 'saree'])).toBe('saree');
    expect(selectiveTerm(['silk', 'zari'])).toBe('silk');
    expect(selectiveTerm([])).toBeNull();
  });

  it('the client check applies filters and every word', () => {
    const product = { ...lehenga, embellishments: ['Sequin'], color: 'Red' };
    const filters = { ...defaultFilters(), embellishment: 'Sequin' as const };
    expect(matchesCatalogueQuery(product, filters, ['banarasi', 'silk'])).toBe(true);
    expect(matchesCatalogueQuery(product, filters, ['banarasi', 'cotton'])).toBe(false);
    expect(matchesCatalogueQuery({ ...product, embellishments: [] }, filters, ['banarasi'])).toBe(false);
  });
});
