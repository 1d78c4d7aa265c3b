import { FieldValue, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { REGION } from '../config';
import { deliveredAtChange, moneyChange, revenueChange } from './statsOrderFields';

/**
 * Records `deliveredAt` on delivered orders, and `revenue`/`revenueAt` (cash
 * collected, by collection date) so the dashboard sums revenue with one
 * aggregation query, and keeps `money`/`moneyDue` following the price (the
 * orders list's "Balance due" filter). Reads the current document in a transaction (deliveries
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
    const update: Record<string, unknown> = {};
    const delivered = deliveredAtChange(data, Timestamp.fromDate(new Date(event.time)));
    if (delivered) update.deliveredAt = 'set' in delivered ? delivered.set : FieldValue.delete();
    const revenue = revenueChange({ ...data, ...(delivered && 'set' in delivered ? { deliveredAt: delivered.set } : {}) });
    if (revenue) Object.assign(update, 'set' in revenue ? revenue.set : { revenue: FieldValue.delete(), revenueAt: FieldValue.delete() });
    const money = moneyChange(data);
    if (money) Object.assign(update, money);
    if (Object.keys(update).length > 0) tx.update(ref, update);
  });
});
