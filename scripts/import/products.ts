/**
 * Imports products exported from the old shop (its `gel_all_product` answers):
 * each row is normalised and validated by domain's normaliseProduct, the same
 * function the admin API uses, and stored under `legacy-<old _id>`.
 */
import { FieldValue, Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { formatProblems, legacyDocId, legacyIdOf, normaliseProduct, priceFrom, withoutUndefined } from '@tailor/domain';
import { sameDocument } from './compare.ts';
import { emptyReport, type ImportReport } from './report.ts';

type Data = Record<string, unknown>;

/** Fields another writer owns: the feedback aggregate (rating), the clock (lastUpdated), the product trigger (searchTerms). */
const NOT_COMPARED = ['rating', 'ratingCount', 'lastUpdated', 'searchTerms'];
const BATCH = 200;

interface Planned {
  id: string;
  data: Data;
}

/** Reads many documents with as few round trips as Firestore allows. */
export async function readAll(db: Firestore, refs: DocumentReference[]): Promise<Map<string, Data | undefined>> {
  const out = new Map<string, Data | undefined>();
  for (let i = 0; i < refs.length; i += BATCH) {
    const chunk = refs.slice(i, i + BATCH);
    if (chunk.length === 0) continue;
    for (const snap of await db.getAll(...chunk)) out.set(snap.id, snap.data());
  }
  return out;
}

/** Writes `sets` in batches (Firestore takes at most 500 writes per batch). */
export async function writeAll(db: Firestore, sets: { ref: DocumentReference; data: Data }[]): Promise<void> {
  for (let i = 0; i < sets.length; i += BATCH) {
    const batch = db.batch();
    for (const { ref, data } of sets.slice(i, i + BATCH)) batch.set(ref, data);
    await batch.commit();
  }
}

/**
 * Plans every row (normalise, validate, stable id), compares with what is
 * stored, and writes only new or changed products (nothing with dryRun).
 */
export async function importProducts(
  db: Firestore,
  rows: readonly unknown[],
  options: { dryRun?: boolean; now?: number } = {},
): Promise<ImportReport> {
  const report = emptyReport('products', options.dryRun ?? false);
  const planned: Planned[] = [];
  const seen = new Map<string, number>();

  rows.forEach((row, index) => {
    const position = index + 1;
    const oldId = legacyIdOf(row);
    if (typeof row !== 'object' || row === null || Array.isArray(row)) {
      report.refused.push({ row: position, oldId, reasons: ['a product must be a JSON object'] });
      return;
    }
    if (oldId === null) {
      report.refused.push({ row: position, oldId, reasons: ['no _id: a product needs its old id to keep one document across imports'] });
      return;
    }
    const id = legacyDocId(oldId);
    const earlier = seen.get(id);
    if (earlier !== undefined) {
      report.refused.push({ row: position, oldId, reasons: [`the same _id as row ${earlier}: only the first is imported`] });
      return;
    }
    seen.set(id, position);
    const result = normaliseProduct(row, { unknownKeys: 'drop', keepImagePaths: false, now: options.now });
    for (const key of result.ignored) report.ignoredFields[key] = (report.ignoredFields[key] ?? 0) + 1;
    if (result.ok && result.warnings.length > 0) report.warned.push({ row: position, oldId, reasons: result.warnings.map((w) => formatProblems([w])) });
    if (!result.ok) {
      report.refused.push({ row: position, oldId, reasons: result.problems.map((p) => formatProblems([p])) });
      return;
    }
    const data: Data = withoutUndefined({
      ...result.input,
      priceFrom: priceFrom(result.input),
      productId: id,
      // The spec's chain (createdAt, dateAdded, updatedAt…), else 1970: always a date, so every listing shows it.
      createdAt: Timestamp.fromMillis(result.createdAt ?? 0),
    });
    planned.push({ id, data });
  });

  const products = db.collection('products');
  const stored = await readAll(
    db,
    planned.map((p) => products.doc(p.id)),
  );
  const writes: { ref: DocumentReference; data: Data }[] = [];
  for (const { id, data } of planned) {
    const current = stored.get(id);
    if (current && sameDocument(current, data, NOT_COMPARED)) {
      report.unchanged.push(id);
      continue;
    }
    (current ? report.updated : report.imported).push(id);
    writes.push({
      ref: products.doc(id),
      data: {
        ...data,
        rating: typeof current?.rating === 'number' ? current.rating : 0,
        ratingCount: typeof current?.ratingCount === 'number' ? current.ratingCount : 0,
        lastUpdated: FieldValue.serverTimestamp(),
      },
    });
  }
  if (!report.dryRun) await writeAll(db, writes);
  return report;
}
