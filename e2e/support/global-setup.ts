/**
 * Builds the web app in emulator mode, seeds the shop (and waits for its triggers) and serves the build
 * with `vite preview` (which proxies /api/v1 to the functions emulator).
 */
import { existsSync } from 'node:fs';
import { buildWebForEmulators, startWebPreview } from '../../scripts/lib/web-preview';
import { JOURNEY_CHROMIUM_PATH } from './env';

let stopServer: (() => void) | undefined;

export async function setup(): Promise<void> {
  if (!process.env.FIRESTORE_EMULATOR_HOST) {
    throw new Error('Browser journeys need the emulators: run them through `tsx scripts/emulators.ts exec`.');
  }
  if (!existsSync(JOURNEY_CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${JOURNEY_CHROMIUM_PATH} (Debian: apt-get install -y chromium).`);
  }
  if (process.env.E2E_SKIP_BUILD !== '1') buildWebForEmulators();
  const { seedShop } = await import('../../scripts/seed/index');
  // The first journeys would otherwise queue their triggers behind the seed's few hundred.
  await seedShop({ log: () => undefined, waitForTriggers: true });
  stopServer = await startWebPreview();
}

export async function teardown(): Promise<void> {
  stopServer?.();
}
