/**
 * Keeps `jobs/{orderId}_{lineNo}` in step with an order and its tailor
 * assignment (domain/src/workshop.ts says what a job holds). Shared by the
 * jobs triggers and the seed.
 */
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { jobId, jobsForOrder, isJobStage, tailorAssignmentSchema, type JobFields, type JobStage, type TailorAssignment } from '@tailor/domain';

/** Order states after the workshop: the garment is made, so its jobs read done. */
const PAST_WORKSHOP = new Set(['ready', 'shipped', 'delivered']);

function readAssignment(data: Record<string, unknown> | undefined): TailorAssignment | null {
  const parsed = tailorAssignmentSchema.safeParse({ tailorUid: data?.tailorUid, tailorName: data?.tailorName });
  return parsed.success ? parsed.data : null;
}

function sameFields(stored: Record<string, unknown>, fields: JobFields): boolean {
  return (Object.keys(fields) as (keyof JobFields)[]).every((k) => JSON.stringify(stored[k] ?? null) === JSON.stringify(fields[k] ?? null));
}

/**
 * Writes the order's jobs in one transaction: new lines start at cutting, a
 * stored stage is kept (re-running never resets what the tailor set) except
 * that an order past the workshop marks its jobs done; jobs the order no
 * longer has (cancelled, sent back to pending, a line removed) are deleted.
 * Writes nothing when nothing changed. Returns the number of documents written or deleted.
 */
export async function syncOrderJobs(db: Firestore, orderId: string): Promise<number> {
  const orderRef = db.collection('orders').doc(orderId);
  const assignmentRef = db.collection('tailorAssignments').doc(orderId);
  return db.runTransaction(async (tx) => {
    const [order, assignment] = await tx.getAll(orderRef, assignmentRef);
    const stored = await tx.get(db.collection('jobs').where('orderId', '==', orderId));
    const wanted = order!.exists ? jobsForOrder(orderId, order!.data()!, readAssignment(assignment!.data())) : [];
    const byId = new Map(stored.docs.map((d) => [d.id, d]));
    let writes = 0;
    const done = order!.exists && PAST_WORKSHOP.has(String(order!.get('orderStatus')));
    for (const fields of wanted) {
      const id = jobId(orderId, fields.lineNo);
      const before = byId.get(id);
      byId.delete(id);
      const storedStage = before?.get('stage');
      const stage: JobStage = done ? 'done' : isJobStage(storedStage) ? storedStage : 'cutting';
      if (before && storedStage === stage && sameFields(before.data(), fields)) continue;
      const ref = db.collection('jobs').doc(id);
      if (before) {
        tx.update(ref, { ...fields, stage, updatedAt: FieldValue.serverTimestamp() });
      } else {
        tx.set(ref, { ...fields, stage, stageUpdatedAt: null, stageUpdatedBy: null, createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() });
      }
      writes++;
    }
    for (const gone of byId.values()) {
      tx.delete(gone.ref);
      writes++;
    }
    return writes;
  });
}
