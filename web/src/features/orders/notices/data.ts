/** The signed-in customer's order notices (users/{uid}/notifications), written by trusted code. */
import { collection, doc, limit, onSnapshot, orderBy, query, serverTimestamp, updateDoc, where } from 'firebase/firestore';
import { timestampToMillis } from '@tailor/domain/sort';
import { db } from '../../../firebase/firestore';

export interface OrderNotice {
  id: string;
  orderId: string;
  orderNumber: string;
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

export function markNoticeRead(uid: string, id: string): Promise<void> {
  return updateDoc(doc(notices(uid), id), { read: true, readAt: serverTimestamp() });
}
