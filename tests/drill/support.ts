/**
 * The drills run after every other emulator and browser test (vitest project
 * `drill`, a later group), because they clear the whole database.
 */
import type { Firestore, CollectionReference } from 'firebase-admin/firestore';
import { setBackgroundTriggers } from '../../scripts/lib/emulator-backup';
import { seedShop } from '../../scripts/seed/index';
import { verifyData, type VerifyReport } from '../../scripts/verify/verifyData';
import { AUTH_URL, FIRESTORE_HOST, FIRESTORE_PORT, PROJECT_ID } from '../support/emulators';

/**
 * Clears Firestore and Auth, with the functions' triggers switched off (after those queued have
 * run): the Firestore emulator refuses to clear (409) while a transaction is open, and the other
 * tests' triggers may still be at work when the drills start. The triggers stay off.
 */
export async function wipe(): Promise<void> {
  await setBackgroundTriggers(false);
  const firestore = await fetch(`http://${FIRESTORE_HOST}:${FIRESTORE_PORT}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`, { method: 'DELETE' });
  const auth = await fetch(`${AUTH_URL}/emulator/v1/projects/${PROJECT_ID}/accounts`, { method: 'DELETE', headers: { Authorization: 'Bearer owner' } });
  if (!firestore.ok || !auth.ok) throw new Error(`wipe failed: Firestore ${firestore.status}, Auth ${auth.status}`);
}

/** Document counts per collection path pattern (`users/*\/notifications`), over the whole tree. */
export async function documentCounts(db: Firestore): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const walk = async (collections: CollectionReference[], pattern: string): Promise<void> => {
    for (const c of collections) {
      const key = pattern ? `${pattern}/${c.id}` : c.id;
      const refs = await c.listDocuments(); // includes documents that only hold subcollections
      const existing = (await c.count().get()).data().count;
      counts[key] = (counts[key] ?? 0) + existing;
      for (const ref of refs) await walk(await ref.listCollections(), `${key}/*`);
    }
  };
  await walk(await db.listCollections(), '');
  return counts;
}

/**
 * Seeds a clean shop and waits until its triggers have derived everything
 * (ratings, cart totals, figures run asynchronously after the seed's writes).
 */
export async function seedAndSettle(db: Firestore, timeoutMs = 120_000): Promise<VerifyReport> {
  await wipe();
  // The seed's ratings, cart totals and figures are its triggers' work.
  await setBackgroundTriggers(true);
  await seedShop();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const report = await verifyData(db);
    if (report.problems.length === 0 || Date.now() > deadline) return report;
    await new Promise((r) => setTimeout(r, 1000));
  }
}
