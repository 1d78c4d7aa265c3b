/** The customer's answer to a fit approval: approve (→ ready) or ask for an alteration (→ stitching). */
import { doc, updateDoc } from 'firebase/firestore';
import { db } from '../../firebase/firestore';
import { orderMovePayload } from '../../lib/orderWrites';

export function approveFit(orderId: string, uid: string): Promise<void> {
  return updateDoc(doc(db, 'orders', orderId), orderMovePayload('approve', 'ready', uid));
}

export function askForAlteration(orderId: string, uid: string, note: string): Promise<void> {
  return updateDoc(doc(db, 'orders', orderId), orderMovePayload('alter', 'stitching', uid, { note }));
}
