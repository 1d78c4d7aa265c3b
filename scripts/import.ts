/**
 * Moves a catalogue in from the old shop.
 *
 *   npm run import -- <export.json> [--dry-run] [--project <id>]             products
 *   npm run import -- <export.json> --feedback [--dry-run] [--project <id>]  feedback entries
 *   npm run import -- --backfill-dates [--dry-run] [--project <id>]          createdAt for stored products
 *
 * The export is a JSON array of rows as the old API answered them (or its answer
 * object, {products: [...]} / {feedback: [...]}). Without
 * GOOGLE_APPLICATION_CREDENTIALS it writes to the emulators
 * (FIRESTORE_EMULATOR_HOST, default 127.0.0.1:8080); with it, to the real project.
 */
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { connectAdmin, isUnreachable, runTool, takeProjectFlag, UsageError } from './lib/admin-target.ts';
import { backfillCreatedAt, formatBackfill } from './import/backfill.ts';
import { importFeedback } from './import/feedback.ts';
import { importProducts } from './import/products.ts';
import { formatReport } from './import/report.ts';
import { readRows } from './import/rows.ts';

const USAGE =
  'usage: npm run import -- <export.json> [--feedback] [--dry-run] [--project <id>]\n' +
  '   or: npm run import -- --backfill-dates [--dry-run] [--project <id>]';

interface ImportArgs {
  file?: string;
  feedback: boolean;
  dryRun: boolean;
  backfill: boolean;
  project?: string;
}

function parseArgs(argv: string[]): ImportArgs {
  const rest = [...argv];
  const project = takeProjectFlag(rest, USAGE);
  const flags = new Set(rest.filter((a) => a.startsWith('--')));
  const files = rest.filter((a) => !a.startsWith('--'));
  for (const flag of flags) {
    if (!['--feedback', '--dry-run', '--backfill-dates'].includes(flag)) throw new UsageError(`Unknown option ${flag}.\n${USAGE}`);
  }
  const args: ImportArgs = { file: files[0], feedback: flags.has('--feedback'), dryRun: flags.has('--dry-run'), backfill: flags.has('--backfill-dates'), project };
  if (files.length > 1) throw new UsageError(`Give one export file.\n${USAGE}`);
  if (args.backfill && (args.file || args.feedback)) throw new UsageError(`--backfill-dates reads the stored products: give no file.\n${USAGE}`);
  if (!args.backfill && !args.file) throw new UsageError(`Give the export file to import.\n${USAGE}`);
  return args;
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  const target = connectAdmin(args.project, args.feedback ? ['firestore', 'auth'] : ['firestore']);
  const db = getFirestore();
  try {
    if (args.backfill) {
      console.log(`Setting createdAt on stored products without one, in ${target.description}${args.dryRun ? ' (dry run)' : ''}.`);
      console.log(formatBackfill(await backfillCreatedAt(db, { dryRun: args.dryRun })));
      return 0;
    }
    const kind = args.feedback ? 'feedback' : 'products';
    const rows = readRows(args.file!, kind);
    console.log(`Importing ${rows.length} ${kind === 'products' ? 'products' : 'feedback entries'} from ${args.file} into ${target.description}${args.dryRun ? ' (dry run)' : ''}.`);
    const report = args.feedback
      ? await importFeedback(db, getAuth(), rows, { dryRun: args.dryRun })
      : await importProducts(db, rows, { dryRun: args.dryRun });
    console.log(formatReport(report));
    return 0;
  } catch (error) {
    if (target.emulator && isUnreachable(error)) {
      console.error(`Could not reach ${target.description}. Start the emulators first (npm run dev), or set GOOGLE_APPLICATION_CREDENTIALS for a real project.`);
      return 1;
    }
    throw error;
  }
}

runTool('import', main);
