/**
 * Demo bookings: a measurement at the shop, a home visit and a trial fitting
 * on a seeded order awaiting approval, on the next open days after today, so
 * the demo always has upcoming visits. Idempotent: fixed ids, and each slot
 * counter gives back the place a booking held before it moves to its new day.
 */
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { addShopDays, DEFAULT_APPOINTMENT_SETTINGS, shopDay, slotId, slotStartMs, slotTimesOn, type VisitKind } from '@tailor/domain';
import { DEMO_ACCOUNTS } from './accounts';

interface SeedAppointment {
  id: string;
  email: string;
  name: string;
  kind: VisitKind;
  /** The nth open day after today (1 = the next). */
  openDay: number;
  /** Index into that day's slot times. */
  slot: number;
  /** The seeded order a trial fitting is for (its number is read from it). */
  orderId: string | null;
  pincode: string | null;
}

export const SEED_APPOINTMENTS: readonly SeedAppointment[] = [
  { id: 'seed-appointment-1', email: DEMO_ACCOUNTS.customer.email, name: 'Priya Sharma', kind: 'measurement-shop', openDay: 1, slot: 0, orderId: null, pincode: null },
  { id: 'seed-appointment-2', email: 'anjali@silaistudio.test', name: 'Anjali Mehta', kind: 'trial', openDay: 2, slot: 2, orderId: 'seed-order-05', pincode: null },
  { id: 'seed-appointment-3', email: 'meera@silaistudio.test', name: 'Meera Iyer', kind: 'measurement-home', openDay: 3, slot: 1, orderId: null, pincode: '400058' },
];

/** The open days (with slots) after today, in the demo settings. */
function nextOpenDays(now: Date, count: number): string[] {
  const out: string[] = [];
  for (let d = addShopDays(shopDay(now.getTime()), 1); out.length < count; d = addShopDays(d, 1)) {
    if (slotTimesOn(DEFAULT_APPOINTMENT_SETTINGS, d).length > 0) out.push(d);
  }
  return out;
}

export async function writeAppointments(db: Firestore, uids: Map<string, string>, now = new Date()): Promise<number> {
  const days = nextOpenDays(now, Math.max(...SEED_APPOINTMENTS.map((a) => a.openDay)));
  for (const a of SEED_APPOINTMENTS) {
    const userId = uids.get(a.email);
    if (!userId) throw new Error(`Seed appointment ${a.id}: unknown customer ${a.email}`);
    const day = days[a.openDay - 1]!;
    const time = slotTimesOn(DEFAULT_APPOINTMENT_SETTINGS, day)[a.slot]!;
    const ref = db.collection('appointments').doc(a.id);
    const counter = db.collection('appointmentSlots').doc(slotId(day, time));
    await db.runTransaction(async (tx) => {
      const before = await tx.get(ref);
      const old = before.data();
      const oldCounter = old?.status === 'booked' && typeof old.slotId === 'string' ? db.collection('appointmentSlots').doc(old.slotId) : null;
      const [oldSnap, newSnap, order] = await Promise.all([
        oldCounter ? tx.get(oldCounter) : Promise.resolve(null),
        tx.get(counter),
        a.orderId ? tx.get(db.collection('orders').doc(a.orderId)) : Promise.resolve(null),
      ]);
      const sameSlot = oldCounter?.id === counter.id;
      if (oldCounter && oldSnap && !sameSlot) tx.set(oldCounter, { taken: Math.max(0, Number(oldSnap.get('taken') ?? 0) - 1) }, { merge: true });
      const taken = Number(newSnap.get('taken') ?? 0) + (sameSlot ? 0 : 1);
      tx.set(counter, { day, time, taken, updatedAt: FieldValue.serverTimestamp() });
      tx.set(ref, {
        id: a.id,
        userId,
        kind: a.kind,
        status: 'booked',
        day,
        time,
        startsAt: Timestamp.fromMillis(slotStartMs(day, time)),
        orderId: a.orderId,
        orderNumber: order ? String(order.get('orderNumber') ?? '') || null : null,
        customerName: a.name,
        pincode: a.pincode,
        slotId: counter.id,
        slotMinutes: DEFAULT_APPOINTMENT_SETTINGS.slotMinutes,
        reminded: false,
        changes: 0,
        createdAt: old?.createdAt ?? FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });
    });
  }
  return SEED_APPOINTMENTS.length;
}
