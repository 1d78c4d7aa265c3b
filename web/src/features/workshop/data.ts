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
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import {
  jobFromData,
  OPEN_JOB_ORDER_STATUSES,
  timestampToMillis,
  type AppointmentRecord,
  type JobRecord,
  type JobStage,
  type OrderRecord,
  type TailorAssignment,
  type VisitKind,
  VISIT_KINDS,
  type WorkshopWeek,
} from '@tailor/domain';
import { db } from '../../firebase/firestore';
import { orderFromSnapshot } from '../../lib/orderFromSnapshot';
import { assignmentPayload, stageMovePayload } from './writes';

/** At most this many jobs on a tailor's page, open jobs in the load count, orders due in a week, overdue orders. */
export const TAILOR_JOBS_LIMIT = 100;
export const OPEN_JOBS_LIMIT = 500;
export const WEEK_ORDERS_LIMIT = 300;
export const OVERDUE_LIMIT = 50;
export const WEEK_APPOINTMENTS_LIMIT = 300;
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

export interface WeekAppointment {
  id: string;
  kind: VisitKind;
  day: string;
  time: string;
  customerName: string;
  orderId: string | null;
  orderNumber: string | null;
}

function appointmentFromData(id: string, data: Record<string, unknown>): (WeekAppointment & { status: string; startsAt: number | null }) {
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    id,
    kind: (VISIT_KINDS as readonly unknown[]).includes(data.kind) ? (data.kind as VisitKind) : 'measurement-shop',
    day: str(data.day),
    time: str(data.time),
    customerName: str(data.customerName),
    orderId: str(data.orderId) || null,
    orderNumber: str(data.orderNumber) || null,
    status: str(data.status),
    startsAt: timestampToMillis(data.startsAt),
  };
}

/** Booked appointments starting within the week, in time order (AppointmentRecord documents). */
export async function loadWeekAppointments(week: WorkshopWeek): Promise<WeekAppointment[]> {
  const snap = await getDocs(
    query(
      collection(db, 'appointments'),
      where('startsAt', '>=', Timestamp.fromMillis(week.startMs)),
      where('startsAt', '<', Timestamp.fromMillis(week.endMs)),
      orderBy('startsAt'),
      limit(WEEK_APPOINTMENTS_LIMIT),
    ),
  );
  return snap.docs
    .map((d) => appointmentFromData(d.id, d.data()))
    .filter((a) => a.status === ('booked' satisfies AppointmentRecord['status']))
    .map(({ status: _status, startsAt: _startsAt, ...a }) => a);
}

/** Orders promised within the week (any state), by day. */
export async function loadWeekOrders(week: WorkshopWeek): Promise<OrderRecord[]> {
  const snap = await getDocs(
    query(orders(), where('deliveryDate', '>=', week.days[0]), where('deliveryDate', '<=', week.days[6]), orderBy('deliveryDate'), limit(WEEK_ORDERS_LIMIT)),
  );
  return snap.docs.map((d) => orderFromSnapshot(d)!).filter(Boolean);
}

/** Open orders whose promised day is before `today`, oldest first, at most OVERDUE_LIMIT. */
export async function loadOverdueOrders(today: string): Promise<OrderRecord[]> {
  const snap = await getDocs(
    query(orders(), where('orderStatus', 'in', [...OPEN_JOB_ORDER_STATUSES, 'ready']), where('deliveryDate', '<', today), orderBy('deliveryDate'), limit(OVERDUE_LIMIT)),
  );
  return snap.docs.map((d) => orderFromSnapshot(d)!).filter(Boolean);
}

/** Open jobs (not done), for the load per tailor. */
export async function loadOpenJobs(): Promise<JobRecord[]> {
  const snap = await getDocs(query(jobs(), where('stage', 'in', ['cutting', 'stitching', 'finishing']), limit(OPEN_JOBS_LIMIT)));
  return snap.docs.map((d) => jobFromData(d.id, d.data()));
}

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
