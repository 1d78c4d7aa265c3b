import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
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
