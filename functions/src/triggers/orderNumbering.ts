import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { assignOrderNumber } from './orderNumbers';

/** A new order gets the next sequential number (SS-1001, …) from counters/orders. */
export const orderNumbering = onDocumentCreated('orders/{orderId}', async (event) => {
  await assignOrderNumber(getFirestore(), event.params.orderId);
});
