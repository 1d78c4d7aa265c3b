import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { priceOrder } from './orderPricing';

/** A new order request gets its price snapshot, order number and first status from trusted code. */
export const orderCreated = onDocumentCreated('orders/{orderId}', async (event) => {
  await priceOrder(getFirestore(), event.params.orderId);
});
