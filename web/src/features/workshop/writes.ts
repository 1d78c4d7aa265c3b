/**
 * The exact documents the workshop screens write, built without a Firestore
 * instance so the rules tests send the same payloads.
 */
import { serverTimestamp } from 'firebase/firestore';
import { jobStageMoveSchema, tailorAssignmentSchema, type JobStage, type TailorAssignment } from '@tailor/domain';

/** updateDoc payload of a stage move on jobs/{jobId}, by `uid` (the tailor or the admin). */
export function stageMovePayload(stage: JobStage, uid: string): Record<string, unknown> {
  const { stage: checked } = jobStageMoveSchema.parse({ stage });
  return { stage: checked, stageUpdatedAt: serverTimestamp(), stageUpdatedBy: uid };
}

/** setDoc payload of tailorAssignments/{orderId}, by the admin `adminUid`. */
export function assignmentPayload(tailor: TailorAssignment, adminUid: string): Record<string, unknown> {
  const checked = tailorAssignmentSchema.parse(tailor);
  return { ...checked, assignedAt: serverTimestamp(), assignedBy: adminUid };
}
