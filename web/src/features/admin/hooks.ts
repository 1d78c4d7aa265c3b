import type { Product } from '@tailor/domain';
import { useWatch } from '../../lib/useLoad';
import { searchProducts } from './data';

export type SearchState =
  | { status: 'idle' }
  | { status: 'searching'; term: string }
  | { status: 'done'; term: string; results: Product[] }
  | { status: 'error'; term: string };

export const SEARCH_DEBOUNCE_MS = 300;

/** Debounced product search (every word, anywhere in the product's search terms); `refresh` bumps to run the same term again. */
export function useProductSearch(term: string, refresh = 0): SearchState {
  const trimmed = term.trim();
  // Typing on within the pause cancels the timer: only the term the admin stopped at is searched.
  const search = useWatch<Product[]>(
    trimmed
      ? (next, fail) => {
          const timer = window.setTimeout(() => void searchProducts(trimmed).then(next, fail), SEARCH_DEBOUNCE_MS);
          return () => window.clearTimeout(timer);
        }
      : null,
    [trimmed, refresh],
    { what: 'Product search failed' },
  );
  if (!trimmed) return { status: 'idle' };
  if (search.status === 'ready') return { status: 'done', term: trimmed, results: search.data };
  if (search.status === 'error') return { status: 'error', term: trimmed };
  return { status: 'searching', term: trimmed };
}
