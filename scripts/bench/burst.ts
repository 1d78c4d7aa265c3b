/**
 * A burst of orders and the faults it leaves in the emulators' logs (issue 30).
 *   npm run bench:burst                          100 orders from 20 new customers, all sent at once
 *   npm run bench:burst -- --orders 60 --customers 12
 *   npm run bench:burst -- --window 10               spread evenly over 10 s (the festival rush of bench:load)
 * Places the orders through POST /api/v1/orders on a private stack (started here and
 * stopped afterwards, unless one is running), waits for every trigger the orders fire
 * to settle, checks the orders (all 201, distinct consecutive numbers, none lost or
 * doubled) and that the dashboard's figures equal what stats:rebuild computes from the
 * orders, then counts in the logs written during the burst (the emulators' output and
 * the Firestore emulator's firestore-debug.log) the transactions that hit
 * "Transaction lock timeout" and the function workers killed, timed out, unreachable or not started.
 * Writes bench-results/burst.json; exits non-zero on any failed check, lock timeout or
 * lost worker. Trigger events the Firestore emulator could not hand to the functions
 * emulator in time (a loaded machine) are reported, not failed: the figures' check says
 * whether any count was lost.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../lib/emulator-stack.ts';
import { countLogFaults, logEnd, logSince, type LogFaults } from './lib/logFaults.ts';
import { festivalRush, RUSH_PRODUCTS } from './lib/orders.ts';
import { runBench } from './lib/run.ts';
import { callApi, db, waitForApi } from './lib/shop.ts';
import { ensureStack, type Stack } from './lib/stack.ts';

const RESULTS_DIR = join(ROOT, 'bench-results');
const EMULATOR_LOG = join(RESULTS_DIR, 'emulators-burst.log');
/** The Firestore emulator writes its debug log in the directory the stack runs from. */
const FIRESTORE_LOG = join(ROOT, 'firestore-debug.log');
/** Trigger work left once the figures stand still: the logs must stay unchanged this long before they are counted. */
const QUIET_MS = 15_000;
const QUIET_TIMEOUT_MS = 240_000;

const began = Date.now();
const log = (line: string) => console.log(`[bench ${((Date.now() - began) / 1000).toFixed(0).padStart(3)} s] ${line}`);

function parseArgs(argv: string[]): { orders: number; customers: number; window: number } {
  const options = { orders: 100, customers: 20, window: 0 };
  for (let i = 0; i < argv.length; i++) {
    const name = argv[i]!.replace(/^--/, '');
    const value = Number(argv[++i]);
    if (!(name in options) || !Number.isInteger(value) || value < (name === 'window' ? 0 : 1) || value > 400) {
      console.error('usage: npm run bench:burst -- [--orders 1-400] [--customers 1-400] [--window 0-400 seconds]');
      process.exit(2);
    }
    options[name as keyof typeof options] = value;
  }
  // Each customer may hold at most 10 open orders.
  if (options.orders > options.customers * 10) {
    console.error('[bench] at most 10 orders per customer (the open-order limit): add --customers');
    process.exit(2);
  }
  return options;
}

async function prepareCatalogue(stack: Stack): Promise<void> {
  if (stack.startedHere) {
    const { seedShop } = await import('../seed/index.ts');
    await seedShop({ log: (line) => log(`seed: ${line}`) });
    return;
  }
  const snaps = await db().getAll(...RUSH_PRODUCTS.map((id) => db().collection('products').doc(id)));
  const missing = snaps.filter((s) => !s.exists).map((s) => s.id);
  if (missing.length) throw new Error(`the running stack lacks seeded products (${missing.join(', ')}): run npm run seed first`);
}

/** Resolves once no log has grown for QUIET_MS (the triggers have finished), or after the timeout (false). */
async function logsQuiet(files: string[]): Promise<boolean> {
  const started = Date.now();
  let sizes = files.map(logEnd);
  let still = Date.now();
  while (Date.now() - started < QUIET_TIMEOUT_MS) {
    await new Promise((r) => setTimeout(r, 1_000));
    const now = files.map(logEnd);
    if (now.some((n, i) => n !== sizes[i])) {
      sizes = now;
      still = Date.now();
    } else if (Date.now() - still >= QUIET_MS) return true;
  }
  return false;
}

function faultsSummary(faults: LogFaults): string {
  const by = Object.entries(faults.lockTimeoutsBy).map(([f, n]) => `${f} ${n}`).join(', ');
  return `"Transaction lock timeout" ${faults.lockTimeouts}${by ? ` (${by})` : ''}; workers killed ${faults.workerKills}; functions timed out ${faults.functionTimeouts}; requests to a worker failed ${faults.failedRequests}; requests dropped (worker not started) ${faults.droppedRequests}; trigger events not delivered ${faults.eventsNotDelivered}`;
}

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  mkdirSync(RESULTS_DIR, { recursive: true });
  const startedAt = new Date();
  const loadBefore = loadavg();
  const stack = await ensureStack(EMULATOR_LOG, log);
  try {
    await waitForApi(120_000);
    await prepareCatalogue(stack);
    // The emulator starts a worker per concurrent request: bring the API's up before the burst (as
    // bench:appointments does). A worker that fails to start mid-burst (a loaded machine) drops its request.
    for (let round = 0; round < 2; round++) await Promise.all(Array.from({ length: 20 }, () => callApi('GET', '/common/gel_all_product')));
    log('waiting for the seed\'s triggers to finish before the burst');
    await logsQuiet([EMULATOR_LOG, FIRESTORE_LOG]);

    const marks = { emulators: logEnd(EMULATOR_LOG), firestore: logEnd(FIRESTORE_LOG) };
    const rush = await festivalRush({ customers: options.customers, orders: options.orders, windowMs: options.window * 1000, timeoutMs: 600_000 }, log);
    log('waiting for the logs to stand still (every trigger finished)');
    const quiet = await logsQuiet([EMULATOR_LOG, FIRESTORE_LOG]);
    const emulatorText = logSince(EMULATOR_LOG, marks.emulators);
    const firestoreText = logSince(FIRESTORE_LOG, marks.firestore);
    const faults = { emulators: countLogFaults(emulatorText), firestoreDebug: countLogFaults(firestoreText) };

    const failures = rush.problems.map((p) => `burst: ${p}`);
    if (!quiet) failures.push(`the logs were still growing ${QUIET_TIMEOUT_MS / 1000} s after the figures settled`);
    for (const [where, f] of Object.entries(faults)) {
      if (f.lockTimeouts > 0) failures.push(`${where}: ${f.lockTimeouts} "Transaction lock timeout"`);
      const workers = f.workerKills + f.functionTimeouts + f.failedRequests + f.droppedRequests;
      if (workers > 0) failures.push(`${where}: ${workers} function workers killed, timed out, unreachable or not started`);
    }

    const r = rush.latencyMs;
    console.log(
      [
        '',
        `burst: ${rush.orders} orders from ${rush.customers} customers sent ${options.window ? `within ${options.window} s` : 'at once'}; answers ${JSON.stringify(rush.status)}; p50 ${r.p50} ms, p95 ${r.p95} ms, max ${r.max} ms`,
        `  numbers ${rush.firstNumber}–${rush.lastNumber}: ${rush.distinctNumbers} distinct, ${rush.consecutive ? 'consecutive' : 'NOT consecutive'}; ${rush.storedOrders} stored`,
        `  dashboard figures counted ${(rush.statsSettleMs / 1000).toFixed(1)} s after the answers; ${rush.statsEqualRebuild ? 'equal to' : 'DIFFERENT from'} stats:rebuild`,
        `  emulators' log: ${faultsSummary(faults.emulators)}`,
        `  firestore-debug.log: ${faultsSummary(faults.firestoreDebug)}`,
        '',
      ].join('\n'),
    );

    const report = {
      startedAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      options,
      environment: {
        cpus: cpus().length,
        loadAverageBefore: loadBefore.map((n) => Number(n.toFixed(2))),
        loadAverageAfter: loadavg().map((n) => Number(n.toFixed(2))),
        node: process.version,
        stackStartedByBench: stack.startedHere,
        functionsEmulatorParallel: stack.functionsParallel ?? 'unknown (stack already running)',
      },
      rush,
      faults,
      failures,
      ok: failures.length === 0,
    };
    const file = join(RESULTS_DIR, 'burst.json');
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    log(`report written to ${file}; the emulators' output is in ${EMULATOR_LOG}`);
    for (const failure of failures) console.error(`[bench] FAIL ${failure}`);
    log(failures.length === 0 ? 'all checks passed' : `${failures.length} check(s) failed`);
    return failures.length === 0 ? 0 : 1;
  } finally {
    await stack.stop();
  }
}

runBench(main);
