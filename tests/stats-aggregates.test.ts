/**
 * The dashboard's aggregates against the functions emulator: orders created,
 * moved, cancelled, paid, refunded and deleted leave them exact; the same event
 * handled again changes nothing; a rebuild from the orders gives the same
 * documents. The orders sit on a day of their own in the past, with their own
 * designs, city and customer, so their figures can be checked exactly.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import {
  combineEntries,
  emptyOrderDraft,
  entriesFromData,
  orderContribution,
  shopDay,
  shopMonth,
  shopWeek,
  SYSTEM_ACTOR,
  withoutZeros,
  type StatsEntry,
} from '@tailor/domain';
import { applyOrderStats, rebuildStats } from '../functions/src/stats/orderStats';
import { adminDb } from './support/admin';
import { waitFor } from './support/emulators';

const RUN = `stats${Date.now().toString(36)}`;
const DAY = 24 * 60 * 60 * 1000;
// A day in the 1990s that no other test writes orders on, 11:00 in India.
const BASE = Date.UTC(1992, 0, 1, 5, 30) + Math.floor(Math.random() * 2500) * DAY;
const DAY0 = shopDay(BASE);
const DAY1 = shopDay(BASE + DAY);
const PAID_AT = BASE + 2 * DAY;
// A city the dashboard does not list: it counts under "Other", never as a key of its own.
const CITY = `${RUN}-city`;
const CUSTOMER = `${RUN}-customer`;
const P1 = `${RUN}-p1`;
const P2 = `${RUN}-p2`;
const ids = { a: `${RUN}-a`, b: `${RUN}-b` };
/** Left out of `ids`: settled() expects a contribution for every order there. */
const refusedId = `${RUN}-refused`;

const db = () => adminDb();
const orderRef = (id: string) => db().doc(`orders/${id}`);

function order(productId: string, orderType: string, createdAt: number, totalPrice: number, quantity: number) {
  const at = Timestamp.fromMillis(createdAt);
  return {
    ...emptyOrderDraft(orderType as 'readymade'),
    orderType,
    userId: CUSTOMER,
    customer: {
      name: 'Stats Test',
      email: 'stats@example.com',
      phone: '9820012345',
      address: { street: '1 Test Road', city: CITY, state: 'Goa', pincode: '403001', country: 'India' },
    },
    lines: [{ productId, productType: orderType === 'readymade' ? 'readymade' : 'tailor', quantity, productName: `Design ${productId}`, price: totalPrice / quantity, discount: 0, totalPrice }],
    orderStatus: 'pending',
    paymentStatus: 'pending',
    createdAt: at,
    orderDate: at,
    totalPrice,
    orderNumber: `SS-${Math.floor(Math.random() * 1e6) + 5000}`,
    statusHistory: [{ status: 'pending', at, by: CUSTOMER }],
    // Priced already, as the orders API stores an order.
    pricedAt: at,
  };
}

const sorted = (entries: StatsEntry[]) => JSON.stringify(combineEntries(entries).sort((x, y) => JSON.stringify(x).localeCompare(JSON.stringify(y))));

/** Waits until the trigger has applied the current state of each order (or its deletion). */
async function settled(): Promise<void> {
  await waitFor(
    async () => {
      for (const id of Object.values(ids)) {
        const [o, c] = await Promise.all([orderRef(id).get(), db().doc(`stats/orders/contributions/${id}`).get()]);
        if (o.exists !== c.exists) return undefined;
        if (sorted(orderContribution(o.data())) !== sorted(entriesFromData(c.get('entries')))) return undefined;
      }
      // No order write is still on its way (revenue fields, numbering): two reads a moment apart agree.
      const first = await snapshot();
      await new Promise((r) => setTimeout(r, 1500));
      return JSON.stringify(first) === JSON.stringify(await snapshot()) ? true : undefined;
    },
    90_000,
    'aggregates to follow the orders',
  );
}

async function snapshot(): Promise<Record<string, unknown>> {
  const [orders, designs, days] = await Promise.all([db().doc('stats/orders').get(), db().doc('stats/designs').get(), db().collection('stats/daily/days').get()]);
  const out: Record<string, unknown> = { orders: withoutZeros(orders.data() ?? {}), designs: withoutZeros({ ...(designs.data() ?? {}), names: undefined }) };
  for (const d of days.docs) {
    const figures = withoutZeros(d.data()) as DocumentData;
    if (Object.keys(figures).length > 0) out[`day ${d.id}`] = figures;
  }
  return out;
}

const num = (v: unknown) => (typeof v === 'number' ? v : 0);
const day = async (d: string) => (await db().doc(`stats/daily/days/${d}`).get()).data() ?? {};
const ordersDoc = async () => (await db().doc('stats/orders').get()).data() ?? {};
const design = async (id: string) => ((await db().doc('stats/designs').get()).data()?.designs?.[id] ?? {}) as DocumentData;

let initial: DocumentData = {};

describe('dashboard aggregates (trigger on orders)', () => {
  beforeAll(async () => {
    initial = await ordersDoc();
    await orderRef(ids.a).set(order(P1, 'readymade', BASE, 200000, 2));
    await orderRef(ids.b).set(order(P2, 'tailor', BASE + DAY, 350000, 1));
    await settled();
  }, 120_000);

  afterAll(async () => {
    await Promise.all([...Object.values(ids), refusedId].map((id) => orderRef(id).delete()));
  });

  it('counts new orders by day, type, place, design and the new customer', async () => {
    expect(await day(DAY0)).toMatchObject({ orders: 1, newCustomers: 1, byType: { readymade: 1 } });
    expect(num((await day(DAY1)).orders)).toBe(1);
    expect(num((await day(DAY1)).newCustomers)).toBe(0);
    const o = await ordersDoc();
    expect(o.byCity[CITY]).toBeUndefined();
    expect(num(o.byCity.Other)).toBe(num(initial.byCity?.Other) + 2);
    expect(num(o.byState.Goa)).toBe(num(initial.byState?.Goa) + 2);
    expect(o.newCustomersByWeek[shopWeek(BASE)]).toBe(1);
    expect(await design(P1)).toMatchObject({ orders: 1, units: 2 });
    expect((await db().doc('stats/designs').get()).get('names')[P1]).toBe(`Design ${P1}`);
  });

  it('moves an order between statuses, and a cancelled order leaves the design rankings', async () => {
    const before = await ordersDoc();
    for (const status of ['confirmed', 'ready', 'shipped', 'delivered']) {
      await orderRef(ids.a).update({ orderStatus: status, updatedAt: Timestamp.now() });
    }
    await orderRef(ids.b).update({ orderStatus: 'cancelled', cancelReason: 'Test', updatedAt: Timestamp.now() });
    await settled();
    const after = await ordersDoc();
    expect(num(after.byStatus.pending)).toBe(num(before.byStatus.pending) - 2);
    expect(num(after.byStatus.delivered)).toBe(num(before.byStatus.delivered) + 1);
    expect(num(after.byStatus.cancelled)).toBe(num(before.byStatus.cancelled) + 1);
    expect(num(after.orders)).toBe(num(before.orders));
    expect(num((await design(P2)).orders)).toBe(0);
    expect(num((await day(DAY1)).orders)).toBe(1);
  });

  it('counts the cash on its collection day, and takes it back on a refund', async () => {
    const before = await ordersDoc();
    await orderRef(ids.a).update({ paymentStatus: 'collected', collectedAmount: 190000, collectedAt: Timestamp.fromMillis(PAID_AT) });
    await settled();
    const paid = await ordersDoc();
    expect(num(paid.revenue)).toBe(num(before.revenue) + 190000);
    expect(num(paid.revenueByMonth?.[shopMonth(PAID_AT)])).toBe(num(before.revenueByMonth?.[shopMonth(PAID_AT)]) + 190000);
    expect(num((await day(shopDay(PAID_AT))).revenue)).toBe(190000);
    expect(num((await day(DAY0)).revenue)).toBe(0);
    expect(num((await design(P1)).revenue)).toBe(190000);

    await orderRef(ids.a).update({ paymentStatus: 'refunded', refundedAt: Timestamp.now() });
    await settled();
    expect(num((await ordersDoc()).revenue)).toBe(num(before.revenue));
    expect(num((await day(shopDay(PAID_AT))).revenue)).toBe(0);
    expect(num((await design(P1)).revenue)).toBe(0);

    await orderRef(ids.a).update({ paymentStatus: 'collected', refundedAt: null });
    await settled();
    expect(num((await day(shopDay(PAID_AT))).revenue)).toBe(190000);
  });

  it('the same event handled again, or late, changes nothing', async () => {
    const before = await snapshot();
    expect(await applyOrderStats(db(), ids.a)).toBe(false);
    expect(await applyOrderStats(db(), ids.b)).toBe(false);
    expect(await applyOrderStats(db(), `${RUN}-never-existed`)).toBe(false);
    expect(await snapshot()).toEqual(before);
  });

  it('learns a design name that arrives after the order was counted (the pricing trigger names the lines later)', async () => {
    const id = `${RUN}-named-later`;
    const P3 = `${RUN}-p3`;
    const unnamed = order(P3, 'readymade', BASE + 2 * DAY, 90000, 1);
    unnamed.lines = unnamed.lines.map((l) => ({ ...l, productName: '' }));
    await orderRef(id).set(unnamed);
    await applyOrderStats(db(), id);
    expect(await design(P3)).toMatchObject({ orders: 1 });
    const names = async () => ((await db().doc('stats/designs').get()).get('names') ?? {})[P3];
    expect(await names()).toBeUndefined();

    // Nothing counted changes, only the lines' names. The trigger on orders may apply the
    // change before this call does (as it may the first write above): either way it is learnt once.
    await orderRef(id).update({ lines: unnamed.lines.map((l) => ({ ...l, productName: 'Golden Banarasi Dupatta' })) });
    await applyOrderStats(db(), id);
    expect(await names()).toBe('Golden Banarasi Dupatta');
    expect(await design(P3)).toMatchObject({ orders: 1 });
    expect(await applyOrderStats(db(), id)).toBe(false);

    await orderRef(id).delete();
    await applyOrderStats(db(), id);
    expect(num((await design(P3)).orders)).toBe(0);
  });

  it('a deleted order takes its figures away, and its customer becomes new on their next first order', async () => {
    const before = await ordersDoc();
    await orderRef(ids.a).delete();
    await settled();
    const after = await ordersDoc();
    expect(num(after.orders)).toBe(num(before.orders) - 1);
    expect(num(after.byStatus.delivered)).toBe(num(before.byStatus.delivered) - 1);
    expect(num(after.revenue)).toBe(num(before.revenue) - 190000);
    expect(num(after.byCity.Other)).toBe(num(before.byCity.Other) - 1);
    expect(num((await day(DAY0)).orders)).toBe(0);
    expect(num((await day(DAY0)).newCustomers)).toBe(0);
    expect(num((await day(DAY1)).newCustomers)).toBe(1);
    expect(num((await design(P1)).orders)).toBe(0);
    expect((await db().doc(`stats/orders/contributions/${ids.a}`).get()).exists).toBe(false);
  });

  it('an order refused before the orders API (cancelled by trusted code as it came in) counts nowhere, not even as cancelled', async () => {
    const before = await snapshot();
    // The customer's own earlier orders make them new already: only the order's own figures are in question.
    // Such orders are no longer made (the API stores nothing it refuses), but older ones stay stored like this.
    const refused = order(`${RUN}-missing-design`, 'readymade', BASE + DAY, 100000, 1);
    const at = Timestamp.fromMillis(BASE + DAY);
    await orderRef(refusedId).set({
      ...refused,
      orderStatus: 'cancelled',
      cancelReason: 'This design is no longer available.',
      statusHistory: [...refused.statusHistory, { status: 'cancelled', at, by: SYSTEM_ACTOR }],
    });
    await waitFor(
      async () => {
        const c = await db().doc(`stats/orders/contributions/${refusedId}`).get();
        if (c.exists && entriesFromData(c.get('entries')).length > 0) return undefined;
        const first = await snapshot();
        await new Promise((r) => setTimeout(r, 1500));
        return JSON.stringify(first) === JSON.stringify(await snapshot()) ? true : undefined;
      },
      60_000,
      'the refused order to leave the figures',
    );
    // What the trigger runs, run here too: whether or not its delivery came yet, the order adds nothing.
    expect(await applyOrderStats(db(), refusedId)).toBe(false);
    expect(await snapshot()).toEqual(before);
  });

  it('a rebuild from the orders gives the same figures, and again the same', async () => {
    const kept = await snapshot();
    const result = await rebuildStats(db());
    expect(result.orders).toBeGreaterThanOrEqual(1);
    expect(await snapshot()).toEqual(kept);
    await rebuildStats(db());
    expect(await snapshot()).toEqual(kept);
    // The triggers carry on from the rebuilt contributions.
    expect(await applyOrderStats(db(), ids.b)).toBe(false);
  });
});
