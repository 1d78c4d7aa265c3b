/**
 * The reminder the day before a visit: every booked appointment of tomorrow
 * (IST) not yet reminded gets its notice and mail, and is marked reminded in
 * the same transaction, so a second run (or a retried one) sends nothing.
 * A plain function taking the clock: the schedule calls it with the time of
 * the run, tests with a fixed one.
 */
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { addShopDays, shopDay, slotStartMs, type ShopSettings } from '@tailor/domain';
import { APPOINTMENTS, writeAppointmentNotice } from './appointmentStore';
import type { CustomerContact } from '../accountEmail';

export interface ReminderRun {
  day: string;
  sent: number;
}

export async function sendAppointmentReminders(
  db: Firestore,
  now: Date,
  settings: ShopSettings,
  contact: (uid: string) => Promise<Pick<CustomerContact, 'email' | 'language'>>,
): Promise<ReminderRun> {
  const day = addShopDays(shopDay(now.getTime()), 1);
  // One range on startsAt (a single-field index): tomorrow from 00:00 to 24:00 IST.
  const snap = await db
    .collection(APPOINTMENTS)
    .where('startsAt', '>=', new Date(slotStartMs(day, '00:00')))
    .where('startsAt', '<', new Date(slotStartMs(addShopDays(day, 1), '00:00')))
    .get();
  let sent = 0;
  for (const doc of snap.docs) {
    const data = doc.data();
    if (data.status !== 'booked' || data.reminded === true) continue;
    const { email, language } = await contact(String(data.userId ?? ''));
    const done = await db.runTransaction(async (tx) => {
      const fresh = await tx.get(doc.ref);
      const current = fresh.data();
      // Moved, cancelled or reminded since the query: leave it.
      if (!current || current.status !== 'booked' || current.reminded === true || current.day !== day) return false;
      tx.update(doc.ref, { reminded: true, remindedAt: FieldValue.serverTimestamp() });
      writeAppointmentNotice(tx, db, { id: doc.id, data: current, kind: 'reminder', noticeKey: `reminder-${day}`, email, language, settings });
      return true;
    });
    if (done) sent++;
  }
  return { day, sent };
}
