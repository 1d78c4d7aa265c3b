import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { REGION } from '../config';
import { applyOrderStats } from '../stats/orderStats';

/**
 * The dashboard's aggregates follow every order write (create, move, payment,
 * delete). The handler recomputes from the order as stored, not from the
 * event, so repeated and out-of-order deliveries converge on exact figures.
 */
export const statsAggregates = onDocumentWritten({ document: 'orders/{orderId}', region: REGION }, async (event) => {
  await applyOrderStats(getFirestore(), event.params.orderId);
});
