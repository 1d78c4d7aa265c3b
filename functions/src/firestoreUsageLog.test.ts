import { mkdtempSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Firestore, setLogFunction } from 'firebase-admin/firestore';
import { collectionOfName, installFirestoreUsageLog, UsageCounter } from './firestoreUsageLog';

const DOCS = 'projects/demo-tailor/databases/(default)/documents';
/** A line as the library's logger writes it (logger.ts: version, time, request tag, method). */
const line = (tag: string, what: 'Sending request' | 'Received response', body: unknown) =>
  `Firestore (7.11.6) 2026-11-26T10:00:00.000Z ${tag} [Firestore.requestStream]: ${what}: ${JSON.stringify(body)}`;

describe('counting the functions’ Firestore operations from the library’s log', () => {
  it('names the collection of top-level and nested documents', () => {
    expect(collectionOfName(`${DOCS}/orders/o1`)).toBe('orders');
    expect(collectionOfName(`${DOCS}/carts/u1/items/p1_tailor`)).toBe('items');
    expect(collectionOfName('')).toBe('unknown');
  });

  it('counts each write of a commit, deletes apart, by collection', () => {
    const counter = new UsageCounter();
    const ops = counter.line(
      line('aaaaa', 'Sending request', {
        database: 'projects/demo-tailor/databases/(default)',
        writes: [
          { update: { name: `${DOCS}/orders/o1`, fields: {} }, updateTransforms: [] },
          { update: { name: `${DOCS}/counters/orders`, fields: {} } },
          { update: { name: `${DOCS}/orders/o2`, fields: {} } },
          { delete: `${DOCS}/carts/u1/items/p1_tailor` },
        ],
      }),
    );
    expect(ops).toEqual([
      { op: 'write', collection: 'orders', n: 2 },
      { op: 'write', collection: 'counters', n: 1 },
      { op: 'delete', collection: 'items', n: 1 },
    ]);
  });

  it('counts a get per document, found or missing, matched to its request by tag', () => {
    const counter = new UsageCounter();
    expect(counter.line(line('bbbbb', 'Sending request', { documents: [`${DOCS}/products/p1`, `${DOCS}/settings/shop`] }))).toEqual([]);
    // Another request's answer in between: not confused with this one.
    expect(counter.line(line('zzzzz', 'Received response', { found: { name: `${DOCS}/products/x` } }))).toEqual([]);
    expect(counter.line(line('bbbbb', 'Received response', { found: { name: `${DOCS}/products/p1` }, result: 'found' }))).toEqual([
      { op: 'read', collection: 'products', n: 1 },
    ]);
    expect(counter.line(line('bbbbb', 'Received response', { missing: `${DOCS}/settings/shop`, result: 'missing' }))).toEqual([
      { op: 'read', collection: 'settings', n: 1 },
    ]);
  });

  it('counts a query per document, and one read when it returns none', () => {
    const counter = new UsageCounter();
    const query = { structuredQuery: { from: [{ collectionId: 'items' }] } };
    counter.line(line('ccccc', 'Sending request', query));
    const answers = [
      counter.line(line('ccccc', 'Received response', { document: { name: `${DOCS}/carts/u1/items/a` }, readTime: {} })),
      counter.line(line('ccccc', 'Received response', { document: { name: `${DOCS}/carts/u1/items/b` }, readTime: {} })),
      counter.line(line('ccccc', 'Received response', { readTime: {}, done: true })),
    ];
    expect(answers.flat()).toEqual([
      { op: 'read', collection: 'items', n: 1 },
      { op: 'read', collection: 'items', n: 1 },
    ]);

    counter.line(line('ddddd', 'Sending request', query));
    expect(counter.line(line('ddddd', 'Received response', { readTime: {} }))).toEqual([{ op: 'read', collection: 'items', n: 1 }]);
    expect(counter.line(line('ddddd', 'Received response', { readTime: {}, done: true }))).toEqual([]);

    // A first answer without a document, then documents: the minimum is not charged on top.
    counter.line(line('eeeee', 'Sending request', query));
    const late = [
      counter.line(line('eeeee', 'Received response', { readTime: {} })),
      counter.line(line('eeeee', 'Received response', { document: { name: `${DOCS}/carts/u1/items/a` } })),
      counter.line(line('eeeee', 'Received response', { document: { name: `${DOCS}/carts/u1/items/b` } })),
    ];
    expect(late.flat().reduce((n, op) => n + op.n, 0)).toBe(2);
  });

  it('bills an aggregation one read per 1,000 entries counted, at least one', () => {
    const counter = new UsageCounter();
    const aggregation = (tag: string, count: number) => {
      counter.line(line(tag, 'Sending request', { structuredAggregationQuery: { structuredQuery: { from: [{ collectionId: 'orders' }] } } }));
      return counter.line(line(tag, 'Received response', { result: { aggregateFields: { count: { integerValue: String(count) } } } }));
    };
    expect(aggregation('f0', 0)).toEqual([{ op: 'read', collection: 'orders', n: 1 }]);
    expect(aggregation('f1', 1000)).toEqual([{ op: 'read', collection: 'orders', n: 1 }]);
    expect(aggregation('f2', 4321)).toEqual([{ op: 'read', collection: 'orders', n: 5 }]);
  });

  it('ignores the library’s other lines and unreadable bodies', () => {
    const counter = new UsageCounter();
    expect(counter.line('Firestore (7.11.6) 2026-11-26T10:00:00.000Z ##### [Firestore]: Initialized Firestore')).toEqual([]);
    expect(counter.line(line('ggggg', 'Sending request', { transaction: 'abc' }))).toEqual([]);
    expect(counter.line('Firestore (7.11.6) 2026-11-26T10:00:00.000Z hhhhh [Firestore.request]: Sending request: {not json')).toEqual([]);
  });
});

describe('installing the usage log', () => {
  const dir = mkdtempSync(join(tmpdir(), 'usage-log-'));
  afterEach(() => setLogFunction(null));

  it('stays off outside the functions emulator and without a file', () => {
    const file = join(dir, 'off.jsonl');
    expect(installFirestoreUsageLog({ FIRESTORE_USAGE_LOG: file })).toBe(false);
    expect(installFirestoreUsageLog({ FUNCTIONS_EMULATOR: 'true' })).toBe(false);
    expect(existsSync(file)).toBe(false);
  });

  it('under the emulator, writes each operation the library sends as a JSON line naming the function', async () => {
    const file = join(dir, 'on.jsonl');
    expect(installFirestoreUsageLog({ FUNCTIONS_EMULATOR: 'true', FIRESTORE_USAGE_LOG: file, FUNCTION_TARGET: 'api' })).toBe(true);
    // Nothing answers on this port: the commit is logged (and counted) as it is sent, then fails.
    const db = new Firestore({ projectId: 'demo-usage', host: '127.0.0.1', port: 9, ssl: false });
    const write = db.doc('orders/o1').set({ total: 1 }).catch(() => undefined);
    for (let i = 0; i < 300 && !existsSync(file); i++) await new Promise((r) => setTimeout(r, 50));
    const records = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(records[0]).toMatchObject({ fn: 'api', op: 'write', collection: 'orders', n: 1 });
    // (The write keeps retrying against the closed port; terminate() would wait for it.)
    void write;
    rmSync(dir, { recursive: true, force: true });
  }, 30_000);
});
