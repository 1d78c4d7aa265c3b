/**
 * The workshop's demo: a tailor account (claim role=tailor, on the staff
 * list), the admin on the staff list, and the seeded made-to-measure orders
 * assigned to the tailor at different stages, due within this week (one
 * overdue). Due dates follow the clock so the week view always has work;
 * everything else is fixed, and a second run changes nothing else.
 */
import type { Auth } from 'firebase-admin/auth';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { jobId, shopDay, shopDayStart, workshopWeek, type JobStage } from '@tailor/domain';
import { syncOrderJobs } from '../../functions/src/workshop/jobSync';
import { daysBefore } from './catalogue';
import { DEMO_ACCOUNTS, type DemoAccount } from './accounts';

export const DEMO_TAILOR = {
  uid: 'demo-tailor',
  email: 'tailor@silaistudio.test',
  password: 'Tailor@12345',
  name: 'Ramesh Darzi',
  joinedDaysAgo: 200,
} as const satisfies DemoAccount;

const DAY_MS = 86_400_000;

/**
 * Order, stage, and due day relative to today (clamped into this week, except
 * the overdue one); the last is new work no tailor has been given yet.
 */
export const WORKSHOP_JOBS: readonly { orderId: string; stage: JobStage; dueInDays: number; unassigned?: true }[] = [
  { orderId: 'seed-order-11', stage: 'stitching', dueInDays: -2 },
  { orderId: 'seed-order-05', stage: 'finishing', dueInDays: 0 },
  { orderId: 'seed-order-09', stage: 'stitching', dueInDays: 1 },
  { orderId: 'seed-order-06', stage: 'cutting', dueInDays: 2 },
  { orderId: 'seed-order-10', stage: 'cutting', dueInDays: 3, unassigned: true },
];

/** A day `n` days from today's shop day; a future one no later than this week's Sunday. */
export function seedDueDay(nowMs: number, n: number): string {
  const today = shopDay(nowMs);
  const day = shopDay(shopDayStart(today) + n * DAY_MS + DAY_MS / 2);
  if (n <= 0) return day;
  const sunday = workshopWeek(null, nowMs).days[6]!;
  return day > sunday ? sunday : day;
}

async function upsertTailor(auth: Auth): Promise<string> {
  try {
    const existing = await auth.getUserByEmail(DEMO_TAILOR.email);
    await auth.updateUser(existing.uid, { password: DEMO_TAILOR.password, displayName: DEMO_TAILOR.name, emailVerified: true, disabled: false });
    await auth.setCustomUserClaims(existing.uid, { role: 'tailor' });
    return existing.uid;
  } catch (error) {
    if ((error as { code?: string } | null)?.code !== 'auth/user-not-found') throw error;
    const created = await auth.createUser({ uid: DEMO_TAILOR.uid, email: DEMO_TAILOR.email, password: DEMO_TAILOR.password, displayName: DEMO_TAILOR.name, emailVerified: true });
    await auth.setCustomUserClaims(created.uid, { role: 'tailor' });
    return created.uid;
  }
}

/** Seeds the tailor, the staff list, the assignments and the jobs; returns the tailor's uid. */
export async function writeWorkshop(db: Firestore, auth: Auth, uids: Map<string, string>, nowMs = Date.now()): Promise<string> {
  const tailorUid = await upsertTailor(auth);
  const adminUid = uids.get(DEMO_ACCOUNTS.admin.email) ?? DEMO_ACCOUNTS.admin.uid;
  const batch = db.batch();
  batch.set(db.doc(`users/${tailorUid}`), { name: DEMO_TAILOR.name, email: DEMO_TAILOR.email, profilePicture: '', createdAt: Timestamp.fromDate(daysBefore(DEMO_TAILOR.joinedDaysAgo)) });
  const since = Timestamp.fromDate(daysBefore(DEMO_TAILOR.joinedDaysAgo));
  batch.set(db.doc(`staff/${tailorUid}`), { uid: tailorUid, email: DEMO_TAILOR.email, name: DEMO_TAILOR.name, role: 'tailor', grantedAt: since });
  batch.set(db.doc(`staff/${adminUid}`), { uid: adminUid, email: DEMO_ACCOUNTS.admin.email, name: DEMO_ACCOUNTS.admin.name, role: 'admin', grantedAt: since });
  for (const w of WORKSHOP_JOBS) {
    batch.update(db.doc(`orders/${w.orderId}`), { deliveryDate: seedDueDay(nowMs, w.dueInDays) });
    if (w.unassigned) batch.delete(db.doc(`tailorAssignments/${w.orderId}`));
    else batch.set(db.doc(`tailorAssignments/${w.orderId}`), { tailorUid, tailorName: DEMO_TAILOR.name, assignedAt: since, assignedBy: adminUid });
  }
  await batch.commit();
  // What the jobs triggers would write (the seed also runs without functions), then each job's stage.
  for (const w of WORKSHOP_JOBS) {
    await syncOrderJobs(db, w.orderId);
    await db.doc(`jobs/${jobId(w.orderId, 1)}`).update({ stage: w.stage, stageUpdatedAt: w.unassigned ? null : since, stageUpdatedBy: w.unassigned ? null : tailorUid });
  }
  return tailorUid;
}
