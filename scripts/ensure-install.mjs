// @ts-check
/**
 * The `pre` step of `npm run dev`, `npm start` and `npm test`: installs the
 * workspaces' dependencies (`npm ci`) when node_modules is missing or older
 * than package-lock.json, so a fresh clone needs no separate install. Plain
 * JavaScript because it runs before anything (tsx included) is installed.
 *
 * "Older" compares modification times: npm writes node_modules/.package-lock.json
 * at the end of every install, so a lockfile changed afterwards (a pull, a
 * branch switch) is newer than it. `npm ci` leaves package-lock.json alone, so
 * right after it (as `.ci/run` does) this step finds the install fresh and skips.
 */
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Whether to install, and why.
 * @param {{ lockfileMtimeMs: number | null, installedMtimeMs: number | null }} times
 *   `installedMtimeMs`: node_modules/.package-lock.json's, null when it does not exist.
 * @returns {{ install: boolean, reason: string }}
 */
export function installDecision({ lockfileMtimeMs, installedMtimeMs }) {
  if (installedMtimeMs === null) return { install: true, reason: 'node_modules is missing' };
  // Without a lockfile `npm ci` cannot run; whatever is installed is used.
  if (lockfileMtimeMs === null) return { install: false, reason: 'no package-lock.json' };
  if (lockfileMtimeMs > installedMtimeMs) return { install: true, reason: 'package-lock.json is newer than node_modules' };
  return { install: false, reason: 'node_modules is up to date' };
}

/** @param {string} file */
function mtimeMs(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return null;
  }
}

/** @param {string} root */
export function readInstallTimes(root) {
  return {
    lockfileMtimeMs: mtimeMs(join(root, 'package-lock.json')),
    installedMtimeMs: mtimeMs(join(root, 'node_modules', '.package-lock.json')),
  };
}

function main() {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const decision = installDecision(readInstallTimes(root));
  if (!decision.install) return;
  console.log(`Installing dependencies (${decision.reason}): npm ci`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('\n`npm ci` failed (see above). Fix that, then run the command again.');
    process.exit(result.status ?? 1);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
