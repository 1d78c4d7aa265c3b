/** The command line of the tools that take one directory (backup, restore). */
import { BackupError } from './emulator-backup.ts';

/** Runs `action` on the one directory argument and prints its line; exit 1 for a BackupError, 2 for a usage mistake. */
export function runDirTool(usage: string, action: (dir: string, started: number) => Promise<string[]>): void {
  const [dir, ...rest] = process.argv.slice(2);
  if (!dir || rest.length > 0 || dir.startsWith('-')) {
    console.error(usage);
    process.exit(2);
  }
  const started = Date.now();
  action(dir, started).then(
    (lines) => {
      for (const line of lines) console.log(line);
      process.exit(0);
    },
    (error: unknown) => {
      if (!(error instanceof BackupError)) throw error;
      console.error(error.message);
      process.exit(1);
    },
  );
}

export const seconds = (started: number): string => `${((Date.now() - started) / 1000).toFixed(1)} s`;
