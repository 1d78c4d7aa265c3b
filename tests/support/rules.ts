import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { initializeTestEnvironment, type RulesTestContext, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc, type DocumentData } from 'firebase/firestore';
import { afterAll, beforeEach } from 'vitest';
import { FIRESTORE_HOST, FIRESTORE_PORT } from './emulators';

const ROOT = resolve(import.meta.dirname, '../..');

/** A rules test environment with its own project id, so files never share data. */
export async function createRulesEnv(name: string): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId: `demo-tailor-${name}`,
    firestore: {
      rules: readFileSync(resolve(ROOT, 'firestore.rules'), 'utf8'),
      host: FIRESTORE_HOST,
      port: FIRESTORE_PORT,
    },
  });
}

export const ADMIN_CLAIMS = { role: 'admin' } as const;

/** Firestore as one caller (a visitor, a customer, the admin, or trusted code) sees it. */
export type Db = ReturnType<RulesTestContext['firestore']>;

interface RulesEnvOptions {
  /** Clear Firestore before each test (default true); off where tests build on each other's documents. */
  clearEach?: boolean;
  /** Documents each test starts from, written with the rules off after the clear. */
  seed?: (db: Db) => Promise<unknown>;
}

/**
 * The Firestore rules environment of one test file. Await it at the top of the
 * file: it registers the file's hooks (clean up after the last test; clear and
 * seed before each one), so the contexts can be plain constants.
 */
export async function rulesEnv(name: string, options: RulesEnvOptions = {}): Promise<RulesTestEnvironment> {
  const env = await createRulesEnv(name);
  afterAll(() => env.cleanup());
  if (options.clearEach ?? true) {
    beforeEach(async () => {
      await env.clearFirestore();
      if (options.seed) await withRulesOff(env, options.seed);
    });
  }
  return env;
}

/** Runs `write` as trusted code, past the rules (fixtures, or what a trigger would write). */
export async function withRulesOff(env: RulesTestEnvironment, write: (db: Db) => Promise<unknown>): Promise<void> {
  await env.withSecurityRulesDisabled(async (ctx) => {
    await write(ctx.firestore());
  });
}

/** Writes one document past the rules. */
export function seedDoc(env: RulesTestEnvironment, path: string, data: DocumentData): Promise<void> {
  return withRulesOff(env, (db) => setDoc(doc(db, path), data));
}

type Caller = string | { uid: string; claims?: Record<string, unknown> };

/**
 * Firestore as each named signed-in user sees it, plus `admin` (uid `boss`
 * unless given, with the admin claim) and `anon` (a visitor).
 */
export function contexts<K extends string>(
  env: RulesTestEnvironment,
  users: Record<K, Caller>,
  adminUid = 'boss',
): Record<K | 'admin' | 'anon', Db> {
  const out = {
    admin: env.authenticatedContext(adminUid, ADMIN_CLAIMS).firestore(),
    anon: env.unauthenticatedContext().firestore(),
  } as Record<K | 'admin' | 'anon', Db>;
  for (const [key, caller] of Object.entries(users) as [K, Caller][]) {
    const { uid, claims } = typeof caller === 'string' ? { uid: caller, claims: undefined } : caller;
    out[key] = env.authenticatedContext(uid, claims).firestore();
  }
  return out;
}

/** True when the stack started the Storage emulator (it cannot start offline). */
export const STORAGE_EMULATOR_ON = process.env.STORAGE_EMULATOR === 'on';

/** A Storage rules test environment with its own project id. */
export async function createStorageRulesEnv(name: string): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId: `demo-tailor-${name}`,
    storage: {
      rules: readFileSync(resolve(ROOT, 'storage.rules'), 'utf8'),
      host: '127.0.0.1',
      port: 9199,
    },
  });
}
