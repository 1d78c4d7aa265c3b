export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4173';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SHOTS_DIR = process.env.E2E_SHOTS_DIR ?? 'artifacts/screenshots';

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
