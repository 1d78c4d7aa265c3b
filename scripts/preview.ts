/**
 * `npm run preview`: the production build of the web app (`--mode emulator`:
 * minified, pre-rendered, with its service worker and manifest) served by
 * `vite preview` against the seeded emulators, as the browser journeys and
 * `npm run bench:lighthouse` see it. Uses an emulator stack that is already
 * running (`npm run dev`, `npm run emulators`), or starts and seeds one and
 * stops it on Ctrl+C.
 *   npm run preview                 build, then serve
 *   npm run preview -- --no-build   serve the last build (web/dist-emulator)
 * The service worker is active here and not under `npm run dev`: to see a code
 * change, build again and press Reload on the "A new version is ready" offer.
 */
import { mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { logPaths, planStack } from './lib/emulator-stack';
import { buildWebForEmulators, hasEmulatorBuild, PREVIEW_URL, startWebPreview } from './lib/web-preview';
import { ensureStack } from './bench/lib/stack';
import { waitForApi } from './bench/lib/shop';

const log = (line: string) => console.log(`[preview] ${line}`);

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const unknown = args.filter((a) => a !== '--no-build');
  if (unknown.length) throw new Error(`unknown flag ${unknown.join(' ')} (only --no-build)`);
  const build = !args.includes('--no-build') || !hasEmulatorBuild();

  const logDir = logPaths().dir;
  mkdirSync(logDir, { recursive: true });
  const logFile = join(logDir, 'preview-emulators.log');
  const stack = await ensureStack(logFile, log, planStack().only);
  let stopPreview: (() => void) | undefined;
  const stop = async (code: number) => {
    stopPreview?.();
    await stack.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  try {
    await waitForApi(60_000);
    if (stack.startedHere) {
      const { seedShop } = await import('./seed/index');
      log('seeding the shop');
      await seedShop({ log: (line) => log(`seed: ${line}`) });
    }
    if (build) buildWebForEmulators();
    stopPreview = await startWebPreview();
  } catch (error) {
    console.error(`[preview] ${error instanceof Error ? error.message : String(error)}`);
    await stop(1);
  }
  const { DEMO_ACCOUNTS } = await import('./seed/accounts');
  console.log(`
  Shop (production build)  ${PREVIEW_URL}
  Emulators                ${stack.startedHere ? `started here (log: ${relative(process.cwd(), logFile)})` : 'the running stack'}

  Demo logins
    admin     ${DEMO_ACCOUNTS.admin.email} / ${DEMO_ACCOUNTS.admin.password}
    customer  ${DEMO_ACCOUNTS.customer.email} / ${DEMO_ACCOUNTS.customer.password}

  Press Ctrl+C to stop.
`);
}

main().catch((error: unknown) => {
  console.error(`[preview] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
