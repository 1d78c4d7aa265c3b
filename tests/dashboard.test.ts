import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { emptyOrderDraft } from '@tailor/domain';
import { loadDashboardFigures, startOfShopDay, type DashboardFigures } from '../web/src/features/admin/dashboardFigures';
import { adminDb, testUser } from './support/admin';
import { AUTH_URL, FIRESTORE_HOST, FIRESTORE_PORT, PROJECT_ID, waitFor } from './support/emulators';
import { ADMIN_CLAIMS } from './support/rules';

/** The web app's Firestore client, signed in as `email`, against the emulators. */
async function clientDb(name: string, email: string, password: string): Promise<{ app: FirebaseApp; db: Firestore }> {
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key' }, name);
  const auth = getAuth(app);
  connectAuthEmulator(auth, AUTH_URL, { disableWarnings: true });
  await signInWithEmailAndPassword(auth, email, password);
  const db = getFirestore(app);
  connectFirestoreEmulator(db, FIRESTORE_HOST, FIRESTORE_PORT);
  return { app, db };
}

const millis = (v: unknown) => (v instanceof Timestamp ? v.toMillis() : null);

/** The same figures by reading every document with the Admin SDK (fine for a test). */
async function figuresFromDocuments(now: Date): Promise<DashboardFigures> {
  const db = adminDb();
  const [orders, products, visitors] = await Promise.all([db.collection('orders').get(), db.collection('products').count().get(), db.doc('stats/visitors').get()]);
  const today = startOfShopDay(now).getTime();
  // Orders never placed (no createdAt nor, for older ones, orderDate) count nowhere, as in domain's orderContribution.
  const all = orders.docs.map((d) => d.data()).filter((o) => (millis(o.createdAt) ?? millis(o.orderDate)) !== null);
  const delivered = all.filter((o) => o.orderStatus === 'delivered');
  // Revenue is the cash collected (older 'paid' orders: their total), by collection date; refunds and unpaid orders count nothing.
  const collected = (o: DocumentData) => o.paymentStatus === 'collected' || (o.paymentStatus === 'paid' && o.orderStatus === 'delivered');
  const amount = (o: DocumentData) => (o.paymentStatus === 'collected' ? o.collectedAmount : (o.agreedPrice ?? o.totalPrice));
  const collectedAt = (o: DocumentData) => (o.paymentStatus === 'collected' ? millis(o.collectedAt) : (millis(o.deliveredAt) ?? millis(o.updatedAt)));
  const total = (list: DocumentData[]) => list.filter(collected).reduce((s, o) => s + (typeof amount(o) === 'number' ? amount(o) : 0), 0);
  // Orders with a payments ledger: the net received per shop day (IST), refunds on the day paid back.
  const byDay = (o: DocumentData): Record<string, number> | null => (o.moneyByDay && typeof o.moneyByDay === 'object' ? o.moneyByDay : null);
  const ledger = all.filter((o) => byDay(o) !== null);
  const legacy = all.filter((o) => byDay(o) === null);
  const todayIst = new Date(now.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10);
  const ledgerTotal = ledger.reduce((s, o) => s + Object.values(byDay(o)!).reduce((a, n) => a + n, 0), 0);
  const ledgerToday = ledger.reduce((s, o) => s + (byDay(o)![todayIst] ?? 0), 0);
  return {
    pendingOrders: all.filter((o) => o.orderStatus === 'pending').length,
    completedOrders: delivered.length,
    totalOrders: all.length,
    newOrdersToday: all.filter((o) => (millis(o.createdAt) ?? -1) >= today).length,
    totalVisitors: (visitors.data()?.count as number | undefined) ?? 0,
    totalProducts: products.data().count,
    totalRevenue: total(legacy) + ledgerTotal,
    todayRevenue: total(legacy.filter((o) => (collectedAt(o) ?? -1) >= today)) + ledgerToday,
    // What open orders still owe: due (agreed, else computed) less what was kept.
    outstanding: all
      .filter((o) => o.orderStatus !== 'cancelled')
      .reduce((s, o) => {
        const due = typeof o.agreedPrice === 'number' ? o.agreedPrice : typeof o.totalPrice === 'number' ? o.totalPrice : 0;
        const kept = o.money ? o.money.paidPaise - o.money.refundedPaise : o.paymentStatus === 'collected' || o.paymentStatus === 'paid' ? (o.collectedAmount ?? due) : 0;
        return s + Math.max(0, due - kept);
      }, 0),
  };
}

/** The aggregate documents and the document scan agree once in-flight triggers have settled. */
async function settledFigures(db: Firestore, now = new Date()): Promise<DashboardFigures> {
  let last = '';
  return waitFor(
    async () => {
      const [actual, expected] = await Promise.all([loadDashboardFigures(db, now), figuresFromDocuments(now)]);
      last = `aggregations ${JSON.stringify(actual)} vs documents ${JSON.stringify(expected)}`;
      return JSON.stringify(actual) === JSON.stringify(expected) ? actual : undefined;
    },
    20_000,
    'dashboard figures to match the documents',
  ).catch(async (error: unknown) => {
    const revenue = (await adminDb().collection('orders').get()).docs.map((d) => `${d.id}:${String(d.get('revenue'))}`).join(' ');
    throw new Error(`${String(error)}; last: ${last}; revenue fields: ${revenue}`);
  });
}

const RUN = `dash${Date.now().toString(36)}`;

/** The fields the admin's "cash collected" writes. */
function cash(amount: number, at: Date) {
  return { paymentStatus: 'collected', collectedAmount: amount, collectedAt: Timestamp.fromDate(at) };
}
const DAY = 24 * 60 * 60 * 1000;

function order(id: string, status: string, totalPrice: number, createdAt: Date, extra: Record<string, unknown> = {}) {
  const at = Timestamp.fromDate(createdAt);
  return adminDb()
    .collection('orders')
    .doc(`${RUN}-${id}`)
    .set({
      ...emptyOrderDraft('readymade'),
      userId: `${RUN}-customer`,
      customer: {
        name: 'Dashboard Test',
        email: 'dash@example.com',
        phone: '9820012345',
        address: { street: '1 Test Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400058', country: 'India' },
      },
      lines: [{ productId: `${RUN}-product`, productType: 'readymade', quantity: 1, productName: 'Test', price: totalPrice, discount: 0, totalPrice }],
      orderStatus: status,
      orderDate: at,
      createdAt: at,
      totalPrice,
      orderNumber: `TS-${id.toUpperCase()}`,
      statusHistory: [{ status: 'pending', at, by: `${RUN}-customer` }],
      // Already priced, as the orders API stores an order.
      pricedAt: at,
      ...extra,
    });
}

describe('dashboard figures (aggregate documents, read by the admin client)', () => {
  let admin: { app: FirebaseApp; db: Firestore };
  let customer: { app: FirebaseApp; db: Firestore };

  beforeAll(async () => {
    const a = await testUser(`${RUN}-admin@silaistudio.test`, ADMIN_CLAIMS, 'Dashboard Admin');
    const c = await testUser(`${RUN}-customer@silaistudio.test`, undefined, 'Dashboard Customer');
    admin = await clientDb(`${RUN}-admin`, a.email, a.password);
    customer = await clientDb(`${RUN}-customer`, c.email, c.password);
    const now = new Date();
    const yesterday = new Date(startOfShopDay(now).getTime() - DAY / 2);
    await Promise.all([
      order('pending-today', 'pending', 120000, now),
      order('confirmed-old', 'confirmed', 80000, yesterday),
      order('cancelled-old', 'cancelled', 50000, yesterday),
      order('delivered-old', 'delivered', 99900, yesterday, { deliveredAt: Timestamp.fromDate(yesterday), ...cash(99900, yesterday) }),
      order('delivered-today', 'delivered', 150000, yesterday, { deliveredAt: Timestamp.fromDate(now), ...cash(150000, now) }),
      // Delivered but the cash not recorded, and a refund: neither is revenue.
      order('delivered-unpaid', 'delivered', 70000, yesterday, { deliveredAt: Timestamp.fromDate(now) }),
      order('refunded', 'delivered', 60000, yesterday, { deliveredAt: Timestamp.fromDate(now), ...cash(60000, now), paymentStatus: 'refunded' }),
    ]);
    // The revenue fields come from a trigger, which may take a while on a busy machine.
    for (const id of ['delivered-old', 'delivered-today']) {
      await waitFor(async () => ((await adminDb().doc(`orders/${RUN}-${id}`).get()).get('revenue') ? true : undefined), 60_000, `revenue of ${id}`);
    }
  }, 150_000);

  afterAll(async () => {
    const mine = await adminDb().collection('orders').where('userId', '==', `${RUN}-customer`).get();
    await Promise.all(mine.docs.map((d) => d.ref.delete()));
    await Promise.all([admin && deleteApp(admin.app), customer && deleteApp(customer.app)]);
  });

  it('match the figures computed from the stored orders, products and visitor counter', async () => {
    const figures = await settledFigures(admin.db);
    expect(figures.totalOrders).toBeGreaterThanOrEqual(5);
    expect(figures.pendingOrders).toBeGreaterThanOrEqual(1);
    expect(figures.completedOrders).toBeGreaterThanOrEqual(2);
    expect(figures.newOrdersToday).toBeGreaterThanOrEqual(1);
    expect(figures.totalRevenue).toBeGreaterThanOrEqual(99900 + 150000);
    expect(figures.todayRevenue).toBeGreaterThanOrEqual(150000);
    expect(figures.totalProducts).toBeGreaterThanOrEqual(0);
  });

  it('moves revenue when the cash is collected, not when the order is delivered, and back on a refund', async () => {
    const before = await settledFigures(admin.db);
    await order('to-deliver', 'shipped', 45600, new Date(Date.now() - 3 * DAY));
    const mid = await settledFigures(admin.db);
    expect(mid.totalOrders).toBe(before.totalOrders + 1);
    expect(mid.newOrdersToday).toBe(before.newOrdersToday);

    const ref = adminDb().doc(`orders/${RUN}-to-deliver`);
    const at = Timestamp.now();
    await ref.update({ orderStatus: 'delivered', statusHistory: [{ status: 'pending', at, by: 'x' }, { status: 'delivered', at, by: 'admin' }], updatedAt: at });
    const delivered = await waitFor(async () => ((await ref.get()).data()?.deliveredAt ? true : undefined), 20_000, 'deliveredAt');
    expect(delivered).toBe(true);
    expect(millis((await ref.get()).data()?.deliveredAt)).toBe(at.toMillis());
    const unpaid = await settledFigures(admin.db);
    expect(unpaid.completedOrders).toBe(mid.completedOrders + 1);
    expect(unpaid.totalRevenue).toBe(mid.totalRevenue);

    // The admin records ₹450 collected today (an agreed discount on the call).
    await ref.update(cash(45000, new Date()));
    await waitFor(async () => ((await ref.get()).data()?.revenue === 45000 ? true : undefined), 60_000, 'revenue recorded');
    const after = await settledFigures(admin.db);
    expect(after.totalRevenue).toBe(mid.totalRevenue + 45000);
    expect(after.todayRevenue).toBe(mid.todayRevenue + 45000);

    await ref.update({ paymentStatus: 'refunded', refundedAt: Timestamp.now() });
    await waitFor(async () => ((await ref.get()).data()?.revenue === undefined ? true : undefined), 60_000, 'revenue cleared');
    const refunded = await settledFigures(admin.db);
    expect(refunded.totalRevenue).toBe(mid.totalRevenue);
  });

  it('are refused to a customer (the order aggregates are admin-only)', async () => {
    await expect(loadDashboardFigures(customer.db)).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
