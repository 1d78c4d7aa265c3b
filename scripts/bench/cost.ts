/**
 * What a month costs to run: drives the typical visits (lib/cost/visits.ts)
 * in headless Chromium against the production build and the seeded
 * emulators, counts per visit what Firebase bills, and prices a month.
 *   npm run bench:cost                 build, visits, tables, bench-results/cost.json
 *   npm run bench:cost -- --no-build   use the last emulator build
 *   npm run bench:cost -- --json       also print the JSON result on stdout
 *   npm run bench:cost -- --photos     products with camera-sized photos (with variants) instead of the drawings
 *
 * Counted per visit (docs/costs.md says how, and the limits):
 * - Firestore reads, writes and deletes the browser makes: its exchanges with
 *   the Firestore emulator, REST (Firestore Lite) and WebChannel (the full
 *   SDK's listeners and writes), read through DevTools (lib/cost/firestore-capture.ts);
 * - those the functions make: their own usage log, which the functions write
 *   under the emulator when FIRESTORE_USAGE_LOG is set (functions/src/firestoreUsageLog.ts);
 *   this bench sets it on the stack it starts;
 * - function runs and their durations: the functions emulator's output;
 * - bytes: a proxy in front of the web preview counts what Hosting, the
 *   functions behind its rewrites and the pictures send (lib/cost/byte-meter.ts).
 * Starts the emulators (and stops them after) unless a stack is running.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, PHONE, DESKTOP } from '../../e2e/support/env';
import { logPaths, ROOT } from '../lib/emulator-stack';
import { buildWebForEmulators, hasEmulatorBuild, startWebPreview } from '../lib/web-preview';
import { table } from './lib/report';
import { runBench } from './lib/run';
import { ensureStack } from './lib/stack';
import { BENCH_PRODUCT_ID, db, drainCartTriggers, waitForApi } from './lib/shop';
import { startByteMeter, bytesSince, largestPaths, type BytesBySource, type ByteMeter } from './lib/cost/byte-meter';
import { FirestoreCapture } from './lib/cost/firestore-capture';
import { emptyCounts, mergeCounts, total, type OpCounts } from './lib/cost/firestore-traffic';
import { computeSeconds, GrowingFile, invocationsIn, runTimesIn, usageIn } from './lib/cost/function-log';
import { largestCosts, monthlyBill, monthlyUsage, PRICES, type VisitUsage } from './lib/cost/pricing';
import { CUSTOMER, runVisit, VISITS, type VisitName, type VisitState } from './lib/cost/visits';

const RESULTS_DIR = join(ROOT, 'bench-results');
const METER_PORT = 4174;
const log = (line: string) => console.log(`[bench] ${line}`);

/** The month's visits by kind (shares of all visits), and the owner's sessions, one per working day. */
export const MIX: Record<string, number> = { browse: 0.55, 'search-cart': 0.3, checkout: 0.05, returning: 0.1 };
export const ADMIN_SESSIONS_PER_MONTH = 30;
export const VOLUMES = [10_000, 100_000, 1_000_000];

interface VisitResult {
  visit: VisitName;
  label: string;
  seconds: number;
  browser: OpCounts;
  functions: OpCounts;
  functionsByName: Record<string, OpCounts>;
  invocations: Record<string, number>;
  runMs: Record<string, number[]>;
  bytes: BytesBySource;
  largestPaths: { path: string; bytes: number }[];
  firestoreBytes: number;
  firestoreRequests: number;
  usage: VisitUsage;
}

function parseArgs(argv: string[]) {
  const options = { build: true, json: false, photos: false };
  for (const arg of argv) {
    if (arg === '--no-build') options.build = false;
    else if (arg === '--json') options.json = true;
    else if (arg === '--photos') options.photos = true;
    else throw new Error(`unknown flag ${arg}; usage: npm run bench:cost -- [--no-build] [--json] [--photos]`);
  }
  return options;
}

/** Waits until nothing new happens for `quietMs` (or `maxMs` passes): pages, streams, functions. */
async function settle(signals: () => number[], quietMs = 3000, maxMs = 30_000): Promise<void> {
  const deadline = Date.now() + maxMs;
  let last = signals().join(',');
  let since = Date.now();
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 250));
    const now = signals().join(',');
    if (now !== last) {
      last = now;
      since = Date.now();
    } else if (Date.now() - since >= quietMs) return;
  }
}

const contextOptions = (baseURL: string, admin: boolean) => ({
  viewport: admin ? DESKTOP : PHONE,
  isMobile: !admin,
  hasTouch: !admin,
  baseURL,
  locale: 'en-IN',
  timezoneId: 'Asia/Kolkata',
});

/** The customer's cart emptied and the bench design in stock, before the visits (not counted). */
async function prepareShop(): Promise<void> {
  const { getAuth } = await import('firebase-admin/auth');
  const { getApps } = await import('firebase-admin/app');
  db(); // initialises the Admin SDK's app
  const uid = (await getAuth(getApps()[0]).getUserByEmail(CUSTOMER.email)).uid;
  await db().recursiveDelete(db().collection(`carts/${uid}/items`));
  const product = await db().doc(`products/${BENCH_PRODUCT_ID}`).get();
  if (((product.get('quantityInStock') as number | undefined) ?? 0) < 2) {
    await db().doc(`products/${BENCH_PRODUCT_ID}`).update({ quantityInStock: 4, availabilityStatus: 'Available' });
  }
  await drainCartTriggers(180_000).catch(() => log('the cart triggers are still busy after 3 min; measuring anyway'));
}

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  const outDir = join(RESULTS_DIR, 'cost');
  mkdirSync(outDir, { recursive: true });
  // The functions' usage log: set before the stack starts, which passes it on to them.
  const usagePath = (process.env.FIRESTORE_USAGE_LOG ??= join(outDir, 'firestore-usage.jsonl'));
  const emulatorLog = join(outDir, 'emulators.log');
  const stack = await ensureStack(emulatorLog, log);
  const functionLog = new GrowingFile(stack.startedHere ? emulatorLog : pickRunningLog());
  const usageLog = new GrowingFile(usagePath);
  if (!stack.startedHere) {
    log(`the running stack counts the functions' Firestore operations only if it was started with FIRESTORE_USAGE_LOG=${usagePath}`);
  }
  let stopPreview: (() => void) | undefined;
  let meter: ByteMeter | undefined;
  let browser: Browser | undefined;
  const profile = mkdtempSync(join(tmpdir(), 'bench-cost-profile-'));
  try {
    await waitForApi(60_000);
    // Photos are seeded into a running stack too: the run is about them.
    if (stack.startedHere || options.photos) {
      const { seedShop } = await import('../seed/index');
      await seedShop({ photos: options.photos, log: (line) => log(`seed: ${line}`) });
      log("waiting for the seed's triggers to finish");
      await drainCartTriggers(180_000).catch(() => log("the seed's triggers are still busy after 3 min; measuring anyway"));
    }
    await prepareShop();
    if (options.build || !hasEmulatorBuild()) buildWebForEmulators();
    stopPreview = await startWebPreview();
    meter = await startByteMeter(METER_PORT, { host: '127.0.0.1', port: 4173 });
    // Cold starts out of the way: the visits measure what a visit costs, not the first one after a deploy.
    await fetch(`${meter.url}/api/v1/health`).catch(() => undefined);
    await fetch(`${meter.url}/product/${BENCH_PRODUCT_ID}`).catch(() => undefined);
    await settle(() => [functionLog.size(), usageLog.size()], 2000, 20_000);

    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
    const state: VisitState = {};
    const results: VisitResult[] = [];
    for (const visit of VISITS) {
      const started = Date.now();
      const admin = visit.name === 'admin-day';
      // The checkout's profile is kept on disk: the returning customer opens it again.
      const persistent = visit.name === 'checkout' || visit.name === 'returning';
      let context: BrowserContext;
      if (persistent) {
        context = await chromium.launchPersistentContext(profile, {
          executablePath: CHROMIUM_PATH,
          args: CHROMIUM_ARGS,
          headless: true,
          ...contextOptions(meter.url, admin),
        });
      } else {
        context = await browser.newContext(contextOptions(meter.url, admin));
      }
      const page: Page = context.pages()[0] ?? (await context.newPage());
      const capture = new FirestoreCapture();
      await capture.attach(context, page);
      // Nothing left running from before (the seed's or the last visit's triggers) is counted in this one.
      await settle(() => [functionLog.size(), usageLog.size()], 3000, 60_000);
      functionLog.takeNew();
      usageLog.takeNew();
      const bytesBefore = meter.totals();
      const pathsBefore = meter.byPath();
      try {
        await runVisit(visit.name, page, state);
        // Until the page, its service worker, its listeners and the functions it set off are done.
        const m = meter;
        await settle(() => [m.answers(), capture.events, functionLog.size(), usageLog.size()]);
        const firestore = await capture.counts();
        await context.close();
        const functionText = functionLog.takeNew();
        const usage = usageIn(usageLog.takeNew());
        const runMs = runTimesIn(functionText);
        const bytes = bytesSince(meter.totals(), bytesBefore);
        const invocations = invocationsIn(functionText);
        const both = mergeCounts(mergeCounts(emptyCounts(), firestore.counts), usage.total);
        const compute = computeSeconds(runMs);
        results.push({
          visit: visit.name,
          label: visit.label,
          seconds: (Date.now() - started) / 1000,
          browser: firestore.counts,
          functions: usage.total,
          functionsByName: usage.byFunction,
          invocations,
          runMs,
          bytes,
          largestPaths: largestPaths(meter.byPath(), pathsBefore),
          firestoreBytes: firestore.bytes,
          firestoreRequests: firestore.requests,
          usage: {
            reads: total(both.reads),
            writes: total(both.writes),
            deletes: total(both.deletes),
            invocations: total(invocations),
            ...compute,
            hostingBytes: bytes.hosting.bytes + bytes.api.bytes + bytes.pages.bytes,
            storageBytes: bytes.storage.bytes,
            firestoreBytes: firestore.bytes,
          },
        });
        log(`${visit.name}: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      } catch (error) {
        await page.screenshot({ path: join(outDir, `${visit.name}-failed.png`) }).catch(() => undefined);
        await context.close().catch(() => undefined);
        throw new Error(`visit ${visit.name} failed (screenshot in ${outDir}): ${error instanceof Error ? error.message : String(error)}`);
      }
    }

    const report = buildReport(results);
    console.log('');
    console.log(report.text);
    const resultFile = join(RESULTS_DIR, options.photos ? 'cost-photos.json' : 'cost.json');
    writeFileSync(resultFile, JSON.stringify(report.json, null, 2));
    log(`written to ${resultFile}`);
    if (options.json) console.log(JSON.stringify(report.json, null, 2));
    if (stack.startedHere && results.every((r) => total(r.functions.reads) === 0) && results.some((r) => total(r.invocations) > 0)) {
      log('the functions ran but logged no Firestore operation: their counts are missing');
      return 1;
    }
    return 0;
  } finally {
    await browser?.close();
    await meter?.stop();
    stopPreview?.();
    rmSync(profile, { recursive: true, force: true });
    await stack.stop();
  }
}

/** The running stack's output: `npm run dev` writes emulators.log, `scripts/emulators.ts exec` exec.log. */
function pickRunningLog(): string {
  const paths = logPaths();
  return existsSync(paths.emulators) ? paths.emulators : paths.exec;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ops = (c: OpCounts) => `${total(c.reads)} / ${total(c.writes)} / ${total(c.deletes)}`;
const usd = (n: number) => `$${n.toFixed(2)}`;
const inr = (n: number) => `₹${Math.round(n).toLocaleString('en-IN')}`;

function buildReport(results: VisitResult[]) {
  const perVisit = Object.fromEntries(results.map((r) => [r.visit, r.usage]));
  const lines: string[] = [];
  lines.push('Per visit (reads / writes / deletes):');
  lines.push(
    table([
      ['visit', 'browser r/w/d', 'functions r/w/d', 'function runs', 'hosting KB', 'functions KB', 'pictures KB', 'Firestore KB', 'time s'],
      ...results.map((r) => [
        r.visit,
        ops(r.browser),
        ops(r.functions),
        Object.entries(r.invocations)
          .map(([name, n]) => `${name} ${n}`)
          .join(', ') || '0',
        `${kb(r.bytes.hosting.bytes)} (${r.bytes.hosting.requests})`,
        `${kb(r.bytes.api.bytes + r.bytes.pages.bytes)} (${r.bytes.api.requests + r.bytes.pages.requests})`,
        `${kb(r.bytes.storage.bytes)} (${r.bytes.storage.requests})`,
        kb(r.firestoreBytes),
        r.seconds.toFixed(0),
      ]),
    ]).replace(/^/gm, '  '),
  );
  lines.push('');
  lines.push('Reads by collection:');
  for (const r of results) {
    const fmt = (c: Record<string, number>) =>
      Object.entries(c)
        .sort((a, b) => b[1] - a[1])
        .map(([k, v]) => `${k} ${v}`)
        .join(', ') || '-';
    lines.push(`  ${r.visit}: browser ${fmt(r.browser.reads)}; functions ${fmt(r.functions.reads)}`);
    const writes = mergeCounts(mergeCounts(emptyCounts(), r.browser), r.functions);
    if (total(writes.writes) + total(writes.deletes) > 0) lines.push(`  ${' '.repeat(r.visit.length)}  writes ${fmt(writes.writes)}; deletes ${fmt(writes.deletes)}`);
  }
  const bills = VOLUMES.map((visits) => {
    const month = monthlyUsage(perVisit, MIX, visits, { 'admin-day': ADMIN_SESSIONS_PER_MONTH });
    return { visits, month, bill: monthlyBill(month) };
  });
  lines.push('');
  lines.push(
    `A month (mix ${Object.entries(MIX)
      .map(([k, v]) => `${Math.round(v * 100)} % ${k}`)
      .join(', ')}; ${ADMIN_SESSIONS_PER_MONTH} admin days; $1 = ₹${PRICES.usdToInr}):`,
  );
  const head = ['item', ...bills.flatMap((b) => [`${b.visits.toLocaleString('en-IN')}: used`, 'cost'])];
  const itemRows = bills[0]!.bill.lines.map((line, i) => [
    `${line.item} (${line.unit})`,
    ...bills.flatMap((b) => {
      const l = b.bill.lines[i]!;
      return [`${l.used < 100 ? l.used.toFixed(2) : Math.round(l.used).toLocaleString('en-IN')} of ${l.free.toLocaleString('en-IN')} free`, usd(l.usd)];
    }),
  ]);
  itemRows.push(['total', ...bills.flatMap((b) => ['', `${usd(b.bill.usd)} = ${inr(b.bill.inr)}`])]);
  lines.push(table([head, ...itemRows]).replace(/^/gm, '  '));
  for (const b of bills) {
    lines.push(`  largest at ${b.visits.toLocaleString('en-IN')}: ${largestCosts(b.bill.lines).map((l) => `${l.item} ${usd(l.usd)}`).join(', ')}`);
  }
  const goal = bills.find((b) => b.visits === 100_000)!;
  lines.push(`  goal (100,000 visits within the free quotas plus ₹500): ${goal.bill.inr <= 500 ? 'met' : 'NOT met'} (${inr(goal.bill.inr)})`);
  return {
    text: lines.join('\n'),
    json: {
      date: new Date().toISOString(),
      mix: MIX,
      adminSessionsPerMonth: ADMIN_SESSIONS_PER_MONTH,
      prices: PRICES,
      visits: results,
      months: bills.map((b) => ({ visits: b.visits, usage: b.month, lines: b.bill.lines, usd: b.bill.usd, inr: b.bill.inr })),
    },
  };
}

runBench(main);
