import { existsSync } from 'node:fs';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4173';
/** Chromium itself: the benchmarks measure pages as a shopper's browser draws them. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/**
 * The journeys' browser: Debian's `chromium-headless-shell` when it is installed (`.ci/run`
 * installs it), else Chromium. The shell is Chromium's older headless mode, without the full
 * browser's window and GPU process behind it: the same journeys cost it about a quarter less
 * CPU (docs/benchmarks.md section 14). CHROMIUM_PATH names another binary for both.
 */
export const JOURNEY_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH);
export const SHOTS_DIR = process.env.E2E_SHOTS_DIR ?? 'artifacts/screenshots';
/**
 * Whether the journeys keep photographs of the screens they visit (`E2E_SHOTS=1`), for people
 * to look at. No verdict depends on them, and they cost about a sixth of the journeys' time (a
 * full-page photograph lays out, draws and encodes the whole page, and the phone-and-desktop
 * pairs load the other size's images), so `npm test` goes without (docs/benchmarks.md section 14).
 */
export const KEEP_SHOTS = process.env.E2E_SHOTS === '1';

/** Flags that keep Chromium off the network and working as root in a container. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 900 };
/** A laptop's window: the desktop size of the screenshots the language journeys take. */
export const LAPTOP = { width: 1280, height: 800 };
