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
import { BackupError, backupEmulators } from './lib/emulator-backup.ts';

const USAGE = 'usage: npm run backup -- <dir>';

async function main(): Promise<number> {
  const [dir, ...rest] = process.argv.slice(2);
  if (!dir || rest.length > 0 || dir.startsWith('-')) {
    console.error(USAGE);
    return 2;
  }
  const started = Date.now();
  try {
    const { dir: target, parts } = await backupEmulators(dir);
    console.log(`Backed up ${parts.join(', ')} into ${target} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    return 0;
  } catch (error) {
    if (error instanceof BackupError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

main().then((code) => process.exit(code));
