import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { REGION } from '../config';
import { writeOrderNotices } from './orderNoticeWrites';

/** The customer hears of each change (in-app notice and e-mail), once per change. */
export const orderNotices = onDocumentWritten({ document: 'orders/{orderId}', region: REGION }, async (event) => {
  const after = event.data?.after;
  if (!after?.exists) return;
  await writeOrderNotices(getFirestore(), event.params.orderId, event.data?.before?.data(), after.data()!);
});
