/**
 * Catalogue-at-scale benchmark: the home page, the gallery with two filters and
 * a product page, in Chromium against the emulators, with 50 and then 5000
 * products. Per page view it counts the Firestore documents read (from the
 * REST answers of Firestore Lite) and times the first product card and the
 * end of loading (the last Firestore answer or image on screen).
 *   npm run bench:scale                       sizes 50 and 5000, 5 runs each
 *   npm run bench:scale -- --runs 3 --sizes 50,1000 --no-build
 * Starts (and afterwards stops) the emulator stack unless one is running.
 * Prints a table, writes bench-results/scale.json, and exits non-zero when a
 * page view reads more than it shows plus READ_ALLOWANCE documents.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, DESKTOP } from '../../e2e/support/env';
import { ROOT } from '../lib/emulator-stack';
import { buildWebForEmulators, hasEmulatorBuild, PREVIEW_URL, startWebPreview } from '../lib/web-preview';
import { countReads, isFirestoreRequest, type ReadCount } from './lib/firestore-reads';
import { table } from './lib/report';
import { runBench } from './lib/run';
import { median } from './lib/stats';
import { BENCH_PRODUCT_ID, db } from './lib/shop';
import { ensureStack } from './lib/stack';

const RESULTS_DIR = join(ROOT, 'bench-results');
/** Documents a view may read beyond those it shows: look-ahead documents, aggregates, stats. */
export const READ_ALLOWANCE = 5;
/** Time ratio (largest / smallest catalogue) above which the report flags growth. */
const GROWTH_FLAG = 1.5;

interface Scenario {
  name: string;
  path: string;
  /** What counts as "a product is on screen". */
  ready: string;
  /** Elements that show the documents the page read, per collection. */
  shown: Record<string, string>;
}

const SCENARIOS: Scenario[] = [
  {
    name: 'home',
    path: '/',
    ready: '[data-testid="product-card"]',
    shown: { products: '[data-testid="product-card"]' },
  },
  {
    name: 'gallery, 2 filters',
    path: '/gallery?category=Blouse&fabric=Silk',
    ready: '[data-testid="product-card"]',
    shown: { products: '[data-testid="product-card"]' },
  },
  {
    name: 'product page',
    path: `/product/${BENCH_PRODUCT_ID}`,
    ready: 'h1.product-title',
    shown: { products: 'h1.product-title' },
  },
];

interface Run {
  firstCardMs: number;
  loadedMs: number;
  /** The slowest Firestore request of the view, from request start to last byte. */
  queryMs: number;
  reads: ReadCount;
  shown: Record<string, number>;
  listenChannels: number;
}

interface ScenarioResult {
  scenario: string;
  products: number;
  runs: Run[];
  firstCardMs: number;
  loadedMs: number;
  queryMs: number;
  reads: ReadCount;
  shown: Record<string, number>;
  withinReadBudget: boolean;
}

const log = (line: string) => console.log(`[bench] ${line}`);

function parseArgs(argv: string[]) {
  const options = { sizes: [50, 5000], runs: 5, build: true };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2);
    if (flag === '--no-build') {
      options.build = false;
      continue;
    }
    const raw = inline ?? argv[++i] ?? '';
    if (flag === '--runs') options.runs = Number(raw);
    else if (flag === '--sizes') options.sizes = raw.split(',').map(Number);
    else throw new Error(`unknown flag ${flag}`);
  }
  const ascending = options.sizes.every((n, i) => Number.isInteger(n) && n > 0 && (i === 0 || n > options.sizes[i - 1]));
  if (!ascending || !Number.isInteger(options.runs) || options.runs < 1 || options.runs > 50) {
    throw new Error('usage: npm run bench:scale -- [--sizes 50,5000 (ascending)] [--runs 1-50] [--no-build]');
  }
  return options;
}

/** One page view in a fresh context (no cached products, no session). */
async function measure(browser: Browser, scenario: Scenario): Promise<Run> {
  const context = await browser.newContext({ viewport: DESKTOP, locale: 'en-IN' });
  const page: Page = await context.newPage();
  // The first moment a product is on screen, observed inside the page. A string,
  // not a function: tsx would wrap a function's inner helpers in its own __name().
  await page.addInitScript(`
    new MutationObserver(() => {
      if (window.__firstCard === undefined && document.querySelector(${JSON.stringify(scenario.ready)})) {
        window.__firstCard = performance.now();
      }
    }).observe(document, { childList: true, subtree: true });
  `);

  const answers: Promise<ReadCount>[] = [];
  let listenChannels = 0;
  page.on('response', (response) => {
    const url = response.url();
    if (url.includes('/google.firestore.v1.Firestore/Listen/')) listenChannels++;
    else if (isFirestoreRequest(url)) answers.push(countReads(url, response));
  });

  await page.goto(PREVIEW_URL + scenario.path);
  await page.waitForSelector(scenario.ready, { timeout: 30_000 });
  await page.waitForFunction(() => !document.querySelector('[data-testid="product-skeleton"]'), null, { timeout: 30_000 });
  // Quiet for a while: nothing more is being fetched for this view.
  let seen = -1;
  while (answers.length !== seen) {
    seen = answers.length;
    await page.waitForTimeout(1500);
  }

  const timing = await page.evaluate(() => {
    // Firestore answers and the images they brought on screen (lazy ones further down never load).
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const firestore = entries.filter((e) => e.name.includes(':8080/'));
    const loads = [...firestore, ...entries.filter((e) => e.initiatorType === 'img')].map((e) => e.responseEnd);
    return {
      firstCard: (window as unknown as { __firstCard?: number }).__firstCard ?? NaN,
      lastLoad: Math.max(0, ...loads),
      query: Math.max(0, ...firestore.map((e) => e.responseEnd - e.startTime)),
    };
  });
  const shown: Record<string, number> = {};
  for (const [name, selector] of Object.entries(scenario.shown)) shown[name] = await page.locator(selector).count();
  const counts = await Promise.all(answers);
  await context.close();

  const reads: ReadCount = {};
  for (const c of counts) for (const [collection, n] of Object.entries(c)) reads[collection] = (reads[collection] ?? 0) + n;
  return { firstCardMs: timing.firstCard, loadedMs: Math.max(timing.firstCard, timing.lastLoad), queryMs: timing.query, reads, shown, listenChannels };
}

function summarise(scenario: Scenario, products: number, runs: Run[]): ScenarioResult {
  const last = runs[runs.length - 1];
  const withinReadBudget = runs.every(
    (run) =>
      run.listenChannels === 0 &&
      Object.entries(run.reads).every(([collection, n]) => n <= (run.shown[collection] ?? 0) + READ_ALLOWANCE),
  );
  return {
    scenario: scenario.name,
    products,
    runs,
    firstCardMs: median(runs.map((r) => r.firstCardMs)),
    loadedMs: median(runs.map((r) => r.loadedMs)),
    queryMs: median(runs.map((r) => r.queryMs)),
    reads: last.reads,
    shown: last.shown,
    withinReadBudget,
  };
}

function formatCounts(counts: Record<string, number>): string {
  return Object.entries(counts)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
}

function printTable(results: ScenarioResult[], sizes: number[]): void {
  const rows = [['page', 'products', 'first card ms', 'loaded ms', 'query ms', 'docs read', 'shown', 'reads ok']];
  for (const r of results) {
    rows.push([
      r.scenario,
      String(r.products),
      r.firstCardMs.toFixed(0),
      r.loadedMs.toFixed(0),
      r.queryMs.toFixed(0),
      formatCounts(r.reads),
      formatCounts(r.shown),
      r.withinReadBudget ? 'yes' : 'NO',
    ]);
  }
  console.log(table(rows).replace(/^/gm, '  '));
  const small = sizes[0];
  const large = sizes[sizes.length - 1];
  console.log(`\n  time ratio, ${large} / ${small} products (median):`);
  for (const scenario of SCENARIOS) {
    const a = results.find((r) => r.scenario === scenario.name && r.products === small)!;
    const b = results.find((r) => r.scenario === scenario.name && r.products === large)!;
    const first = b.firstCardMs / a.firstCardMs;
    const loaded = b.loadedMs / a.loadedMs;
    const queries = b.queryMs / a.queryMs;
    const flag = Math.max(first, loaded) > GROWTH_FLAG ? `  (grows: over ${GROWTH_FLAG})` : '';
    console.log(
      `    ${scenario.name.padEnd(20)} first card ×${first.toFixed(2)}, loaded ×${loaded.toFixed(2)}, slowest query ×${queries.toFixed(2)}${flag}`,
    );
  }
}

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  mkdirSync(RESULTS_DIR, { recursive: true });
  // No functions emulator: seeding 5000 products would queue 15,000 trigger runs whose
  // CPU load would skew the large catalogue's timings. These pages only read Firestore.
  const stack = await ensureStack(join(RESULTS_DIR, 'emulators-scale.log'), log, ['auth', 'firestore']);
  let stopPreview: (() => void) | undefined;
  let browser: Browser | undefined;
  try {
    const existing = (await db().collection('products').count().get()).data().count;
    if (existing > options.sizes[0]) {
      throw new Error(`The running emulators already hold ${existing} products; start the bench without them running.`);
    }
    if (options.build || !hasEmulatorBuild()) buildWebForEmulators();
    stopPreview = await startWebPreview();
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
    const { seedShop } = await import('../seed/index');

    const results: ScenarioResult[] = [];
    for (const size of options.sizes) {
      const seeded = await seedShop({ products: size });
      log(`${seeded.products} products seeded`);
      for (const scenario of SCENARIOS) {
        await measure(browser, scenario); // warm-up: the preview server and the emulator's first query plans
        const runs: Run[] = [];
        for (let i = 0; i < options.runs; i++) runs.push(await measure(browser, scenario));
        results.push(summarise(scenario, seeded.products, runs));
        log(`${scenario.name} @ ${seeded.products}: done`);
      }
    }
    console.log('');
    printTable(results, options.sizes);
    const file = join(RESULTS_DIR, 'scale.json');
    writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), runs: options.runs, readAllowance: READ_ALLOWANCE, results }, null, 2));
    log(`report written to ${file}`);
    return results.every((r) => r.withinReadBudget) ? 0 : 1;
  } finally {
    await browser?.close();
    stopPreview?.();
    await stack.stop();
  }
}

runBench(main);
