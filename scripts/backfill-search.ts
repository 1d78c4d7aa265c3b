/**
 * Writes `searchTerms` on products saved before the search existed (the
 * products trigger keeps them right on every later write). Idempotent: a
 * product whose terms are already right is not written.
 *
 *   npm run backfill:search                                  (local emulators, project demo-tailor)
 *   GOOGLE_APPLICATION_CREDENTIALS=key.json npm run backfill:search -- --project <id>
 */
import { applicationDefault, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { sameTerms, searchTerms } from '@tailor/domain';
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

async function main(): Promise<void> {
  const at = process.argv.indexOf('--project');
  const project = at >= 0 ? process.argv[at + 1] : undefined;
  if (process.env.GOOGLE_APPLICATION_CREDENTIALS) {
    initializeApp({ credential: applicationDefault(), ...(project ? { projectId: project } : {}) });
  } else {
    process.env.FIRESTORE_EMULATOR_HOST ||= '127.0.0.1:8080';
    initializeApp({ projectId: project ?? 'demo-tailor' });
  }
  const [read, written] = await backfillSearchTerms(getFirestore());
  console.log(`Checked ${read} products; wrote search terms on ${written}.`);
}

if (process.argv[1]?.endsWith('backfill-search.ts')) {
  main().catch((error: unknown) => {
    console.error(`backfill-search failed: ${(error as Error).message ?? String(error)}`);
    process.exit(1);
  });
}
