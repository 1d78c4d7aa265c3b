import { useCallback, useMemo, useState, type DependencyList } from 'react';
import { reportError } from './reportError';
import { useLoad, type LoadOptions } from './useLoad';

/** One page of a list and where the next one starts. */
export interface Page<T, C> {
  items: T[];
  cursor: C | null;
  hasMore: boolean;
}

export interface Pages<T> {
  /** Of the first page: a failed "Load more" leaves the list `ready` and sets `moreFailed`. */
  status: 'loading' | 'ready' | 'error';
  items: T[];
  hasMore: boolean;
  loadingMore: boolean;
  moreFailed: boolean;
  loadMore: () => void;
  /** Reads the first page again (after a failure, or after a change made the list stale). */
  retry: () => void;
}

interface More<T, C> {
  /** The first page these further pages follow: a new first page (new deps, retry) starts over. */
  first: Page<T, C>;
  page: Page<T, C>;
  loadingMore: boolean;
  moreFailed: boolean;
}

/**
 * A paged list on top of `useLoad`: the first page is read when the deps
 * change, `loadMore` appends the next one (items already shown are not
 * repeated). `fetchPage(null)` reads the first page.
 */
export function usePages<T extends { id: string }, C>(
  fetchPage: ((cursor: C | null) => Promise<Page<T, C>>) | null,
  deps: DependencyList,
  options: LoadOptions<Page<T, C>> & { whatMore?: string } = {},
): Pages<T> {
  const first = useLoad(fetchPage ? () => fetchPage(null) : null, deps, options);
  const [more, setMore] = useState<More<T, C> | null>(null);
  const base = first.data;
  const current: More<T, C> | null = useMemo(
    () => (base ? (more?.first === base ? more : { first: base, page: base, loadingMore: false, moreFailed: false }) : null),
    [base, more],
  );
  const { whatMore = 'Loading more failed', onError } = options;

  const loadMore = useCallback(() => {
    if (!current || !fetchPage || !current.page.hasMore || current.loadingMore) return;
    const { first: from, page } = current;
    setMore({ ...current, loadingMore: true, moreFailed: false });
    fetchPage(page.cursor).then(
      (next) =>
        setMore((m) => {
          if (m?.first !== from) return m;
          const seen = new Set(m.page.items.map((i) => i.id));
          const items = [...m.page.items, ...next.items.filter((i) => !seen.has(i.id))];
          return { ...m, page: { items, cursor: next.cursor ?? m.page.cursor, hasMore: next.hasMore }, loadingMore: false };
        }),
      (error: unknown) => {
        reportError(whatMore, error);
        onError?.(error);
        setMore((m) => (m?.first === from ? { ...m, loadingMore: false, moreFailed: true } : m));
      },
    );
  }, [current, fetchPage, whatMore, onError]);

  return {
    status: first.status,
    items: current?.page.items ?? [],
    hasMore: current?.page.hasMore ?? false,
    loadingMore: current?.loadingMore ?? false,
    moreFailed: current?.moreFailed ?? false,
    loadMore,
    retry: first.retry,
  };
}
