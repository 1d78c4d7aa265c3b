/**
 * The workshop against the emulators: the jobs triggers keep jobs/{orderId}_{lineNo}
 * in step with orders and tailor assignments, and staff:grant / staff:revoke
 * give and take the tailor role (an old token stops working at once).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { emptyOrderDraft } from '@tailor/domain';
import { syncOrderJobs } from '../functions/src/workshop/jobSync';
import { adminAuth, adminDb, signInWithPassword, testUser } from './support/admin';
import { FIRESTORE_HOST, FIRESTORE_PORT, PROJECT_ID, waitFor } from './support/emulators';
import { runScript } from './support/scripts';

const RUN = Date.now().toString(36);
const db = () => adminDb();
const made: string[] = [];

function tailorOrder(status: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...emptyOrderDraft('tailor'),
    userId: `cust-${RUN}`,
    orderNumber: `SS-9${RUN.slice(-5)}`,
    orderStatus: status,
    customer: { name: 'Priya', email: 'p@x.in', phone: '9876543210', address: { street: '1 Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400001', country: 'India' } },
    lines: [
      {
        productId: 'p-blouse',
        productType: 'tailor',
        quantity: 1,
        productName: 'Maroon silk blouse',
        image: '/garments/blouse-1.svg',
        price: 250000,
        totalPrice: 250000,
        measurements: { category: 'blouse', values: { chest: 34, waist: 28 } },
      },
    ],
    totalPrice: 250000,
    pricedAt: FieldValue.serverTimestamp(),
    deliveryDate: '2026-12-01',
    specialInstructions: 'Tassels on the back',
    statusHistory: [
      { status: 'pending', at: Timestamp.now(), by: `cust-${RUN}` },
      ...(status === 'pending' ? [] : [{ status: 'confirmed', at: Timestamp.now(), by: 'boss' }]),
    ],
    ...overrides,
  };
}

async function newOrder(status: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const ref = db().collection('orders').doc();
  made.push(ref.id);
  await ref.set(tailorOrder(status, overrides));
  return ref.id;
}

const jobDoc = (orderId: string) => db().doc(`jobs/${orderId}_1`);

afterAll(async () => {
  for (const id of made) {
    await db().doc(`orders/${id}`).delete();
    await db().doc(`tailorAssignments/${id}`).delete();
  }
});

describe('the jobs triggers', () => {
  it('project a confirmed made-to-measure order, follow the assignment, keep the tailor’s stage, and drop the job on cancel', async () => {
    const orderId = await newOrder('confirmed');
    const job = await waitFor(async () => {
      const snap = await jobDoc(orderId).get();
      return snap.exists ? snap.data() : undefined;
    }, 180_000, 'the job');
    expect(job).toMatchObject({ orderId, lineNo: 1, designName: 'Maroon silk blouse', stage: 'cutting', dueDate: '2026-12-01', tailorUid: null, notes: 'Tassels on the back' });
    expect(JSON.stringify(job)).not.toMatch(/9876543210|1 Road|250000|p@x\.in/);

    await db().doc(`tailorAssignments/${orderId}`).set({ tailorUid: `t-${RUN}`, tailorName: 'Ramesh', assignedAt: Timestamp.now(), assignedBy: 'boss' });
    await waitFor(async () => ((await jobDoc(orderId).get()).get('tailorUid') === `t-${RUN}` ? true : undefined), 180_000, 'the assignment');

    // The tailor moves the stage; a later change of the order keeps it.
    await jobDoc(orderId).update({ stage: 'finishing', stageUpdatedAt: FieldValue.serverTimestamp(), stageUpdatedBy: `t-${RUN}` });
    await db().doc(`orders/${orderId}`).update({ deliveryDate: '2026-12-05', orderStatus: 'stitching' });
    const moved = await waitFor(async () => {
      const snap = await jobDoc(orderId).get();
      return snap.get('dueDate') === '2026-12-05' ? snap.data() : undefined;
    }, 180_000, 'the new due date');
    expect(moved).toMatchObject({ stage: 'finishing', tailorName: 'Ramesh', orderStatus: 'stitching' });
    // Running the sync again changes nothing.
    expect(await syncOrderJobs(db(), orderId)).toBe(0);
    expect((await jobDoc(orderId).get()).get('stage')).toBe('finishing');

    await db().doc(`orders/${orderId}`).update({ orderStatus: 'cancelled' });
    await waitFor(async () => (!(await jobDoc(orderId).get()).exists ? true : undefined), 180_000, 'the job to go');
  }, 900_000);

  it('make no job of a pending or a ready-made order', async () => {
    const pending = await newOrder('pending');
    const readymade = await newOrder('confirmed', { orderType: 'readymade', lines: [{ productId: 'p', productType: 'readymade', quantity: 1, productName: 'Saree', size: 'M' }] });
    expect(await syncOrderJobs(db(), pending)).toBe(0);
    expect(await syncOrderJobs(db(), readymade)).toBe(0);
    expect((await jobDoc(pending).get()).exists).toBe(false);
    expect((await jobDoc(readymade).get()).exists).toBe(false);
  });

  it('mark the jobs done once the order leaves the workshop', async () => {
    const orderId = await newOrder('confirmed');
    await waitFor(async () => ((await jobDoc(orderId).get()).exists ? true : undefined), 180_000, 'the job');
    await db().doc(`orders/${orderId}`).update({ orderStatus: 'ready' });
    await waitFor(async () => ((await jobDoc(orderId).get()).get('stage') === 'done' ? true : undefined), 180_000, 'done');
  }, 400_000);
});

const staffScript = (...args: string[]) => runScript('scripts/staff-claim.ts', ...args);

async function jobReadStatus(idToken: string, jobId: string): Promise<number> {
  const url = `http://${FIRESTORE_HOST}:${FIRESTORE_PORT}/v1/projects/${PROJECT_ID}/databases/(default)/documents/jobs/${jobId}`;
  return (await fetch(url, { headers: { Authorization: `Bearer ${idToken}` } })).status;
}

describe('scripts/staff-claim.ts (staff:grant / staff:revoke)', () => {
  it('grants the tailor role and lists the tailor; revoking refuses the old token at once', async () => {
    const user = await testUser(`tailor-${RUN}@example.test`, undefined, 'Ramesh Tailor');
    await adminAuth().updateUser(user.uid, { emailVerified: true });
    const granted = staffScript('grant', user.email, 'tailor');
    expect(granted.err).toBe('');
    expect(granted.code).toBe(0);
    expect(granted.out).toContain(`Granted the tailor role to ${user.email}`);
    expect((await adminAuth().getUser(user.uid)).customClaims).toEqual({ role: 'tailor' });
    expect((await db().doc(`staff/${user.uid}`).get()).data()).toMatchObject({ role: 'tailor', email: user.email, name: 'Ramesh Tailor' });

    const jobId = `staff-${RUN}_1`;
    await db().doc(`jobs/${jobId}`).set({ orderId: `staff-${RUN}`, tailorUid: user.uid, stage: 'cutting' });
    const token = await signInWithPassword(user.email, user.password);
    expect(await jobReadStatus(token, jobId)).toBe(200);
    await new Promise((r) => setTimeout(r, 1100));

    const revoked = staffScript('revoke', user.email, 'tailor');
    expect(revoked.code).toBe(0);
    expect(revoked.out).toContain('Revoked the tailor role');
    expect((await adminAuth().getUser(user.uid)).customClaims ?? {}).toEqual({});
    expect((await db().doc(`staff/${user.uid}`).get()).exists).toBe(false);
    // The old token still says role: tailor; the rules compare its auth_time with staffRevocations.
    expect(await jobReadStatus(token, jobId)).toBe(403);
    await db().doc(`jobs/${jobId}`).delete();
  }, 120_000);

  it('refuses a second role, a bad role, and keeps admin:grant working as before', async () => {
    const user = await testUser(`staff-admin-${RUN}@example.test`, { role: 'admin' });
    await adminAuth().updateUser(user.uid, { emailVerified: true });
    const second = staffScript('grant', user.email, 'tailor');
    expect(second.code).toBe(1);
    expect(second.err).toContain('has the admin role');
    expect((await adminAuth().getUser(user.uid)).customClaims).toEqual({ role: 'admin' });

    const bad = staffScript('grant', user.email, 'cutter');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('The role must be admin or tailor');
    expect(staffScript('grant', user.email).code).toBe(2);

    // Revoking a role the account does not hold leaves the other alone.
    const none = staffScript('revoke', user.email, 'tailor');
    expect(none.code).toBe(0);
    expect(none.out).toContain('nothing to revoke');
    expect((await adminAuth().getUser(user.uid)).customClaims).toEqual({ role: 'admin' });
  }, 120_000);
});
