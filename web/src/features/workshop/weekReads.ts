/**
 * The week view's reads, given the Firestore instance (the app's, or the
 * benchmark's client), with the number of documents they read: every query
 * is bounded by the week, by a limit, or by open work — never all orders.
 */
import { collection, getDocs, limit, orderBy, query, Timestamp, where, type Firestore, type QuerySnapshot } from 'firebase/firestore';
import {
  jobFromData,
  loadPerTailor,
  OPEN_JOB_ORDER_STATUSES,
  timestampToMillis,
  VISIT_KINDS,
  type OrderRecord,
  type VisitKind,
  type WorkshopWeek,
} from '@tailor/domain';
import { orderFromSnapshot } from '../../lib/orderFromSnapshot';

export const WEEK_APPOINTMENTS_LIMIT = 300;
export const WEEK_ORDERS_LIMIT = 300;
export const OVERDUE_LIMIT = 50;
export const OPEN_JOBS_LIMIT = 500;

export interface WeekAppointment {
  id: string;
  kind: VisitKind;
  day: string;
  time: string;
  customerName: string;
  orderId: string | null;
  orderNumber: string | null;
}

export interface WeekData {
  /** null when the appointments could not be read (the rest still shows). */
  appointments: WeekAppointment[] | null;
  appointmentsError: unknown;
  orders: OrderRecord[];
  overdue: OrderRecord[];
  load: { tailorUid: string; tailorName: string; open: number }[];
  /** A list stopped at its limit: the page says "at least". */
  ordersCapped: boolean;
  loadCapped: boolean;
  /** Documents read (an empty answer counts one, as Firestore bills it). */
  reads: number;
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const billed = (snap: QuerySnapshot) => Math.max(1, snap.size);

function appointmentFromData(id: string, data: Record<string, unknown>): WeekAppointment {
  return {
    id,
    kind: (VISIT_KINDS as readonly unknown[]).includes(data.kind) ? (data.kind as VisitKind) : 'measurement-shop',
    day: str(data.day),
    time: str(data.time),
    customerName: str(data.customerName),
    orderId: str(data.orderId) || null,
    orderNumber: str(data.orderNumber) || null,
  };
}

const ordersOf = (snap: QuerySnapshot) => snap.docs.map((d) => orderFromSnapshot(d)).filter((o): o is OrderRecord => o !== null);

/** Everything `/admin/workshop` shows for `week`, `today` being the shop day now. */
export async function loadWeek(db: Firestore, week: WorkshopWeek, today: string): Promise<WeekData> {
  const orders = collection(db, 'orders');
  const appointments = getDocs(
    query(
      collection(db, 'appointments'),
      where('startsAt', '>=', Timestamp.fromMillis(week.startMs)),
      where('startsAt', '<', Timestamp.fromMillis(week.endMs)),
      orderBy('startsAt'),
      limit(WEEK_APPOINTMENTS_LIMIT),
    ),
  ).then(
    (snap) => ({ snap, error: undefined }),
    (error: unknown) => ({ snap: null, error }),
  );
  const [appts, due, overdue, open] = await Promise.all([
    appointments,
    getDocs(query(orders, where('deliveryDate', '>=', week.days[0]), where('deliveryDate', '<=', week.days[6]), orderBy('deliveryDate'), limit(WEEK_ORDERS_LIMIT))),
    getDocs(
      query(orders, where('orderStatus', 'in', [...OPEN_JOB_ORDER_STATUSES, 'ready']), where('deliveryDate', '<', today), orderBy('deliveryDate'), limit(OVERDUE_LIMIT)),
    ),
    getDocs(query(collection(db, 'jobs'), where('stage', 'in', ['cutting', 'stitching', 'finishing']), limit(OPEN_JOBS_LIMIT))),
  ]);
  return {
    appointments: appts.snap
      ? appts.snap.docs
          .filter((d) => d.get('status') === 'booked')
          .map((d) => ({ ...appointmentFromData(d.id, d.data()), at: timestampToMillis(d.get('startsAt')) ?? 0 }))
          .sort((a, b) => a.at - b.at)
          .map(({ at: _at, ...a }) => a)
      : null,
    appointmentsError: appts.error,
    orders: ordersOf(due),
    overdue: ordersOf(overdue),
    load: loadPerTailor(open.docs.map((d) => jobFromData(d.id, d.data()))),
    ordersCapped: due.size >= WEEK_ORDERS_LIMIT,
    loadCapped: open.size >= OPEN_JOBS_LIMIT,
    reads: (appts.snap ? billed(appts.snap) : 0) + billed(due) + billed(overdue) + billed(open),
  };
}
