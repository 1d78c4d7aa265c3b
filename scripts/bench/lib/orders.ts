/**
 * Placing orders through POST /api/v1/orders under a festival rush, and the
 * time from Place order to the answer. Every rush customer is new for the
 * run, so repeated runs on a long-lived stack never meet the order limits.
 */
import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import {
  IDEMPOTENCY_KEY_HEADER,
  STATS_DAYS_COLLECTION,
  STATS_DESIGNS_DOC,
  STATS_ORDERS_DOC,
  STATS_ORDER_CONTRIB_COLLECTION,
  parseOrderNumber,
  type PlaceOrderRequest,
  type PlacedOrder,
} from '@tailor/domain';
import { rebuildStats } from '../../../functions/src/stats/orderStats.ts';
import { percentile } from './stats.ts';
import { API_BASE, benchUser, db, type BenchUser } from './shop.ts';

/** A ready-made saree and a tailor-made lehenga from the seed, with the lehenga's measurements on its line. */
export const RUSH_BODY: PlaceOrderRequest = {
  orderType: 'tailor',
  customer: {
    name: 'Bench Shopper',
    email: 'shopper@bench.silaistudio.test',
    phone: '9820012345',
    address: { street: '12 Linking Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400050', country: 'India' },
  },
  lines: [
    { productId: 'p-black-sequin-saree', productType: 'readymade', quantity: 1, size: 'Free Size' },
    { productId: 'p-maroon-banarasi-lehenga', productType: 'tailor', quantity: 1, measurements: { category: 'lehenga', values: { waist: 29, hip: 38, length: 41 } } },
  ],
  category: null,
};
export const RUSH_PRODUCTS = RUSH_BODY.lines!.map((l) => l.productId);

export interface PlaceAnswer {
  status: number;
  ms: number;
  order: PlacedOrder | null;
  error: string | null;
}

export async function placeOrder(user: BenchUser, body: PlaceOrderRequest = RUSH_BODY, key = randomUUID()): Promise<PlaceAnswer> {
  const started = performance.now();
  try {
    const res = await fetch(`${API_BASE}/orders`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.idToken}`, 'content-type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: key },
      body: JSON.stringify(body),
    });
    const json = (await res.json().catch(() => ({}))) as { order?: PlacedOrder; message?: string };
    return { status: res.status, ms: performance.now() - started, order: json.order ?? null, error: res.ok ? null : (json.message ?? res.statusText) };
  } catch (error) {
    return { status: 0, ms: performance.now() - started, order: null, error: String(error) };
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function latencyFigures(ms: number[]) {
  const sorted = [...ms].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n);
  return { samples: sorted.length, p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), max: round(sorted[sorted.length - 1] ?? 0) };
}

type Figures = Record<string, unknown>;

/** The dashboard's figure documents as stored: stats/orders, stats/designs and every day. */
async function dashboardFigures(): Promise<Figures> {
  const [orders, designs, days] = await Promise.all([db().doc(STATS_ORDERS_DOC).get(), db().doc(STATS_DESIGNS_DOC).get(), db().collection(STATS_DAYS_COLLECTION).get()]);
  const figures: Figures = { [STATS_ORDERS_DOC]: orders.data() ?? null, [STATS_DESIGNS_DOC]: designs.data() ?? null };
  for (const d of days.docs) figures[d.ref.path] = d.data();
  return figures;
}

/** Waits until the stats trigger has counted every one of `orderIds` (its contribution exists) and the figures stand still. */
async function statsSettled(orderIds: string[], timeoutMs: number): Promise<number> {
  const started = Date.now();
  const refs = orderIds.map((id) => db().doc(`${STATS_ORDER_CONTRIB_COLLECTION}/${id}`));
  while (Date.now() - started < timeoutMs) {
    const snaps = await db().getAll(...refs);
    if (snaps.every((s) => s.exists)) {
      const before = await dashboardFigures();
      await sleep(2_000);
      if (isDeepStrictEqual(before, await dashboardFigures())) return Date.now() - started;
    } else {
      await sleep(500);
    }
  }
  throw new Error(`the dashboard triggers did not count the rush's orders within ${timeoutMs / 1000} s`);
}

function differences(a: Figures, b: Figures): string[] {
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  return keys.filter((k) => !isDeepStrictEqual(a[k], b[k])).map((k) => `${k} differs after the rebuild`);
}

export interface RushResult {
  customers: number;
  orders: number;
  windowMs: number;
  sentWithinMs: number;
  status: Record<string, number>;
  latencyMs: ReturnType<typeof latencyFigures>;
  distinctNumbers: number;
  firstNumber: number | null;
  lastNumber: number | null;
  consecutive: boolean;
  storedOrders: number;
  statsSettleMs: number;
  statsEqualRebuild: boolean;
  problems: string[];
}

/**
 * `orders` orders from `customers` new customers (each places orders / customers),
 * sent evenly over `windowMs`. Checks: all 201, distinct consecutive numbers, exactly
 * those orders stored (none lost or doubled), and the dashboard's figures equal to
 * what stats:rebuild computes from the orders.
 */
export async function festivalRush(options: { customers: number; orders: number; windowMs: number; timeoutMs: number }, log: (line: string) => void): Promise<RushResult> {
  const run = randomUUID().slice(0, 6);
  const customers = await Promise.all(Array.from({ length: options.customers }, (_, i) => benchUser(`bench-rush-${run}-${i + 1}`)));
  log(`festival rush: ${options.orders} orders from ${options.customers} customers ${options.windowMs ? `within ${options.windowMs / 1000} s` : 'at once'}`);
  const gap = options.windowMs / options.orders;
  const began = performance.now();
  const sent: number[] = [];
  const answers = await Promise.all(
    Array.from({ length: options.orders }, async (_, i) => {
      await sleep(i * gap);
      sent.push(performance.now() - began);
      return placeOrder(customers[i % customers.length]!);
    }),
  );
  const problems: string[] = [];
  const status: Record<string, number> = {};
  for (const a of answers) status[a.status] = (status[a.status] ?? 0) + 1;
  for (const a of answers.filter((x) => x.status !== 201)) problems.push(`answer ${a.status}: ${a.error}`);

  const placed = answers.flatMap((a) => (a.order ? [a.order] : []));
  const numbers = placed.map((o) => parseOrderNumber(o.orderNumber)).filter((n): n is number => n !== null).sort((a, b) => a - b);
  const distinctNumbers = new Set(numbers).size;
  const consecutive = numbers.length > 0 && distinctNumbers === numbers.length && numbers[numbers.length - 1]! - numbers[0]! === numbers.length - 1;
  if (distinctNumbers !== options.orders) problems.push(`${distinctNumbers} distinct order numbers for ${options.orders} orders`);
  if (!consecutive) problems.push('the order numbers are not consecutive');

  // Exactly the answered orders are stored: none lost, none doubled.
  const stored = (
    await Promise.all(customers.map((c) => db().collection('orders').where('userId', '==', c.uid).select().get()))
  ).flatMap((s) => s.docs.map((d) => d.id));
  const answeredIds = new Set(placed.map((o) => o.id));
  if (stored.length !== options.orders || !stored.every((id) => answeredIds.has(id))) {
    problems.push(`${stored.length} orders stored for ${options.orders} answered`);
  }

  log('waiting for the dashboard triggers to count the rush');
  const statsSettleMs = await statsSettled([...answeredIds], options.timeoutMs);
  const fromTriggers = await dashboardFigures();
  log('rebuilding the dashboard figures from the orders (stats:rebuild) to compare');
  await rebuildStats(db());
  const rebuilt = await dashboardFigures();
  const statsProblems = differences(fromTriggers, rebuilt);
  problems.push(...statsProblems);

  return {
    customers: options.customers,
    orders: options.orders,
    windowMs: options.windowMs,
    sentWithinMs: Math.round(Math.max(...sent)),
    status,
    latencyMs: latencyFigures(answers.map((a) => a.ms)),
    distinctNumbers,
    firstNumber: numbers[0] ?? null,
    lastNumber: numbers[numbers.length - 1] ?? null,
    consecutive,
    storedOrders: stored.length,
    statsSettleMs,
    statsEqualRebuild: statsProblems.length === 0,
    problems,
  };
}

export interface LatencyResult {
  coldFirstMs: number;
  warm: ReturnType<typeof latencyFigures>;
  problems: string[];
}

/**
 * Place order → answer, one request at a time: the first order call on the stack
 * (cold: the first transaction of the API's instance), then `samples` more on
 * the warm stack, each by a new customer's account in turn.
 */
export async function orderLatency(samples: number, log: (line: string) => void): Promise<LatencyResult> {
  const run = randomUUID().slice(0, 6);
  // Five orders per customer stays within the open-order limit.
  const customers = await Promise.all(Array.from({ length: Math.ceil((samples + 1) / 5) }, (_, i) => benchUser(`bench-latency-${run}-${i + 1}`)));
  log(`order latency: the first call, then ${samples} calls one at a time`);
  const problems: string[] = [];
  const first = await placeOrder(customers[0]!);
  if (first.status !== 201) problems.push(`first call answered ${first.status}: ${first.error}`);
  const ms: number[] = [];
  for (let i = 1; i <= samples; i++) {
    const a = await placeOrder(customers[i % customers.length]!);
    if (a.status !== 201) problems.push(`call ${i} answered ${a.status}: ${a.error}`);
    ms.push(a.ms);
  }
  return { coldFirstMs: Math.round(first.ms), warm: latencyFigures(ms), problems };
}
