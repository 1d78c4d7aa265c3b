import { describe, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { Timestamp, collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { DEFAULT_APPOINTMENT_SETTINGS, DEFAULT_SHOP_SETTINGS } from '@tailor/domain';
import { contexts, rulesEnv } from './support/rules';

const appointment = (userId: string) => ({
  id: `a-${userId}`,
  userId,
  kind: 'measurement-shop',
  status: 'booked',
  day: '2026-12-01',
  time: '11:00',
  startsAt: Timestamp.fromDate(new Date('2026-12-01T05:30:00Z')),
  orderId: null,
  orderNumber: null,
  customerName: 'Priya',
  pincode: null,
});

const env = await rulesEnv('rules-appointments', {
  seed: async (db) => {
    await setDoc(doc(db, 'appointments/a-cust-1'), appointment('cust-1'));
    await setDoc(doc(db, 'appointments/a-cust-2'), appointment('cust-2'));
    await setDoc(doc(db, 'appointmentSlots/2026-12-01_1100'), { day: '2026-12-01', time: '11:00', taken: 2 });
    await setDoc(doc(db, 'settings/shop'), structuredClone(DEFAULT_SHOP_SETTINGS));
  },
});
const { anon, customer, other, admin } = contexts(env, { customer: 'cust-1', other: 'cust-2' });

describe('appointments rules', () => {
  it('a customer reads their own appointments, one by one and as a query on their id', async () => {
    await assertSucceeds(getDoc(doc(customer, 'appointments/a-cust-1')));
    await assertSucceeds(getDocs(query(collection(customer, 'appointments'), where('userId', '==', 'cust-1'))));
  });

  it("a customer reads no other customer's appointment, nor the whole list; a visitor reads none", async () => {
    await assertFails(getDoc(doc(customer, 'appointments/a-cust-2')));
    await assertFails(getDocs(collection(customer, 'appointments')));
    await assertFails(getDocs(query(collection(customer, 'appointments'), where('userId', '==', 'cust-2'))));
    await assertFails(getDoc(doc(anon, 'appointments/a-cust-1')));
    await assertFails(getDocs(query(collection(anon, 'appointments'), where('userId', '==', 'cust-1'))));
  });

  it('the admin reads every appointment', async () => {
    await assertSucceeds(getDoc(doc(admin, 'appointments/a-cust-2')));
    await assertSucceeds(getDocs(collection(admin, 'appointments')));
  });

  it('no client writes an appointment, not even its owner or the admin', async () => {
    await assertFails(setDoc(doc(customer, 'appointments/new'), appointment('cust-1')));
    await assertFails(updateDoc(doc(customer, 'appointments/a-cust-1'), { status: 'cancelled' }));
    await assertFails(updateDoc(doc(customer, 'appointments/a-cust-1'), { day: '2026-12-02' }));
    await assertFails(deleteDoc(doc(customer, 'appointments/a-cust-1')));
    await assertFails(setDoc(doc(other, 'appointments/a-cust-1'), appointment('cust-2')));
    await assertFails(setDoc(doc(anon, 'appointments/x'), appointment('x')));
    await assertFails(updateDoc(doc(admin, 'appointments/a-cust-2'), { status: 'cancelled' }));
    await assertFails(setDoc(doc(admin, 'appointments/new'), appointment('cust-1')));
  });

  it('the slot counters are trusted code’s alone', async () => {
    for (const db of [anon, customer, admin]) {
      await assertFails(getDoc(doc(db, 'appointmentSlots/2026-12-01_1100')));
      await assertFails(setDoc(doc(db, 'appointmentSlots/2026-12-01_1100'), { day: '2026-12-01', time: '11:00', taken: 0 }));
    }
  });
});

describe('settings/shop.appointments rules', () => {
  const appt = DEFAULT_APPOINTMENT_SETTINGS;
  const withAppointments = (change: Record<string, unknown>) => ({ ...structuredClone(DEFAULT_SHOP_SETTINGS), appointments: { ...structuredClone(appt), ...change } });

  it('the admin saves valid appointment settings; a document without them still saves', async () => {
    await assertSucceeds(setDoc(doc(admin, 'settings/shop'), withAppointments({})));
    await assertSucceeds(
      setDoc(
        doc(admin, 'settings/shop'),
        withAppointments({
          visitKinds: ['trial'],
          homePincodes: [],
          closedDates: ['2026-12-25', '2027-01-01'],
          weeklySlots: ['Mo 09:30', 'Sa 10:00', 'Sa 23:59'],
          slotMinutes: 240,
          capacity: 20,
          changeCutoffHours: 0,
        }),
      ),
    );
    await assertSucceeds(updateDoc(doc(admin, 'settings/shop'), { 'appointments.capacity': 3 }));
    const { appointments: _none, ...before } = withAppointments({});
    await assertSucceeds(setDoc(doc(admin, 'settings/shop'), before));
  });

  it.each([
    ['an unknown kind', { visitKinds: ['video-call'] }],
    ['a 5-digit PIN', { homePincodes: ['400058', '40005'] }],
    ['a date written day first', { closedDates: ['25-12-2026'] }],
    ['a time out of range', { weeklySlots: ['Mo 24:00'] }],
    ['an unknown weekday', { weeklySlots: ['Xx 10:00'] }],
    ['slots that are not a list', { weeklySlots: 'Mo 10:00' }],
    ['slots by weekday', { weeklySlots: { Mo: ['10:00'] } }],
    ['a capacity of 0', { capacity: 0 }],
    ['a slot of 10 minutes', { slotMinutes: 10 }],
    ['a cut-off of a fortnight', { changeCutoffHours: 336 }],
    ['an unknown key', { colour: 'red' }],
  ])('the admin cannot save %s', async (_label, change) => {
    await assertFails(setDoc(doc(admin, 'settings/shop'), withAppointments(change)));
  });

  it('the appointments are saved by an update of their own, not in a create (a full create spends the expression budget)', async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      await deleteDoc(doc(ctx.firestore(), 'settings/shop'));
    });
    await assertFails(setDoc(doc(admin, 'settings/shop'), withAppointments({})));
    // A new document carries none of the sections (payments, billing, appointments).
    const { appointments: _later, payments: _p, ...created } = withAppointments({});
    await assertSucceeds(setDoc(doc(admin, 'settings/shop'), created));
    await assertSucceeds(updateDoc(doc(admin, 'settings/shop'), { appointments: structuredClone(appt) }));
  });

  it('a customer cannot change the appointment settings', async () => {
    await assertFails(updateDoc(doc(customer, 'settings/shop'), { 'appointments.capacity': 20 }));
    await assertFails(updateDoc(doc(anon, 'settings/shop'), { 'appointments.capacity': 20 }));
  });
});
