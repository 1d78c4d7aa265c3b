import { useEffect, useState } from 'react';
import { useSession } from './session';

type Subscribe = (uid: string, onCount: (count: number) => void) => () => void;

/**
 * A live count for the signed-in user (cart items, unread notices), 0 when
 * signed out. `load` brings the subscription in lazily: the navigation bar is
 * on every page, and Firestore loads only once someone is signed in.
 */
export function useSignedInCount(load: () => Promise<Subscribe>): number {
  const { user } = useSession();
  const uid = user?.uid ?? null;
  const [state, setState] = useState<{ uid: string; count: number } | null>(null);

  useEffect(() => {
    if (!uid) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void load().then((subscribe) => {
      if (!cancelled) stop = subscribe(uid, (count) => setState({ uid, count }));
    });
    return () => {
      cancelled = true;
      stop?.();
    };
    // `load` is each caller's module-level function, so it never changes.
  }, [uid, load]);

  return uid && state?.uid === uid ? state.count : 0;
}
