import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches, kept up to date (false where matchMedia is missing). */
export function useMediaQuery(queryText: string): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(queryText);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    [queryText],
  );
  const snapshot = () =>
    typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(queryText).matches;
  return useSyncExternalStore(subscribe, snapshot, () => false);
}

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
export const LARGE_SCREEN_QUERY = '(min-width: 1024px)';
