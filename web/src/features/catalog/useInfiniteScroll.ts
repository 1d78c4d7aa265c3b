import { useEffect, useRef } from 'react';

/** Spec section 9: a further page loads 500 ms after the sentinel becomes 10 % visible. */
export const LOAD_MORE_DELAY_MS = 500;
export const SENTINEL_THRESHOLD = 0.1;
/**
 * The observed area reaches far above the viewport, so a sentinel the shopper
 * has flicked past (it went from below to above the screen between two frames,
 * never "visible") still counts as reached.
 */
export const SENTINEL_ROOT_MARGIN = '100000px 0px 0px 0px';

/**
 * Calls `onLoadMore` LOAD_MORE_DELAY_MS after the returned ref's element is
 * reached: in view, or scrolled past. The observer is renewed whenever
 * `armKey` or `enabled` changes (give it the view, sort and item count): a new
 * observer reports the sentinel's position at once, so one still in view after
 * a page arrives, or after a sort change, asks for the next page.
 */
export function useInfiniteScroll<T extends Element>(onLoadMore: () => void, enabled: boolean, armKey: string | number) {
  const ref = useRef<T>(null);
  const callback = useRef(onLoadMore);
  useEffect(() => {
    callback.current = onLoadMore;
  });

  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const reached = entries[entries.length - 1]?.isIntersecting ?? false;
        if (!reached) {
          // Scrolled back up before the delay ran out: no load.
          if (timer !== undefined) clearTimeout(timer);
          timer = undefined;
          return;
        }
        if (timer !== undefined) return;
        timer = setTimeout(() => {
          timer = undefined;
          callback.current();
        }, LOAD_MORE_DELAY_MS);
      },
      { threshold: SENTINEL_THRESHOLD, rootMargin: SENTINEL_ROOT_MARGIN },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [enabled, armKey]);

  return ref;
}
