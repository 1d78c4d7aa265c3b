/**
 * Bundle budget over the Vite build output: the JavaScript a shopper's browser
 * loads for `/` (the entry chunk, the home route chunk and everything they
 * import statically), gzip-compressed, must stay within the budget, and no
 * admin module may be among it.
 *   tsx scripts/bundle-budget.ts [distDir]   (default web/dist)
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

export const INITIAL_JS_BUDGET_BYTES = 170 * 1024;
const HOME_ROUTE_SRC = 'src/features/catalog/pages/HomePage.tsx';
const ADMIN_SRC_PREFIX = 'src/features/admin/';

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

export function measureInitialJs(distDir: string): BudgetReport {
  const manifest = readManifest(distDir);
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html'));
  if (!entry) throw new Error('No index.html entry in the Vite manifest.');
  if (!manifest[HOME_ROUTE_SRC]) throw new Error(`The home route chunk (${HOME_ROUTE_SRC}) is missing from the manifest.`);
  const keys = staticClosure(manifest, [entry, HOME_ROUTE_SRC]);
  const files = [...keys]
    .map((key) => manifest[key].file)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzipBytes: gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length }));
  const adminChunks = [...keys].filter((key) => key.startsWith(ADMIN_SRC_PREFIX));
  return { files, totalGzipBytes: files.reduce((n, f) => n + f.gzipBytes, 0), adminChunks };
}

function main(): number {
  const distDir = resolve(process.argv[2] ?? 'web/dist');
  const report = measureInitialJs(distDir);
  for (const f of report.files.sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    console.log(`  ${(f.gzipBytes / 1024).toFixed(1).padStart(7)} KB  ${f.file}`);
  }
  const total = (report.totalGzipBytes / 1024).toFixed(1);
  const budget = (INITIAL_JS_BUDGET_BYTES / 1024).toFixed(0);
  let ok = true;
  if (report.totalGzipBytes > INITIAL_JS_BUDGET_BYTES) {
    console.error(`Initial JavaScript for / is ${total} KB gzip, over the ${budget} KB budget.`);
    ok = false;
  } else {
    console.log(`Initial JavaScript for / is ${total} KB gzip (budget ${budget} KB).`);
  }
  if (report.adminChunks.length > 0) {
    console.error(`Admin code is loaded for shoppers: ${report.adminChunks.join(', ')}`);
    ok = false;
  }
  return ok ? 0 : 1;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(main());
