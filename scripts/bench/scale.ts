/**
 * Catalogue-at-scale benchmark: the home page, the gallery (as it opens and
 * with two filters) and a product page, in Chromium against the emulators, with 50 and then 5000
 * products. Per page view it counts the Firestore documents read (from the
 * REST answers of Firestore Lite), times the first product card and the
 * end of loading (the last Firestore answer or image on screen), and adds up
 * the bytes transferred (images and everything), on the desktop viewport of
 * the timed runs and in one more view on a phone.
 *   npm run bench:scale                       sizes 50 and 5000, 5 runs each
 *   npm run bench:scale -- --runs 3 --sizes 50,1000 --no-build
 *   npm run bench:scale -- --photos           products with camera-sized photos instead of the drawings
 * Starts (and afterwards stops) the emulator stack unless one is running.
 * Prints a table, writes bench-results/scale.json (scale-photos.json), and exits non-zero when a
 * page view reads more than it shows plus READ_ALLOWANCE documents.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, DESKTOP, PHONE } from '../../e2e/support/env';
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
/** The phone view's screen: PHONE's size at a common phone's pixel density. */
const PHONE_VIEW = { viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const DESKTOP_VIEW = { viewport: DESKTOP };

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
    name: 'gallery',
    path: '/gallery',
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
  bytes: Bytes;
}

/** Bytes received in one view (bodies as sent, with headers). */
interface Bytes {
  images: number;
  /** The largest image of the view. */
  largestImage: number;
  total: number;
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
  /** Medians over the desktop runs. */
  bytes: Bytes;
  phoneBytes: Bytes;
}

const log = (line: string) => console.log(`[bench] ${line}`);

function parseArgs(argv: string[]) {
  const options = { sizes: [50, 5000], runs: 5, build: true, photos: false };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2);
    if (flag === '--no-build' || flag === '--photos') {
      if (flag === '--no-build') options.build = false;
      else options.photos = true;
      continue;
    }
    const raw = inline ?? argv[++i] ?? '';
    if (flag === '--runs') options.runs = Number(raw);
    else if (flag === '--sizes') options.sizes = raw.split(',').map(Number);
    else throw new Error(`unknown flag ${flag}`);
  }
  const ascending = options.sizes.every((n, i) => Number.isInteger(n) && n > 0 && (i === 0 || n > options.sizes[i - 1]));
  if (!ascending || !Number.isInteger(options.runs) || options.runs < 1 || options.runs > 50) {
    throw new Error('usage: npm run bench:scale -- [--sizes 50,5000 (ascending)] [--runs 1-50] [--no-build] [--photos]');
  }
  return options;
}

/** One page view in a fresh context (no cached products, no session). */
async function measure(browser: Browser, scenario: Scenario, view: typeof DESKTOP_VIEW | typeof PHONE_VIEW = DESKTOP_VIEW): Promise<Run> {
  const context = await browser.newContext({ ...view, locale: 'en-IN' });
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
  const received: Promise<{ image: boolean; bytes: number }>[] = [];
  let inFlight = 0;
  page.on('request', () => inFlight++);
  page.on('requestfailed', () => inFlight--);
  page.on('requestfinished', (request) => {
    inFlight--;
    received.push(
      request.sizes().then(
        (sizes) => ({ image: request.resourceType() === 'image', bytes: sizes.responseBodySize + sizes.responseHeadersSize }),
        () => ({ image: false, bytes: 0 }),
      ),
    );
  });

  await page.goto(PREVIEW_URL + scenario.path);
  await page.waitForSelector(scenario.ready, { timeout: 30_000 });
  await page.waitForFunction(() => !document.querySelector('[data-testid="product-skeleton"]'), null, { timeout: 30_000 });
  // Quiet for a while: nothing more is being fetched for this view (images included, for their bytes).
  // A request that never ends (a listener channel, which fails the read check anyway) stops waiting after 20 s.
  const waitUntil = Date.now() + 20_000;
  let seen = -1;
  while (answers.length + received.length !== seen || (inFlight > 0 && Date.now() < waitUntil)) {
    seen = answers.length + received.length;
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
  const sizes = await Promise.all(received);
  await context.close();
  const images = sizes.filter((s) => s.image).map((s) => s.bytes);
  const bytes: Bytes = {
    images: images.reduce((n, b) => n + b, 0),
    largestImage: Math.max(0, ...images),
    total: sizes.reduce((n, s) => n + s.bytes, 0),
  };

  const reads: ReadCount = {};
  for (const c of counts) for (const [collection, n] of Object.entries(c)) reads[collection] = (reads[collection] ?? 0) + n;
  return {
    firstCardMs: timing.firstCard,
    loadedMs: Math.max(timing.firstCard, timing.lastLoad),
    queryMs: timing.query,
    reads,
    shown,
    listenChannels,
    bytes,
  };
}

function summarise(scenario: Scenario, products: number, runs: Run[], phone: Run): ScenarioResult {
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
    bytes: {
      images: median(runs.map((r) => r.bytes.images)),
      largestImage: median(runs.map((r) => r.bytes.largestImage)),
      total: median(runs.map((r) => r.bytes.total)),
    },
    phoneBytes: phone.bytes,
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
  const kb = (bytes: number) => (bytes / 1024).toFixed(0);
  const byteRows = [['page', 'products', 'images KB', 'largest image KB', 'total KB', 'phone: images KB', 'phone: largest image KB', 'phone: total KB']];
  for (const r of results) {
    byteRows.push([
      r.scenario,
      String(r.products),
      kb(r.bytes.images),
      kb(r.bytes.largestImage),
      kb(r.bytes.total),
      kb(r.phoneBytes.images),
      kb(r.phoneBytes.largestImage),
      kb(r.phoneBytes.total),
    ]);
  }
  console.log(`\n  bytes transferred per view (desktop ${DESKTOP.width}×${DESKTOP.height}, median; phone ${PHONE.width}×${PHONE.height} at ${PHONE_VIEW.deviceScaleFactor}×, one view):`);
  console.log(table(byteRows).replace(/^/gm, '  '));
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
    // The photos before the build, which copies them from web/public/photos/.
    if (options.photos) {
      const [{ ensurePhotos }, { CATALOGUE }] = await Promise.all([import('../seed/photos'), import('../seed/catalogue')]);
      await ensurePhotos(ROOT, CATALOGUE, log);
    }
    if (options.build || !hasEmulatorBuild()) buildWebForEmulators();
    stopPreview = await startWebPreview();
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
    const { seedShop } = await import('../seed/index');

    const results: ScenarioResult[] = [];
    for (const size of options.sizes) {
      const seeded = await seedShop({ products: size, photos: options.photos });
      log(`${seeded.products} products seeded`);
      for (const scenario of SCENARIOS) {
        await measure(browser, scenario); // warm-up: the preview server and the emulator's first query plans
        const runs: Run[] = [];
        for (let i = 0; i < options.runs; i++) runs.push(await measure(browser, scenario));
        const phone = await measure(browser, scenario, PHONE_VIEW);
        results.push(summarise(scenario, seeded.products, runs, phone));
        log(`${scenario.name} @ ${seeded.products}: done`);
      }
    }
    console.log('');
    printTable(results, options.sizes);
    const file = join(RESULTS_DIR, options.photos ? 'scale-photos.json' : 'scale.json');
    const images = options.photos ? 'photos' : 'drawings';
    writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), images, runs: options.runs, readAllowance: READ_ALLOWANCE, results }, null, 2));
    log(`report written to ${file}`);
    return results.every((r) => r.withinReadBudget) ? 0 : 1;
  } finally {
    await browser?.close();
    stopPreview?.();
    await stack.stop();
  }
}

runBench(main);
