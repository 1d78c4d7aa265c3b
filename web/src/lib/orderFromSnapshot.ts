import type { DocumentData, DocumentSnapshot } from 'firebase/firestore';
import { orderFromData, type OrderRecord } from '@tailor/domain';

/** An order document (full SDK) as the domain's OrderRecord; null when it does not exist. */
export function orderFromSnapshot(snap: DocumentSnapshot<DocumentData>): OrderRecord | null {
  // A just-written order's server timestamps read as the local estimate until the server's answer.
  const data = snap.data({ serverTimestamps: 'estimate' });
  return data ? orderFromData(snap.id, data) : null;
}
