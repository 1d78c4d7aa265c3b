/**
 * Checks that the stored data is consistent and says where it is not:
 *
 *   npm run verify:data                       (the local emulators, project demo-tailor)
 *   npm run verify:data -- --repair           (also rebuild what trusted code derives)
 *   GOOGLE_APPLICATION_CREDENTIALS=key.json npm run verify:data -- --project <id> [--database <id>]
 *
 * `--database` checks a named database, e.g. one restored from a backup before
 * the shop is switched to it (docs/operations.md).
 *
 * Exit status 0 when everything holds, 1 when anything is broken (after
 * `--repair`: when anything is still broken), 2 for a usage mistake.
 * The invariants are listed in docs/operations.md.
 */
import { getApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { connectAdmin, isUnreachable, runTool, takeFlagValue, takeProjectFlag, UsageError } from './lib/admin-target.ts';
import { verifyData } from './verify/verifyData.ts';

const USAGE = 'usage: npm run verify:data -- [--repair] [--project <id>] [--database <id>]';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const project = takeProjectFlag(args, USAGE);
  const database = takeFlagValue(args, '--database', USAGE);
  const repair = args.includes('--repair');
  const unknown = args.filter((a) => a !== '--repair');
  if (unknown.length > 0) throw new UsageError(`Unknown argument ${unknown[0]}.\n${USAGE}`);
  const connected = connectAdmin(project, ['firestore']);
  const db = database ? getFirestore(getApp(), database) : getFirestore();
  const started = Date.now();
  try {
    const first = await verifyData(db, { repair });
    const read = Object.entries(first.read).map(([k, n]) => `${n} ${k}`).join(', ');
    for (const p of first.problems) console.log(`${p.path}: ${p.message}${p.repair ? ` [repairable: ${p.repair}]` : ''}`);
    console.log(`Read ${read} in ${connected.description} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    if (!repair) {
      console.log(first.problems.length === 0 ? 'Everything holds.' : `${first.problems.length} problem(s). Run with --repair to rebuild the derived ones.`);
      return first.problems.length === 0 ? 0 : 1;
    }
    const fixed = Object.entries(first.repaired).map(([k, n]) => `${k} ×${n}`).join(', ');
    console.log(fixed ? `Repaired: ${fixed}.` : 'Nothing to repair.');
    // Judge the repair by a second full read, not by what it meant to do.
    const after = await verifyData(db);
    for (const p of after.problems) console.log(`still: ${p.path}: ${p.message}`);
    console.log(after.problems.length === 0 ? 'Everything holds now.' : `${after.problems.length} problem(s) remain: they need a person.`);
    return after.problems.length === 0 ? 0 : 1;
  } catch (error) {
    if (connected.emulator && isUnreachable(error)) {
      console.error(`Could not reach ${connected.description}. Start the emulators first (npm run dev).`);
      return 1;
    }
    throw error;
  }
}

runTool('verify-data', main);
