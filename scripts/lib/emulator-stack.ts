/**
 * Prepares the Firebase emulator stack so it runs without internet:
 * firebase-tools downloads the Firestore and Storage emulators on first use,
 * which fails offline. Google's Cloud SDK ships a Firestore emulator JAR that
 * lacks a Main-Class, so a tiny launcher JAR points at it (DESIGN.md §3).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConnection } from 'node:net';
import { storedZip } from './zip.ts';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const PROJECT_ID = 'demo-tailor';
export const EMULATOR_PORTS = {
  auth: 9099,
  firestore: 8080,
  functions: 5001,
  storage: 9199,
  hub: 4400,
  logging: 4500,
} as const;
export const FUNCTIONS_BASE_URL = `http://127.0.0.1:${EMULATOR_PORTS.functions}/${PROJECT_ID}/asia-south1/api`;

const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const SDK_JAR_SUFFIX = 'platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const STATE_DIR = join(ROOT, '.emulators');
/** Where the emulators' own logs go (ignored by git with the rest of .emulators/). */
export const LOG_DIR = join(STATE_DIR, 'logs');

export class StackError extends Error {}

export interface StackPlan {
  only: string[];
  env: NodeJS.ProcessEnv;
  storageAvailable: boolean;
  notes: string[];
}

function checkJava(): void {
  const probe = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    throw new StackError(
      'Java not found: the Firestore emulator needs Java 11 or newer on the PATH ' +
        '(Debian: apt-get install -y openjdk-17-jre-headless).',
    );
  }
}

function sdkRoots(): string[] {
  const roots = ['/usr/lib/google-cloud-sdk', '/usr/share/google-cloud-sdk', '/opt/google-cloud-sdk', join(homedir(), 'google-cloud-sdk')];
  const gcloud = spawnSync('gcloud', ['info', '--format=value(installation.sdk_root)'], { encoding: 'utf8', timeout: 15000 });
  if (!gcloud.error && gcloud.status === 0 && gcloud.stdout.trim()) roots.unshift(gcloud.stdout.trim());
  return roots;
}

export function findSdkFirestoreJar(): string | null {
  const explicit = process.env.CLOUD_FIRESTORE_EMULATOR_JAR;
  if (explicit) {
    if (!existsSync(explicit)) throw new StackError(`CLOUD_FIRESTORE_EMULATOR_JAR points at a missing file: ${explicit}`);
    return explicit;
  }
  for (const root of sdkRoots()) {
    const jar = join(root, SDK_JAR_SUFFIX);
    if (existsSync(jar)) return jar;
  }
  return null;
}

/** Writes (once) the launcher JAR whose manifest starts the SDK's emulator. */
export function ensureFirestoreLauncher(sdkJar: string): string {
  mkdirSync(STATE_DIR, { recursive: true });
  const launcher = join(STATE_DIR, 'cloud-firestore-launcher.jar');
  const manifest =
    'Manifest-Version: 1.0\r\n' +
    `Main-Class: ${FIRESTORE_MAIN_CLASS}\r\n` +
    `Class-Path: file:${sdkJar}\r\n\r\n`;
  const marker = join(STATE_DIR, 'cloud-firestore-launcher.manifest');
  if (!existsSync(launcher) || !existsSync(marker) || readFileSync(marker, 'utf8') !== manifest) {
    writeFileSync(launcher, storedZip({ 'META-INF/MANIFEST.MF': manifest }));
    writeFileSync(marker, manifest);
  }
  return launcher;
}

/** The Storage emulator needs a rules-runtime JAR that firebase-tools only downloads. */
function storageRuntimeCached(): boolean {
  const cache = join(homedir(), '.cache', 'firebase', 'emulators');
  if (!existsSync(cache)) return false;
  return readdirSync(cache).some((f) => f.startsWith('cloud-storage-rules-runtime') && f.endsWith('.jar'));
}

export function planStack(): StackPlan {
  checkJava();
  const notes: string[] = [];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    GCLOUD_PROJECT: PROJECT_ID,
    NO_UPDATE_NOTIFIER: '1',
    // Each parallel function invocation is its own Node process in the
    // emulator; its default of 50 swamps a 2-core machine under load tests.
    FUNCTIONS_EMULATOR_PARALLEL: process.env.FUNCTIONS_EMULATOR_PARALLEL ?? '4',
    // The functions read settings/shop through a cache (functions/src/shopSettings.ts);
    // a short one lets the tests change the settings and see the triggers follow.
    SHOP_SETTINGS_TTL_MS: process.env.SHOP_SETTINGS_TTL_MS ?? '500',
    // Nothing here runs on Google Cloud: Google's auth library need not probe
    // the metadata server (a network that answers it with a proxy's 403 makes
    // every Admin SDK process print a MetadataLookupWarning).
    METADATA_SERVER_DETECTION: 'none',
  };
  const sdkJar = findSdkFirestoreJar();
  if (sdkJar) {
    env.FIRESTORE_EMULATOR_BINARY_PATH = ensureFirestoreLauncher(sdkJar);
  } else {
    delete env.FIRESTORE_EMULATOR_BINARY_PATH;
    notes.push('No Cloud SDK Firestore emulator found; firebase-tools will download its own (needs internet).');
  }
  const only = ['auth', 'firestore', 'functions'];
  const storageWanted = process.env.EMULATE_STORAGE !== '0';
  const storageAvailable = storageWanted && (process.env.EMULATE_STORAGE === '1' || storageRuntimeCached());
  if (storageAvailable) {
    only.push('storage');
  } else {
    notes.push(
      storageWanted
        ? 'Storage emulator unavailable: its rules runtime is not in ~/.cache/firebase/emulators and cannot be downloaded offline, so uploads are disabled.'
        : 'Storage emulator disabled (EMULATE_STORAGE=0), so uploads are disabled.',
    );
  }
  env.STORAGE_EMULATOR = storageAvailable ? 'on' : 'off';
  env.VITE_STORAGE_EMULATOR = env.STORAGE_EMULATOR;
  return { only, env, storageAvailable, notes };
}

function portInUse(port: number): Promise<boolean> {
  return new Promise((resolvePort) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolvePort(true);
    });
    socket.once('error', () => resolvePort(false));
  });
}

/** Fails fast when another stack (or anything else) holds an emulator port. */
export async function assertPortsFree(only: string[]): Promise<void> {
  const names = [...only, 'hub', 'logging'] as (keyof typeof EMULATOR_PORTS)[];
  for (const name of names) {
    if (await portInUse(EMULATOR_PORTS[name])) {
      throw new StackError(
        `Port ${EMULATOR_PORTS[name]} (${name} emulator) is already in use: is another emulator stack running?`,
      );
    }
  }
}

export function ensureFunctionsBuilt(): void {
  if (existsSync(join(ROOT, 'functions/lib/index.js'))) return;
  const build = spawnSync('npm', ['run', 'build', '-w', 'functions'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new StackError('Building the functions failed (npm run build -w functions).');
}

export function firebaseBin(): string {
  const bin = join(ROOT, 'node_modules/.bin/firebase');
  if (!existsSync(bin)) throw new StackError('firebase-tools is not installed: run npm install first.');
  return bin;
}

/**
 * The log files of a stack: firebase-tools' output (each emulator's lines and
 * the functions' console), its debug log, the Firestore emulator's debug log
 * and the functions rebuild's output. firebase-tools writes its debug logs in
 * its working directory, so the stack runs in `dir`.
 */
export function logPaths(dir = LOG_DIR) {
  return {
    dir,
    emulators: join(dir, 'emulators.log'),
    firebaseDebug: join(dir, 'firebase-debug.log'),
    firestoreDebug: join(dir, 'firestore-debug.log'),
    functionsBuild: join(dir, 'functions-build.log'),
    /** What `scripts/emulators.ts exec` keeps out of the terminal: the emulators' lines during a test run. */
    exec: join(dir, 'exec.log'),
  };
}

/** The variables a command needs to reach the stack (what `firebase emulators:exec` sets for its command). */
export function stackEnv(plan: Pick<StackPlan, 'env' | 'storageAvailable'>): NodeJS.ProcessEnv {
  return {
    ...plan.env,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${EMULATOR_PORTS.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${EMULATOR_PORTS.auth}`,
    FIREBASE_EMULATOR_HUB: `127.0.0.1:${EMULATOR_PORTS.hub}`,
    ...(plan.storageAvailable ? { FIREBASE_STORAGE_EMULATOR_HOST: `127.0.0.1:${EMULATOR_PORTS.storage}` } : {}),
  };
}

export type HubListing = Record<string, { host?: string; port?: number }>;

/** What the hub of a running stack lists, or null when none answers. */
export async function runningStack(): Promise<HubListing | null> {
  try {
    const res = await fetch(`http://127.0.0.1:${EMULATOR_PORTS.hub}/emulators`, { signal: AbortSignal.timeout(10_000) });
    return res.ok ? ((await res.json()) as HubListing) : null;
  } catch {
    return null;
  }
}

/**
 * Whether a running stack can serve a run needing `only`: every one of those
 * emulators listed, on this project's ports (a stack of another checkout with
 * other ports is not ours to use).
 */
export function canReuse(listing: HubListing | null, only: readonly string[]): boolean {
  if (!listing) return false;
  return only.every((name) => {
    const entry = listing[name];
    const port = EMULATOR_PORTS[name as keyof typeof EMULATOR_PORTS];
    return entry !== undefined && port !== undefined && entry.port === port;
  });
}

/** Resolves when every emulator in `only` answers on the hub, or rejects after `timeoutMs`. */
export async function waitForStack(only: string[], timeoutMs: number, isAlive: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new StackError('The emulators exited during start-up (see the output above).');
    try {
      const res = await fetch(`http://127.0.0.1:${EMULATOR_PORTS.hub}/emulators`);
      if (res.ok) {
        const listed = Object.keys((await res.json()) as Record<string, unknown>);
        if (only.every((name) => listed.includes(name))) return;
      }
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new StackError(`The emulators did not start within ${Math.round(timeoutMs / 1000)} s.`);
}
