import { startTransition, useCallback, useEffect, useState } from 'react';
import type { Product, SortOption } from '@tailor/domain';
import { fetchHomePage, fetchHomePageFromCache, type HomeView, type ProductCursor } from './data';

export interface FeedData {
  products: Product[];
  cursor: ProductCursor | null;
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

interface State {
  key: string;
  data: FeedData | null;
  status: HomeFeed['status'];
  loadingMore: boolean;
  moreFailed: boolean;
}

/**
 * Loaded pages per view and sort, kept for the life of the page so that coming
 * back to the home page shows the same products at once (and the saved scroll
 * position can be restored).
 */
const loaded = new Map<string, FeedData>();

/** Test hook: forget every loaded page. */
export function clearHomeFeedMemory(): void {
  loaded.clear();
}

function feedKey(view: HomeView, sort: SortOption): string {
  return `${view}|${sort}`;
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
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>(() => initialState(key));

  // Another view or sort: start from what is remembered for it.
  const current: State = state.key === key ? state : initialState(key);

  useEffect(() => {
    if (loaded.has(key) && !loaded.get(key)!.fromCache) return;
    let cancelled = false;
    const apply = (update: (s: State) => State) => {
      // A transition: drawing a page of cards yields to input instead of blocking the main thread.
      if (!cancelled) startTransition(() => setState((s) => update(s.key === key ? s : initialState(key))));
    };

    void (async () => {
      const cached = await fetchHomePageFromCache(view, sort);
      if (cached && !cancelled) {
        apply((s) => (s.data && !s.data.fromCache ? s : { ...s, data: { ...cached, fromCache: true }, status: 'ready' }));
      }
      try {
        let page = await fetchHomePage(view, sort, null);
        let products = page.products;
        while (page.hasMore && products.length < minCount && !cancelled) {
          page = await fetchHomePage(view, sort, page.cursor);
          products = merge(products, page.products);
        }
        const data: FeedData = { products, cursor: page.cursor, hasMore: page.hasMore, fromCache: false };
        if (cancelled) return;
        loaded.set(key, data);
        apply((s) => ({ ...s, data, status: 'ready', moreFailed: false }));
      } catch (error) {
        console.error('Loading products failed', error);
        apply((s) => (s.data ? s : { ...s, status: 'error' }));
      }
    })();
    return () => {
      cancelled = true;
    };
    // minCount only matters for the first load of a key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const loadMore = useCallback(() => {
    const data = current.data;
    if (!data || !data.hasMore || current.loadingMore || current.status !== 'ready') return;
    setState({ ...current, loadingMore: true, moreFailed: false });
    fetchHomePage(view, sort, data.cursor).then(
      (page) => {
        const next: FeedData = {
          products: merge(data.products, page.products),
          cursor: page.cursor ?? data.cursor,
          hasMore: page.hasMore,
          fromCache: false,
        };
        loaded.set(key, next);
        setState((s) => (s.key === key ? { ...s, data: next, loadingMore: false } : s));
      },
      (error: unknown) => {
        console.error('Loading more products failed', error);
        setState((s) => (s.key === key ? { ...s, loadingMore: false, moreFailed: true } : s));
      },
    );
  }, [current, key, view, sort]);

  const retry = useCallback(() => {
    setState({ ...current, status: current.data ? 'ready' : 'loading', moreFailed: false });
    if (current.data) loadMore();
    else setAttempt((a) => a + 1);
  }, [current, loadMore]);

  return {
    status: current.status,
    products: current.data?.products ?? [],
    hasMore: current.data?.hasMore ?? false,
    loadingMore: current.loadingMore,
    moreFailed: current.moreFailed,
    loadMore,
    retry,
  };
}

function initialState(key: string): State {
  const data = loaded.get(key) ?? null;
  return { key, data, status: data ? 'ready' : 'loading', loadingMore: false, moreFailed: false };
}
