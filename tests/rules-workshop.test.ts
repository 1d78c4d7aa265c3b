/**
 * The workshop's rules: a tailor reads and moves only their own jobs and
 * nothing of orders, customers, carts, payments or staff; customers and
 * visitors read no job; the admin reads every job and assigns tailors from
 * the staff list.
 */
import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, serverTimestamp, setDoc, Timestamp, updateDoc, where } from 'firebase/firestore';
import { emptyOrderDraft } from '@tailor/domain';
import { assignmentPayload, stageMovePayload } from '../web/src/features/workshop/writes';
import { contexts, rulesEnv, seedDoc, type Db } from './support/rules';

const TAILOR = 'tailor-1';
const OTHER_TAILOR = 'tailor-2';
const CUSTOMER = 'cust-1';
const TAILOR_CLAIMS = { role: 'tailor' };

function storedOrder(status: string, orderType = 'tailor'): Record<string, unknown> {
  return {
    ...emptyOrderDraft(orderType as 'tailor'),
    userId: CUSTOMER,
    orderNumber: 'SS-1001',
    orderStatus: status,
    customer: { name: 'Priya', email: 'p@x.in', phone: '9876543210', address: { street: '1 Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400001', country: 'India' } },
    totalPrice: 250000,
    statusHistory: [],
  };
}

function job(tailorUid: string | null, stage = 'cutting'): Record<string, unknown> {
  return {
    orderId: 'o1',
    orderNumber: 'SS-1001',
    lineNo: 1,
    lineCount: 1,
    designName: 'Maroon silk blouse',
    measurements: [{ key: 'chest', label: 'Chest', value: 34, unit: 'in' }],
    dueDate: '2026-11-28',
    tailorUid,
    tailorName: tailorUid ? 'Ramesh' : '',
    stage,
    stageUpdatedAt: null,
    stageUpdatedBy: null,
  };
}

const env = await rulesEnv('workshop', {
  seed: async (db) => {
    await setDoc(doc(db, 'orders/o1'), storedOrder('confirmed'));
    await setDoc(doc(db, 'orders/ready1'), storedOrder('confirmed', 'readymade'));
    await setDoc(doc(db, 'orders/gone'), storedOrder('cancelled'));
    await setDoc(doc(db, 'orders/o1/payments/p1'), { amount: 100000 });
    await setDoc(doc(db, 'jobs/o1_1'), job(TAILOR));
    await setDoc(doc(db, 'jobs/o2_1'), job(OTHER_TAILOR));
    await setDoc(doc(db, 'jobs/o3_1'), job(null));
    await setDoc(doc(db, `staff/${TAILOR}`), { uid: TAILOR, name: 'Ramesh', email: 'r@x.in', role: 'tailor' });
    await setDoc(doc(db, 'staff/boss'), { uid: 'boss', name: 'Sunita', email: 's@x.in', role: 'admin' });
    await setDoc(doc(db, `users/${CUSTOMER}`), { name: 'Priya', email: 'p@x.in', profilePicture: '', createdAt: Timestamp.now() });
    await setDoc(doc(db, `users/${CUSTOMER}/addresses/a1`), { name: 'Priya' });
    await setDoc(doc(db, `carts/${CUSTOMER}`), { totalPrice: 1 });
    await setDoc(doc(db, 'settings/shop'), { name: 'Silai Studio' });
    await setDoc(doc(db, 'settings/secret'), { x: 1 });
    await setDoc(doc(db, 'stats/orders'), { orders: 3 });
    await setDoc(doc(db, 'appointments/a1'), { userId: CUSTOMER, kind: 'trial', status: 'booked', day: '2026-11-26', time: '11:00', startsAt: Timestamp.now(), orderId: 'o1', orderNumber: 'SS-1001', customerName: 'Priya', pincode: null });
    await setDoc(doc(db, 'tailorAssignments/o1'), { tailorUid: TAILOR, tailorName: 'Ramesh', assignedAt: Timestamp.now(), assignedBy: 'boss' });
  },
});

const { admin, anon, customer, tailor, otherTailor, fakeTailor } = contexts(env, {
  customer: CUSTOMER,
  tailor: { uid: TAILOR, claims: TAILOR_CLAIMS },
  otherTailor: { uid: OTHER_TAILOR, claims: TAILOR_CLAIMS },
  // The same uid without the claim (a job's tailorUid alone grants nothing).
  fakeTailor: TAILOR,
});

const own = (db: Db) => query(collection(db, 'jobs'), where('tailorUid', '==', TAILOR));

describe('jobs: reads', () => {
  it('a tailor reads their own jobs, by id and by a query for their uid', async () => {
    await assertSucceeds(getDoc(doc(tailor, 'jobs/o1_1')));
    const snap = await assertSucceeds(getDocs(own(tailor)));
    expect(snap.docs.map((d) => d.id)).toEqual(['o1_1']);
  });

  it("a tailor reads no other tailor's job, no unassigned job, and cannot list all jobs", async () => {
    await assertFails(getDoc(doc(tailor, 'jobs/o2_1')));
    await assertFails(getDoc(doc(tailor, 'jobs/o3_1')));
    await assertFails(getDocs(collection(tailor, 'jobs')));
    await assertFails(getDocs(query(collection(tailor, 'jobs'), where('tailorUid', '==', OTHER_TAILOR))));
    await assertFails(getDocs(own(otherTailor)));
  });

  it('a customer, a visitor and an account without the claim read no job', async () => {
    for (const db of [customer, anon, fakeTailor]) {
      await assertFails(getDoc(doc(db, 'jobs/o1_1')));
      await assertFails(getDocs(own(db)));
      await assertFails(getDocs(collection(db, 'jobs')));
    }
  });

  it('the admin reads every job', async () => {
    const snap = await assertSucceeds(getDocs(collection(admin, 'jobs')));
    expect(snap.size).toBe(3);
  });
});

describe('jobs: stage moves', () => {
  it('a tailor moves their own job to each valid stage', async () => {
    for (const stage of ['stitching', 'finishing', 'done', 'cutting'] as const) {
      await assertSucceeds(updateDoc(doc(tailor, 'jobs/o1_1'), stageMovePayload(stage, TAILOR)));
    }
  });

  it("a tailor cannot move another tailor's job, nor an unassigned one", async () => {
    await assertFails(updateDoc(doc(tailor, 'jobs/o2_1'), stageMovePayload('stitching', TAILOR)));
    await assertFails(updateDoc(doc(tailor, 'jobs/o3_1'), stageMovePayload('stitching', TAILOR)));
  });

  it('refuses an unknown stage, another field, a wrong author or a client time', async () => {
    const ref = doc(tailor, 'jobs/o1_1');
    await assertFails(updateDoc(ref, { stage: 'sewing', stageUpdatedAt: serverTimestamp(), stageUpdatedBy: TAILOR }));
    await assertFails(updateDoc(ref, { ...stageMovePayload('stitching', TAILOR), tailorUid: OTHER_TAILOR }));
    await assertFails(updateDoc(ref, { ...stageMovePayload('stitching', TAILOR), dueDate: '2026-12-31' }));
    await assertFails(updateDoc(ref, { ...stageMovePayload('stitching', TAILOR), tailorName: 'Someone' }));
    await assertFails(updateDoc(ref, stageMovePayload('stitching', OTHER_TAILOR)));
    await assertFails(updateDoc(ref, { stage: 'stitching', stageUpdatedAt: Timestamp.now(), stageUpdatedBy: TAILOR }));
  });

  it('nobody creates or deletes a job; customers, visitors and claimless accounts move none', async () => {
    await assertFails(setDoc(doc(tailor, 'jobs/o9_1'), job(TAILOR)));
    await assertFails(setDoc(doc(admin, 'jobs/o9_1'), job(TAILOR)));
    await assertFails(deleteDoc(doc(tailor, 'jobs/o1_1')));
    await assertFails(deleteDoc(doc(admin, 'jobs/o1_1')));
    for (const db of [customer, anon, fakeTailor]) await assertFails(updateDoc(doc(db, 'jobs/o1_1'), stageMovePayload('stitching', TAILOR)));
  });

  it('the admin may move a stage too', async () => {
    await assertSucceeds(updateDoc(doc(admin, 'jobs/o2_1'), stageMovePayload('finishing', 'boss')));
  });
});

describe('a tailor reads nothing else', () => {
  it('no order, order payment, customer profile, address, cart, staff, assignment, stats or private setting', async () => {
    await assertFails(getDoc(doc(tailor, 'orders/o1')));
    await assertFails(getDocs(collection(tailor, 'orders')));
    await assertFails(getDocs(query(collection(tailor, 'orders'), where('userId', '==', CUSTOMER))));
    await assertFails(getDoc(doc(tailor, 'orders/o1/payments/p1')));
    await assertFails(getDoc(doc(tailor, `users/${CUSTOMER}`)));
    await assertFails(getDocs(collection(tailor, 'users')));
    await assertFails(getDoc(doc(tailor, `users/${CUSTOMER}/addresses/a1`)));
    await assertFails(getDoc(doc(tailor, `carts/${CUSTOMER}`)));
    await assertFails(getDoc(doc(tailor, `staff/${TAILOR}`)));
    await assertFails(getDocs(collection(tailor, 'staff')));
    await assertFails(getDoc(doc(tailor, 'tailorAssignments/o1')));
    await assertFails(getDoc(doc(tailor, 'stats/orders')));
    await assertFails(getDoc(doc(tailor, 'settings/secret')));
    await assertFails(getDoc(doc(tailor, `staffRevocations/${TAILOR}`)));
  });

  it('but the public settings, like everyone', async () => {
    await assertSucceeds(getDoc(doc(tailor, 'settings/shop')));
  });

  it('and writes no order, assignment or staff entry', async () => {
    await assertFails(updateDoc(doc(tailor, 'orders/o1'), { orderStatus: 'stitching' }));
    await assertFails(setDoc(doc(tailor, 'tailorAssignments/o1'), assignmentPayload({ tailorUid: TAILOR, tailorName: 'Ramesh' }, TAILOR)));
    await assertFails(setDoc(doc(tailor, `staff/${TAILOR}`), { role: 'admin' }));
  });
});

describe('a revoked tailor (staffRevocations/{uid}, written by staff:revoke)', () => {
  const now = Math.floor(Date.now() / 1000);
  const signedInAt = (authTime: number) => env.authenticatedContext(TAILOR, { ...TAILOR_CLAIMS, auth_time: authTime, iat: now - 5 }).firestore();

  it("an old token that still carries the claim reads and moves nothing; one signed in after a new grant does", async () => {
    await seedDoc(env, `staffRevocations/${TAILOR}`, { revokedAt: Timestamp.fromMillis((now - 600) * 1000) });
    const old = signedInAt(now - 1200);
    await assertFails(getDoc(doc(old, 'jobs/o1_1')));
    await assertFails(getDocs(own(old)));
    await assertFails(updateDoc(doc(old, 'jobs/o1_1'), stageMovePayload('stitching', TAILOR)));
    const fresh = signedInAt(now - 60);
    await assertSucceeds(getDoc(doc(fresh, 'jobs/o1_1')));
    await assertSucceeds(updateDoc(doc(fresh, 'jobs/o1_1'), stageMovePayload('stitching', TAILOR)));
  });
});

describe('staff and tailor assignments', () => {
  it('the admin reads the staff list; nobody writes it', async () => {
    await assertSucceeds(getDocs(query(collection(admin, 'staff'), where('role', '==', 'tailor'))));
    await assertFails(setDoc(doc(admin, 'staff/new'), { uid: 'new', name: 'X', email: 'x@x.in', role: 'tailor' }));
    for (const db of [customer, anon]) await assertFails(getDocs(collection(db, 'staff')));
  });

  it('the admin assigns a tailor on the staff list, under their name, to a made-to-measure order', async () => {
    await assertSucceeds(setDoc(doc(admin, 'tailorAssignments/o1'), assignmentPayload({ tailorUid: TAILOR, tailorName: 'Ramesh' }, 'boss')));
    await assertSucceeds(getDoc(doc(admin, 'tailorAssignments/o1')));
    await assertSucceeds(deleteDoc(doc(admin, 'tailorAssignments/o1')));
  });

  it('refuses someone not on the list as a tailor, a wrong name, extra keys, a ready-made or cancelled or missing order', async () => {
    const put = (orderId: string, data: Record<string, unknown>) => setDoc(doc(admin, `tailorAssignments/${orderId}`), data);
    await assertFails(put('o1', assignmentPayload({ tailorUid: OTHER_TAILOR, tailorName: 'Ramesh' }, 'boss')));
    await assertFails(put('o1', assignmentPayload({ tailorUid: 'boss', tailorName: 'Sunita' }, 'boss')));
    await assertFails(put('o1', assignmentPayload({ tailorUid: TAILOR, tailorName: 'Someone else' }, 'boss')));
    await assertFails(put('o1', { ...assignmentPayload({ tailorUid: TAILOR, tailorName: 'Ramesh' }, 'boss'), note: 'x' }));
    await assertFails(put('o1', assignmentPayload({ tailorUid: TAILOR, tailorName: 'Ramesh' }, 'someone-else')));
    await assertFails(put('o1', { tailorUid: TAILOR, tailorName: 'Ramesh', assignedAt: Timestamp.now(), assignedBy: 'boss' }));
    await assertFails(put('ready1', assignmentPayload({ tailorUid: TAILOR, tailorName: 'Ramesh' }, 'boss')));
    await assertFails(put('gone', assignmentPayload({ tailorUid: TAILOR, tailorName: 'Ramesh' }, 'boss')));
    await assertFails(put('missing', assignmentPayload({ tailorUid: TAILOR, tailorName: 'Ramesh' }, 'boss')));
  });

  it('customers and visitors neither read nor write assignments', async () => {
    for (const db of [customer, anon]) {
      await assertFails(getDoc(doc(db, 'tailorAssignments/o1')));
      await assertFails(setDoc(doc(db, 'tailorAssignments/o1'), assignmentPayload({ tailorUid: TAILOR, tailorName: 'Ramesh' }, CUSTOMER)));
      await assertFails(deleteDoc(doc(db, 'tailorAssignments/o1')));
    }
  });
});

describe('appointments for the week view', () => {
  it('the admin reads the booked appointments; a tailor and a visitor do not', async () => {
    await assertSucceeds(getDocs(query(collection(admin, 'appointments'), where('startsAt', '>=', Timestamp.fromMillis(0)))));
    await assertFails(getDoc(doc(tailor, 'appointments/a1')));
    await assertFails(getDocs(collection(tailor, 'appointments')));
    await assertFails(getDoc(doc(anon, 'appointments/a1')));
  });
});
