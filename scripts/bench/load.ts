/**
 * Load and concurrency benchmark of the /api/v1 API on the functions emulator (loopback only).
 *   npm run bench:load                       50 connections, 30 s per endpoint
 *   npm run bench:load -- --duration 5       a quick run
 *   npm run bench:load -- --connections 20 --timeout 20
 *   npm run bench:load -- --shared-cart      every connection on one cart line (a hot spot)
 *   npm run bench:load -- --orders-only      only the orders phases below
 * Then, through POST /api/v1/orders: Place order → answer on the stack (the first call,
 * then 40 one at a time), and a festival rush (100 orders from 20 new customers within 10 s).
 * Starts (and afterwards stops) the emulator stack unless one is running. Prints a table,
 * writes bench-results/load.json, and exits non-zero on any 5xx, non-2xx, connection error,
 * timeout, cart that does not end exact, or rush whose orders, numbers or dashboard figures
 * are not exact.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { cartItemId, type CartProductType, type Size } from '@tailor/domain';
import { ROOT } from '../lib/emulator-stack.ts';
import { getRequest, loadEndpoint, postRequest, type Endpoint, type EndpointFigures, type LoadOptions } from './lib/cannon.ts';
import { checkCart, EXACTNESS_PRODUCTS, runExactness, type CartCheck, type ExactnessResult } from './lib/exactness.ts';
import { cartsSummary, endpointTable, exactnessSummary } from './lib/report.ts';
import { BENCH_PRODUCT_ID, benchUser, callApi, db, drainCartTriggers, fillCart, waitForApi, type BenchUser } from './lib/shop.ts';
import { festivalRush, orderLatency, RUSH_PRODUCTS, type LatencyResult, type RushResult } from './lib/orders.ts';
import { runBench } from './lib/run.ts';
import { ensureStack, type Stack } from './lib/stack.ts';

const RESULTS_DIR = join(ROOT, 'bench-results');
const EXACTNESS = { users: 5, clientsPerUser: 10, callsPerClient: 6 };
/** Issue 27's festival rush; 5 orders per customer stays within the open-order limit of 10. */
const RUSH = { customers: 20, orders: 100, windowMs: 10_000, timeoutMs: 180_000 };
const LATENCY_SAMPLES = 40;
/** Trigger work queued by a load drains at some 50 events/s on the emulator; allow for it. */
const settleTimeoutMs = (options: LoadOptions) => 120_000 + 4_000 * options.duration;
/** One bench account per connection; also keeps a shared cart's line below the 99 cap (see startQuantity). */
const MAX_CONNECTIONS = 90;

/** Every shopper's cart: the line the POST load moves, a second line, and one of a discontinued product. */
const LOADED_LINE = { productId: BENCH_PRODUCT_ID, productType: 'tailor' as CartProductType };
const STATIC_LINES = [
  { productId: 'p-black-sequin-saree', productType: 'readymade' as CartProductType, size: 'Free Size' as Size, quantity: 2 },
  { productId: 'p-golden-tissue-lehenga', productType: 'readymade' as CartProductType, size: 'M' as Size, quantity: 1 },
];
const LOADED_ID = cartItemId(LOADED_LINE.productId, LOADED_LINE.productType);

interface Options extends LoadOptions {
  /** All connections use one account and one cart line: a hot spot instead of many shoppers. */
  sharedCart: boolean;
  /** Only the orders phases (latency and festival rush). */
  ordersOnly: boolean;
}

const began = Date.now();
const log = (line: string) => console.log(`[bench ${((Date.now() - began) / 1000).toFixed(0).padStart(3)} s] ${line}`);

function usage(message?: string): never {
  if (message) console.error(`[bench] ${message}`);
  console.error(
    `usage: npm run bench:load -- [--connections 1-${MAX_CONNECTIONS}] [--duration seconds] [--timeout seconds] [--shared-cart] [--orders-only]`,
  );
  process.exit(2);
}

function parseArgs(argv: string[]): Options {
  const options: Options = { connections: 50, duration: 30, timeout: 10, sharedCart: false, ordersOnly: false };
  const limits = { connections: MAX_CONNECTIONS, duration: 600, timeout: 120 };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--shared-cart' || argv[i] === '--orders-only') {
      options[argv[i] === '--shared-cart' ? 'sharedCart' : 'ordersOnly'] = true;
      continue;
    }
    const [flag, inline] = argv[i].split('=', 2);
    const raw = inline ?? argv[++i];
    const name = flag.replace(/^--/, '') as keyof typeof limits;
    if (!flag.startsWith('--') || !(name in limits)) usage(`unknown flag ${flag}`);
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1 || value > limits[name]) usage(`${flag} takes a whole number from 1 to ${limits[name]}`);
    options[name] = value;
  }
  return options;
}

/** On a stack someone else runs the seed is theirs to choose (it may hold a large generated catalogue). */
async function prepareCatalogue(stack: Stack): Promise<void> {
  if (stack.startedHere) {
    const { seedShop } = await import('../seed/index.ts');
    await seedShop({ log: (line) => log(`seed: ${line}`) });
    return;
  }
  const needed = [LOADED_LINE.productId, ...STATIC_LINES.map((l) => l.productId), ...EXACTNESS_PRODUCTS, ...RUSH_PRODUCTS];
  const snaps = await db().getAll(...needed.map((id) => db().collection('products').doc(id)));
  const missing = snaps.filter((s) => !s.exists).map((s) => s.id);
  if (missing.length) throw new Error(`the running stack lacks seeded products (${missing.join(', ')}): run npm run seed first`);
}

/**
 * Each connection sends increase then decrease in turn, so it holds at most one unit at a
 * time: a line stays within [start, start + connections on it], never reaches the 99 cap
 * and is never removed, and every call is a valid 200.
 */
function startQuantity(options: Options): number {
  return options.sharedCart ? Math.min(40, 98 - options.connections) : 40;
}

/** Fills every shopper's cart and waits until the triggers have priced it, so the load starts from rest. */
async function prepareCarts(shoppers: BenchUser[], start: number, timeoutMs: number): Promise<void> {
  const lines = [{ ...LOADED_LINE, quantity: start }, ...STATIC_LINES];
  await Promise.all(shoppers.map((s) => fillCart(s.uid, lines)));
  const expected = new Map(lines.map((l) => [cartItemId(l.productId, l.productType), l.quantity]));
  const checks = await Promise.all(shoppers.map((s) => checkCart(s, expected, timeoutMs)));
  const problems = checks.flatMap((c) => c.problems.map((p) => `${c.user}: ${p}`));
  if (problems.length) throw new Error(`the bench carts are wrong before any load: ${problems.join('; ')}`);
}

/** Brings up the emulator's function workers before anything is measured. */
async function warmUp(shoppers: BenchUser[], connections: number): Promise<void> {
  await Promise.all(
    Array.from({ length: connections }, (_, i) =>
      i % 2 ? callApi('GET', '/user/get_all_cart', shoppers[i % shoppers.length].idToken) : callApi('GET', '/common/gel_all_product'),
    ),
  );
}

function endpoints(shoppers: BenchUser[]): Endpoint[] {
  const shopper = (connection: number) => shoppers[connection % shoppers.length];
  const update = '/user/updateCartQuantity';
  return [
    { name: 'GET /common/gel_all_product', path: '/common/gel_all_product', requestsFor: () => [getRequest('/common/gel_all_product')] },
    { name: 'GET /user/get_all_cart', path: '/user/get_all_cart', requestsFor: (c) => [getRequest('/user/get_all_cart', shopper(c).idToken)] },
    {
      name: `POST ${update}`,
      path: update,
      requestsFor: (c) => [
        postRequest(update, shopper(c).idToken, { ...LOADED_LINE, action: 'increase', quantity: 1 }),
        postRequest(update, shopper(c).idToken, { ...LOADED_LINE, action: 'decrease', quantity: 1 }),
      ],
    },
  ];
}

/** After the load every cart must settle to domain pricing, its other lines untouched. */
async function checkShopperCarts(shoppers: BenchUser[], start: number, connectionsEach: number, timeoutMs: number): Promise<CartCheck[]> {
  const expected = new Map(STATIC_LINES.map((l) => [cartItemId(l.productId, l.productType, l.size), l.quantity]));
  return Promise.all(
    shoppers.map(async (s) => {
      const check = await checkCart(s, expected, timeoutMs);
      const quantity = check.lines.find((l) => l.line === LOADED_ID)?.stored ?? 0;
      if (quantity < start || quantity > start + connectionsEach) {
        check.problems.push(`${LOADED_ID}: quantity ${quantity} outside [${start}, ${start + connectionsEach}]`);
      }
      return check;
    }),
  );
}

function failuresOf(figures: EndpointFigures[], carts: CartCheck[], exactness: ExactnessResult | null, latency: LatencyResult, rush: RushResult): string[] {
  const failures: string[] = [...latency.problems.map((p) => `order latency: ${p}`), ...rush.problems.map((p) => `festival rush: ${p}`)];
  for (const f of figures) {
    if (f.status['5xx'] > 0) failures.push(`${f.name}: ${f.status['5xx']} answers 5xx`);
    // Every request of the bench is valid, so any other non-2xx is a fault too.
    if (f.status.non2xx - f.status['5xx'] > 0) failures.push(`${f.name}: ${f.status.non2xx - f.status['5xx']} other non-2xx answers`);
    if (f.connectionErrors > 0) failures.push(`${f.name}: ${f.connectionErrors} connection errors`);
    if (f.timeouts > 0) failures.push(`${f.name}: ${f.timeouts} timeouts`);
    if (f.requests === 0) failures.push(`${f.name}: no request completed`);
  }
  for (const c of carts) failures.push(...c.problems.map((p) => `cart of ${c.user}: ${p}`));
  if (exactness && !exactness.ok) failures.push('exactness check failed');
  return failures;
}

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  mkdirSync(RESULTS_DIR, { recursive: true });
  const startedAt = new Date();
  const stack = await ensureStack(join(RESULTS_DIR, 'emulators-load.log'), log);
  try {
    await waitForApi(60_000);
    await prepareCatalogue(stack);
    // Orders first: the first Place order of the stack is the cold call.
    const latency = await orderLatency(LATENCY_SAMPLES, log);
    const rush = await festivalRush(RUSH, log);
    const cartPhases = options.ordersOnly ? null : await runCartPhases(options);
    const figures = cartPhases?.figures ?? [];
    const carts = cartPhases?.carts ?? [];
    const exactness = cartPhases?.exactness ?? null;

    const failures = failuresOf(figures, carts, exactness, latency, rush);
    console.log(`\n${ordersSummary(latency, rush)}\n`);
    if (cartPhases) {
      const who = options.sharedCart ? 'all on one shopper\'s cart line' : 'one bench shopper per connection';
      console.log(`\n${options.connections} connections (${who}), ${options.duration} s per endpoint, ${options.timeout} s timeout\n`);
      console.log(endpointTable(figures));
      console.log(`\n${cartsSummary(carts, cartPhases.settleMs)}`);
      console.log(`cart triggers caught up with the POST load ${(cartPhases.caughtUpMs / 1000).toFixed(1)} s after it ended`);
      console.log(`\n${exactnessSummary(cartPhases.exactness)}\n`);
    }

    const report = {
      startedAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      options,
      environment: {
        cpus: cpus().length,
        node: process.version,
        stackStartedByBench: stack.startedHere,
        functionsEmulatorParallel: stack.functionsParallel ?? 'unknown (stack already running)',
      },
      orders: { latency, rush },
      endpoints: figures,
      triggers: cartPhases ? { backlogBeforeLoadMs: cartPhases.backlogBeforeMs, caughtUpAfterPostLoadMs: cartPhases.caughtUpMs } : null,
      shopperCarts: cartPhases ? { startQuantity: cartPhases.start, settleMs: cartPhases.settleMs, carts } : null,
      exactness,
      failures,
      ok: failures.length === 0,
    };
    const file = join(RESULTS_DIR, 'load.json');
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    log(`report written to ${file}`);
    for (const failure of failures) console.error(`[bench] FAIL ${failure}`);
    log(failures.length === 0 ? 'all checks passed' : `${failures.length} check(s) failed`);
    return failures.length === 0 ? 0 : 1;
  } finally {
    await stack.stop();
  }
}

function ordersSummary(latency: LatencyResult, rush: RushResult): string {
  const l = latency.warm;
  const r = rush.latencyMs;
  return [
    `Place order → answer: cold first call ${latency.coldFirstMs} ms; warm, one at a time (${l.samples}): p50 ${l.p50} ms, p95 ${l.p95} ms, max ${l.max} ms`,
    `festival rush: ${rush.orders} orders from ${rush.customers} customers sent within ${(rush.sentWithinMs / 1000).toFixed(1)} s; answers ${JSON.stringify(rush.status)}; p50 ${r.p50} ms, p95 ${r.p95} ms, max ${r.max} ms`,
    `  numbers ${rush.firstNumber}–${rush.lastNumber}: ${rush.distinctNumbers} distinct, ${rush.consecutive ? 'consecutive' : 'NOT consecutive'}; ${rush.storedOrders} stored`,
    `  dashboard figures counted ${(rush.statsSettleMs / 1000).toFixed(1)} s after; ${rush.statsEqualRebuild ? 'equal to' : 'DIFFERENT from'} stats:rebuild`,
  ].join('\n');
}

/** The cart load of each endpoint and the exactness burst. */
async function runCartPhases(options: Options) {
  const shopperCount = options.sharedCart ? 1 : options.connections;
  log(`signing in ${shopperCount} bench shopper(s) and ${EXACTNESS.users} exactness accounts`);
  const shoppers = await Promise.all(Array.from({ length: shopperCount }, (_, i) => benchUser(`bench-shopper-${i + 1}`)));
  const exactUsers = await Promise.all(Array.from({ length: EXACTNESS.users }, (_, i) => benchUser(`bench-exact-${i + 1}`)));
  const start = startQuantity(options);
  const timeoutMs = settleTimeoutMs(options);
  await prepareCarts(shoppers, start, timeoutMs);
  // Measure from rest: no trigger work left over from filling the carts.
  const backlogBeforeMs = await drainCartTriggers(timeoutMs);
  await warmUp(shoppers, options.connections);

  const figures: EndpointFigures[] = [];
  for (const endpoint of endpoints(shoppers)) {
    log(`${endpoint.name}: ${options.connections} connections for ${options.duration} s`);
    figures.push(await loadEndpoint(endpoint, options));
  }

  const loadEnded = Date.now();
  log('waiting for the cart triggers to settle the shoppers\' carts');
  const carts = await checkShopperCarts(shoppers, start, options.connections / shopperCount, timeoutMs);
  const settleMs = Date.now() - loadEnded;
  // The exactness burst should wait for its own triggers only, not for the load's.
  await drainCartTriggers(timeoutMs);
  const caughtUpMs = Date.now() - loadEnded;

  log(`exactness: ${EXACTNESS.users} users × ${EXACTNESS.clientsPerUser} clients × ${EXACTNESS.callsPerClient} calls`);
  const exactness = await runExactness(exactUsers, EXACTNESS, timeoutMs);
  return { figures, carts, exactness, settleMs, caughtUpMs, backlogBeforeMs, start };
}

runBench(main);
