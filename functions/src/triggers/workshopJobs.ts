import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { REGION } from '../config';
import { syncOrderJobs } from '../workshop/jobSync';

/** An order's change (confirmed, new date, cancelled…) reaches its workshop jobs. */
export const workshopJobsOnOrder = onDocumentWritten({ document: 'orders/{orderId}', region: REGION }, async (event) => {
  await syncOrderJobs(getFirestore(), event.params.orderId);
});

/** The admin's choice of tailor reaches the order's jobs. */
export const workshopJobsOnAssignment = onDocumentWritten({ document: 'tailorAssignments/{orderId}', region: REGION }, async (event) => {
  await syncOrderJobs(getFirestore(), event.params.orderId);
});
