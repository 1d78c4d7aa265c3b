/**
 * Firestore access of the workshop screens. A tailor reads only `jobs` (their
 * own, asked for by uid, as the rules require); the admin also reads the
 * staff list, assignments, and the week's orders and appointments. Every
 * query is bounded: by the week, by a tailor, by an order, or by a limit.
 */
import {
  collection,
  deleteDoc,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import {
  jobFromData,
  OPEN_JOB_ORDER_STATUSES,
  type JobRecord,
  type JobStage,
  type OrderRecord,
  type TailorAssignment,
  type WorkshopWeek,
} from '@tailor/domain';
import { db } from '../../firebase/firestore';
import { orderFromSnapshot } from '../../lib/orderFromSnapshot';
import { assignmentPayload, stageMovePayload } from './writes';
import { WEEK_ORDERS_LIMIT } from './weekReads';

/** At most this many jobs on a tailor's page and on a day's print run. */
export const TAILOR_JOBS_LIMIT = 100;
export const DAY_JOBS_LIMIT = 100;

/** Orders still owed to the customer: what "due" counts (ready and shipped are not yet with them). */
export const DUE_STATUSES = [...OPEN_JOB_ORDER_STATUSES, 'ready', 'shipped'] as const;

const jobs = () => collection(db, 'jobs');
const orders = () => collection(db, 'orders');

const byDue = (a: JobRecord, b: JobRecord) =>
  (a.stage === 'done' ? 1 : 0) - (b.stage === 'done' ? 1 : 0) || (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999') || a.id.localeCompare(b.id);

/** A tailor's own jobs, live; open work first, soonest due first. */
export function watchTailorJobs(uid: string) {
  return (onNext: (jobs: JobRecord[]) => void, onError: (e: unknown) => void) =>
    onSnapshot(
      query(jobs(), where('tailorUid', '==', uid), limit(TAILOR_JOBS_LIMIT)),
      (snap) => onNext(snap.docs.map((d) => jobFromData(d.id, d.data({ serverTimestamps: 'estimate' }))).sort(byDue)),
      onError,
    );
}

/** One job (the tailor's own, or any for the admin); null when it is not there. */
export async function loadJob(jobId: string): Promise<JobRecord | null> {
  const snap = await getDoc(doc(jobs(), jobId));
  return snap.exists() ? jobFromData(snap.id, snap.data()) : null;
}

/** An order's jobs, live (admin). */
export function watchOrderJobs(orderId: string) {
  return (onNext: (jobs: JobRecord[]) => void, onError: (e: unknown) => void) =>
    onSnapshot(
      query(jobs(), where('orderId', '==', orderId)),
      (snap) => onNext(snap.docs.map((d) => jobFromData(d.id, d.data({ serverTimestamps: 'estimate' }))).sort((a, b) => a.lineNo - b.lineNo)),
      onError,
    );
}

export async function loadOrderJobs(orderId: string): Promise<JobRecord[]> {
  const snap = await getDocs(query(jobs(), where('orderId', '==', orderId)));
  return snap.docs.map((d) => jobFromData(d.id, d.data())).sort((a, b) => a.lineNo - b.lineNo);
}

/** The jobs of orders confirmed on `day` (YYYY-MM-DD, shop day): a day's new work. */
export async function loadDayJobs(day: string): Promise<JobRecord[]> {
  const snap = await getDocs(query(jobs(), where('confirmedDay', '==', day), limit(DAY_JOBS_LIMIT)));
  return snap.docs.map((d) => jobFromData(d.id, d.data())).sort((a, b) => a.orderNumber.localeCompare(b.orderNumber) || a.lineNo - b.lineNo);
}

export async function moveStage(jobId: string, stage: JobStage, uid: string): Promise<void> {
  await updateDoc(doc(jobs(), jobId), stageMovePayload(stage, uid));
}

export interface Tailor {
  uid: string;
  name: string;
  email: string;
}

/** The tailors on the staff list (staff:grant keeps it). */
export async function loadTailors(): Promise<Tailor[]> {
  const snap = await getDocs(query(collection(db, 'staff'), where('role', '==', 'tailor'), limit(100)));
  return snap.docs
    .map((d) => ({ uid: d.id, name: String(d.get('name') ?? '') || 'Tailor', email: String(d.get('email') ?? '') }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export async function loadAssignment(orderId: string): Promise<TailorAssignment | null> {
  const snap = await getDoc(doc(db, 'tailorAssignments', orderId));
  if (!snap.exists()) return null;
  return { tailorUid: String(snap.get('tailorUid') ?? ''), tailorName: String(snap.get('tailorName') ?? '') };
}

export async function assignTailor(orderId: string, tailor: TailorAssignment | null, adminUid: string): Promise<void> {
  const ref = doc(db, 'tailorAssignments', orderId);
  if (tailor) await setDoc(ref, assignmentPayload(tailor, adminUid));
  else await deleteDoc(ref);
}

// ---- the week's work (admin) ----

export { loadWeek, type WeekAppointment, type WeekData } from './weekReads';

/** Orders still owed to the customer, promised within the week: the dashboard tile's count (one aggregation read). */
export async function countDueThisWeek(week: WorkshopWeek): Promise<number> {
  const snap = await getCountFromServer(
    query(orders(), where('orderStatus', 'in', [...DUE_STATUSES]), where('deliveryDate', '>=', week.days[0]), where('deliveryDate', '<=', week.days[6])),
  );
  return snap.data().count;
}

/** The same orders as a list, soonest first. */
export async function loadDueThisWeek(week: WorkshopWeek): Promise<OrderRecord[]> {
  const snap = await getDocs(
    query(
      orders(),
      where('orderStatus', 'in', [...DUE_STATUSES]),
      where('deliveryDate', '>=', week.days[0]),
      where('deliveryDate', '<=', week.days[6]),
      orderBy('deliveryDate'),
      limit(WEEK_ORDERS_LIMIT),
    ),
  );
  return snap.docs.map((d) => orderFromSnapshot(d)!).filter(Boolean);
}
