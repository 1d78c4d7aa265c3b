/**
 * Backups of the running emulators, in the emulator suite's own export format
 * (the directory `firebase emulators:start --import <dir>` reads), taken and
 * restored while the stack keeps running:
 * - backup asks the emulator hub for an export (Auth, Firestore, and Storage
 *   when it runs), exactly what `firebase emulators:export` does;
 * - restore clears Firestore and Auth and loads the export through the
 *   emulators' own import endpoints (the ones firebase-tools uses at start-up),
 *   so the restored data replaces what was there and no trigger runs.
 * Production backups are Firestore's managed ones: docs/operations.md.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { EMULATOR_PORTS, PROJECT_ID } from './emulator-stack.ts';

export class BackupError extends Error {}

const HUB = process.env.FIREBASE_EMULATOR_HUB ?? `127.0.0.1:${EMULATOR_PORTS.hub}`;
const OWNER = { Authorization: 'Bearer owner' };
const METADATA_FILE = 'firebase-export-metadata.json';

interface RunningEmulator {
  host: string;
  port: number;
}
type Running = Partial<Record<'auth' | 'firestore' | 'storage' | 'functions', RunningEmulator>>;

/** The export's index, as the hub writes it. */
interface ExportMetadata {
  version: string;
  firestore?: { path: string; metadata_file: string };
  auth?: { path: string };
  storage?: { path: string };
}

async function call(url: string, init: RequestInit, what: string): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(url, init);
  } catch {
    throw new BackupError(`Could not reach the emulators (${what}). Start them first: npm run dev`);
  }
  if (!res.ok) throw new BackupError(`${what} failed: HTTP ${res.status} ${(await res.text()).slice(0, 300)}`);
  return res;
}

/** The emulators the hub knows to be running, by name. */
export async function runningEmulators(): Promise<Running> {
  const res = await call(`http://${HUB}/emulators`, {}, 'asking the emulator hub which emulators run');
  const info = (await res.json()) as Record<string, { host: string; port: number }>;
  const out: Running = {};
  for (const name of ['auth', 'firestore', 'storage', 'functions'] as const) {
    const e = info[name];
    if (e) out[name] = { host: e.host === '0.0.0.0' || e.host === '::' ? '127.0.0.1' : e.host, port: e.port };
  }
  return out;
}

const base = (e: RunningEmulator) => `http://${e.host.includes(':') ? `[${e.host}]` : e.host}:${e.port}`;

export interface BackupSummary {
  dir: string;
  parts: string[];
}

/**
 * Exports every running emulator's data into `dir`. The hub replaces the
 * directory whole, so only a new or empty one, or an earlier backup, is accepted.
 */
export async function backupEmulators(dir: string): Promise<BackupSummary> {
  const target = resolve(dir);
  if (existsSync(target) && readdirSync(target).length > 0 && !existsSync(join(target, METADATA_FILE))) {
    throw new BackupError(`${target} holds other files: choose a new or empty directory (a backup replaces the directory whole).`);
  }
  const running = await runningEmulators();
  if (!running.firestore) throw new BackupError('The Firestore emulator is not running: nothing to back up.');
  await call(
    `http://${HUB}/_admin/export`,
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ path: target, initiatedBy: 'backup' }) },
    'exporting the emulators',
  );
  const metadata = readMetadata(target);
  return { dir: target, parts: (['firestore', 'auth', 'storage'] as const).filter((p) => metadata[p]) };
}

function readMetadata(dir: string): ExportMetadata {
  const file = join(dir, METADATA_FILE);
  if (!existsSync(file)) throw new BackupError(`${dir} is not a backup: it has no ${METADATA_FILE}.`);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as ExportMetadata;
  } catch {
    throw new BackupError(`${file} is not readable JSON.`);
  }
}

export interface RestoreSummary {
  dir: string;
  restored: string[];
  skipped: string[];
}

/**
 * Replaces the running emulators' data with the backup in `dir`: Firestore and
 * Auth are cleared first, then loaded. A part the backup has but whose emulator
 * is not running (Storage offline) is reported as skipped.
 */
export async function restoreEmulators(dir: string): Promise<RestoreSummary> {
  const source = resolve(dir);
  const metadata = readMetadata(source);
  const running = await runningEmulators();
  const restored: string[] = [];
  const skipped: string[] = [];
  if (!metadata.firestore) throw new BackupError(`${source} holds no Firestore export.`);
  if (!running.firestore) throw new BackupError('The Firestore emulator is not running: start the stack first (npm run dev).');

  // Restored documents are stored state, not new events: the triggers stay off meanwhile,
  // or every order would send its notices again and every figure be counted twice.
  const triggers = running.functions ? await setBackgroundTriggers(false) : false;
  try {
    const firestore = base(running.firestore);
    const database = `projects/${PROJECT_ID}/databases/(default)`;
    await call(`${firestore}/emulator/v1/${database}/documents`, { method: 'DELETE' }, 'clearing Firestore');
    await call(
      `${firestore}/emulator/v1/projects/${PROJECT_ID}:import`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ database, export_directory: join(source, metadata.firestore.metadata_file) }),
      },
      'importing Firestore',
    );
    restored.push('firestore');

    if (metadata.auth) {
      if (!running.auth) skipped.push('auth (the Auth emulator is not running)');
      else {
        await restoreAuth(base(running.auth), join(source, metadata.auth.path));
        restored.push('auth');
      }
    }
  } finally {
    if (triggers) await setBackgroundTriggers(true);
  }
  if (metadata.storage) {
    // The Storage emulator only imports at start-up: firebase emulators:start --import <dir>.
    skipped.push(running.storage ? 'storage (restart the stack with --import to restore files)' : 'storage (the Storage emulator is not running)');
  }
  return { dir: source, restored, skipped };
}

/**
 * Switches the Functions emulator's background triggers; true when the hub did.
 * Switching them off first waits for the functions already queued or running;
 * events arriving while they are off are dropped.
 */
export async function setBackgroundTriggers(on: boolean): Promise<boolean> {
  const path = on ? 'enableBackgroundTriggers' : 'disableBackgroundTriggers';
  await call(`http://${HUB}/functions/${path}`, { method: 'PUT' }, `${on ? 'enabling' : 'disabling'} the functions' triggers`);
  return true;
}

async function restoreAuth(auth: string, dir: string): Promise<void> {
  const json = { ...OWNER, 'Content-Type': 'application/json' };
  await call(`${auth}/emulator/v1/projects/${PROJECT_ID}/accounts`, { method: 'DELETE', headers: OWNER }, 'clearing Auth');
  const config = join(dir, 'config.json');
  if (existsSync(config)) {
    await call(`${auth}/emulator/v1/projects/${PROJECT_ID}/config`, { method: 'PATCH', headers: json, body: readFileSync(config) }, 'restoring the Auth config');
  }
  const accounts = join(dir, 'accounts.json');
  if (!existsSync(accounts)) return;
  const users = (JSON.parse(readFileSync(accounts, 'utf8')) as { users?: unknown[] }).users ?? [];
  if (users.length === 0) return;
  const res = await call(
    `${auth}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:batchCreate`,
    { method: 'POST', headers: json, body: JSON.stringify({ users }) },
    'restoring the Auth accounts',
  );
  const answer = (await res.json()) as { error?: { index: number; message: string }[] };
  if (answer.error?.length) {
    throw new BackupError(`Auth refused ${answer.error.length} account(s), e.g. #${answer.error[0]!.index}: ${answer.error[0]!.message}`);
  }
}

/** Removes a backup directory (tests). */
export function removeBackup(dir: string): void {
  rmSync(resolve(dir), { recursive: true, force: true });
}
