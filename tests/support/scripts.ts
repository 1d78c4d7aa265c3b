import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

/** Node's own process warnings (e.g. google-auth's metadata lookup, offline): not the script's output. */
const NODE_WARNING = /^\(node:\d+\) \w*Warning:|^\(Use `node --trace-warnings/;

/**
 * Runs a repository script (`scripts/admin-claim.ts`, `scripts/staff-claim.ts`) as an operator would,
 * against the emulators and without Google credentials; its exit code, output and errors.
 */
export function runScript(script: string, ...args: string[]): { code: number | null; out: string; err: string } {
  const env = { ...process.env };
  delete env.GOOGLE_APPLICATION_CREDENTIALS;
  const result = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], { cwd: ROOT, env, encoding: 'utf8', timeout: 30_000 });
  const err = result.stderr
    .split('\n')
    .filter((line) => !NODE_WARNING.test(line))
    .join('\n')
    .trim();
  return { code: result.status, out: result.stdout, err };
}
