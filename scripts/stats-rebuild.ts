/**
 * Rebuilds the dashboard's aggregates (stats/orders, stats/designs,
 * stats/daily/days/*, and the per-order and per-customer contributions the
 * triggers keep) from the orders. Idempotent: running it twice gives the same
 * documents. Run it once after deploying the dashboard to a shop with orders,
 * or whenever the figures are in doubt, at a quiet moment (orders changing
 * during a rebuild are caught up by the trigger, but a change made while the
 * orders are being read can be missed until that order changes again).
 *
 *   npm run stats:rebuild                                   (local emulators, project demo-tailor)
 *   GOOGLE_APPLICATION_CREDENTIALS=key.json npm run stats:rebuild -- [--project <id>]
 *
 * Without GOOGLE_APPLICATION_CREDENTIALS it talks to the Firestore emulator
 * (FIRESTORE_EMULATOR_HOST, default 127.0.0.1:8080).
 */
import { readFileSync } from 'node:fs';
import { applicationDefault, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { rebuildStats } from '../functions/src/stats/orderStats';

const EMULATOR_PROJECT = 'demo-tailor';
const DEFAULT_FIRESTORE_EMULATOR = '127.0.0.1:8080';

function projectArg(argv: string[]): string | undefined {
  const at = argv.findIndex((a) => a === '--project' || a.startsWith('--project='));
  if (at < 0) return undefined;
  const flag = argv[at]!;
  return flag.includes('=') ? flag.slice(flag.indexOf('=') + 1) : argv[at + 1];
}

function projectFromCredentials(path: string): string | undefined {
  try {
    const json = JSON.parse(readFileSync(path, 'utf8')) as { project_id?: string; quota_project_id?: string };
    return json.project_id ?? json.quota_project_id;
  } catch {
    return undefined;
  }
}

async function main(): Promise<number> {
  const credentials = process.env.GOOGLE_APPLICATION_CREDENTIALS;
  const project = projectArg(process.argv.slice(2));
  let target: string;
  if (credentials) {
    const projectId = project ?? process.env.GCLOUD_PROJECT ?? projectFromCredentials(credentials);
    if (!projectId) {
      console.error('Could not tell the project id from the credentials: pass --project <id>.');
      return 2;
    }
    if (process.env.FIRESTORE_EMULATOR_HOST) {
      console.error('FIRESTORE_EMULATOR_HOST is set together with GOOGLE_APPLICATION_CREDENTIALS: unset one of them.');
      return 2;
    }
    initializeApp({ credential: applicationDefault(), projectId });
    target = `project ${projectId}`;
  } else {
    process.env.FIRESTORE_EMULATOR_HOST ||= DEFAULT_FIRESTORE_EMULATOR;
    const projectId = project ?? EMULATOR_PROJECT;
    initializeApp({ projectId });
    target = `the Firestore emulator at ${process.env.FIRESTORE_EMULATOR_HOST} (project ${projectId})`;
  }
  try {
    const started = Date.now();
    const { orders, customers, days } = await rebuildStats(getFirestore());
    console.log(`Rebuilt the dashboard figures in ${target} from ${orders} orders of ${customers} customers (${days} days with figures) in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    return 0;
  } catch (error) {
    if (!credentials && /ECONNREFUSED|UNAVAILABLE|No connection/i.test(String((error as Error).message ?? error))) {
      console.error(`Could not reach ${target}. Start the emulators first (npm run dev), or set GOOGLE_APPLICATION_CREDENTIALS for a real project.`);
      return 1;
    }
    throw error;
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`stats-rebuild failed: ${(error as Error).message ?? String(error)}`);
    process.exit(1);
  },
);
