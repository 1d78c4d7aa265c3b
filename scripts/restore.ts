/**
 * Replaces the running emulators' data with a backup made by `npm run backup`:
 *
 *   npm run restore -- <dir>
 *
 * Firestore and Auth are cleared and loaded from the backup while the stack
 * runs; the functions' triggers are off meanwhile, so nothing is sent or
 * counted again. Check the result with `npm run verify:data`.
 */
import { restoreEmulators } from './lib/emulator-backup.ts';
import { runDirTool, seconds } from './lib/dir-tool.ts';

runDirTool('usage: npm run restore -- <dir>', async (dir, started) => {
  const { dir: source, restored, skipped } = await restoreEmulators(dir);
  return [`Restored ${restored.join(', ')} from ${source} in ${seconds(started)}.`, ...skipped.map((part) => `Not restored: ${part}.`)];
});
