/**
 * Builds the web app in emulator mode, seeds the shop and serves the build
 * with `vite preview` (which proxies /api/v1 to the functions emulator).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { BASE_URL, CHROMIUM_PATH } from './env';

const ROOT = resolve(import.meta.dirname, '../..');
let server: ChildProcess | undefined;

async function waitForHttp(url: string, timeoutMs: number): Promise<void> {
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

export async function setup(): Promise<void> {
  if (!process.env.FIRESTORE_EMULATOR_HOST) {
    throw new Error('Browser journeys need the emulators: run them through `tsx scripts/emulators.ts exec`.');
  }
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH} (Debian: apt-get install -y chromium).`);
  }
  if (process.env.E2E_SKIP_BUILD !== '1') {
    const build = spawnSync('npm', ['run', 'build:emulator', '-w', 'web'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('Building the web app failed.');
  }
  const { seedShop } = await import('../../scripts/seed/index');
  await seedShop({ log: () => undefined });
  server = spawn('npm', ['run', 'preview:emulator', '-w', 'web'], { cwd: ROOT, stdio: 'ignore', detached: true });
  await waitForHttp(BASE_URL, 30_000);
}

export async function teardown(): Promise<void> {
  if (server?.pid) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}
