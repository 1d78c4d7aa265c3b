import { useCallback, useEffect, useMemo, useState } from 'react';
import { catalogueQueryToSearchParams, type CatalogueQuery, type Product } from '@tailor/domain';
import { useServedGallery, type ServedGallery } from '../../lib/servedData';
import { useLoad } from '../../lib/useLoad';
import { pageMemory } from '../../lib/pageMemory';
import { reportError } from '../../lib/reportError';
import { countGalleryCandidates, fetchGalleryChunk, type GalleryCursor } from './data';

/** Matches wanted per load of the gallery. */
export const GALLERY_PAGE_SIZE = 12;

interface Results {
  products: Product[];
  cursor: GalleryCursor | null;
  hasMore: boolean;
  scanned: number;
}

/** Further pages loaded by "Load more" (or the infinite scroll) for one query. */
interface More {
  key: string;
  results: Results | null;
  loadingMore: boolean;
  moreFailed: boolean;
}

export interface Gallery {
  status: 'loading' | 'ready' | 'error';
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

// Results and counts per query (filters, text, sort), so Back shows them at once.
const memory = pageMemory<Results>();
const counts = pageMemory<number>();

export function clearGalleryMemory(): void {
  memory.clear();
  counts.clear();
}

function servedResults({ products, cursor, hasMore, scanned }: ServedGallery): Results {
  return { products, cursor, hasMore, scanned };
}

export function useGallery(catalogueQuery: CatalogueQuery): Gallery {
  const key = catalogueQueryToSearchParams(catalogueQuery).toString();
  // The first results of a server-rendered /gallery: shown as they are, not fetched again.
  const served = useServedGallery(key);
  const remembered = memory.get(key) ?? (served ? servedResults(served) : undefined);
  const knownCount = counts.get(key) ?? served?.total ?? undefined;

  // `catalogueQuery` is fully described by `key`.
  const first = useLoad(
    remembered ? null : () => fetchGalleryChunk(catalogueQuery, null, GALLERY_PAGE_SIZE).then((chunk): Results => ({ ...chunk })),
    [key],
    { initial: remembered, what: 'Loading designs failed', transition: true },
  );
  const count = useLoad(knownCount !== undefined ? null : () => countGalleryCandidates(catalogueQuery), [key], {
    initial: knownCount,
    what: 'Counting designs failed',
  });
  const [more, setMore] = useState<More | null>(null);
  const firstResults = first.data ?? null;
  const current: More = useMemo(
    () => (more?.key === key ? more : { key, results: firstResults, loadingMore: false, moreFailed: false }),
    [more, key, firstResults],
  );

  // What is on screen is remembered for the way back.
  useEffect(() => {
    if (current.results && memory.get(key) !== current.results) memory.set(key, current.results);
    if (count.data !== undefined && !counts.has(key)) counts.set(key, count.data);
  }, [key, current.results, count.data]);

  const loadMore = useCallback(() => {
    const results = current.results;
    if (!results || !results.hasMore || current.loadingMore) return;
    setMore({ ...current, loadingMore: true, moreFailed: false });
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
        setMore((m) => (m?.key === key ? { ...m, results: next, loadingMore: false } : m));
      },
      (error: unknown) => {
        reportError('Loading more designs failed', error);
        setMore((m) => (m?.key === key ? { ...m, loadingMore: false, moreFailed: true } : m));
      },
    );
  }, [current, catalogueQuery, key]);

  const retry = useCallback(() => {
    if (current.results) loadMore();
    else first.retry();
  }, [current.results, loadMore, first]);

  return {
    status: current.results ? 'ready' : first.status,
    products: current.results?.products ?? [],
    hasMore: current.results?.hasMore ?? false,
    scanned: current.results?.scanned ?? 0,
    total: count.data ?? null,
    loadingMore: current.loadingMore,
    moreFailed: current.moreFailed,
    loadMore,
    retry,
  };
}
