import { usePages } from '../../lib/usePages';
import type { Feedback, FeedbackCursor, FeedbackPage } from './data';

export type PageFetcher = (size: number, after: FeedbackCursor | null) => Promise<FeedbackPage>;

export interface FeedbackPages {
  items: Feedback[];
  status: 'loading' | 'ready' | 'error';
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  /** Refetches from the start, keeping as many items as are shown now (and showing them until the answer). */
  reload: () => void;
}

/**
 * Pages of feedback: `pageSize` first, `pageSize` more per loadMore. `fetcher`
 * must be stable (useCallback) — a new fetcher starts over.
 */
export function useFeedbackPages(fetcher: PageFetcher | null, pageSize: number): FeedbackPages {
  let shown = 0;
  const pages = usePages(
    fetcher ? (after: FeedbackCursor | null) => (after ? fetcher(pageSize, after) : fetcher(Math.max(shown, pageSize), null)) : null,
    [fetcher, pageSize],
    { what: 'Failed to fetch feedback', whatMore: 'Failed to fetch feedback', keepPrevious: true },
  );
  shown = pages.items.length;
  return { items: pages.items, status: pages.status, hasMore: pages.hasMore, loadingMore: pages.loadingMore, loadMore: pages.loadMore, reload: pages.retry };
}
