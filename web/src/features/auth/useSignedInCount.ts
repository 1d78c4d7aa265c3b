import { useWatch } from '../../lib/useLoad';
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
  const count = useWatch<number>(
    uid
      ? (next, fail) => {
          let stop: (() => void) | undefined;
          let live = true;
          load().then((subscribe) => {
            if (live) stop = subscribe(uid, next);
          }, fail);
          return () => {
            live = false;
            stop?.();
          };
        }
      : null,
    // `load` is each caller's module-level function, so it never changes.
    [uid, load],
    { what: 'Loading a count failed' },
  );
  return uid ? (count.data ?? 0) : 0;
}
