/**
 * Bundle budget over the Vite build output: the JavaScript a shopper's browser
 * loads for `/` (the entry chunk, the home route chunk and everything they
 * import statically), gzip-compressed, must stay within the budget in English
 * and in Hindi, and no admin module may be among it.
 *
 * Hindi `/`: the page served for `/?lang=hi` carries its first screen's Hindi
 * text as data (docs/i18n.md), so it downloads the English JavaScript and no
 * catalogue (e2e/server-pages.test.ts watches that in a browser); the budget
 * holds that figure. A Hindi visit that is not served its text (an address
 * without `?lang=`, the choice remembered on the device) downloads the home
 * page's catalogues as code besides: that figure is shown too.
 *   tsx scripts/bundle-budget.ts [distDir]   (default web/dist)
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

export const INITIAL_JS_BUDGET_BYTES = 170 * 1024;
const HOME_ROUTE_SRC = 'src/features/catalog/pages/HomePage.tsx';
const ADMIN_SRC_PREFIX = 'src/features/admin/';
/** The Hindi catalogues of the home page's first screen: the shell's and the catalogue's (app/hindiCatalogues.ts). */
export const HOME_HINDI_CATALOGUES = ['src/app/hi.ts', 'src/features/catalog/hi.ts'];
/**
 * What a Hindi `/?lang=hi` downloads besides the English code before its first
 * screen: nothing, its text comes in the page. A screen that needs more in
 * Hindi only (a catalogue not served, a font) is added here and counted.
 */
export const HINDI_SERVED_EXTRA: string[] = [];

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Keys of the chunks `roots` load before running: themselves and their static imports. */
export function staticClosure(manifest: Manifest, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  roots.forEach(visit);
  return seen;
}

export interface BudgetReport {
  files: { file: string; gzipBytes: number }[];
  totalGzipBytes: number;
  adminChunks: string[];
}

function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** Output files of the admin screens' chunks. */
export function adminChunkFiles(distDir: string): string[] {
  const manifest = readManifest(distDir);
  return Object.keys(manifest)
    .filter((key) => key.startsWith(ADMIN_SRC_PREFIX))
    .map((key) => manifest[key].file);
}

/** `/`'s initial JavaScript, plus `extra` (manifest keys of modules loaded before the first screen) and what they import. */
export function measureInitialJs(distDir: string, extra: readonly string[] = []): BudgetReport {
  const manifest = readManifest(distDir);
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html'));
  if (!entry) throw new Error('No index.html entry in the Vite manifest.');
  for (const key of [HOME_ROUTE_SRC, ...extra]) {
    if (!manifest[key]) throw new Error(`${key} is missing from the manifest.`);
  }
  const keys = staticClosure(manifest, [entry, HOME_ROUTE_SRC, ...extra]);
  const files = [...keys]
    .map((key) => manifest[key].file)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzipBytes: gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length }));
  const adminChunks = [...keys].filter((key) => key.startsWith(ADMIN_SRC_PREFIX));
  return { files, totalGzipBytes: files.reduce((n, f) => n + f.gzipBytes, 0), adminChunks };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** Prints the files of `report` and whether `label`'s total is within the budget. */
function check(label: string, report: BudgetReport, listFiles: boolean): boolean {
  if (listFiles) {
    for (const f of [...report.files].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
      console.log(`  ${kb(f.gzipBytes).padStart(7)} KB  ${f.file}`);
    }
  }
  const budget = (INITIAL_JS_BUDGET_BYTES / 1024).toFixed(0);
  if (report.totalGzipBytes > INITIAL_JS_BUDGET_BYTES) {
    console.error(`Initial JavaScript for ${label} is ${kb(report.totalGzipBytes)} KB gzip, over the ${budget} KB budget.`);
    return false;
  }
  console.log(`Initial JavaScript for ${label} is ${kb(report.totalGzipBytes)} KB gzip (budget ${budget} KB).`);
  return true;
}

function main(): number {
  const distDir = resolve(process.argv[2] ?? 'web/dist');
  const report = measureInitialJs(distDir);
  let ok = check('/ in English', report, true);
  ok = check('/?lang=hi in Hindi (its text served in the page)', measureInitialJs(distDir, HINDI_SERVED_EXTRA), false) && ok;
  const unserved = measureInitialJs(distDir, HOME_HINDI_CATALOGUES);
  console.log(
    `(For comparison: a Hindi / not served its text, the catalogues downloaded as code, is ${kb(unserved.totalGzipBytes)} KB gzip; ` +
      'a remembered Hindi visitor is sent to /?lang=hi before the page shows.)',
  );
  if (report.adminChunks.length > 0) {
    console.error(`Admin code is loaded for shoppers: ${report.adminChunks.join(', ')}`);
    ok = false;
  }
  return ok ? 0 : 1;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(main());
