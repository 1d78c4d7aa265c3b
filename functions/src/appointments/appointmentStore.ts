/**
 * Booking, moving and cancelling a visit. Each is one Firestore transaction
 * that reads the slot's counter document (`appointmentSlots/{day_HHMM}`),
 * refuses (nothing stored) or writes the appointment, the counter and the
 * customer's notice and e-mail together. Only requests for the same slot
 * contend: a slot never holds more than its capacity. No firebase-functions
 * import: the router, the tests and the bench call it alike.
 */
import { FieldValue, Timestamp, type DocumentData, type DocumentReference, type DocumentSnapshot, type Firestore, type Transaction } from 'firebase-admin/firestore';
import {
  appointmentNoticeMail,
  appointmentNoticeText,
  canChangeAppointment,
  changeDeadlineMs,
  changeTooLateMessage,
  slotId,
  slotRefusal,
  slotRefusalOfTime,
  slotStartMs,
  trialOrderRefusal,
  VISIT_KINDS,
  type AppointmentNoticeKind,
  type AppointmentRecord,
  type ApiAppointment,
  type BookAppointmentBody,
  type Language,
  type MoveAppointmentBody,
  type ShopSettings,
  type VisitKind,
} from '@tailor/domain';

export const APPOINTMENTS = 'appointments';
/** One counter per slot: `{ day, time, taken }`, read and written by every booking of that slot. */
export const APPOINTMENT_SLOTS = 'appointmentSlots';
/** Bookings of one slot wait on each other; the emulator and production retry an aborted attempt. */
const TX_OPTIONS = { maxAttempts: 40 };

/** A refusal the API answers as it is. */
export class AppointmentRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export interface AppointmentContext {
  uid: string;
  settings: ShopSettings;
  now: Date;
  /** The customer's verified account e-mail, '' for none (then no mail is written). */
  email: string;
  /** The language their notices and mails are written in (their profile's). */
  language: Language;
  /** Their profile's name, '' for none (read with the language). */
  profileName: string;
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const slotRef = (db: Firestore, day: string, time: string) => db.collection(APPOINTMENT_SLOTS).doc(slotId(day, time));
const takenOf = (data: DocumentData | undefined) => (typeof data?.taken === 'number' ? data.taken : 0);

function startsAtMsOf(data: DocumentData): number {
  return data.startsAt instanceof Timestamp ? data.startsAt.toMillis() : slotStartMs(str(data.day), str(data.time));
}

/** A stored appointment as the API answers it. */
export function apiAppointment(id: string, data: DocumentData, cutoffHours: number): ApiAppointment {
  const startsAtMs = startsAtMsOf(data);
  return {
    id,
    kind: (VISIT_KINDS as readonly string[]).includes(data.kind) ? (data.kind as VisitKind) : 'measurement-shop',
    status: data.status === 'cancelled' ? 'cancelled' : 'booked',
    day: str(data.day),
    time: str(data.time),
    startsAt: new Date(startsAtMs).toISOString(),
    changeUntil: new Date(changeDeadlineMs(startsAtMs, cutoffHours)).toISOString(),
    orderId: str(data.orderId) || null,
    orderNumber: str(data.orderNumber) || null,
    pincode: str(data.pincode) || null,
  };
}

/**
 * The notice and mail of a booking's change, created in `tx` under ids made
 * from the appointment id and its change number, so each change is told once.
 */
export function writeAppointmentNotice(
  tx: Transaction,
  db: Firestore,
  input: {
    id: string;
    data: DocumentData;
    kind: AppointmentNoticeKind;
    noticeKey: string;
    email: string;
    language: Language;
    settings: ShopSettings;
    before?: { day: string; time: string };
  },
): void {
  const { id, data, kind, settings, language } = input;
  const a = { kind: data.kind as VisitKind, day: str(data.day), time: str(data.time), orderNumber: str(data.orderNumber) || null, pincode: str(data.pincode) || null };
  const { title, body } = appointmentNoticeText(kind, a, settings, input.before, language);
  const docId = `appointment-${id}-${input.noticeKey}`;
  const createdAt = FieldValue.serverTimestamp();
  tx.set(db.collection('users').doc(str(data.userId)).collection('notifications').doc(docId), {
    appointmentId: id,
    orderId: str(data.orderId),
    orderNumber: str(data.orderNumber),
    kind: `appointment-${kind}`,
    title,
    body,
    link: '/book',
    read: false,
    createdAt,
  });
  if (input.email) {
    tx.set(db.collection('mail').doc(docId), { to: input.email, message: appointmentNoticeMail(kind, a, settings, input.before, language), appointmentId: id, createdAt });
  }
}

/** The customer's name for the shop's lists: their profile's, else their e-mail's local part. */
function customerName(ctx: Pick<AppointmentContext, 'profileName' | 'email'>): string {
  return ctx.profileName.trim().slice(0, 80) || ctx.email.split('@')[0] || 'Customer';
}

export async function bookAppointment(db: Firestore, ctx: AppointmentContext, body: BookAppointmentBody): Promise<ApiAppointment> {
  const appt = ctx.settings.appointments;
  const name = customerName(ctx);
  const ref = db.collection(APPOINTMENTS).doc();
  const counter = slotRef(db, body.day, body.time);
  const pincode = body.kind === 'measurement-home' ? body.pincode : null;
  // A measurement visit may name an order too (e.g. one sent from the order form); only a trial needs one.
  const orderId = body.orderId;
  return db.runTransaction(async (tx) => {
    const [slotSnap, orderSnap] = await Promise.all([tx.get(counter), orderId ? tx.get(db.collection('orders').doc(orderId)) : Promise.resolve(null)]);
    let orderNumber: string | null = null;
    if (orderId) {
      const order = orderSnap?.exists ? orderSnap.data()! : null;
      const facts = order ? { userId: order.userId, orderType: order.orderType, orderStatus: order.orderStatus } : null;
      const refused =
        body.kind === 'trial' ? trialOrderRefusal(facts, ctx.uid) : !facts || facts.userId !== ctx.uid ? { status: 404, message: 'We could not find this order among yours.' } : null;
      if (refused) throw new AppointmentRefusal(refused.status, refused.message);
      orderNumber = str(order!.orderNumber) || null;
    }
    const taken = takenOf(slotSnap.data());
    const refused = slotRefusal(appt, { kind: body.kind, day: body.day, time: body.time, pincode }, ctx.now, taken);
    if (refused) throw new AppointmentRefusal(refused.status, refused.message, { code: refused.code });

    const record: Omit<AppointmentRecord, 'startsAt'> & DocumentData = {
      id: ref.id,
      userId: ctx.uid,
      kind: body.kind,
      status: 'booked',
      day: body.day,
      time: body.time,
      startsAt: Timestamp.fromMillis(slotStartMs(body.day, body.time)),
      orderId,
      orderNumber,
      customerName: name,
      pincode,
      slotId: counter.id,
      slotMinutes: appt.slotMinutes,
      reminded: false,
      changes: 0,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    };
    tx.set(counter, { day: body.day, time: body.time, taken: taken + 1, updatedAt: FieldValue.serverTimestamp() });
    tx.create(ref, record);
    writeAppointmentNotice(tx, db, { id: ref.id, data: record, kind: 'booked', noticeKey: '0', email: ctx.email, language: ctx.language, settings: ctx.settings });
    return apiAppointment(ref.id, record, appt.changeCutoffHours);
  }, TX_OPTIONS);
}

/** The customer's own booked appointment, still changeable; refusals otherwise. Another customer's reads as missing. */
function changeable(snap: DocumentSnapshot, ctx: AppointmentContext): DocumentData {
  const data = snap.exists ? snap.data()! : null;
  if (!data || data.userId !== ctx.uid) throw new AppointmentRefusal(404, 'We could not find this booking among yours.');
  if (data.status !== 'booked') throw new AppointmentRefusal(409, 'This booking is already cancelled.', { code: 'cancelled' });
  const cutoff = ctx.settings.appointments.changeCutoffHours;
  if (!canChangeAppointment(startsAtMsOf(data), cutoff, ctx.now)) throw new AppointmentRefusal(409, changeTooLateMessage(cutoff), { code: 'too-late' });
  return data;
}

export async function moveAppointment(db: Firestore, ctx: AppointmentContext, id: string, body: MoveAppointmentBody): Promise<ApiAppointment> {
  const appt = ctx.settings.appointments;
  const ref: DocumentReference = db.collection(APPOINTMENTS).doc(id);
  const target = slotRef(db, body.day, body.time);
  return db.runTransaction(async (tx) => {
    const data = changeable(await tx.get(ref), ctx);
    if (data.day === body.day && data.time === body.time) throw new AppointmentRefusal(400, 'Your visit is already at this time. Please choose another slot.', { code: 'same-slot' });
    const timeRefused = slotRefusalOfTime(appt, body.day, body.time, ctx.now);
    if (timeRefused) throw new AppointmentRefusal(timeRefused.status, timeRefused.message, { code: timeRefused.code });
    const source = slotRef(db, str(data.day), str(data.time));
    const [sourceSnap, targetSnap] = await tx.getAll(source, target);
    const taken = takenOf(targetSnap!.data());
    if (taken >= appt.capacity) throw new AppointmentRefusal(409, 'This slot is full. Please choose another time.', { code: 'full' });

    const changes = (typeof data.changes === 'number' ? data.changes : 0) + 1;
    const update = {
      day: body.day,
      time: body.time,
      startsAt: Timestamp.fromMillis(slotStartMs(body.day, body.time)),
      slotId: target.id,
      // The reminder is for the new day.
      reminded: false,
      changes,
      updatedAt: FieldValue.serverTimestamp(),
    };
    tx.set(source, { day: data.day, time: data.time, taken: Math.max(0, takenOf(sourceSnap!.data()) - 1), updatedAt: FieldValue.serverTimestamp() });
    tx.set(target, { day: body.day, time: body.time, taken: taken + 1, updatedAt: FieldValue.serverTimestamp() });
    tx.update(ref, update);
    const after = { ...data, ...update };
    writeAppointmentNotice(tx, db, { id, data: after, kind: 'moved', noticeKey: String(changes), email: ctx.email, language: ctx.language, settings: ctx.settings, before: { day: str(data.day), time: str(data.time) } });
    return apiAppointment(id, after, appt.changeCutoffHours);
  }, TX_OPTIONS);
}

export async function cancelAppointment(db: Firestore, ctx: AppointmentContext, id: string): Promise<ApiAppointment> {
  const ref = db.collection(APPOINTMENTS).doc(id);
  return db.runTransaction(async (tx) => {
    const data = changeable(await tx.get(ref), ctx);
    const source = slotRef(db, str(data.day), str(data.time));
    const sourceSnap = await tx.get(source);
    const changes = (typeof data.changes === 'number' ? data.changes : 0) + 1;
    const update = { status: 'cancelled', changes, cancelledAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() };
    tx.set(source, { day: data.day, time: data.time, taken: Math.max(0, takenOf(sourceSnap.data()) - 1), updatedAt: FieldValue.serverTimestamp() });
    tx.update(ref, update);
    const after = { ...data, ...update };
    writeAppointmentNotice(tx, db, { id, data: after, kind: 'cancelled', noticeKey: String(changes), email: ctx.email, language: ctx.language, settings: ctx.settings });
    return apiAppointment(id, after, ctx.settings.appointments.changeCutoffHours);
  }, TX_OPTIONS);
}
