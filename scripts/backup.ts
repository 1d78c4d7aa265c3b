/**
 * Backs up the running emulators (Auth, Firestore, and Storage when it runs)
 * into a directory, without stopping them:
 *
 *   npm run backup -- <dir>
 *
 * The directory is in the emulators' export format: `npm run restore -- <dir>`
 * loads it into a running stack, `firebase emulators:start --import <dir>` at
 * start-up. Production backups: docs/operations.md.
 */
import { backupEmulators } from './lib/emulator-backup.ts';
import { runDirTool, seconds } from './lib/dir-tool.ts';

runDirTool('usage: npm run backup -- <dir>', async (dir, started) => {
  const { dir: target, parts } = await backupEmulators(dir);
  return [`Backed up ${parts.join(', ')} into ${target} in ${seconds(started)}.`];
});
