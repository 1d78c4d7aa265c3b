/**
 * The home page on a phone over a "slow 3G" connection (Chromium DevTools'
 * preset, lib/slowNetwork.ts): when the first product card is on screen,
 * and whether the pictures come smallest first with a placeholder.
 *   npm run bench:slow-network                     3 first visits on a phone
 *   npm run bench:slow-network -- --runs 5 --no-build
 *   npm run bench:slow-network -- --photos          products with camera-sized photos (with variants)
 *   npm run bench:slow-network -- --cpu 4           also slow the CPU down 4 times, as Lighthouse's phone does
 * Each run is a first visit: empty cache, no service worker yet.
 * Starts (and afterwards stops) the emulator stack unless one is running.
 * Writes bench-results/slow-network[-photos]/summary.json and a screenshot of
 * the first run at the budget (4 s), prints a table, and exits non-zero when
 * the median run misses the budget or a card picture is at fault.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/env';
import { ROOT } from '../lib/emulator-stack';
import { buildWebForEmulators, hasEmulatorBuild, PREVIEW_URL, startWebPreview } from '../lib/web-preview';
import { table } from './lib/report';
import { runBench } from './lib/run';
import { drainCartTriggers, waitForApi } from './lib/shop';
import { cardImageFaults, parseSrcset, FIRST_CARD_BUDGET_MS, requestOrder, SLOW_3G, type CardImage, type ImageRequest } from './lib/slowNetwork';
import { ensureStack } from './lib/stack';
import { waitForQuietCpu } from './lib/quiet';
import { median } from './lib/stats';

const PHONE = { width: 390, height: 844, deviceScaleFactor: 2 };
const CARD = '.product-grid a, .product-grid button';

interface Run {
  firstCardMs: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  loadMs: number | null;
  bytes: number;
  images: ImageRequest[];
  resources: (ImageRequest & { endMs: number })[];
  cards: CardImage[];
}

function log(line: string): void {
  console.log(`[slow-network] ${line}`);
}

function parseArgs(argv: string[]) {
  const options = { runs: 3, build: true, photos: false, cpu: 1 };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--runs') options.runs = Number(argv[++i]);
    else if (argv[i] === '--no-build') options.build = false;
    else if (argv[i] === '--photos') options.photos = true;
    else if (argv[i] === '--cpu') options.cpu = Number(argv[++i]);
    else throw new Error('usage: npm run bench:slow-network -- [--runs 1-20] [--no-build] [--photos] [--cpu 1-8]');
  }
  if (!(options.runs >= 1 && options.runs <= 20) || !(options.cpu >= 1 && options.cpu <= 8)) {
    throw new Error('--runs takes 1 to 20, --cpu 1 to 8');
  }
  return options;
}

/**
 * Runs in the page before its own scripts: notes the frame in which the first card is laid out at its
 * place (on a phone the hero fills the first screen and the cards follow it: there when scrolled to),
 * and the largest paint. A string, not a function: tsx would add its own helpers to a function's text.
 */
const WATCH_FIRST_CARD = `(() => {
  const marks = (window.__slow = { firstCard: null, lcp: null });
  const look = () => {
    const box = document.querySelector(${JSON.stringify(CARD)})?.getBoundingClientRect();
    // The next frame starts after the one that drew the card.
    if (box && box.width > 0 && box.height > 0) requestAnimationFrame(() => (marks.firstCard = performance.now()));
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})();`;

async function firstVisit(browser: Browser, cpu: number, screenshot: string | null): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: PHONE.width, height: PHONE.height }, deviceScaleFactor: PHONE.deviceScaleFactor, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
    if (cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await page.addInitScript(WATCH_FIRST_CARD);
    const started = Date.now();
    await page.goto(`${PREVIEW_URL}/`, { waitUntil: 'commit', timeout: 60_000 });
    if (screenshot) {
      await page.waitForTimeout(Math.max(0, FIRST_CARD_BUDGET_MS - (Date.now() - started)));
      await page.screenshot({ path: screenshot, fullPage: true });
    }
    // The page is done when it has loaded, its first card is there and its pictures in view have come.
    await page.waitForLoadState('load', { timeout: 60_000 });
    await page
      .waitForFunction(() => (window as unknown as { __slow: { firstCard: number | null } }).__slow.firstCard !== null, null, { timeout: 60_000 })
      .catch(() => log('no card after 60 s'));
    await page
      .waitForFunction(() => [...document.images].filter((img) => img.getBoundingClientRect().top < window.innerHeight).every((img) => img.complete), null, { timeout: 40_000 })
      .catch(() => log('pictures in view still loading after 40 s'));
    const figures = await page.evaluate(() => {
      const marks = (window as unknown as { __slow: { firstCard: number | null; lcp: number | null } }).__slow;
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const cards = [...document.querySelectorAll<HTMLImageElement>('.product-grid img')].map((img) => ({
        chosen: img.currentSrc,
        srcset: img.getAttribute('srcset') ?? '',
        neededWidth: Math.ceil(img.getBoundingClientRect().width * window.devicePixelRatio),
        placeholder: img.style.backgroundColor,
      }));
      return {
        firstCardMs: marks.firstCard,
        fcpMs: fcp?.startTime ?? null,
        lcpMs: marks.lcp,
        loadMs: navigation?.loadEventEnd || null,
        bytes: (navigation?.transferSize ?? 0) + resources.reduce((sum, r) => sum + r.transferSize, 0),
        resources: resources.map((r) => ({ url: r.name, startMs: Math.round(r.startTime), endMs: Math.round(r.responseEnd), bytes: r.transferSize })),
        images: resources.filter((r) => r.initiatorType === 'img' || r.initiatorType === 'link' && /\.(svg|jpe?g|png|webp|avif)(\?|$)/.test(r.name)).map((r) => ({ url: r.name, startMs: Math.round(r.startTime), bytes: r.transferSize })),
        cards,
      };
    });
    return { ...figures, cards: figures.cards.map(({ srcset, ...card }) => ({ ...card, candidates: parseSrcset(srcset) })) };
  } finally {
    await context.close();
  }
}

const ms = (value: number | null) => (value === null ? 'n/a' : `${Math.round(value)}`);

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  const resultsDir = join(ROOT, 'bench-results', options.photos ? 'slow-network-photos' : 'slow-network');
  mkdirSync(resultsDir, { recursive: true });
  const stack = await ensureStack(join(ROOT, 'bench-results', 'emulators-slow-network.log'), log);
  let stopPreview: (() => void) | undefined;
  let browser: Browser | undefined;
  try {
    await waitForApi(60_000);
    if (stack.startedHere || options.photos) {
      const { seedShop } = await import('../seed/index');
      await seedShop({ photos: options.photos, log: (line) => log(`seed: ${line}`) });
      await drainCartTriggers(180_000);
    }
    if (options.build || !hasEmulatorBuild()) buildWebForEmulators();
    stopPreview = await startWebPreview();
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const runs: Run[] = [];
    for (let i = 0; i < options.runs; i++) {
      if (!(await waitForQuietCpu())) log("the CPUs are busy: timings will be slower than on a quiet machine");
      runs.push(await firstVisit(browser, options.cpu, i === 0 ? join(resultsDir, 'home-phone-at-4s.png') : null));
      log(`run ${i + 1}: first card at ${ms(runs[i]!.firstCardMs)} ms`);
    }
    const firstCards = runs.map((r) => r.firstCardMs ?? Infinity);
    const medianFirstCard = median(firstCards);
    const faults = [...new Set(runs.flatMap((r) => r.cards.flatMap((card) => cardImageFaults(card, PREVIEW_URL))))];
    console.log('');
    console.log(
      table([
        ['run', 'first card ms', 'FCP ms', 'LCP ms', 'load ms', 'KB received', 'pictures (first three asked for)'],
        ...runs.map((r, i) => [
          String(i + 1),
          ms(r.firstCardMs),
          ms(r.fcpMs),
          ms(r.lcpMs),
          ms(r.loadMs),
          (r.bytes / 1024).toFixed(1),
          requestOrder(r.images)
            .slice(0, 3)
            .map((url) => url.replace(PREVIEW_URL, '').replace(/^.*\/o\//, 'storage:'))
            .join(' '),
        ]),
      ]).replace(/^/gm, '  '),
    );
    const within = medianFirstCard <= FIRST_CARD_BUDGET_MS;
    console.log(`  profile: slow 3G (${SLOW_3G.latency} ms per request, ${(SLOW_3G.downloadThroughput * 8) / 1000} kbit/s down)${options.cpu > 1 ? `, CPU ${options.cpu}x slower` : ''}`);
    console.log(`  median first card: ${ms(medianFirstCard)} ms (budget ${FIRST_CARD_BUDGET_MS} ms): ${within ? 'ok' : 'MISSED'}`);
    console.log(`  card pictures: ${faults.length ? faults.join('; ') : 'each the smallest variant its place needs, with a placeholder colour (or a drawing without variants)'}`);
    writeFileSync(
      join(resultsDir, 'summary.json'),
      JSON.stringify({ date: new Date().toISOString(), images: options.photos ? 'photos' : 'drawings', profile: SLOW_3G, cpuSlowdown: options.cpu, budgetMs: FIRST_CARD_BUDGET_MS, medianFirstCardMs: medianFirstCard, faults, runs }, null, 2),
    );
    log(`summary and the 4 s screenshot written to ${resultsDir}`);
    return within && faults.length === 0 ? 0 : 1;
  } finally {
    await browser?.close();
    stopPreview?.();
    await stack.stop();
  }
}

runBench(main);
