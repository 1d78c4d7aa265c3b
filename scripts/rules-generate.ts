/**
 * Writes the lists firestore.rules repeats from domain/ between its
 * `// <generated:NAME>` markers. `--check` writes nothing and exits 1 when
 * the file is stale.
 */
import { writeFileSync } from 'node:fs';
import { FIRESTORE_RULES_PATH, generatedFirestoreRules, readFirestoreRules } from './rules/firestoreRules';

const current = readFirestoreRules();
const wanted = generatedFirestoreRules(current);
if (process.argv.includes('--check')) {
  if (wanted !== current) {
    console.error('firestore.rules is stale: run npm run rules:generate');
    process.exit(1);
  }
  console.log('firestore.rules is up to date.');
} else if (wanted === current) {
  console.log('firestore.rules is up to date.');
} else {
  writeFileSync(FIRESTORE_RULES_PATH, wanted);
  console.log('firestore.rules: generated blocks rewritten.');
}
