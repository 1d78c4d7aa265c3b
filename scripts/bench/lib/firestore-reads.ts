/**
 * Firestore documents read by a page, counted from the answers of the
 * Firestore emulator's REST API (what Firestore Lite speaks), per collection:
 * a document returned by a query or a get is one read; an aggregation costs
 * one read per 1,000 index entries it counts (at least one), as Firestore bills.
 */
import type { Response } from 'playwright-core';

export type ReadCount = Record<string, number>;

interface DocumentAnswer {
  document?: { name: string };
  found?: { name: string };
  result?: { aggregateFields?: Record<string, { integerValue?: string }> };
}

export function isFirestoreRequest(url: string): boolean {
  return url.includes(':8080/v1/projects/');
}

/** `projects/p/databases/(default)/documents/users/u1/measurements/m1` → 'measurements'. */
export function collectionOf(documentName: string): string {
  const path = documentName.split('/documents/')[1] ?? '';
  const segments = path.split('/');
  return segments[segments.length - 2] ?? 'unknown';
}

export function readsInAnswer(answers: DocumentAnswer[], aggregatedCollection = 'unknown'): ReadCount {
  const reads: ReadCount = {};
  const add = (collection: string, n: number) => (reads[collection] = (reads[collection] ?? 0) + n);
  for (const answer of answers) {
    const doc = answer.document ?? answer.found;
    if (doc) add(collectionOf(doc.name), 1);
    for (const field of Object.values(answer.result?.aggregateFields ?? {})) {
      add(aggregatedCollection, Math.max(1, Math.ceil(Number(field.integerValue ?? 0) / 1000)));
    }
  }
  return reads;
}

export async function countReads(url: string, response: Response): Promise<ReadCount> {
  if (!response.ok()) return {};
  try {
    const body = (await response.json()) as DocumentAnswer | DocumentAnswer[];
    const request = response.request().postDataJSON() as
      | { structuredAggregationQuery?: { structuredQuery?: { from?: { collectionId: string }[] } } }
      | null;
    const aggregated = request?.structuredAggregationQuery?.structuredQuery?.from?.[0]?.collectionId;
    if (Array.isArray(body)) return readsInAnswer(body, aggregated);
    // A single-document GET answers with the document itself.
    return 'name' in body && typeof body.name === 'string' ? { [collectionOf(body.name)]: 1 } : {};
  } catch {
    console.warn(`[bench] unreadable Firestore answer from ${url}`);
    return {};
  }
}
