/**
 * The documents the owner's week view (`/admin/workshop`) reads, at 50 and
 * 5000 orders. Seeds an order history (placed over two years, promised two
 * weeks after; the old ones delivered or cancelled, the recent ones in every
 * state), their jobs and four bookings a day into the Firestore
 * emulator with the Admin SDK, then loads the week through the web app's own
 * loadWeek with the client SDK, signed in as an admin, and counts the
 * documents it read. The week's reads grow with the week's work (orders due
 * and bookings that week, open jobs), not with the size of the order history.
 *
 * Starts the Auth and Firestore emulators only unless they are running:
 *   npm run bench:workshop                     sizes 50 and 5000
 *   npm run bench:workshop -- --sizes 50,1000
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { JOB_STAGES, ORDER_STATUSES, emptyOrderDraft, jobsForOrder, shopDay, shopDayStart, workshopWeek } from '@tailor/domain';
import { ROOT } from '../lib/emulator-stack';
import { ensureStack } from './lib/stack';
import { adminClientFirestore } from './lib/adminClient';
import { loadWeek } from '../../web/src/features/workshop/weekReads';

const PROJECT_ID = 'demo-tailor';
const DAY = 24 * 60 * 60 * 1000;
const sizesArg = process.argv.indexOf('--sizes');
const SIZES = (sizesArg > 0 ? process.argv[sizesArg + 1]! : '50,5000').split(',').map(Number);

const admin = () => getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
const db = () => getFirestore(admin());

/**
 * A deterministic order `i` of a shop's history: placed over the last two
 * years (newest first in i), promised 14 days after; orders promised more
 * than two weeks ago are delivered (one in ten cancelled), recent ones in
 * every state.
 */
function benchOrder(i: number, now: number) {
  const created = now - ((i * 7919) % (730 * 24 * 60)) * 60 * 1000; // minutes spread over two years
  const dueMs = created + 14 * DAY;
  const old = dueMs < now - 14 * DAY;
  const status = old ? (i % 10 === 0 ? 'cancelled' : 'delivered') : ORDER_STATUSES[i % ORDER_STATUSES.length]!;
  const type = (['readymade', 'tailor', 'custom'] as const)[i % 3]!;
  const due = shopDay(dueMs);
  return {
    ...emptyOrderDraft(type),
    orderType: type,
    userId: `bench-customer-${i % 500}`,
    customer: { name: 'Bench', email: 'bench@example.com', phone: '9820012345', address: { street: '1 Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400001', country: 'India' } },
    lines: [{ productId: `bench-design-${i % 60}`, productType: type === 'readymade' ? 'readymade' : 'tailor', quantity: 1, productName: `Bench design ${i % 60}`, price: 150000, discount: 0, totalPrice: 150000 }],
    orderStatus: status,
    paymentStatus: 'pending',
    createdAt: Timestamp.fromMillis(created),
    orderDate: Timestamp.fromMillis(created),
    totalPrice: 150000,
    pricedAt: Timestamp.fromMillis(created),
    orderNumber: `SS-${1001 + i}`,
    statusHistory: status === 'pending' ? [] : [{ status: 'confirmed', at: Timestamp.fromMillis(created + DAY), by: 'bench' }],
    ...(status === 'pending' ? {} : { deliveryDate: due }),
  };
}

const PAST_WORKSHOP = new Set(['ready', 'shipped', 'delivered']);

async function seedUpTo(from: number, to: number, now: number) {
  const writer = db().bulkWriter();
  for (let i = from; i < to; i++) {
    const id = `bench-order-${String(i).padStart(5, '0')}`;
    const order = benchOrder(i, now);
    void writer.set(db().doc(`orders/${id}`), order);
    // What the jobs trigger writes (the bench runs without functions); three tailors share the work.
    const assignment = { tailorUid: `bench-tailor-${i % 3}`, tailorName: `Tailor ${i % 3}` };
    for (const job of jobsForOrder(id, order, assignment)) {
      // As the trigger keeps them: done once the order has left the workshop.
      const stage = PAST_WORKSHOP.has(order.orderStatus) ? 'done' : JOB_STAGES[i % 3];
      void writer.set(db().doc(`jobs/${id}_${job.lineNo}`), { ...job, stage });
    }
  }
  await writer.close();
}

/** Four bookings a day over ±45 days (cancelled ones too), independent of the order count. */
async function seedAppointments(now: number) {
  const writer = db().bulkWriter();
  const today = shopDayStart(shopDay(now));
  for (let d = -45; d <= 45; d++) {
    for (let k = 0; k < 4; k++) {
      const start = today + d * DAY + (10 + k * 2) * 60 * 60 * 1000;
      void writer.set(db().doc(`appointments/bench-appt-${d + 45}-${k}`), {
        id: `bench-appt-${d + 45}-${k}`,
        userId: `bench-customer-${k}`,
        kind: (['measurement-shop', 'measurement-home', 'trial'] as const)[k % 3],
        status: k === 3 ? 'cancelled' : 'booked',
        day: shopDay(start),
        time: `${10 + k * 2}:00`,
        startsAt: Timestamp.fromMillis(start),
        orderId: null,
        orderNumber: null,
        customerName: 'Bench customer',
        pincode: null,
      });
    }
  }
  await writer.close();
}

async function main() {
  mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
  const stack = await ensureStack(join(ROOT, 'bench-results', 'workshop-emulators.log'), (line) => console.log(`[bench] ${line}`), ['auth', 'firestore']);
  try {
    await measure();
  } finally {
    await stack.stop();
  }
}

async function measure() {
  const { db: cdb, close } = await adminClientFirestore(admin(), PROJECT_ID, 'workshop-bench');

  const now = Date.now();
  const today = shopDay(now);
  const week = workshopWeek(null, now);
  await seedAppointments(now);
  const rows: string[] = [];
  let seeded = (await db().collection('orders').count().get()).data().count;
  for (const size of SIZES) {
    if (seeded < size) await seedUpTo(seeded, size, now);
    seeded = (await db().collection('orders').count().get()).data().count;
    const t0 = Date.now();
    const data = await loadWeek(cdb, week, today);
    const ms = Date.now() - t0;
    const openJobs = data.load.reduce((n, r) => n + r.open, 0);
    rows.push(`| ${seeded} | ${data.reads} | ${data.appointments?.length ?? 0} | ${data.orders.length} | ${data.overdue.length} | ${openJobs} | ${ms} ms |`);
    console.log(rows.at(-1));
  }
  console.log('\n| Orders | Documents read by the week view | Appointments (booked) | Orders due this week | Overdue (≤ 50) | Open jobs | Load time |');
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
