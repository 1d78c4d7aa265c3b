/**
 * /api/v1/appointments on the emulators (Auth, Firestore, Functions): a slot
 * never holds more than its capacity, refusals store nothing, moves and
 * cancels keep the counters true until the cut-off, and the reminder the day
 * before is sent once.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import {
  DEFAULT_APPOINTMENT_SETTINGS,
  DEFAULT_SHOP_SETTINGS,
  SHOP_UTC_OFFSET_MS,
  addShopDays,
  shopDay,
  slotId,
  slotStartMs,
  weekdayOf,
  type ApiAppointment,
  type ApiSlotDays,
  type AppointmentSettings,
} from '@tailor/domain';
import { sendAppointmentReminders } from '../functions/src/appointments/reminders';
import { adminAuth, adminDb, testUser, type TestUser } from './support/admin';
import { callApi } from './support/api';

const RUN = randomUUID().slice(0, 8);
const db = () => adminDb();
const today = shopDay(Date.now());
// Times no other test or the seed books.
const T1 = '06:05';
const T2 = '06:10';
const T3 = '06:15';
const CLOSED = addShopDays(today, 4);
const DAY = addShopDays(today, 3);
const LATER = addShopDays(today, 5);
// A slot about three hours ahead, within the 24-hour cut-off whatever the
// hour the suite runs (tomorrow at T1 is more than 24 hours away before 06:05
// IST). Its minute ends in 3, a time neither the seed nor T1–T3 use.
const soonMs = Date.now() + 3 * 60 * 60 * 1000;
const SOON = shopDay(soonMs);
const T_SOON = (() => {
  const [h, m] = new Date(soonMs + SHOP_UTC_OFFSET_MS).toISOString().slice(11, 16).split(':').map(Number) as [number, number];
  return `${String(h).padStart(2, '0')}:${String(Math.floor(m / 5) * 5 + 3).padStart(2, '0')}`;
})();

const settings: AppointmentSettings = {
  ...DEFAULT_APPOINTMENT_SETTINGS,
  // Every weekday, so the days above are open whatever today is; T_SOON on its day only.
  weeklySlots: [
    ...(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const).flatMap((d) => [T1, T2, T3].map((t) => `${d} ${t}`)),
    `${weekdayOf(SOON)} ${T_SOON}`,
  ],
  homePincodes: ['400058'],
  capacity: 2,
  closedDates: [CLOSED],
  changeCutoffHours: 24,
};

let priya: TestUser;
let meera: TestUser;
const tailorOrder = `appt-order-${RUN}`;
const readyOrder = `appt-ready-${RUN}`;
const meeraOrder = `appt-meera-${RUN}`;

const book = (user: TestUser, body: Record<string, unknown>) => callApi<{ success: boolean; message?: string; code?: string; appointment?: ApiAppointment }>('POST', '/appointments', { token: user.idToken, body });
const taken = async (day: string, time: string) => ((await db().doc(`appointmentSlots/${slotId(day, time)}`).get()).get('taken') as number | undefined) ?? 0;
const bookingsOf = async (uid: string) => (await db().collection('appointments').where('userId', '==', uid).get()).docs;

beforeAll(async () => {
  await db().doc('settings/shop').set({ ...structuredClone(DEFAULT_SHOP_SETTINGS), appointments: settings });
  priya = await testUser(`appt-priya-${RUN}@example.test`);
  meera = await testUser(`appt-meera-${RUN}@example.test`);
  await adminAuth().updateUser(priya.uid, { emailVerified: true });
  const order = (userId: string, orderType: string, orderStatus: string, n: number) => ({ userId, orderType, orderStatus, orderNumber: `SS-9${n}`, createdAt: Timestamp.now() });
  await db().doc(`orders/${tailorOrder}`).set(order(priya.uid, 'tailor', 'stitching', 1));
  await db().doc(`orders/${readyOrder}`).set(order(priya.uid, 'readymade', 'stitching', 2));
  await db().doc(`orders/${meeraOrder}`).set(order(meera.uid, 'tailor', 'approval', 3));
  // The functions read settings/shop through a short cache in the emulator stack.
  await new Promise((r) => setTimeout(r, 1500));
});

describe('booking', () => {
  it('lists the days with their slots and free places', async () => {
    const res = await callApi<ApiSlotDays>('GET', '/appointments/slots', { token: priya.idToken, query: { from: DAY, days: '2' } });
    expect(res.status).toBe(200);
    expect(res.body.days.map((d) => d.day)).toEqual([DAY, CLOSED]);
    expect(res.body.days[1]!.closed).toBe(true);
    expect(res.body.days[0]!.slots.map((s) => s.time)).toEqual([T1, T2, T3]);
    expect(res.body.changeCutoffHours).toBe(24);
    expect((await callApi('GET', '/appointments/slots', { query: { from: DAY } })).status).toBe(401);
  });

  it('books a measurement visit: the appointment, the counter, the notice and the mail in one go', async () => {
    const res = await book(priya, { kind: 'measurement-shop', day: DAY, time: T1 });
    expect(res.status).toBe(201);
    const a = res.body.appointment!;
    expect(a).toMatchObject({ kind: 'measurement-shop', status: 'booked', day: DAY, time: T1, startsAt: new Date(slotStartMs(DAY, T1)).toISOString() });
    const stored = (await db().doc(`appointments/${a.id}`).get()).data()!;
    // The shape the owner's week view reads (AppointmentRecord).
    expect(stored).toMatchObject({ id: a.id, userId: priya.uid, kind: 'measurement-shop', status: 'booked', day: DAY, time: T1, orderId: null, orderNumber: null, pincode: null });
    expect((stored.startsAt as Timestamp).toMillis()).toBe(slotStartMs(DAY, T1));
    expect(typeof stored.customerName).toBe('string');
    expect(await taken(DAY, T1)).toBe(1);
    const notice = await db().doc(`users/${priya.uid}/notifications/appointment-${a.id}-0`).get();
    expect(notice.get('title')).toBe('Measurement at the shop booked');
    const mail = await db().doc(`mail/appointment-${a.id}-0`).get();
    expect(mail.get('to')).toBe(priya.email);
  });

  it('8 concurrent bookings for the last places of a slot with capacity 2: exactly 2 succeed, the rest are 409s', async () => {
    const users = await Promise.all(Array.from({ length: 8 }, (_, i) => testUser(`appt-rush-${i}-${RUN}@example.test`)));
    const answers = await Promise.all(users.map((u) => book(u, { kind: 'measurement-shop', day: DAY, time: T2 })));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 201, 409, 409, 409, 409, 409, 409]);
    for (const a of answers.filter((x) => x.status === 409)) expect(a.body.message).toBe('This slot is full. Please choose another time.');
    expect(await taken(DAY, T2)).toBe(2);
    const stored = await db().collection('appointments').where('slotId', '==', slotId(DAY, T2)).get();
    expect(stored.size).toBe(2);
  }, 180_000);

  it.each([
    ['a slot in the past', { kind: 'measurement-shop', day: addShopDays(today, -1), time: T1 }, 400, 'This time has already passed. Please choose a later slot.'],
    ['a closed day', { kind: 'measurement-shop', day: CLOSED, time: T1 }, 400, 'The shop takes no visits on this day. Please choose another day.'],
    ['a time that is not a slot', { kind: 'measurement-shop', day: DAY, time: '06:07' }, 400, 'We do not take visits at this time. Please choose one of the times offered.'],
    ['a full slot', { kind: 'measurement-shop', day: DAY, time: T2 }, 409, 'This slot is full. Please choose another time.'],
    ['a home visit outside the served PIN codes', { kind: 'measurement-home', day: DAY, time: T3, pincode: '110001' }, 400, 'We do not make home visits to PIN code 110001 yet. Please book a measurement at the shop instead.'],
    ['a home visit without a PIN code', { kind: 'measurement-home', day: DAY, time: T3 }, 400, 'pincode: Please enter the PIN code where we should visit you'],
    ['a trial fitting without an order', { kind: 'trial', day: DAY, time: T3 }, 400, 'orderId: Please choose the order to try on'],
    ['an unknown kind', { kind: 'video', day: DAY, time: T3 }, 400, 'kind: Please choose the kind of visit'],
  ])('refuses %s with the shop’s words and stores nothing', async (_label, body, status, message) => {
    const before = (await bookingsOf(priya.uid)).length;
    const res = await book(priya, body);
    expect(res.status).toBe(status);
    expect(res.contentType).toContain('application/json');
    expect(res.body).toMatchObject({ success: false, message });
    expect((await bookingsOf(priya.uid)).length).toBe(before);
    expect(await taken(DAY, T3)).toBe(0);
  });

  it('books a home visit within the served PIN codes', async () => {
    const res = await book(priya, { kind: 'measurement-home', day: DAY, time: T3, pincode: '400058' });
    expect(res.status).toBe(201);
    expect(res.body.appointment!.pincode).toBe('400058');
  });
});

describe('trial fittings', () => {
  it("books one for the customer's own tailor-made order in stitching, with its number", async () => {
    const res = await book(priya, { kind: 'trial', day: LATER, time: T1, orderId: tailorOrder });
    expect(res.status).toBe(201);
    expect(res.body.appointment).toMatchObject({ orderId: tailorOrder, orderNumber: 'SS-91' });
  });

  it("refuses another customer's order as missing, a ready-made order and a missing one; nothing is stored", async () => {
    const before = (await bookingsOf(priya.uid)).length;
    const other = await book(priya, { kind: 'trial', day: LATER, time: T2, orderId: meeraOrder });
    const missing = await book(priya, { kind: 'trial', day: LATER, time: T2, orderId: `nope-${RUN}` });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe(missing.body.message);
    const ready = await book(priya, { kind: 'trial', day: LATER, time: T2, orderId: readyOrder });
    expect(ready.status).toBe(400);
    expect(ready.body.message).toBe('A trial fitting is for tailor-made orders only.');
    expect((await bookingsOf(priya.uid)).length).toBe(before);
    expect(await taken(LATER, T2)).toBe(0);
  });
});

describe('moving and cancelling', () => {
  it('moves a booking: the old slot frees a place, the new one takes it, and the customer hears of it', async () => {
    const booked = (await book(meera, { kind: 'measurement-shop', day: LATER, time: T2 })).body.appointment!;
    const moved = await callApi<{ appointment: ApiAppointment }>('PATCH', `/appointments/${booked.id}`, { token: meera.idToken, body: { day: LATER, time: T3 } });
    expect(moved.status).toBe(200);
    expect(moved.body.appointment).toMatchObject({ day: LATER, time: T3, status: 'booked' });
    expect(await taken(LATER, T2)).toBe(0);
    expect(await taken(LATER, T3)).toBe(1);
    const notice = await db().doc(`users/${meera.uid}/notifications/appointment-${booked.id}-1`).get();
    expect(notice.get('title')).toBe('Measurement at the shop moved');
    // Meera has no verified e-mail: no mail.
    expect((await db().doc(`mail/appointment-${booked.id}-1`).get()).exists).toBe(false);

    const full = await callApi('PATCH', `/appointments/${booked.id}`, { token: meera.idToken, body: { day: DAY, time: T2 } });
    expect(full.status).toBe(409);
    const same = await callApi('PATCH', `/appointments/${booked.id}`, { token: meera.idToken, body: { day: LATER, time: T3 } });
    expect(same.status).toBe(400);
    const notHers = await callApi('PATCH', `/appointments/${booked.id}`, { token: priya.idToken, body: { day: LATER, time: T1 } });
    expect(notHers.status).toBe(404);
    const cancelByOther = await callApi('POST', `/appointments/${booked.id}/cancel`, { token: priya.idToken });
    expect(cancelByOther.status).toBe(404);

    const cancelled = await callApi<{ appointment: ApiAppointment }>('POST', `/appointments/${booked.id}/cancel`, { token: meera.idToken });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.appointment.status).toBe('cancelled');
    expect(await taken(LATER, T3)).toBe(0);
    const again = await callApi('POST', `/appointments/${booked.id}/cancel`, { token: meera.idToken });
    expect(again.status).toBe(409);
  });

  it('refuses a move or a cancel after the cut-off, and keeps the booking as it was', async () => {
    const booked = (await book(meera, { kind: 'measurement-shop', day: SOON, time: T_SOON })).body.appointment;
    expect(booked).toBeDefined();
    const move = await callApi<{ message: string }>('PATCH', `/appointments/${booked!.id}`, { token: meera.idToken, body: { day: LATER, time: T1 } });
    expect(move.status).toBe(409);
    expect(move.body.message).toBe('Bookings can be moved or cancelled online until 24 hours before the visit. Please call the shop to change this one.');
    const cancel = await callApi('POST', `/appointments/${booked!.id}/cancel`, { token: meera.idToken });
    expect(cancel.status).toBe(409);
    expect((await db().doc(`appointments/${booked!.id}`).get()).get('status')).toBe('booked');
    expect(await taken(SOON, T_SOON)).toBe(1);
  });
});

describe('the reminder the day before', () => {
  it('sends tomorrow’s visits one notice and mail each, and a second run sends nothing', async () => {
    const ref = db().collection('appointments').doc(`reminder-${RUN}`);
    const day = addShopDays(today, 20);
    await ref.set({
      id: ref.id,
      userId: priya.uid,
      kind: 'trial',
      status: 'booked',
      day,
      time: T1,
      startsAt: Timestamp.fromMillis(slotStartMs(day, T1)),
      orderId: tailorOrder,
      orderNumber: 'SS-91',
      customerName: 'Priya',
      pincode: null,
      reminded: false,
      changes: 0,
      createdAt: FieldValue.serverTimestamp(),
    });
    const cancelled = db().collection('appointments').doc(`reminder-cancelled-${RUN}`);
    await cancelled.set({ userId: priya.uid, kind: 'measurement-shop', status: 'cancelled', day, time: T2, startsAt: Timestamp.fromMillis(slotStartMs(day, T2)), reminded: false });
    // The day before, 09:00 IST.
    const now = new Date(slotStartMs(addShopDays(day, -1), '09:00'));
    const shop = { ...DEFAULT_SHOP_SETTINGS, appointments: settings };
    const email = async () => ({ email: 'priya@example.test', language: 'en' as const });
    expect(weekdayOf(day)).toBeTruthy();

    const first = await sendAppointmentReminders(db(), now, shop, email);
    expect(first).toEqual({ day, sent: 1 });
    const noticeId = `appointment-${ref.id}-reminder-${day}`;
    const notice = await db().doc(`users/${priya.uid}/notifications/${noticeId}`).get();
    expect(notice.get('title')).toBe('Reminder: Trial fitting for order SS-91 tomorrow');
    expect((await db().doc(`mail/${noticeId}`).get()).get('to')).toBe('priya@example.test');
    expect((await ref.get()).get('reminded')).toBe(true);

    const second = await sendAppointmentReminders(db(), now, shop, email);
    expect(second).toEqual({ day, sent: 0 });
    // Two days before: not yet.
    expect((await sendAppointmentReminders(db(), new Date(slotStartMs(addShopDays(day, -2), '09:00')), shop, email)).sent).toBe(0);
  });
});

describe("notices in the customer's language", () => {
  it('a customer whose profile says Hindi hears of a booking and its cancelling in Hindi, with the name from the same read', async () => {
    const kavya = await testUser(`appt-kavya-${RUN}@example.test`);
    await adminAuth().updateUser(kavya.uid, { emailVerified: true });
    await db().doc(`users/${kavya.uid}`).set({ name: 'Kavya Rao', email: kavya.email, language: 'hi' });
    const day = addShopDays(today, 6);
    const res = await book(kavya, { kind: 'measurement-shop', day, time: T3 });
    expect(res.status).toBe(201);
    const id = res.body.appointment!.id;
    expect((await db().doc(`appointments/${id}`).get()).get('customerName')).toBe('Kavya Rao');
    const notice = (await db().doc(`users/${kavya.uid}/notifications/appointment-${id}-0`).get()).data()!;
    expect(notice.title).toBe('बुकिंग पक्की: दुकान पर नाप');
    expect(notice.body).toMatch(/ को मिलते हैं। दुकान का पता: /);
    const mail = (await db().doc(`mail/appointment-${id}-0`).get()).data()!;
    expect(mail.to).toBe(kavya.email);
    expect(mail.message.text.split('\n')[0]).toBe('नमस्ते,');
    expect(mail.message.text).toContain('आपकी बुकिंग: ');

    expect((await callApi('POST', `/appointments/${id}/cancel`, { token: kavya.idToken })).status).toBe(200);
    const cancelled = (await db().doc(`users/${kavya.uid}/notifications/appointment-${id}-1`).get()).data()!;
    expect(cancelled.title).toBe('बुकिंग रद्द: दुकान पर नाप');
    // Priya's profile names no language: her notices above stay English ('Measurement at the shop booked').
  });
});
