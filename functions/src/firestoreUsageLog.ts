/**
 * The Firestore documents the functions read, write and delete, counted for
 * `npm run bench:cost` (docs/costs.md). These requests go from the Admin SDK
 * straight to Firestore, never through a browser, and the Firestore emulator
 * keeps no count of them, so the functions count their own.
 *
 * It listens to the Firestore library's public debug log (`setLogFunction`),
 * which prints every request it sends and every answer it receives, with the
 * request's tag. Only under the functions emulator and only when
 * FIRESTORE_USAGE_LOG names a file: otherwise nothing is installed, and the
 * library formats no log at all (it does so only while a log function is set).
 *
 * Counted as Firestore bills: a document returned by a get or a query is a
 * read; a query or get that returns nothing still costs one read; an
 * aggregation one read per 1,000 entries counted (at least one); each write of
 * a commit or batch write is a write, or a delete when it deletes.
 */
import { appendFileSync } from 'node:fs';
import { setLogFunction } from 'firebase-admin/firestore';

export type UsageOp = 'read' | 'write' | 'delete';

export interface UsageRecord {
  /** Milliseconds since the epoch, when the answer arrived. */
  t: number;
  /** The function that made the request (the emulator's FUNCTION_TARGET). */
  fn: string;
  op: UsageOp;
  collection: string;
  n: number;
}

/** `projects/p/databases/(default)/documents/users/u1/measurements/m1` → 'measurements'. */
export function collectionOfName(name: string): string {
  const segments = (name.split('/documents/')[1] ?? '').split('/');
  return segments.length >= 2 ? segments[segments.length - 2]! : 'unknown';
}

const LINE = /^Firestore \(\S+\) \S+ (\S+) \[[^\]]+\]: (Sending request|Received response): ([\s\S]*)$/;

interface RequestState {
  kind: 'get' | 'query' | 'aggregation';
  collection: string;
  documents: number;
  /** The one read an empty answer costs, charged when its first answer holds no document. */
  minimumCharged: boolean;
}

export interface Written {
  update?: { name?: string };
  delete?: string;
  transform?: { document?: string };
}

/** The writes and deletes of a commit's `writes` (the same shape in the REST, WebChannel and gRPC APIs), by collection. */
export function countWrites(writes: Written[]): { op: UsageOp; collection: string; n: number }[] {
  const counts = new Map<string, { op: UsageOp; collection: string; n: number }>();
  for (const write of writes) {
    const op: UsageOp = write.delete ? 'delete' : 'write';
    const collection = collectionOfName(write.delete ?? write.update?.name ?? write.transform?.document ?? '');
    const key = `${op}:${collection}`;
    const entry = counts.get(key) ?? { op, collection, n: 0 };
    entry.n++;
    counts.set(key, entry);
  }
  return [...counts.values()];
}

interface Answer {
  found?: { name?: string };
  missing?: string;
  document?: { name?: string };
  result?: { aggregateFields?: Record<string, { integerValue?: string | number }> };
}

interface Sent {
  writes?: Written[];
  documents?: string[];
  structuredQuery?: { from?: { collectionId?: string }[] };
  structuredAggregationQuery?: { structuredQuery?: { from?: { collectionId?: string }[] } };
}

function parseJson<T>(text: string): T | null {
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

/**
 * Turns the library's log lines into counts. Stateful: a query's answers are
 * matched to its request by the request tag.
 */
export class UsageCounter {
  private requests = new Map<string, RequestState>();

  /** The operations one log line stands for (none for most lines). */
  line(message: string): Omit<UsageRecord, 't' | 'fn'>[] {
    const match = LINE.exec(message);
    if (!match) return [];
    const [, tag, what, json] = match as unknown as [string, string, string, string];
    return what === 'Sending request' ? this.sent(tag, parseJson<Sent>(json)) : this.answered(tag, parseJson<Answer>(json));
  }

  private sent(tag: string, request: Sent | null): Omit<UsageRecord, 't' | 'fn'>[] {
    if (!request) return [];
    // Commit and batch write: counted when sent (a transaction that retries pays again).
    if (Array.isArray(request.writes)) return countWrites(request.writes);
    if (Array.isArray(request.documents)) {
      this.requests.set(tag, { kind: 'get', collection: collectionOfName(request.documents[0] ?? ''), documents: 0, minimumCharged: false });
    } else if (request.structuredAggregationQuery) {
      const from = request.structuredAggregationQuery.structuredQuery?.from?.[0]?.collectionId ?? 'unknown';
      this.requests.set(tag, { kind: 'aggregation', collection: from, documents: 0, minimumCharged: false });
    } else if (request.structuredQuery) {
      const from = request.structuredQuery.from?.[0]?.collectionId ?? 'unknown';
      this.requests.set(tag, { kind: 'query', collection: from, documents: 0, minimumCharged: false });
    }
    return [];
  }

  private answered(tag: string, answer: Answer | null): Omit<UsageRecord, 't' | 'fn'>[] {
    const request = this.requests.get(tag);
    if (!request || !answer) return [];
    if (request.kind === 'aggregation') {
      const counts = Object.values(answer.result?.aggregateFields ?? {}).map((f) => Number(f.integerValue ?? 0));
      if (counts.length === 0) return [];
      this.requests.delete(tag);
      return [{ op: 'read', collection: request.collection, n: Math.max(1, Math.ceil(Math.max(...counts) / 1000)) }];
    }
    // A missing document of a get is billed as a read, as a found one is.
    const name = answer.found?.name ?? answer.document?.name ?? answer.missing;
    if (name) {
      request.documents++;
      // The first document replaces the minimum charge made for an answer that held none.
      if (request.documents === 1 && request.minimumCharged) return [];
      return [{ op: 'read', collection: collectionOfName(name), n: 1 }];
    }
    if (request.documents === 0 && !request.minimumCharged) {
      request.minimumCharged = true;
      return [{ op: 'read', collection: request.collection, n: 1 }];
    }
    return [];
  }
}

/**
 * Installs the counter when the functions run under the emulator and
 * FIRESTORE_USAGE_LOG names a file; each operation becomes one JSON line there.
 */
export function installFirestoreUsageLog(env: NodeJS.ProcessEnv = process.env): boolean {
  const file = env.FIRESTORE_USAGE_LOG;
  if (env.FUNCTIONS_EMULATOR !== 'true' || !file) return false;
  const counter = new UsageCounter();
  const fn = env.FUNCTION_TARGET ?? env.K_SERVICE ?? 'unknown';
  setLogFunction((message) => {
    const ops = counter.line(message);
    if (ops.length === 0) return;
    const t = Date.now();
    appendFileSync(file, ops.map((op) => `${JSON.stringify({ t, fn, ...op })}\n`).join(''));
  });
  return true;
}
