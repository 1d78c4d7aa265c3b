import { FieldValue, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { REGION } from '../config';
import { deliveredAtChange } from './statsOrderFields';

/**
 * Records `deliveredAt` on delivered orders so the dashboard can sum today's revenue
 * with one aggregation query. Reads the current document in a transaction (deliveries
 * may repeat or arrive late) and writes only when the field must change.
 */
export const statsOrderDelivered = onDocumentWritten({ document: 'orders/{orderId}', region: REGION }, async (event) => {
  if (!event.data?.after?.exists) return;
  const db = getFirestore();
  const ref = db.collection('orders').doc(event.params.orderId);
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const data = snap.data();
    if (!data) return;
    const change = deliveredAtChange(data, Timestamp.fromDate(new Date(event.time)));
    if (!change) return;
    tx.update(ref, { deliveredAt: 'set' in change ? change.set : FieldValue.delete() });
  });
});
