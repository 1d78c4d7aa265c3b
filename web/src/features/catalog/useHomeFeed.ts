import { useCallback, useMemo, useState } from 'react';
import { pageMemory } from '../../lib/pageMemory';
import { reportError } from '../../lib/reportError';
import { fromSteps, useWatch } from '../../lib/useLoad';
import type { Product, SortOption } from '@tailor/domain';
import { useServedHome, type ServedHome } from '../../lib/servedData';
import { fetchHomePage, fetchHomePageFromCache, type GalleryCursor, type HomeView } from './data';

export interface FeedData {
  products: Product[];
  cursor: GalleryCursor | null;
  hasMore: boolean;
  /** Shown from the local cache while the server's answer is on its way. */
  fromCache: boolean;
}

export interface HomeFeed {
  status: 'loading' | 'ready' | 'error';
  products: Product[];
  hasMore: boolean;
  loadingMore: boolean;
  /** Loading a further page failed (the loaded ones stay). */
  moreFailed: boolean;
  loadMore: () => void;
  retry: () => void;
}

/** Further pages loaded by "Load more" (or the infinite scroll) for one view and sort. */
interface More {
  key: string;
  data: FeedData | null;
  loadingMore: boolean;
  moreFailed: boolean;
}

/** Loaded pages per view and sort, so coming back to the home page shows the same products at once (and the saved scroll position can be restored). */
const loaded = pageMemory<FeedData>();

/** Test hook: forget every loaded page. */
export function clearHomeFeedMemory(): void {
  loaded.clear();
}

export function feedKey(view: HomeView, sort: SortOption): string {
  return `${view}|${sort}`;
}

function servedFeed({ products, cursor, hasMore }: ServedHome): FeedData {
  return { products, cursor, hasMore, fromCache: false };
}

function merge(current: Product[], next: Product[]): Product[] {
  const seen = new Set(current.map((p) => p.id));
  return [...current, ...next.filter((p) => !seen.has(p.id))];
}

/**
 * The home grid's products, 12 at a time. `minCount` asks the first load to
 * fetch pages until at least that many products are shown (restoring a saved
 * scroll position after a reload).
 */
export function useHomeFeed(view: HomeView, sort: SortOption, minCount = 0): HomeFeed {
  const key = feedKey(view, sort);
  // The first page of a server-rendered `/`: shown as it is, not fetched again.
  const served = useServedHome(key);
  const remembered = loaded.get(key) ?? (served && minCount <= served.products.length ? servedFeed(served) : undefined);

  // The locally cached first page shows at once; the server's pages replace it (a failure then leaves the cached copy up).
  // minCount only matters for the first load of a key.
  const first = useWatch<FeedData>(
    remembered
      ? null
      : fromSteps(async (next, live) => {
          const cached = await fetchHomePageFromCache(view, sort);
          if (cached) next({ ...cached, fromCache: true });
          try {
            let page = await fetchHomePage(view, sort, null);
            let products = page.products;
            while (page.hasMore && products.length < minCount && live()) {
              page = await fetchHomePage(view, sort, page.cursor);
              products = merge(products, page.products);
            }
            if (!live()) return;
            const data: FeedData = { products, cursor: page.cursor, hasMore: page.hasMore, fromCache: false };
            loaded.set(key, data);
            next(data);
          } catch (error) {
            if (!cached) throw error;
            reportError('Loading products failed', error);
          }
        }),
    [key],
    { initial: remembered, what: 'Loading products failed', transition: true },
  );
  const [more, setMore] = useState<More | null>(null);
  const firstData = first.data ?? null;
  const current: More = useMemo(
    () => (more?.key === key ? more : { key, data: firstData, loadingMore: false, moreFailed: false }),
    [more, key, firstData],
  );

  const loadMore = useCallback(() => {
    const data = current.data;
    if (!data || !data.hasMore || current.loadingMore) return;
    setMore({ ...current, loadingMore: true, moreFailed: false });
    fetchHomePage(view, sort, data.cursor).then(
      (page) => {
        const next: FeedData = {
          products: merge(data.products, page.products),
          cursor: page.cursor ?? data.cursor,
          hasMore: page.hasMore,
          fromCache: false,
        };
        loaded.set(key, next);
        setMore((m) => (m?.key === key ? { ...m, data: next, loadingMore: false } : m));
      },
      (error: unknown) => {
        reportError('Loading more products failed', error);
        setMore((m) => (m?.key === key ? { ...m, loadingMore: false, moreFailed: true } : m));
      },
    );
  }, [current, key, view, sort]);

  const retry = useCallback(() => {
    if (current.data) loadMore();
    else first.retry();
  }, [current.data, loadMore, first]);

  return {
    status: current.data ? 'ready' : first.status,
    products: current.data?.products ?? [],
    hasMore: current.data?.hasMore ?? false,
    loadingMore: current.loadingMore,
    moreFailed: current.moreFailed,
    loadMore,
    retry,
  };
}
