import { useEffect, useState } from 'react';
import { useSession } from '../../auth/session';

/** Live number of unread order notices of the signed-in customer. */
export function useUnreadNotices(): number {
  const { user } = useSession();
  const uid = user?.uid ?? null;
  const [state, setState] = useState<{ uid: string; count: number } | null>(null);

  useEffect(() => {
    if (!uid) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    // On every page: Firestore and this listener load only once someone is signed in, after the first paint.
    void import('./data').then(({ subscribeUnreadCount }) => {
      if (!cancelled) stop = subscribeUnreadCount(uid, (count) => setState({ uid, count }));
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [uid]);

  return uid && state?.uid === uid ? state.count : 0;
}
