/**
 * The dashboard's document reads at 50 and 5000 orders. Seeds orders (spread
 * over the last 60 days, many designs, customers and cities) into the
 * Firestore emulator with the Admin SDK, builds the aggregates with the same
 * rebuild the `stats:rebuild` script runs (what the triggers keep up to date
 * order by order, see tests/stats-aggregates.test.ts), then loads the
 * dashboard through the web app's own loadDashboard with the client SDK,
 * signed in as an admin, and counts the documents it read.
 *
 * Starts the Auth and Firestore emulators only (no functions, so seeding does
 * not run thousands of triggers) unless they are running, and stops them after:
 *   npm run bench:dashboard                     sizes 50 and 5000
 *   npm run bench:dashboard -- --sizes 50,1000
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { ORDER_STATUSES, emptyOrderDraft } from '@tailor/domain';
import { rebuildStats } from '../../functions/src/stats/orderStats';
import { ROOT } from '../lib/emulator-stack';
import { ensureStack } from './lib/stack';
import { adminClientFirestore } from './lib/adminClient';
import { loadDashboard } from '../../web/src/features/admin/dashboardFigures';

const PROJECT_ID = 'demo-tailor';
const DAY = 24 * 60 * 60 * 1000;
const CITIES = [
  ['Mumbai', 'Maharashtra'],
  ['Pune', 'Maharashtra'],
  ['Bengaluru', 'Karnataka'],
  ['Chennai', 'Tamil Nadu'],
  ['Jaipur', 'Rajasthan'],
  ['Lucknow', 'Uttar Pradesh'],
  ['Kochi', 'Kerala'],
  ['Ahmedabad', 'Gujarat'],
] as const;

const sizesArg = process.argv.indexOf('--sizes');
const SIZES = (sizesArg > 0 ? process.argv[sizesArg + 1]! : '50,5000').split(',').map(Number);

const admin = () => getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
const db = () => getFirestore(admin());

/** A deterministic order `i` (so runs compare): type, status, payment, place, designs and customer vary with i. */
function benchOrder(i: number, now: number) {
  const created = now - ((i * 7919) % (60 * 24 * 60)) * 60 * 1000; // minutes spread over 60 days
  const status = ORDER_STATUSES[i % ORDER_STATUSES.length]!;
  const type = (['readymade', 'tailor', 'custom'] as const)[i % 3]!;
  const [city, state] = CITIES[i % CITIES.length]!;
  const total = 150000 + (i % 17) * 10000;
  const collected = status === 'delivered' && i % 4 !== 0;
  return {
    ...emptyOrderDraft(type),
    orderType: type,
    userId: `bench-customer-${i % Math.max(1, Math.floor(SIZES.at(-1)! / 3))}`,
    customer: { name: 'Bench', email: 'bench@example.com', phone: '9820012345', address: { street: '1 Road', city, state, pincode: '400001', country: 'India' } },
    lines: [{ productId: `bench-design-${i % 60}`, productType: type === 'readymade' ? 'readymade' : 'tailor', quantity: 1 + (i % 2), productName: `Bench design ${i % 60}`, price: total, discount: 0, totalPrice: total }],
    orderStatus: status,
    paymentStatus: collected ? 'collected' : 'pending',
    ...(collected ? { collectedAmount: total, collectedAt: Timestamp.fromMillis(Math.min(now, created + 5 * DAY)) } : {}),
    createdAt: Timestamp.fromMillis(created),
    orderDate: Timestamp.fromMillis(created),
    totalPrice: total,
    pricedAt: Timestamp.fromMillis(created),
    orderNumber: `SS-${1001 + i}`,
    statusHistory: [],
  };
}

async function seedUpTo(from: number, to: number, now: number) {
  const writer = db().bulkWriter();
  for (let i = from; i < to; i++) void writer.set(db().doc(`orders/bench-order-${String(i).padStart(5, '0')}`), benchOrder(i, now));
  await writer.close();
}

async function main() {
  mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
  const stack = await ensureStack(join(ROOT, 'bench-results', 'dashboard-emulators.log'), (line) => console.log(`[bench] ${line}`), ['auth', 'firestore']);
  try {
    await measure();
  } finally {
    await stack.stop();
  }
}

async function measure() {
  const { db: cdb, close } = await adminClientFirestore(admin(), PROJECT_ID, 'dashboard-bench');

  const now = Date.now();
  const rows: string[] = [];
  let seeded = (await db().collection('orders').count().get()).data().count;
  for (const size of SIZES) {
    const t0 = Date.now();
    if (seeded < size) await seedUpTo(seeded, size, now);
    seeded = (await db().collection('orders').count().get()).data().count;
    const t1 = Date.now();
    const rebuilt = await rebuildStats(db());
    const t2 = Date.now();
    const { reads, view } = await loadDashboard(cdb, new Date(now));
    const designs = (await db().doc('stats/designs').get()).data();
    const ordersDoc = (await db().doc('stats/orders').get()).data();
    const bytes = (v: unknown) => Buffer.byteLength(JSON.stringify(v ?? {}));
    rows.push(
      `| ${seeded} | ${reads} | ${view.days.filter((d) => d.orders > 0 || d.revenue > 0).length} | ${bytes(ordersDoc)} B | ${bytes(designs)} B | ${((t1 - t0) / 1000).toFixed(1)} s | ${((t2 - t1) / 1000).toFixed(1)} s (${rebuilt.days} days) |`,
    );
    console.log(rows.at(-1));
  }
  console.log('\n| Orders | Documents read by the dashboard | Daily documents among them | stats/orders size | stats/designs size | Seeding | Rebuild |');
  console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) console.log(r);
  await close();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
