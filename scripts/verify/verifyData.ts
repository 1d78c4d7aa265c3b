/**
 * Reads the whole database in pages and reports every broken invariant with
 * its document's path (`npm run verify:data`). With `repair`, it rebuilds what
 * trusted code derives — order totals, cart totals, product ratings, the
 * feedback figures, the dashboard aggregates — through the same code the
 * functions run, and never touches what people typed. Orphans are reported
 * only: whether to delete a cart line or a notice is a person's call.
 */
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { isDeepStrictEqual } from 'node:util';
import { parseOrderNumber, STATS_DAYS_COLLECTION } from '@tailor/domain';
import { lineChanges, lineDerived, readCart, recomputeCart, summaryChanged } from '../../functions/src/cart/cartTotals';
import { computeStats, rebuildStats } from '../../functions/src/stats/orderStats';
import { recomputeFeedbackStats, recomputeProductRating } from '../../functions/src/triggers/feedbackAggregates';
import { productRatingFrom, sameStats, statsFromStarCounts, STARS, type Star } from '../../functions/src/triggers/feedbackStats';
import { documentPages, groupPages } from '../lib/document-pages.ts';
import { checkOrder, checkOrderMoney, orderMoneyRepair, orderTotalsRepair } from './orderChecks.ts';
import { problem, type Problem } from './problems.ts';

const PAGE = 300;

export interface VerifyReport {
  problems: Problem[];
  /** Documents read, per collection (collection groups by their id). */
  read: Record<string, number>;
  /** Problems repaired (with `repair`), by kind. */
  repaired: Record<string, number>;
}

/** Stored figures without the bookkeeping fields that no rebuild reproduces. */
function figuresOf(data: DocumentData | undefined): DocumentData {
  const { updatedAt: _u, ...rest } = data ?? {};
  return rest;
}

export async function verifyData(db: Firestore, options: { repair?: boolean } = {}): Promise<VerifyReport> {
  const problems: Problem[] = [];
  const read: Record<string, number> = {};
  const count = (what: string, n: number) => (read[what] = (read[what] ?? 0) + n);

  // Orders: each on its own, then numbers across them.
  const orders: { id: string; data: DocumentData }[] = [];
  const numbers = new Map<number, string>();
  let highest = 0;
  for await (const page of documentPages(db, 'orders', PAGE)) {
    count('orders', page.length);
    for (const doc of page) {
      const data = doc.data();
      orders.push({ id: doc.id, data });
      problems.push(...checkOrder(doc.id, data));
      const n = parseOrderNumber(data.orderNumber);
      if (n === null) continue;
      highest = Math.max(highest, n);
      const first = numbers.get(n);
      if (first) problems.push(problem(doc.ref.path, 'order-number-unique', `number ${String(data.orderNumber)} is also ${first}'s`));
      else numbers.set(n, doc.ref.path);
    }
  }
  const orderIds = new Set(orders.map((o) => o.id));

  // Payments: each order's money summary against its ledger.
  const payments = await paymentsByOrder(db, count);
  for (const [orderId] of payments) {
    if (!orderIds.has(orderId)) problems.push(problem(`orders/${orderId}/payments`, 'orphan', `payments of order ${orderId}, which does not exist`));
  }
  for (const { id, data } of orders) problems.push(...checkOrderMoney(id, data, payments.get(id) ?? []));
  const counter = await db.doc('counters/orders').get();
  count('counters', 1);
  const next = counter.get('next');
  if (highest > 0 && !(typeof next === 'number' && next > highest)) {
    problems.push(problem('counters/orders', 'order-counter', `next number ${JSON.stringify(next ?? null)} would reuse one: the highest given is ${highest}`));
  }

  // Products and their reviews.
  const products = new Map<string, DocumentData>();
  for await (const page of documentPages(db, 'products', PAGE)) {
    count('products', page.length);
    for (const doc of page) products.set(doc.id, doc.data());
  }
  const reviews = new Map<string, { count: number; sum: number }>();
  const perStar = Object.fromEntries(STARS.map((s) => [s, 0])) as Record<Star, number>;
  for await (const page of documentPages(db, 'feedback', PAGE)) {
    count('feedback', page.length);
    for (const doc of page) {
      const { rating, productId } = doc.data();
      const star = String(rating) as Star;
      if (STARS.includes(star)) perStar[star] += 1;
      if (typeof productId !== 'string' || !productId) continue;
      if (!products.has(productId)) {
        problems.push(problem(doc.ref.path, 'orphan', `reviews product ${productId}, which does not exist`));
        continue;
      }
      const r = reviews.get(productId) ?? { count: 0, sum: 0 };
      reviews.set(productId, { count: r.count + 1, sum: r.sum + (typeof rating === 'number' ? rating : 0) });
    }
  }
  for (const [id, data] of products) {
    const r = reviews.get(id) ?? { count: 0, sum: 0 };
    const want = productRatingFrom(r.count, r.sum);
    if ((data.rating ?? 0) !== want.rating || (data.ratingCount ?? 0) !== want.ratingCount) {
      problems.push(
        problem(`products/${id}`, 'product-rating', `rating ${String(data.rating)} from ${String(data.ratingCount)} reviews; its reviews give ${want.rating} from ${want.ratingCount}`, 'product-rating'),
      );
    }
  }
  const feedbackStats = await db.doc('stats/feedback').get();
  count('stats', 1);
  if (!sameStats(feedbackStats.data(), statsFromStarCounts(perStar))) {
    problems.push(problem('stats/feedback', 'feedback-stats', 'the feedback figures do not match the feedback', 'feedback-stats'));
  }

  // Carts: totals as the cart trigger would compute them now; lines for deleted designs are orphans.
  const carts = await db.collection('carts').listDocuments();
  for (const ref of carts) {
    const [{ lines, totals, stored: storedLines }, cartDoc] = await Promise.all([readCart(db, ref.id), ref.get()]);
    count('carts', 1);
    count('items', lines.length);
    for (const line of lines) {
      if (!products.has(line.productId)) {
        problems.push(problem(`${ref.path}/items/${line.id}`, 'orphan', `cart line for product ${line.productId}, which does not exist`));
      }
      const changed = Object.keys(lineChanges(storedLines.get(line.id), lineDerived(line, storedLines.get(line.id))));
      if (changed.length > 0) problems.push(problem(`${ref.path}/items/${line.id}`, 'cart-line', `derived fields out of date: ${changed.join(', ')}`, 'cart'));
    }
    if (lines.length === 0 && !cartDoc.exists) continue;
    if (summaryChanged(cartDoc.data(), totals)) {
      problems.push(problem(ref.path, 'cart-totals', `totals ${JSON.stringify(pick(cartDoc.data(), totals))} do not equal its lines' ${JSON.stringify(totals)}`, 'cart'));
    }
  }

  // Notices that name an order that is gone.
  for await (const page of groupPages(db, 'notifications', PAGE)) {
    count('notifications', page.length);
    for (const doc of page) {
      const orderId = doc.get('orderId');
      if (typeof orderId === 'string' && orderId && !orderIds.has(orderId)) {
        problems.push(problem(doc.ref.path, 'orphan', `notice for order ${orderId}, which does not exist`));
      }
    }
  }

  // The dashboard's aggregates against a rebuild from the orders.
  const { figures } = computeStats(orders);
  const days = await db.collection(STATS_DAYS_COLLECTION).get();
  count('stats', days.size);
  const storedFigures = new Map<string, DocumentData>(days.docs.map((d) => [d.ref.path, d.data()]));
  for (const path of figures.keys()) {
    if (path.startsWith(`${STATS_DAYS_COLLECTION}/`)) continue;
    const snap = await db.doc(path).get();
    count('stats', 1);
    if (snap.exists) storedFigures.set(path, snap.data()!);
  }
  for (const path of new Set([...figures.keys(), ...storedFigures.keys()])) {
    if (!isDeepStrictEqual(figuresOf(storedFigures.get(path)), figuresOf(figures.get(path)))) {
      problems.push(problem(path, 'dashboard', 'the figures differ from a rebuild from the orders', 'dashboard'));
    }
  }

  const repaired = options.repair ? await repair(db, problems, orders, payments) : {};
  return { problems, read, repaired };
}

/** Every payment entry, grouped by its order's id (read as one collection group, in pages). */
async function paymentsByOrder(db: Firestore, count: (what: string, n: number) => void): Promise<Map<string, { id: string; data: DocumentData }[]>> {
  const out = new Map<string, { id: string; data: DocumentData }[]>();
  for await (const page of groupPages(db, 'payments', PAGE)) {
    count('payments', page.length);
    for (const doc of page) {
      const order = doc.ref.parent.parent;
      if (!order || order.parent.id !== 'orders') continue;
      out.set(order.id, [...(out.get(order.id) ?? []), { id: doc.id, data: doc.data() }]);
    }
  }
  return out;
}

function pick(stored: DocumentData | undefined, like: object): DocumentData {
  return Object.fromEntries(Object.keys(like).map((k) => [k, stored?.[k] ?? null]));
}

/** Rebuilds what the problems say trusted code derives; each kind through the functions' own code. */
async function repair(
  db: Firestore,
  problems: Problem[],
  orders: { id: string; data: DocumentData }[],
  payments: Map<string, { id: string; data: DocumentData }[]>,
): Promise<Record<string, number>> {
  const done: Record<string, number> = {};
  const mark = (kind: string) => (done[kind] = (done[kind] ?? 0) + 1);
  const byId = new Map(orders.map((o) => [o.id, o.data]));
  for (const p of problems.filter((x) => x.repair === 'order-totals')) {
    const id = p.path.slice('orders/'.length);
    const fix = orderTotalsRepair(byId.get(id) ?? {});
    if (!fix) continue;
    await db.doc(p.path).update(fix);
    byId.set(id, { ...byId.get(id), ...fix });
    mark('order-totals');
  }
  // After the totals, since what is due follows them (the order trigger would too, but later).
  const moneyOrders = new Set(problems.filter((x) => x.repair === 'order-money' || x.repair === 'order-totals').map((x) => x.path));
  for (const path of moneyOrders) {
    const id = path.slice('orders/'.length);
    const fix = orderMoneyRepair(byId.get(id) ?? {}, payments.get(id) ?? []);
    if (!fix) continue;
    await db.doc(path).update(fix);
    mark('order-money');
  }
  const cartIds = new Set(problems.filter((x) => x.repair === 'cart').map((x) => x.path.split('/')[1]!));
  for (const uid of cartIds) {
    await recomputeCart(db, uid);
    mark('cart');
  }
  for (const p of problems.filter((x) => x.repair === 'product-rating')) {
    await recomputeProductRating(db, p.path.slice('products/'.length));
    mark('product-rating');
  }
  if (problems.some((x) => x.repair === 'feedback-stats')) {
    await recomputeFeedbackStats(db);
    mark('feedback-stats');
  }
  // Last: repaired order totals change what the orders contribute.
  if (problems.some((x) => x.repair === 'dashboard' || x.repair === 'order-totals' || x.repair === 'order-money')) {
    await rebuildStats(db);
    mark('dashboard');
  }
  return done;
}
