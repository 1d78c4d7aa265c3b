import { useEffect, useState } from 'react';
import type { Product } from '@tailor/domain';
import { searchProducts } from './data';
import { reportError } from '../../lib/reportError';

export type SearchState =
  | { status: 'idle' }
  | { status: 'searching'; term: string }
  | { status: 'done'; term: string; results: Product[] }
  | { status: 'error'; term: string };

export const SEARCH_DEBOUNCE_MS = 300;

/** Debounced product search (every word, anywhere in the product's search terms); `refresh` bumps to run the same term again. */
export function useProductSearch(term: string, refresh = 0): SearchState {
  const trimmed = term.trim();
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  useEffect(() => {
    if (!trimmed) return;
    let live = true;
    const timer = window.setTimeout(() => {
      setState({ status: 'searching', term: trimmed });
      searchProducts(trimmed).then(
        (results) => live && setState({ status: 'done', term: trimmed, results }),
        (error: unknown) => {
          reportError('Product search failed', error);
          if (live) setState({ status: 'error', term: trimmed });
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [trimmed, refresh]);
  if (!trimmed) return { status: 'idle' };
  // Until the debounced search for this term starts, show it as searching.
  if (state.status === 'idle' || state.term !== trimmed) return { status: 'searching', term: trimmed };
  return state;
}
