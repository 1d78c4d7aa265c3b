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
