/** firestore.rules with its generated blocks filled from domain/. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { firestoreRulesBlocks } from './firestoreRulesBlocks';
import { fillGeneratedBlocks } from './markers';

export const FIRESTORE_RULES_PATH = fileURLToPath(new URL('../../firestore.rules', import.meta.url));

export function readFirestoreRules(): string {
  return readFileSync(FIRESTORE_RULES_PATH, 'utf8');
}

/** The rules as they should read: the hand-written text, the blocks from domain/. */
export function generatedFirestoreRules(current: string = readFirestoreRules()): string {
  return fillGeneratedBlocks(current, firestoreRulesBlocks());
}
