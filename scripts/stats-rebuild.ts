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
import { getFirestore } from 'firebase-admin/firestore';
import { rebuildStats } from '../functions/src/stats/orderStats';
import { connectAdmin, isUnreachable, runTool, takeProjectFlag } from './lib/admin-target.ts';

const USAGE = 'usage: npm run stats:rebuild -- [--project <id>]';

async function main(): Promise<number> {
  const connected = connectAdmin(takeProjectFlag(process.argv.slice(2), USAGE), ['firestore']);
  const target = connected.emulator
    ? `the Firestore emulator at ${process.env.FIRESTORE_EMULATOR_HOST} (project ${connected.projectId})`
    : connected.description;
  try {
    const started = Date.now();
    const { orders, customers, days } = await rebuildStats(getFirestore());
    console.log(`Rebuilt the dashboard figures in ${target} from ${orders} orders of ${customers} customers (${days} days with figures) in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    return 0;
  } catch (error) {
    if (connected.emulator && isUnreachable(error)) {
      console.error(`Could not reach ${target}. Start the emulators first (npm run dev), or set GOOGLE_APPLICATION_CREDENTIALS for a real project.`);
      return 1;
    }
    throw error;
  }
}

runTool('stats-rebuild', main);
