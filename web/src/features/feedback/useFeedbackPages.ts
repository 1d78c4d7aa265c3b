import { useCallback, useEffect, useRef, useState } from 'react';
import type { Feedback, FeedbackCursor, FeedbackPage } from './data';
import { reportError } from '../../lib/reportError';

export type PageFetcher = (size: number, after: FeedbackCursor | null) => Promise<FeedbackPage>;

export interface FeedbackPages {
  items: Feedback[];
  status: 'loading' | 'ready' | 'error';
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  /** Refetches from the start, keeping as many items as are shown now. */
  reload: () => void;
}

/**
 * Pages of feedback: `pageSize` first, `pageSize` more per loadMore. `fetcher`
 * must be stable (useCallback) — a new fetcher starts over.
 */
export function useFeedbackPages(fetcher: PageFetcher | null, pageSize: number): FeedbackPages {
  const [items, setItems] = useState<Feedback[]>([]);
  const [status, setStatus] = useState<FeedbackPages['status']>('loading');
  const [hasMore, setHasMore] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const cursor = useRef<FeedbackCursor | null>(null);
  const shown = useRef(pageSize);
  // Answers of superseded requests are dropped.
  const generation = useRef(0);
  const [reloadKey, setReloadKey] = useState(0);

  useEffect(() => {
    if (!fetcher) return;
    const mine = ++generation.current;
    fetcher(Math.max(shown.current, pageSize), null).then(
      (page) => {
        if (mine !== generation.current) return;
        cursor.current = page.cursor;
        shown.current = Math.max(page.items.length, pageSize);
        setItems(page.items);
        setHasMore(page.hasMore);
        setStatus('ready');
      },
      (error: unknown) => {
        if (mine !== generation.current) return;
        reportError('Failed to fetch feedback', error);
        setStatus('error');
      },
    );
  }, [fetcher, pageSize, reloadKey]);

  const loadMore = useCallback(() => {
    if (!fetcher) return;
    const mine = ++generation.current;
    setLoadingMore(true);
    fetcher(pageSize, cursor.current).then(
      (page) => {
        if (mine !== generation.current) return;
        cursor.current = page.cursor;
        setItems((prev) => {
          const seen = new Set(prev.map((f) => f.id));
          const next = [...prev, ...page.items.filter((f) => !seen.has(f.id))];
          shown.current = next.length;
          return next;
        });
        setHasMore(page.hasMore);
        setLoadingMore(false);
      },
      (error: unknown) => {
        if (mine !== generation.current) return;
        reportError('Failed to fetch feedback', error);
        setLoadingMore(false);
      },
    );
  }, [fetcher, pageSize]);

  const reload = useCallback(() => setReloadKey((k) => k + 1), []);

  return { items, status, hasMore, loadingMore, loadMore, reload };
}
