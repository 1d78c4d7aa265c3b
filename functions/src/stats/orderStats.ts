/**
 * Keeps the dashboard's aggregates (`stats/orders`, `stats/designs`,
 * `stats/daily/days/{day}`) exact as orders change, and rebuilds them from the
 * orders. The figures each order and customer contribute are computed in
 * domain/ (dashboardStats); this module applies them with the Admin SDK.
 * No firebase-functions import: the rebuild script and the tests call it too.
 */
import {
  STATS_CUSTOMER_CONTRIB_COLLECTION,
  STATS_DAYS_COLLECTION,
  STATS_DESIGNS_DOC,
  STATS_ORDERS_DOC,
  STATS_ORDER_CONTRIB_COLLECTION,
  combineEntries,
  contributionDelta,
  customerContribution,
  customerContributionChange,
  designNames,
  entriesFromData,
  nestEntries,
  orderContribution,
  firstPlacedAt,
  type StatsEntry,
} from '@tailor/domain';
import { FieldValue, type DocumentData, type DocumentReference, type Firestore } from 'firebase-admin/firestore';

const userIdOf = (data: DocumentData | undefined): string => (typeof data?.userId === 'string' ? data.userId : '');

const customerRef = (db: Firestore, uid: string) => db.doc(`${STATS_CUSTOMER_CONTRIB_COLLECTION}/${uid}`);
const ordersOf = (db: Firestore, uid: string) => db.collection('orders').where('userId', '==', uid);

/**
 * The customers whose contribution (new customer on the day of their first
 * order) may have to change, judged from plain reads outside any transaction:
 * the customer's orders as they are now against the contribution stored.
 */
async function customersToRecount(db: Firestore, uids: string[]): Promise<Set<string>> {
  const changed = await Promise.all(
    uids.map(async (uid) => {
      const [theirs, stored] = await Promise.all([ordersOf(db, uid).get(), customerRef(db, uid).get()]);
      return customerContributionChange(stored.data()?.entries, theirs.docs.map((d) => d.data())).delta.length > 0;
    }),
  );
  return new Set(uids.filter((_, i) => changed[i]));
}

/**
 * Brings the aggregates in line with order `orderId` as it is now (or its
 * absence): in one transaction it reads the order and the contribution it last
 * made, and adds the difference. Returns whether anything changed; a repeated
 * or stale event changes nothing.
 *
 * Why the customer's orders are read outside the transaction first: a query in
 * a transaction locks every order it returns until the commit, so on a burst of
 * orders each event held all of its customer's orders, and every other writer
 * of those orders (the API placing their next one, the other order triggers)
 * waited for it; on the emulator, a wait past its lock timeout fails the
 * transaction (docs/benchmarks.md section 10). Only the customer's first-order
 * time depends on those orders, and it changes only with a customer's first
 * order or its removal; so the transaction reads them (locked, as before, for
 * an exact result) only when the plain read shows the customer's contribution
 * would change. Exact all the same: the event of the last write to a customer's
 * orders reads after it, and either finds the stored contribution right or
 * recounts inside a transaction, which sees that write too.
 */
export async function applyOrderStats(db: Firestore, orderId: string): Promise<boolean> {
  const orderRef = db.collection('orders').doc(orderId);
  const contribRef = db.doc(`${STATS_ORDER_CONTRIB_COLLECTION}/${orderId}`);
  const [orderNow, contribNow] = await Promise.all([orderRef.get(), contribRef.get()]);
  const recount = await customersToRecount(db, uniqueCustomers(orderNow.data(), contribNow.data()));

  return db.runTransaction(async (tx) => {
    const [orderSnap, contribSnap] = await Promise.all([tx.get(orderRef), tx.get(contribRef)]);
    const order = orderSnap.data();
    const stored = contribSnap.data();
    const next = orderContribution(order);
    const deltas: StatsEntry[] = contributionDelta(entriesFromData(stored?.entries), next);

    // The customer of the order now and the one it had before (an order's customer
    // does not change, but a stored contribution may predate a repaired userId).
    const customerWrites: { ref: DocumentReference; entries: StatsEntry[]; firstOrderAt: number | null }[] = [];
    for (const uid of uniqueCustomers(order, stored)) {
      // A customer the plain read did not see (the order changed hands since) is recounted too.
      if (!recount.has(uid) && (userIdOf(orderNow.data()) === uid || userIdOf(contribNow.data()) === uid)) continue;
      const ref = customerRef(db, uid);
      const [theirs, snap] = await Promise.all([tx.get(ordersOf(db, uid)), tx.get(ref)]);
      const change = customerContributionChange(snap.data()?.entries, theirs.docs.map((d) => d.data()));
      if (change.delta.length > 0) {
        deltas.push(...change.delta);
        customerWrites.push({ ref, entries: change.entries, firstOrderAt: change.firstOrderAt });
      }
    }

    // Names change nothing counted: the pricing trigger fills in the lines' names after the
    // order was first counted, so they are compared with those the contribution recorded.
    const names = designNames(order);
    const namesChanged = !sameNames(names, stored?.names);
    if (deltas.length === 0 && !namesChanged) return false;
    for (const [path, fields] of nestEntries(combineEntries(deltas), (n) => FieldValue.increment(n))) {
      tx.set(db.doc(path), fields, { merge: true });
    }
    if (Object.keys(names).length > 0) tx.set(db.doc(STATS_DESIGNS_DOC), { names }, { merge: true });
    if (order) tx.set(contribRef, { entries: next, names, userId: userIdOf(order), updatedAt: FieldValue.serverTimestamp() });
    else tx.delete(contribRef);
    for (const c of customerWrites) {
      if (c.entries.length > 0) tx.set(c.ref, { entries: c.entries, firstOrderAt: c.firstOrderAt });
      else tx.delete(c.ref);
    }
    return true;
  });
}

/** The customer of an order now and the one its stored contribution names, each once. */
function uniqueCustomers(order: DocumentData | undefined, stored: DocumentData | undefined): string[] {
  return [...new Set([userIdOf(order), userIdOf(stored)].filter(Boolean))];
}

/** Whether the design names an order carries now are those its contribution recorded (none recorded: an older contribution). */
function sameNames(names: Record<string, string>, recorded: unknown): boolean {
  if (!recorded || typeof recorded !== 'object') return Object.keys(names).length === 0;
  const before = recorded as Record<string, unknown>;
  const keys = Object.keys(names);
  return keys.length === Object.keys(before).length && keys.every((k) => before[k] === names[k]);
}

/** The aggregates the given orders add up to, and the contribution each order and customer makes. */
export interface ComputedStats {
  /** Path → fields of stats/orders, stats/designs and each stats/daily/days/{day}. */
  figures: Map<string, DocumentData>;
  orderContributions: Map<string, { entries: StatsEntry[]; names: Record<string, string>; userId: string }>;
  customerContributions: Map<string, { entries: StatsEntry[]; firstOrderAt: number | null }>;
}

/** What the aggregates should hold for these orders (no reads, no writes). */
export function computeStats(orders: readonly { id: string; data: DocumentData }[]): ComputedStats {
  const all: StatsEntry[] = [];
  const names: Record<string, string> = {};
  const byCustomer = new Map<string, DocumentData[]>();
  const orderContributions: ComputedStats['orderContributions'] = new Map();
  const customerContributions: ComputedStats['customerContributions'] = new Map();

  for (const { id, data } of orders) {
    const entries = orderContribution(data);
    all.push(...entries);
    const own = designNames(data);
    Object.assign(names, own);
    const uid = userIdOf(data);
    if (uid) byCustomer.set(uid, [...(byCustomer.get(uid) ?? []), data]);
    orderContributions.set(`${STATS_ORDER_CONTRIB_COLLECTION}/${id}`, { entries, names: own, userId: uid });
  }
  for (const [uid, theirs] of byCustomer) {
    const firstOrderAt = firstPlacedAt(theirs);
    const entries = customerContribution(firstOrderAt);
    all.push(...entries);
    if (entries.length > 0) customerContributions.set(`${STATS_CUSTOMER_CONTRIB_COLLECTION}/${uid}`, { entries, firstOrderAt });
  }
  const figures = nestEntries(combineEntries(all), (n) => n);
  for (const path of [STATS_ORDERS_DOC, STATS_DESIGNS_DOC]) if (!figures.has(path)) figures.set(path, {});
  figures.set(STATS_DESIGNS_DOC, { ...figures.get(STATS_DESIGNS_DOC), names });
  return { figures, orderContributions, customerContributions };
}

/**
 * Recomputes every aggregate from the orders and replaces what is stored,
 * contributions included, so the triggers carry on from exact figures. Running
 * it twice gives the same documents. Run it while orders are not changing: an
 * order changed after it was read keeps its old figures until it changes again.
 */
export async function rebuildStats(db: Firestore): Promise<{ orders: number; customers: number; days: number }> {
  const orders = await db.collection('orders').get();
  const { figures, orderContributions, customerContributions } = computeStats(orders.docs.map((d) => ({ id: d.id, data: d.data() })));
  const writer = db.bulkWriter();
  const keep = new Set<string>();
  for (const [path, c] of orderContributions) {
    keep.add(path);
    void writer.set(db.doc(path), { ...c, updatedAt: FieldValue.serverTimestamp() });
  }
  for (const [path, c] of customerContributions) {
    keep.add(path);
    void writer.set(db.doc(path), c);
  }

  // Contributions first, figures after: an order trigger running meanwhile either finds its
  // rebuilt contribution (and changes nothing) or has its increments overwritten by the figures.
  for (const collection of [STATS_ORDER_CONTRIB_COLLECTION, STATS_CUSTOMER_CONTRIB_COLLECTION]) {
    const stale = await db.collection(collection).select().get();
    for (const d of stale.docs) if (!keep.has(d.ref.path)) void writer.delete(d.ref);
  }
  await writer.flush();

  for (const [path, fields] of figures) {
    keep.add(path);
    void writer.set(db.doc(path), fields);
  }
  // Days the orders no longer account for go.
  const staleDays = await db.collection(STATS_DAYS_COLLECTION).select().get();
  for (const d of staleDays.docs) if (!keep.has(d.ref.path)) void writer.delete(d.ref);
  await writer.close();
  const days = [...figures.keys()].filter((p) => p.startsWith(`${STATS_DAYS_COLLECTION}/`)).length;
  const customers = new Set([...orderContributions.values()].map((c) => c.userId).filter(Boolean)).size;
  return { orders: orders.size, customers, days };
}
