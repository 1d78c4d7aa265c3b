import { useEffect, useState } from 'react';
import { useSession } from '../auth/session';

/** Live number of items in the signed-in user's cart. */
export function useCartCount(): number {
  const { user } = useSession();
  const uid = user?.uid ?? null;
  const [state, setState] = useState<{ uid: string; count: number } | null>(null);

  useEffect(() => {
    if (!uid) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    // The navigation bar is on every page: Firestore loads only once someone is signed in.
    void import('./data').then(({ subscribeCartCount }) => {
      if (!cancelled) stop = subscribeCartCount(uid, (count) => setState({ uid, count }));
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [uid]);

  return uid && state?.uid === uid ? state.count : 0;
}
