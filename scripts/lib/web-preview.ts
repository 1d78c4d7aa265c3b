/**
 * The production build of the web app wired to the emulators (`--mode
 * emulator`), served by `vite preview` on :4173, which proxies /api/v1 to the
 * functions emulator. Used by the browser journeys and the page benchmarks.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './emulator-stack';
import { signalGroup } from './process-group';

export const PREVIEW_URL = 'http://127.0.0.1:4173';
export const EMULATOR_BUILD_DIR = join(ROOT, 'web/dist-emulator');

export function buildWebForEmulators(): void {
  // Vite builds for the NODE_ENV it finds, and vitest (the journeys' global setup) sets it to
  // `test`: that build carried React's development code, 175 KB compressed instead of 120.
  const env = { ...process.env, NODE_ENV: 'production' };
  const build = spawnSync('npm', ['run', 'build:emulator', '-w', 'web'], { cwd: ROOT, stdio: 'inherit', env });
  if (build.status !== 0) throw new Error('Building the web app failed.');
}

export function hasEmulatorBuild(): boolean {
  return existsSync(join(EMULATOR_BUILD_DIR, 'index.html'));
}

export async function waitForHttp(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Serves the emulator build; the returned function stops the server. */
export async function startWebPreview(): Promise<() => void> {
  const server = spawn('npm', ['run', 'preview:emulator', '-w', 'web'], { cwd: ROOT, stdio: 'ignore', detached: true });
  const stop = () => signalGroup(server.pid, 'SIGTERM');
  try {
    await waitForHttp(PREVIEW_URL, 30_000);
  } catch (error) {
    stop();
    throw error;
  }
  return stop;
}
