/** The signed-in customer's order notices (users/{uid}/notifications), written by trusted code. */
import { collection, limit, onSnapshot, orderBy, query, serverTimestamp, where, writeBatch } from 'firebase/firestore';
import { timestampToMillis } from '@tailor/domain/sort';
import { db } from '../../../firebase/firestore';

export interface OrderNotice {
  id: string;
  orderId: string;
  orderNumber: string;
  /** Where the notice leads: its own `link` (a booking's is /book), else its order's page. */
  href: string;
  title: string;
  body: string;
  read: boolean;
  createdAt: Date | null;
}

const notices = (uid: string) => collection(db, 'users', uid, 'notifications');

export const NOTICES_SHOWN = 20;

export function watchNotices(uid: string, onData: (list: OrderNotice[]) => void, onError: (e: Error) => void): () => void {
  return onSnapshot(
    query(notices(uid), orderBy('createdAt', 'desc'), limit(NOTICES_SHOWN)),
    (snap) =>
      onData(
        snap.docs.map((d) => {
          const data = d.data();
          const ms = timestampToMillis(data.createdAt);
          return {
            id: d.id,
            orderId: String(data.orderId ?? ''),
            orderNumber: String(data.orderNumber ?? ''),
            href: typeof data.link === 'string' && data.link.startsWith('/') && !data.link.startsWith('//') ? data.link : `/orders/${String(data.orderId ?? '')}`,
            title: String(data.title ?? ''),
            body: String(data.body ?? ''),
            read: data.read === true,
            createdAt: ms === null ? null : new Date(ms),
          };
        }),
      ),
    onError,
  );
}

/** Live count of unread notices (at most 99 are counted). */
export function subscribeUnreadCount(uid: string, onCount: (n: number) => void): () => void {
  return onSnapshot(
    query(notices(uid), where('read', '==', false), limit(99)),
    (snap) => onCount(snap.size),
    () => onCount(0),
  );
}

/**
 * While a screen showing notices is open, marks them read as they arrive:
 * every unread notice (My orders lists them all), or those of one order (its
 * page). A batch per snapshot; a notice is sent once, and once read it leaves
 * the query. The rules let the owner set `read: true` and `readAt` only.
 */
export function markNoticesReadWhileShown(
  uid: string,
  orderId: string | null,
  onMarked: (ids: string[]) => void,
  onError: (e: unknown) => void,
): () => void {
  const sent = new Set<string>();
  const unread = orderId
    ? query(notices(uid), where('orderId', '==', orderId), where('read', '==', false), limit(99))
    : query(notices(uid), where('read', '==', false), limit(99));
  return onSnapshot(
    unread,
    (snap) => {
      const fresh = snap.docs.filter((d) => !sent.has(d.id));
      if (fresh.length === 0) return;
      const batch = writeBatch(db);
      for (const d of fresh) {
        sent.add(d.id);
        batch.update(d.ref, { read: true, readAt: serverTimestamp() });
      }
      onMarked(fresh.map((d) => d.id));
      batch.commit().catch((e: unknown) => {
        // Let a later snapshot try again.
        for (const d of fresh) sent.delete(d.id);
        onError(e);
      });
    },
    onError,
  );
}
