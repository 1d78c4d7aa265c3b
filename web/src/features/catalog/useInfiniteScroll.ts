import { useEffect, useRef } from 'react';

/** Spec section 9: a further page loads 500 ms after the sentinel becomes 10 % visible. */
export const LOAD_MORE_DELAY_MS = 500;
export const SENTINEL_THRESHOLD = 0.1;

/**
 * Calls `onLoadMore` LOAD_MORE_DELAY_MS after the returned ref's element becomes
 * SENTINEL_THRESHOLD visible. The observer is renewed when `itemCount` changes, so a
 * sentinel still in view after a page arrives asks for the next one.
 */
export function useInfiniteScroll<T extends Element>(onLoadMore: () => void, enabled: boolean, itemCount: number) {
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
        if (timer !== undefined || !entries.some((entry) => entry.isIntersecting)) return;
        timer = setTimeout(() => {
          timer = undefined;
          callback.current();
        }, LOAD_MORE_DELAY_MS);
      },
      { threshold: SENTINEL_THRESHOLD },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [enabled, itemCount]);

  return ref;
}
