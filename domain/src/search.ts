/**
 * Text search over the catalogue without a search engine.
 *
 * Trusted code stores `searchTerms` on every product: the normalised words of
 * its name (and the owner's Hindi name, when given), category, fabric, colour,
 * work (embellishments, pattern, stitching) and tags, each word's prefixes
 * from three letters, and simple English singular and plural forms. A
 * shopper's text is normalised the same way and
 * Firestore matches ONE of its words with an indexed `array-contains`
 * (a query may hold only one array-contains); the other words are checked on
 * the client within the documents read. See README "Search".
 */
import { SORT_OPTIONS, isOneOf, type SortOption } from './options';
import {
  equalityFilters,
  filtersFromSearchParams,
  filtersToSearchParams,
  hasClientSideFilters,
  matchesFilters,
  type CatalogueFilters,
  type FilterableProduct,
  type QueryFilter,
} from './filter';

/** Shortest prefix stored: shorter ones would match most of the catalogue. */
export const MIN_PREFIX = 3;
/** Words longer than this are stored whole but their prefixes stop here. */
export const MAX_PREFIX = 20;
/** A product's words beyond this many are not indexed (tags are capped by the schema anyway). */
export const MAX_TERMS = 600;
/** The shopper's text: at most this many words count, and this many characters are read. */
export const MAX_QUERY_WORDS = 5;
export const MAX_QUERY_LENGTH = 100;
/** The URL key of the shopper's text and of the sort. */
export const SEARCH_PARAM = 'q';
export const SORT_PARAM = 'sort';

/**
 * Lower case, Latin accents folded (NFD, combining diacritics removed; the
 * vowel signs of Indian scripts are marks too and stay), split on anything
 * that is not a letter, mark or digit.
 */
export function normaliseWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]+/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
}

/** Hyphenated or apostrophe'd words also as one word: "Ready-made" → "readymade". */
function joinedWords(text: string): string[] {
  const out: string[] = [];
  for (const chunk of text.split(/\s+/)) {
    const parts = normaliseWords(chunk);
    if (parts.length > 1) out.push(parts.join(''));
  }
  return out;
}

const ES_AFTER = /(ss|x|z|ch|sh)es$/;

/** The singular of an English-looking plural, or null: "blouses" → "blouse", "dresses" → "dress", "accessories" → "accessory". */
export function singular(word: string): string | null {
  if (word.length < 4) return null;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (ES_AFTER.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return null;
}

/** The plural of a singular word, or null when it already looks plural: "saree" → "sarees", "dress" → "dresses". */
export function plural(word: string): string | null {
  // Digits, or letters other than a–z (a Hindi word): no English plural.
  if (word.length < 3 || /[^a-z]/.test(word) || /(ed|ing)$/.test(word)) return null;
  if (/(ss|x|z|ch|sh)$/.test(word)) return `${word}es`;
  if (word.endsWith('s')) return null;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

function addWord(out: Set<string>, word: string): void {
  if (word.length < 2) return;
  out.add(word);
  for (let n = MIN_PREFIX; n < Math.min(word.length, MAX_PREFIX + 1); n++) out.add(word.slice(0, n));
  const one = singular(word);
  if (one) out.add(one);
  const many = plural(word);
  if (many) out.add(many);
}

/** The fields a product's terms come from. */
export interface SearchableProduct {
  productName?: unknown;
  productNameHi?: unknown;
  category?: unknown;
  fabricType?: unknown;
  color?: unknown;
  pattern?: unknown;
  stitchingType?: unknown;
  embellishments?: unknown;
  tags?: unknown;
  seasonalTags?: unknown;
}

function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return [];
}

/**
 * The product's search terms, sorted and without repeats, so a stored list
 * can be compared with a fresh one to decide whether to write.
 */
export function searchTerms(product: SearchableProduct): string[] {
  const sources = [
    product.productName,
    product.productNameHi,
    product.category,
    product.fabricType,
    product.color,
    product.pattern,
    product.stitchingType,
    product.embellishments,
    product.tags,
    product.seasonalTags,
  ].flatMap(texts);
  const out = new Set<string>();
  for (const text of sources) {
    for (const word of [...normaliseWords(text), ...joinedWords(text)]) addWord(out, word);
  }
  return [...out].sort().slice(0, MAX_TERMS);
}

/** Whether a stored `searchTerms` value equals these terms (same order: both are sorted). */
export function sameTerms(stored: unknown, terms: readonly string[]): boolean {
  return Array.isArray(stored) && stored.length === terms.length && stored.every((t, i) => t === terms[i]);
}

/**
 * The shopper's words, normalised as the terms are: at most MAX_QUERY_WORDS,
 * without repeats, each at least 2 characters (single letters match nothing).
 */
export function queryTerms(q: string | null | undefined): string[] {
  if (!q) return [];
  const words = normaliseWords(q.slice(0, MAX_QUERY_LENGTH)).filter((w) => w.length >= 2);
  return [...new Set(words)].slice(0, MAX_QUERY_WORDS);
}

/** The shopper's text as kept in the URL: trimmed, single spaces, bounded. */
export function cleanQuery(q: string | null | undefined): string {
  return (q ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH);
}

/** Whether every word is one of the product's terms (the test Firestore makes for the indexed word). */
export function matchesQueryTerms(product: SearchableProduct, terms: readonly string[]): boolean {
  if (terms.length === 0) return true;
  const own = new Set(searchTerms(product));
  return terms.every((t) => own.has(t));
}

/**
 * The word Firestore matches: the longest (longer words are rarer, and the
 * short ones are prefixes of many words); ties go to the first typed.
 */
export function selectiveTerm(terms: readonly string[]): string | null {
  let best: string | null = null;
  for (const t of terms) if (best === null || t.length > best.length) best = t;
  return best;
}

/* ------------------------------------------------------------ the query */

/** What the gallery shows: the filters, the shopper's text and the sort; all of it lives in the URL. */
export interface CatalogueQuery {
  filters: CatalogueFilters;
  q: string;
  sort: SortOption;
}

export function catalogueQueryFromSearchParams(params: URLSearchParams): CatalogueQuery {
  const sort = params.get(SORT_PARAM);
  return {
    filters: filtersFromSearchParams(params),
    q: cleanQuery(params.get(SEARCH_PARAM)),
    sort: isOneOf(SORT_OPTIONS, sort) ? sort : 'newest',
  };
}

/** Only what differs from the defaults; the text first so addresses read naturally. */
export function catalogueQueryToSearchParams({ filters, q, sort }: CatalogueQuery): URLSearchParams {
  const params = new URLSearchParams();
  const text = cleanQuery(q);
  if (text) params.set(SEARCH_PARAM, text);
  for (const [key, value] of filtersToSearchParams(filters)) params.set(key, value);
  if (sort !== 'newest') params.set(SORT_PARAM, sort);
  return params;
}

export type SortField = 'createdAt' | 'rating' | 'priceFrom';

/** The stored field and direction a sort orders by (rating and priceFrom are kept by trusted code). */
export function sortOrder(sort: SortOption): { field: SortField; direction: 'asc' | 'desc' } {
  switch (sort) {
    case 'rating':
      return { field: 'rating', direction: 'desc' };
    case 'price-asc':
      return { field: 'priceFrom', direction: 'asc' };
    case 'price-desc':
      return { field: 'priceFrom', direction: 'desc' };
    default:
      return { field: 'createdAt', direction: 'desc' };
  }
}

export type QueryClause = readonly [field: string, op: '==' | 'array-contains', value: string | boolean];

export interface CataloguePlan {
  /** Firestore where clauses. */
  where: QueryClause[];
  orderBy: { field: SortField; direction: 'asc' | 'desc' };
  /** The words of the text, all of which a product must match. */
  terms: string[];
  /** The one Firestore matches, null without text. */
  indexedTerm: string | null;
  /** Whether some condition is checked on the client, so a page of documents may hold fewer matches. */
  clientSide: boolean;
}

/**
 * How a gallery query runs. Firestore takes the facets as equality clauses,
 * the most selective word as `searchTerms array-contains`, and the sort.
 * Firestore allows one array-contains per query, so with text the
 * embellishment filter (itself an array-contains) moves to the client with
 * the price and discount ranges and the other words (matchesCatalogueQuery).
 */
export function cataloguePlan({ filters, q, sort }: CatalogueQuery): CataloguePlan {
  const terms = queryTerms(q);
  const indexedTerm = selectiveTerm(terms);
  const facets: QueryFilter[] = equalityFilters(filters);
  const where: QueryClause[] = [];
  for (const [field, value] of facets) {
    if (field === 'embellishments') {
      if (indexedTerm === null) where.push([field, 'array-contains', value]);
    } else {
      where.push([field, '==', value]);
    }
  }
  if (indexedTerm !== null) where.push(['searchTerms', 'array-contains', indexedTerm]);
  const clientSide = hasClientSideFilters(filters) || terms.length > 1 || (indexedTerm !== null && filters.embellishment !== '');
  return { where, orderBy: sortOrder(sort), terms, indexedTerm, clientSide };
}

/** The whole query checked on one product: filters and every word. */
export function matchesCatalogueQuery(
  product: FilterableProduct & SearchableProduct,
  filters: CatalogueFilters,
  terms: readonly string[],
): boolean {
  return matchesFilters(product, filters) && matchesQueryTerms(product, terms);
}
