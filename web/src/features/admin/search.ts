/**
 * The admin's product search uses the storefront's search terms
 * (domain/src/search.ts): every word anywhere in name, category, fabric,
 * colour, work and tags, by prefix, plural and without accents. Firestore
 * matches the most selective word; the others are checked here.
 */
import { matchesQueryTerms, queryTerms, selectiveTerm, type Product } from '@tailor/domain';

export interface AdminSearch {
  /** The word Firestore matches with array-contains; null when the text has none. */
  indexedTerm: string | null;
  terms: string[];
}

export function adminSearch(text: string): AdminSearch {
  const terms = queryTerms(text);
  return { indexedTerm: selectiveTerm(terms), terms };
}

/** The products matching every word, by name, at most `max`. */
export function searchMatches(products: readonly Product[], terms: readonly string[], max: number): Product[] {
  return products
    .filter((p) => matchesQueryTerms(p, terms))
    .sort((a, b) => (a.productName ?? '').localeCompare(b.productName ?? ''))
    .slice(0, max);
}
