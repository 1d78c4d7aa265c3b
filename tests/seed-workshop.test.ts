/** The seed's workshop: the demo tailor, the staff list, assigned jobs at their stages, due this week with one overdue. */
import { beforeAll, describe, expect, it } from 'vitest';
import { jobId, shopDay, workshopWeek } from '@tailor/domain';
import { DEMO_TAILOR, seedShop, WORKSHOP_JOBS } from '../scripts/seed/index';
import { adminAuth, adminDb, signInWithPassword } from './support/admin';

describe('the seeded workshop', () => {
  const db = adminDb();
  beforeAll(async () => {
    // Twice: the second run must not duplicate or unsettle anything.
    await seedShop();
    await seedShop();
  }, 300_000);

  it('has a tailor who signs in with the demo password, with the tailor claim, on the staff list', async () => {
    const user = await adminAuth().getUserByEmail(DEMO_TAILOR.email);
    expect(user.customClaims).toEqual({ role: 'tailor' });
    expect(await signInWithPassword(DEMO_TAILOR.email, DEMO_TAILOR.password)).toBeTruthy();
    expect((await db.doc(`staff/${user.uid}`).get()).data()).toMatchObject({ role: 'tailor', name: DEMO_TAILOR.name });
    expect((await db.collection('staff').where('role', '==', 'admin').get()).size).toBeGreaterThanOrEqual(1);
  });

  it('assigns made-to-measure orders at different stages, due within this week, one overdue, one not yet assigned', async () => {
    const uid = (await adminAuth().getUserByEmail(DEMO_TAILOR.email)).uid;
    const now = Date.now();
    const today = shopDay(now);
    const week = workshopWeek(null, now);
    const jobs = await Promise.all(WORKSHOP_JOBS.map(async (w) => (await db.doc(`jobs/${jobId(w.orderId, 1)}`).get()).data()!));
    expect(new Set(jobs.map((j) => j.stage)).size).toBeGreaterThanOrEqual(3);
    expect(jobs.filter((j) => j.tailorUid === uid)).toHaveLength(WORKSHOP_JOBS.length - 1);
    expect((await db.collection('jobs').where('tailorUid', '==', uid).get()).size).toBe(WORKSHOP_JOBS.length - 1);
    expect(jobs.filter((j) => j.tailorUid === null)).toHaveLength(1);
    expect(jobs.filter((j) => j.dueDate < today)).toHaveLength(1);
    for (const j of jobs.filter((x) => x.dueDate >= today)) expect(week.days).toContain(j.dueDate);
    for (const [i, w] of WORKSHOP_JOBS.entries()) expect(jobs[i]!.stage).toBe(w.stage);
    expect(JSON.stringify(jobs)).not.toMatch(/phone|pincode|totalPrice|"price"/);
  });
});
