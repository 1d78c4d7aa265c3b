/**
 * Firestore operations a browser makes, counted from what it sent to and got
 * from the Firestore emulator, as Firestore bills them:
 * - Firestore Lite speaks REST: `:runQuery`, `:batchGet`, `:runAggregationQuery`
 *   and single-document GETs answer with documents (reads, counted by
 *   ../firestore-reads.ts); `:commit` carries writes.
 * - The full SDK speaks WebChannel: `Listen/channel` and `Write/channel`. The
 *   browser sends messages in form-encoded POSTs (`req0___data__=<json>`); the
 *   server answers on a long-lived "backchannel" as chunks `<length>\n<json>`,
 *   each an array of `[index, [message]]`.
 *   A listener's documents are reads: each `documentChange` (its initial
 *   snapshot, then every change), and a `documentRemove` (a document that left
 *   the results because it changed); a `documentDelete` is free. A target whose
 *   first snapshot is complete (`CURRENT`) without any document costs one read,
 *   as an empty query does.
 *   Writes go in the Write stream's messages (`writes`), as in a REST commit.
 */
import { countWrites, type UsageOp, type Written } from '../../../../functions/src/firestoreUsageLog.ts';
import { collectionOf, readsInAnswer, type ReadCount } from '../firestore-reads.ts';

export interface OpCounts {
  reads: ReadCount;
  writes: ReadCount;
  deletes: ReadCount;
}

export const emptyCounts = (): OpCounts => ({ reads: {}, writes: {}, deletes: {} });

export function addTo(target: ReadCount, collection: string, n: number): void {
  target[collection] = (target[collection] ?? 0) + n;
}

export function mergeCounts(into: OpCounts, from: OpCounts): OpCounts {
  for (const key of ['reads', 'writes', 'deletes'] as const) {
    for (const [collection, n] of Object.entries(from[key])) addTo(into[key], collection, n);
  }
  return into;
}

export const total = (count: ReadCount): number => Object.values(count).reduce((n, v) => n + v, 0);

function addOp(counts: OpCounts, op: UsageOp, collection: string, n: number): void {
  addTo(op === 'read' ? counts.reads : op === 'write' ? counts.writes : counts.deletes, collection, n);
}

/**
 * The JSON values of a WebChannel answer: `<length>\n<json>` repeated. The
 * length counts characters as the server wrote them, which a decoded body may
 * not match, so each value is found by its brackets instead.
 */
export function webChannelChunks(body: string): unknown[] {
  const values: unknown[] = [];
  let i = 0;
  while (i < body.length) {
    const start = body.indexOf('[', i);
    if (start < 0) break;
    let depth = 0;
    let inString = false;
    let end = -1;
    for (let j = start; j < body.length; j++) {
      const c = body[j];
      if (inString) {
        if (c === '\\') j++;
        else if (c === '"') inString = false;
      } else if (c === '"') inString = true;
      else if (c === '[' || c === '{') depth++;
      else if (c === ']' || c === '}') {
        depth--;
        if (depth === 0) {
          end = j;
          break;
        }
      }
    }
    if (end < 0) break; // an unfinished chunk (the stream was cut): what came whole is counted
    try {
      values.push(JSON.parse(body.slice(start, end + 1)));
    } catch {
      // not JSON: skipped
    }
    i = end + 1;
  }
  return values;
}

/** The messages of an answer: the objects inside `[[index, [message]], …]`, without the channel's own (`["c", …]`, `["noop"]`). */
export function webChannelMessages(body: string): Record<string, unknown>[] {
  const messages: Record<string, unknown>[] = [];
  for (const chunk of webChannelChunks(body)) {
    if (!Array.isArray(chunk)) continue;
    for (const entry of chunk) {
      const payload = Array.isArray(entry) ? entry[1] : undefined;
      if (!Array.isArray(payload)) continue;
      for (const message of payload) {
        if (message && typeof message === 'object' && !Array.isArray(message)) messages.push(message as Record<string, unknown>);
      }
    }
  }
  return messages;
}

/** The messages a browser sent in one WebChannel POST: `reqN___data__` fields of a form-encoded body. */
export function sentMessages(postData: string): Record<string, unknown>[] {
  const messages: Record<string, unknown>[] = [];
  for (const [key, value] of new URLSearchParams(postData)) {
    if (!/^req\d+___data__$/.test(key)) continue;
    try {
      const message = JSON.parse(value) as unknown;
      if (message && typeof message === 'object') messages.push(message as Record<string, unknown>);
    } catch {
      // not JSON
    }
  }
  return messages;
}

interface ListenTarget {
  targetId?: number;
  query?: { parent?: string; structuredQuery?: { from?: { collectionId?: string }[] } };
  documents?: { documents?: string[] };
}

/** The collection a listen target reads: a query's `from`, or its first document's. */
function targetCollection(target: ListenTarget): string {
  const from = target.query?.structuredQuery?.from?.[0]?.collectionId;
  if (from) return from;
  const doc = target.documents?.documents?.[0];
  return doc ? collectionOf(doc) : 'unknown';
}

/**
 * Reads of a Listen stream: `sent` every message the browser sent on it
 * (its targets), `received` every message the server answered, in order.
 */
export function listenReads(sent: Record<string, unknown>[], received: Record<string, unknown>[]): ReadCount {
  const reads: ReadCount = {};
  const targets = new Map<number, string>();
  for (const message of sent) {
    const target = message.addTarget as ListenTarget | undefined;
    if (target?.targetId !== undefined) targets.set(target.targetId, targetCollection(target));
  }
  const documentsSeen = new Map<number, number>();
  const current = new Set<number>();
  for (const message of received) {
    const change = message.documentChange as { document?: { name?: string }; targetIds?: number[]; removedTargetIds?: number[] } | undefined;
    if (change?.document?.name) {
      addTo(reads, collectionOf(change.document.name), 1);
      for (const id of change.targetIds ?? []) documentsSeen.set(id, (documentsSeen.get(id) ?? 0) + 1);
      continue;
    }
    const removed = message.documentRemove as { document?: string } | undefined;
    if (removed?.document) {
      addTo(reads, collectionOf(removed.document), 1);
      continue;
    }
    const targetChange = message.targetChange as { targetChangeType?: string; targetIds?: number[] } | undefined;
    if (targetChange?.targetChangeType === 'CURRENT') {
      for (const id of targetChange.targetIds ?? []) {
        if (current.has(id)) continue;
        current.add(id);
        if (!documentsSeen.get(id)) addTo(reads, targets.get(id) ?? 'unknown', 1);
      }
    }
  }
  return reads;
}

/** Writes and deletes in messages sent on a Write stream, or in a REST commit's body. */
export function writesIn(messages: { writes?: Written[] }[]): OpCounts {
  const counts = emptyCounts();
  for (const message of messages) {
    if (!Array.isArray(message.writes)) continue;
    for (const op of countWrites(message.writes)) addOp(counts, op.op, op.collection, op.n);
  }
  return counts;
}

/** One exchange with the Firestore emulator as the browser saw it. */
export interface FirestoreExchange {
  url: string;
  method: string;
  status: number;
  /** What the browser sent (the POST body), when it sent one. */
  sent: string;
  /** What it received (for a stream: what arrived before the visit ended). */
  received: string;
  /** Bytes received over the network, headers included. */
  bytes: number;
}

export type Channel = 'listen' | 'write' | 'rest';

export function channelOf(url: string): Channel {
  if (url.includes('/Listen/channel')) return 'listen';
  if (url.includes('/Write/channel')) return 'write';
  return 'rest';
}

/**
 * The operations of one page's exchanges (a reload is a new page: listen
 * target ids start again). The Listen stream spans many requests (POSTs up,
 * GETs down); their messages are taken together, in order.
 */
export function countExchanges(exchanges: FirestoreExchange[]): OpCounts {
  const counts = emptyCounts();
  const listenSent: Record<string, unknown>[] = [];
  const listenReceived: Record<string, unknown>[] = [];
  for (const exchange of exchanges) {
    const channel = channelOf(exchange.url);
    if (channel === 'listen') {
      if (exchange.sent) listenSent.push(...sentMessages(exchange.sent));
      listenReceived.push(...webChannelMessages(exchange.received));
    } else if (channel === 'write') {
      if (exchange.sent) mergeCounts(counts, writesIn(sentMessages(exchange.sent) as { writes?: Written[] }[]));
    } else if (exchange.method === 'POST' && exchange.url.includes(':commit')) {
      try {
        mergeCounts(counts, writesIn([JSON.parse(exchange.sent) as { writes?: Written[] }]));
      } catch {
        // unreadable body
      }
    } else {
      mergeCounts(counts, { reads: restReads(exchange), writes: {}, deletes: {} });
    }
  }
  mergeCounts(counts, { reads: listenReads(listenSent, listenReceived), writes: {}, deletes: {} });
  return counts;
}

/** Reads of a REST (Firestore Lite) exchange. A GET of a missing document still costs a read. */
export function restReads(exchange: FirestoreExchange): ReadCount {
  const { url, method, status, received } = exchange;
  if (method === 'GET' && status === 404) return { [collectionOf(new URL(url).pathname)]: 1 };
  if (status < 200 || status >= 300) return {};
  let body: unknown;
  try {
    body = JSON.parse(received);
  } catch {
    return {};
  }
  if (Array.isArray(body)) {
    let aggregated: string | undefined;
    try {
      aggregated = (JSON.parse(exchange.sent) as { structuredAggregationQuery?: { structuredQuery?: { from?: { collectionId: string }[] } } })
        .structuredAggregationQuery?.structuredQuery?.from?.[0]?.collectionId;
    } catch {
      // no body
    }
    const reads = readsInAnswer(body, aggregated);
    // A query that returns nothing still costs one read.
    if (url.includes(':runQuery') && Object.keys(reads).length === 0) {
      try {
        const from = (JSON.parse(exchange.sent) as { structuredQuery?: { from?: { collectionId: string }[] } }).structuredQuery?.from?.[0]?.collectionId;
        return { [from ?? 'unknown']: 1 };
      } catch {
        return { unknown: 1 };
      }
    }
    return reads;
  }
  const doc = body as { name?: unknown };
  return typeof doc.name === 'string' ? { [collectionOf(doc.name)]: 1 } : {};
}
