import { startTransition, useCallback, useEffect, useState } from 'react';
import { catalogueQueryToSearchParams, type CatalogueQuery, type Product } from '@tailor/domain';
import { useServedGallery, type ServedGallery } from '../../lib/servedData';
import { countGalleryCandidates, fetchGalleryChunk, type GalleryCursor } from './data';

/** Matches wanted per load of the gallery. */
export const GALLERY_PAGE_SIZE = 12;

interface Results {
  products: Product[];
  cursor: GalleryCursor | null;
  hasMore: boolean;
  scanned: number;
}

interface State {
  key: string;
  results: Results | null;
  status: 'loading' | 'ready' | 'error';
  loadingMore: boolean;
  moreFailed: boolean;
}

export interface Gallery {
  status: State['status'];
  products: Product[];
  hasMore: boolean;
  scanned: number;
  /** Products passing what the server applies (facets, one word of the text), counted by it; null until known. */
  total: number | null;
  loadingMore: boolean;
  moreFailed: boolean;
  loadMore: () => void;
  retry: () => void;
}

// Results per query (filters, text, sort), kept while the app is open so Back shows them at once.
const memory = new Map<string, Results>();
const counts = new Map<string, number>();

export function clearGalleryMemory(): void {
  memory.clear();
  counts.clear();
}

function initial(key: string, served: ServedGallery | undefined): State {
  const results = memory.get(key) ?? (served ? servedResults(served) : null);
  return { key, results, status: results ? 'ready' : 'loading', loadingMore: false, moreFailed: false };
}

function servedResults({ products, cursor, hasMore, scanned }: ServedGallery): Results {
  return { products, cursor, hasMore, scanned };
}

export function useGallery(catalogueQuery: CatalogueQuery): Gallery {
  const key = catalogueQueryToSearchParams(catalogueQuery).toString();
  // The first results of a server-rendered /gallery: shown as they are, not fetched again.
  const served = useServedGallery(key);
  const [state, setState] = useState<State>(() => initial(key, served));
  const [count, setCount] = useState<{ key: string; value: number | null }>(() => ({ key, value: counts.get(key) ?? served?.total ?? null }));
  const [attempt, setAttempt] = useState(0);
  const current = state.key === key ? state : initial(key, served);
  const total = count.key === key ? count.value : (counts.get(key) ?? served?.total ?? null);

  useEffect(() => {
    let cancelled = false;
    if (served && attempt === 0) {
      if (!memory.has(key)) memory.set(key, servedResults(served));
      if (served.total !== null && !counts.has(key)) counts.set(key, served.total);
    }
    if (!counts.has(key)) {
      countGalleryCandidates(catalogueQuery).then(
        (value) => {
          counts.set(key, value);
          if (!cancelled) setCount({ key, value });
        },
        (error: unknown) => console.warn('Counting designs failed', error),
      );
    }
    if (!memory.has(key)) {
      fetchGalleryChunk(catalogueQuery, null, GALLERY_PAGE_SIZE).then(
        (chunk) => {
          const results: Results = { ...chunk };
          memory.set(key, results);
          // A transition: drawing a page of cards yields to input instead of blocking the main thread.
          if (!cancelled) startTransition(() => setState({ key, results, status: 'ready', loadingMore: false, moreFailed: false }));
        },
        (error: unknown) => {
          console.error('Loading designs failed', error);
          if (!cancelled) setState({ key, results: null, status: 'error', loadingMore: false, moreFailed: false });
        },
      );
    }
    return () => {
      cancelled = true;
    };
    // `catalogueQuery` is fully described by `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const loadMore = useCallback(() => {
    const results = current.results;
    if (!results || !results.hasMore || current.loadingMore) return;
    setState({ ...current, loadingMore: true, moreFailed: false });
    fetchGalleryChunk(catalogueQuery, results.cursor, GALLERY_PAGE_SIZE).then(
      (chunk) => {
        const seen = new Set(results.products.map((p) => p.id));
        const next: Results = {
          products: [...results.products, ...chunk.products.filter((p) => !seen.has(p.id))],
          cursor: chunk.cursor ?? results.cursor,
          hasMore: chunk.hasMore,
          scanned: results.scanned + chunk.scanned,
        };
        memory.set(key, next);
        setState((s) => (s.key === key ? { ...s, results: next, loadingMore: false } : s));
      },
      (error: unknown) => {
        console.error('Loading more designs failed', error);
        setState((s) => (s.key === key ? { ...s, loadingMore: false, moreFailed: true } : s));
      },
    );
  }, [current, catalogueQuery, key]);

  const retry = useCallback(() => {
    if (current.results) {
      loadMore();
      return;
    }
    setState({ ...current, status: 'loading' });
    setAttempt((a) => a + 1);
  }, [current, loadMore]);

  return {
    status: current.status,
    products: current.results?.products ?? [],
    hasMore: current.results?.hasMore ?? false,
    scanned: current.results?.scanned ?? 0,
    total,
    loadingMore: current.loadingMore,
    moreFailed: current.moreFailed,
    loadMore,
    retry,
  };
}
