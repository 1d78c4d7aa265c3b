/**
 * Replaces the running emulators' data with a backup made by `npm run backup`:
 *
 *   npm run restore -- <dir>
 *
 * Firestore and Auth are cleared and loaded from the backup while the stack
 * runs; the functions' triggers are off meanwhile, so nothing is sent or
 * counted again. Check the result with `npm run verify:data`.
 */
import { BackupError, restoreEmulators } from './lib/emulator-backup.ts';

const USAGE = 'usage: npm run restore -- <dir>';

async function main(): Promise<number> {
  const [dir, ...rest] = process.argv.slice(2);
  if (!dir || rest.length > 0 || dir.startsWith('-')) {
    console.error(USAGE);
    return 2;
  }
  const started = Date.now();
  try {
    const { dir: source, restored, skipped } = await restoreEmulators(dir);
    console.log(`Restored ${restored.join(', ')} from ${source} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    for (const part of skipped) console.log(`Not restored: ${part}.`);
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
