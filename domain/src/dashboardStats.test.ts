import { describe, expect, it } from 'vitest';
import {
  combineEntries,
  contributionDelta,
  customerContribution,
  customerContributionChange,
  designShares,
  firstPlacedAt,
  cityKey,
  entriesFromData,
  isRefusedOrder,
  lastShopDays,
  nestEntries,
  orderContribution,
  orderOutstanding,
  orderReceipts,
  previousMonth,
  shopDay,
  shopDayStart,
  shopWeek,
  stateKey,
  withoutZeros,
  DASHBOARD_CITIES,
} from './dashboardStats';
import { dashboardView } from './dashboardView';

const at = (iso: string) => new Date(iso);

const order = (extra: Record<string, unknown> = {}) => ({
  orderType: 'readymade',
  orderStatus: 'pending',
  paymentStatus: 'pending',
  userId: 'u1',
  createdAt: at('2026-11-23T20:00:00Z'), // 24 Nov, 01:30 in India
  customer: { address: { city: 'Pune', state: 'Maharashtra' } },
  lines: [
    { productId: 'p1', productName: 'Silk blouse', quantity: 2, totalPrice: 200000 },
    { productId: 'p2', productName: 'Kurta', quantity: 1, totalPrice: 100000 },
  ],
  totalPrice: 300000,
  ...extra,
});

const get = (entries: { doc: string; path: string[]; n: number }[], doc: string, ...path: string[]) =>
  entries.filter((e) => e.doc === doc && e.path.join('/') === path.join('/')).reduce((s, e) => s + e.n, 0);

describe('shop calendar (Indian time)', () => {
  it('puts instants on the shop day, week and month in IST', () => {
    expect(shopDay(at('2026-11-23T18:29:59Z').getTime())).toBe('2026-11-23');
    expect(shopDay(at('2026-11-23T18:30:00Z').getTime())).toBe('2026-11-24');
    expect(shopDayStart('2026-11-24')).toBe(at('2026-11-23T18:30:00Z').getTime());
    expect(shopWeek(at('2026-11-29T12:00:00Z').getTime())).toBe('2026-11-23'); // Sunday → Monday before
    expect(shopWeek(at('2026-11-23T00:00:00Z').getTime())).toBe('2026-11-23');
    expect(previousMonth('2026-01')).toBe('2025-12');
    expect(previousMonth('2026-11')).toBe('2026-10');
  });

  it('lists the last n days oldest first, today last', () => {
    const days = lastShopDays(at('2026-03-02T10:00:00Z').getTime(), 3);
    expect(days).toEqual(['2026-02-28', '2026-03-01', '2026-03-02']);
    expect(lastShopDays(Date.now(), 30)).toHaveLength(30);
  });
});

describe('orderContribution', () => {
  it('counts a new order by day, status, type and place, and its designs', () => {
    const c = orderContribution(order());
    expect(get(c, 'stats/orders', 'orders')).toBe(1);
    expect(get(c, 'stats/orders', 'byStatus', 'pending')).toBe(1);
    expect(get(c, 'stats/orders', 'byType', 'readymade')).toBe(1);
    expect(get(c, 'stats/orders', 'byCity', 'Pune')).toBe(1);
    expect(get(c, 'stats/orders', 'byState', 'Maharashtra')).toBe(1);
    expect(get(c, 'stats/daily/days/2026-11-24', 'orders')).toBe(1);
    expect(get(c, 'stats/orders', 'revenue')).toBe(0);
    expect(get(c, 'stats/designs', 'designs', 'p1', 'orders')).toBe(1);
    expect(get(c, 'stats/designs', 'designs', 'p1', 'units')).toBe(2);
  });

  it('never makes a reserved or impossible name a key: ids like __x__ or a/b, a city typed as __x__', () => {
    const c = orderContribution(
      order({
        customer: { address: { city: '__x__', state: 'Maharashtra' } },
        lines: [
          { productId: '__x__', quantity: 1 },
          { productId: 'a/b', quantity: 1 },
          { productId: 'p1', productName: 'Silk blouse', quantity: 1 },
        ],
      }),
    );
    const keys = c.flatMap((e) => e.path);
    expect(keys).not.toContain('__x__');
    expect(keys).not.toContain('a/b');
    expect(get(c, 'stats/orders', 'byCity', 'Other')).toBe(1);
    expect(get(c, 'stats/designs', 'designs', 'p1', 'orders')).toBe(1);
  });

  it('names only listed cities and states: any other typed place counts as Other, so the document stays bounded', () => {
    expect(cityKey('Pune')).toBe('Pune');
    expect(cityKey('  new delhi ')).toBe('Delhi');
    expect(cityKey('Bombay')).toBe('Mumbai');
    expect(cityKey('BANGALORE')).toBe('Bengaluru');
    expect(cityKey('Navi-Mumbai')).toBe('Navi Mumbai');
    expect(cityKey('Kothrud, near the temple')).toBe('Other');
    expect(cityKey('')).toBe('Not given');
    expect(cityKey(42)).toBe('Not given');
    expect(stateKey('tamil nadu')).toBe('Tamil Nadu');
    expect(stateKey('Atlantis')).toBe('Other');
    // Twelve thousand orders from as many typed places make at most the listed keys plus two.
    const keys = new Set<string>();
    for (let i = 0; i < 12_000; i++) {
      for (const e of orderContribution(order({ customer: { address: { city: `Town ${i}`, state: `State ${i}` } } }))) {
        if (e.path[0] === 'byCity' || e.path[0] === 'byState') keys.add(e.path.join('/'));
      }
    }
    expect([...keys].sort()).toEqual(['byCity/Other', 'byState/Other']);
    expect(new Set(DASHBOARD_CITIES.map((c) => cityKey(c))).size).toBe(DASHBOARD_CITIES.length);
  });

  it('an order trusted code refused contributes nothing; one the shop cancelled still counts', () => {
    const refused = order({ orderStatus: 'cancelled', statusHistory: [{ status: 'pending', by: 'u1' }, { status: 'cancelled', by: 'system' }] });
    expect(isRefusedOrder(refused)).toBe(true);
    expect(orderContribution(refused)).toEqual([]);
    const byShop = order({ orderStatus: 'cancelled', statusHistory: [{ status: 'pending', by: 'u1' }, { status: 'cancelled', by: 'admin-1', event: 'cancel' }] });
    expect(isRefusedOrder(byShop)).toBe(false);
    expect(get(orderContribution(byShop), 'stats/orders', 'byStatus', 'cancelled')).toBe(1);
  });

  it('counts collected cash on its collection day, split over the designs by price', () => {
    const c = orderContribution(order({ orderStatus: 'delivered', paymentStatus: 'collected', collectedAmount: 290000, collectedAt: at('2026-12-01T06:00:00Z') }));
    expect(get(c, 'stats/orders', 'revenue')).toBe(290000);
    expect(get(c, 'stats/orders', 'revenueByMonth', '2026-12')).toBe(290000);
    expect(get(c, 'stats/daily/days/2026-12-01', 'revenue')).toBe(290000);
    expect(get(c, 'stats/daily/days/2026-11-24', 'revenue')).toBe(0);
    expect(get(c, 'stats/designs', 'designs', 'p1', 'revenue') + get(c, 'stats/designs', 'designs', 'p2', 'revenue')).toBe(290000);
    expect(get(c, 'stats/designs', 'designs', 'p2', 'revenue')).toBe(96666);
  });

  it('refunded and unpaid orders bring no revenue; cancelled orders leave the design rankings', () => {
    expect(get(orderContribution(order({ paymentStatus: 'refunded', collectedAmount: 5, collectedAt: at('2026-11-24T00:00:00Z') })), 'stats/orders', 'revenue')).toBe(0);
    const cancelled = orderContribution(order({ orderStatus: 'cancelled' }));
    expect(get(cancelled, 'stats/orders', 'byStatus', 'cancelled')).toBe(1);
    expect(cancelled.some((e) => e.doc === 'stats/designs')).toBe(false);
  });

  it('older orders: orderDate for the day, paid and delivered counts the agreed price; no date, no contribution', () => {
    const c = orderContribution({ orderDate: at('2025-01-05T10:00:00Z'), orderStatus: 'delivered', paymentStatus: 'paid', totalPrice: 100, agreedPrice: 80, deliveredAt: at('2025-01-09T10:00:00Z') });
    expect(get(c, 'stats/daily/days/2025-01-05', 'orders')).toBe(1);
    expect(get(c, 'stats/daily/days/2025-01-09', 'revenue')).toBe(80);
    expect(get(c, 'stats/orders', 'byCity', 'Not given')).toBe(1);
    expect(orderContribution({ orderStatus: 'pending' })).toEqual([]);
    expect(orderContribution(undefined)).toEqual([]);
  });

  it('design shares add up to the revenue exactly', () => {
    const shares = designShares({ lines: [{ productId: 'a', totalPrice: 1 }, { productId: 'b', totalPrice: 1 }, { productId: 'c', totalPrice: 1 }] }, 100);
    expect(shares.map((s) => s.revenue)).toEqual([34, 33, 33]);
  });
});

describe('contribution maths', () => {
  it('moving an order subtracts its old contribution and adds the new; the same again changes nothing', () => {
    const before = orderContribution(order());
    const after = orderContribution(order({ orderStatus: 'confirmed' }));
    const delta = contributionDelta(before, after);
    expect(delta).toEqual(
      expect.arrayContaining([
        { doc: 'stats/orders', path: ['byStatus', 'pending'], n: -1 },
        { doc: 'stats/orders', path: ['byStatus', 'confirmed'], n: 1 },
      ]),
    );
    expect(delta).toHaveLength(2);
    expect(contributionDelta(after, after)).toEqual([]);
    expect(combineEntries([...delta, ...contributionDelta(after, before)])).toEqual([]);
  });

  it('a customer is new on the day of their first order', () => {
    const c = customerContribution(at('2026-11-25T05:00:00Z').getTime());
    expect(get(c, 'stats/daily/days/2026-11-25', 'newCustomers')).toBe(1);
    expect(get(c, 'stats/orders', 'newCustomersByWeek', '2026-11-23')).toBe(1);
    expect(customerContribution(null)).toEqual([]);
  });

  it("a customer's first order is the earliest placed one (createdAt, else orderDate); orders never placed do not count", () => {
    const earlier = at('2026-11-20T05:00:00Z');
    expect(firstPlacedAt([order(), order({ createdAt: undefined, orderDate: earlier }), { userId: 'u1' }])).toBe(earlier.getTime());
    expect(firstPlacedAt([{ userId: 'u1' }])).toBeNull();
    expect(firstPlacedAt([])).toBeNull();
  });

  it("a customer's contribution changes only with their first order: placed, removed or the first of all", () => {
    const first = at('2026-11-25T05:00:00Z');
    const stored = customerContribution(first.getTime());
    // A second order later on: the stored contribution stands.
    expect(customerContributionChange(stored, [order({ createdAt: first }), order({ createdAt: at('2026-12-02T05:00:00Z') })]).delta).toEqual([]);
    // The first order of all: counted new on its day.
    const fresh = customerContributionChange(undefined, [order({ createdAt: first })]);
    expect(fresh.firstOrderAt).toBe(first.getTime());
    expect(fresh.entries).toEqual(stored);
    expect(fresh.delta).toEqual(stored);
    // The first order removed: the customer moves to the next one's day and week.
    const moved = customerContributionChange(stored, [order({ createdAt: at('2026-12-02T05:00:00Z') })]);
    expect(get(moved.delta, 'stats/daily/days/2026-11-25', 'newCustomers')).toBe(-1);
    expect(get(moved.delta, 'stats/daily/days/2026-12-02', 'newCustomers')).toBe(1);
    expect(get(moved.delta, 'stats/orders', 'newCustomersByWeek', '2026-11-23')).toBe(-1);
    expect(get(moved.delta, 'stats/orders', 'newCustomersByWeek', '2026-11-30')).toBe(1);
    // No orders left: the customer is no longer counted at all.
    expect(customerContributionChange(stored, [])).toEqual({ firstOrderAt: null, entries: [], delta: contributionDelta(stored, []) });
  });

  it('nests entries per document, keeps odd map keys whole, and reads stored entries tolerantly', () => {
    const docs = nestEntries([{ doc: 'stats/orders', path: ['byCity', 'St. Thomas Mount'], n: 2 }, { doc: 'stats/orders', path: ['orders'], n: 1 }], (n) => n * 10);
    expect(docs.get('stats/orders')).toEqual({ byCity: { 'St. Thomas Mount': 20 }, orders: 10 });
    expect(entriesFromData([{ doc: 'stats/orders', path: ['orders'], n: 1 }, { doc: 1 }, 'x'])).toEqual([{ doc: 'stats/orders', path: ['orders'], n: 1 }]);
    expect(entriesFromData(undefined)).toEqual([]);
  });

  it('withoutZeros drops the zero counters and empty maps subtractions leave', () => {
    expect(withoutZeros({ orders: 0, byStatus: { pending: 0, confirmed: 2 }, byCity: { Pune: 0 }, names: { p1: 'x' } })).toEqual({ byStatus: { confirmed: 2 }, names: { p1: 'x' } });
  });
});

describe('dashboardView', () => {
  const now = at('2026-11-24T06:00:00Z').getTime();
  it('reads figures, series and rankings from the aggregate documents', () => {
    const v = dashboardView(
      {
        orders: 3,
        revenue: 500,
        byStatus: { pending: 2, delivered: 1 },
        byType: { readymade: 3 },
        revenueByMonth: { '2026-11': 400, '2026-10': 100 },
        newCustomersByWeek: { '2026-11-23': 2, '2026-11-16': 1, '2020-01-06': 9 },
        byCity: { Pune: 2, Agra: 1, Zero: 0 },
        byState: { Maharashtra: 3 },
      },
      { designs: { p1: { orders: 2, units: 3, revenue: 100 }, p2: { orders: 1, units: 1, revenue: 300 }, gone: { orders: 0, revenue: 0 } }, names: { p1: 'Silk blouse' } },
      { '2026-11-24': { orders: 1, revenue: 300, newCustomers: 1 }, '2026-11-01': { orders: 9 } },
      now,
    );
    expect(v.totalOrders).toBe(3);
    expect(v.byStatus.find((s) => s.key === 'pending')?.value).toBe(2);
    expect(v.byStatus).toHaveLength(8);
    expect(v.today).toEqual({ day: '2026-11-24', orders: 1, revenue: 300, newCustomers: 1 });
    expect(v.days).toHaveLength(30);
    expect(v.days.at(-1)?.day).toBe('2026-11-24');
    expect(v.days.find((d) => d.day === '2026-11-01')?.orders).toBe(9);
    expect(v.thisMonth).toEqual({ month: '2026-11', revenue: 400 });
    expect(v.lastMonth).toEqual({ month: '2026-10', revenue: 100 });
    expect(v.newCustomersByWeek.map((w) => w.value).slice(-2)).toEqual([1, 2]);
    expect(v.newCustomersByWeek).toHaveLength(8);
    expect(v.topByOrders.map((d) => d.name)).toEqual(['Silk blouse', null]);
    expect(v.topByRevenue.map((d) => d.id)).toEqual(['p2', 'p1']);
    expect(v.byCity.map((c) => c.key)).toEqual(['Pune', 'Agra']);
  });

  it('shows zeros when the aggregates do not exist yet', () => {
    const v = dashboardView(undefined, undefined, {}, now);
    expect(v.totalOrders).toBe(0);
    expect(v.topByOrders).toEqual([]);
    expect(v.days.every((d) => d.orders === 0)).toBe(true);
  });
});

describe('revenue from the payments ledger, by the day received', () => {
  it('an advance and a balance on two days, a refund on a third: each day its net, designs the total', () => {
    const c = orderContribution(
      order({
        orderStatus: 'delivered',
        totalPrice: 250000,
        money: { duePaise: 250000, paidPaise: 250000, refundedPaise: 50000, balancePaise: 50000, state: 'advance' },
        moneyByDay: { '2026-11-24': 75000, '2026-11-30': 175000, '2026-12-02': -50000 },
      }),
    );
    expect(get(c, 'stats/daily/days/2026-11-24', 'revenue')).toBe(75000);
    expect(get(c, 'stats/daily/days/2026-11-30', 'revenue')).toBe(175000);
    expect(get(c, 'stats/daily/days/2026-12-02', 'revenue')).toBe(-50000);
    expect(get(c, 'stats/orders', 'revenueByMonth', '2026-11')).toBe(250000);
    expect(get(c, 'stats/orders', 'revenueByMonth', '2026-12')).toBe(-50000);
    expect(get(c, 'stats/orders', 'revenue')).toBe(200000);
    expect(get(c, 'stats/designs', 'designs', 'p1', 'revenue') + get(c, 'stats/designs', 'designs', 'p2', 'revenue')).toBe(200000);
    // ₹2,500 due, ₹2,000 kept: ₹500 outstanding.
    expect(get(c, 'stats/orders', 'outstanding')).toBe(50000);
  });

  it('outstanding: unpaid orders owe their price, legacy collected ones nothing, cancelled ones nothing', () => {
    expect(orderOutstanding({ totalPrice: 100000, paymentStatus: 'pending' })).toBe(100000);
    expect(orderOutstanding({ totalPrice: 100000, agreedPrice: 90000, paymentStatus: 'pending' })).toBe(90000);
    expect(orderOutstanding({ totalPrice: 100000, paymentStatus: 'collected', collectedAmount: 100000 })).toBe(0);
    expect(orderOutstanding({ totalPrice: 100000, paymentStatus: 'pending', orderStatus: 'cancelled' })).toBe(0);
    expect(orderReceipts({ moneyByDay: { bad: 5, '2026-01-01': 0 } })).toEqual([]);
  });
});
