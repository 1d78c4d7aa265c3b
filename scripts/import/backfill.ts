/**
 * One-off repair of products stored before the product trigger set createdAt:
 * each document without a proper createdAt gets the first date of the spec's
 * chain (dateAdded, updatedAt…), else 1970, the same rule the trigger follows.
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { missingCreatedAt } from '@tailor/domain';
import { documentPages } from '../lib/document-pages.ts';

const PAGE = 300;

export interface BackfillReport {
  dryRun: boolean;
  scanned: number;
  /** Ids of the products given a createdAt, and when the date came from nowhere (1970). */
  dated: string[];
  undated: string[];
}

export async function backfillCreatedAt(db: Firestore, options: { dryRun?: boolean } = {}): Promise<BackfillReport> {
  const report: BackfillReport = { dryRun: options.dryRun ?? false, scanned: 0, dated: [], undated: [] };
  for await (const docs of documentPages(db, 'products', PAGE)) {
    const batch = db.batch();
    let writes = 0;
    for (const doc of docs) {
      report.scanned++;
      const ms = missingCreatedAt(doc.data());
      if (ms === null) continue;
      (ms === 0 ? report.undated : report.dated).push(doc.id);
      batch.update(doc.ref, { createdAt: Timestamp.fromMillis(ms) });
      writes++;
    }
    if (writes > 0 && !report.dryRun) await batch.commit();
  }
  return report;
}

export function formatBackfill(report: BackfillReport): string {
  const fixed = report.dated.length + report.undated.length;
  const verb = report.dryRun ? 'would get' : 'got';
  return (
    `${report.dryRun ? 'Dry run, nothing written. ' : ''}${report.scanned} products read; ${fixed} ${verb} a createdAt: ` +
    `${report.dated.length} from their own dates, ${report.undated.length} without any date (1970, listed last).`
  );
}
