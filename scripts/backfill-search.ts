/**
 * Writes `searchTerms` on products saved before the search existed (the
 * products trigger keeps them right on every later write). Idempotent: a
 * product whose terms are already right is not written.
 *
 *   npm run backfill:search                                  (local emulators, project demo-tailor)
 *   GOOGLE_APPLICATION_CREDENTIALS=key.json npm run backfill:search -- --project <id>
 */
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { sameTerms, searchTerms } from '@tailor/domain';
import { connectAdmin, isUnreachable, runTool, takeProjectFlag } from './lib/admin-target.ts';
import { documentPages } from './lib/document-pages.ts';

const PAGE = 300;

/** Updates the products whose stored terms differ; returns [read, written]. */
export async function backfillSearchTerms(db: Firestore): Promise<[number, number]> {
  let read = 0;
  let written = 0;
  for await (const docs of documentPages(db, 'products', PAGE)) {
    const batch = db.batch();
    let pending = 0;
    for (const doc of docs) {
      const terms = searchTerms(doc.data());
      if (!sameTerms(doc.get('searchTerms'), terms)) {
        batch.update(doc.ref, { searchTerms: terms });
        pending++;
      }
    }
    if (pending > 0) await batch.commit();
    read += docs.length;
    written += pending;
  }
  return [read, written];
}

const USAGE = 'usage: npm run backfill:search -- [--project <id>]';

async function main(): Promise<number> {
  const connected = connectAdmin(takeProjectFlag(process.argv.slice(2), USAGE), ['firestore']);
  try {
    const [read, written] = await backfillSearchTerms(getFirestore());
    console.log(`Checked ${read} products; wrote search terms on ${written}.`);
    return 0;
  } catch (error) {
    if (connected.emulator && isUnreachable(error)) {
      console.error(`Could not reach ${connected.description}. Start the emulators first (npm run dev), or set GOOGLE_APPLICATION_CREDENTIALS for a real project.`);
      return 1;
    }
    throw error;
  }
}

if (process.argv[1]?.endsWith('backfill-search.ts')) runTool('backfill-search', main);
