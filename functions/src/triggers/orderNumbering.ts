import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { shopSettings } from '../shopSettings';
import { assignOrderNumber } from './orderNumbers';

/** A new order gets the next sequential number (SS-1001, …) from counters/orders, with the shop's prefix. */
export const orderNumbering = onDocumentCreated('orders/{orderId}', async (event) => {
  const { orderNumberPrefix } = await shopSettings();
  await assignOrderNumber(getFirestore(), event.params.orderId, orderNumberPrefix);
});
