/**
 * The dashboard's aggregate figures: what one order (and one customer's first
 * order) adds to the `stats/...` documents, the shop's calendar buckets, and
 * the sums and differences trusted code applies.
 *
 * Trusted code stores, per order, the contribution it last applied. On every
 * change it subtracts that and adds the new one in one transaction, so a
 * repeated or late event finds the same contribution and changes nothing, and
 * a deleted order takes its contribution away. A rebuild sums the
 * contributions of all orders and must give the same documents.
 */
import { DOC_ID_REGEX } from './common';
import { isOrderStatus } from './order';
import { SYSTEM_ACTOR } from './orderHistory';
import { INDIAN_STATES, type OrderStatus, type OrderType } from './options';
import { timestampToMillis } from './sort';

/* ------------------------------------------------------------- calendar */

/** The shop keeps Indian time (UTC+5:30, no daylight saving): days begin at midnight IST wherever the code runs. */
export const SHOP_UTC_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const shifted = (ms: number) => new Date(ms + SHOP_UTC_OFFSET_MS);

/** `2026-11-24`: the shop's calendar day of the instant `ms`. */
export function shopDay(ms: number): string {
  return shifted(ms).toISOString().slice(0, 10);
}

/** `2026-11`: the shop's calendar month of `ms`. */
export function shopMonth(ms: number): string {
  return shopDay(ms).slice(0, 7);
}

/** The Monday (shop day) that starts the week of `ms`. */
export function shopWeek(ms: number): string {
  const weekday = (shifted(ms).getUTCDay() + 6) % 7; // Monday = 0
  return shopDay(ms - weekday * DAY_MS);
}

/** The instant the shop day `day` (YYYY-MM-DD) begins. */
export function shopDayStart(day: string): number {
  return Date.parse(`${day}T00:00:00.000Z`) - SHOP_UTC_OFFSET_MS;
}

/** The last `n` shop days up to and including the day of `nowMs`, oldest first. */
export function lastShopDays(nowMs: number, n: number): string[] {
  const today = shopDayStart(shopDay(nowMs));
  return Array.from({ length: n }, (_, i) => shopDay(today - (n - 1 - i) * DAY_MS + DAY_MS / 2));
}

/** The month before `month` (YYYY-MM). */
export function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/* -------------------------------------------------------------- documents */

export const STATS_ORDERS_DOC = 'stats/orders';
export const STATS_DESIGNS_DOC = 'stats/designs';
export const STATS_DAYS_COLLECTION = 'stats/daily/days';
/** Private to trusted code: the contribution each order and each customer last made. */
export const STATS_ORDER_CONTRIB_COLLECTION = 'stats/orders/contributions';
export const STATS_CUSTOMER_CONTRIB_COLLECTION = 'stats/orders/customers';

export const statsDayDoc = (day: string) => `${STATS_DAYS_COLLECTION}/${day}`;

/** One counter: add `n` at field `path` (map keys, unescaped) of document `doc`. */
export interface StatsEntry {
  doc: string;
  path: string[];
  n: number;
}

const UNKNOWN_PLACE = 'Not given';

type Data = Record<string, unknown>;
const obj = (v: unknown): Data => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Data) : {});
const finite = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
/** Places outside the lists below: one key, however many different ones customers type. */
export const OTHER_PLACE = 'Other';

/**
 * The cities the dashboard names; orders from anywhere else count under
 * "Other". A fixed list keeps `stats/orders` bounded (a key per typed city
 * would grow without end and fill the 1 MiB document), and makes the figures a
 * sum of per-order contributions, so the triggers and the rebuild agree.
 */
export const DASHBOARD_CITIES = [
  'Mumbai', 'Delhi', 'Bengaluru', 'Hyderabad', 'Ahmedabad', 'Chennai', 'Kolkata', 'Surat', 'Pune', 'Jaipur',
  'Lucknow', 'Kanpur', 'Nagpur', 'Indore', 'Thane', 'Bhopal', 'Visakhapatnam', 'Patna', 'Vadodara', 'Ghaziabad',
  'Ludhiana', 'Agra', 'Nashik', 'Faridabad', 'Meerut', 'Rajkot', 'Varanasi', 'Srinagar', 'Aurangabad', 'Amritsar',
  'Navi Mumbai', 'Prayagraj', 'Ranchi', 'Coimbatore', 'Jabalpur', 'Gwalior', 'Vijayawada', 'Jodhpur', 'Madurai', 'Raipur',
  'Kota', 'Guwahati', 'Chandigarh', 'Mysuru', 'Noida', 'Gurugram', 'Kochi', 'Thiruvananthapuram', 'Bhubaneswar', 'Dehradun',
] as const;

/** Other names customers type for a listed city. */
const CITY_ALIASES: Readonly<Record<string, string>> = {
  bombay: 'Mumbai',
  newdelhi: 'Delhi',
  bangalore: 'Bengaluru',
  calcutta: 'Kolkata',
  madras: 'Chennai',
  gurgaon: 'Gurugram',
  mysore: 'Mysuru',
  cochin: 'Kochi',
  trivandrum: 'Thiruvananthapuram',
  allahabad: 'Prayagraj',
  vizag: 'Visakhapatnam',
  baroda: 'Vadodara',
  poona: 'Pune',
  newmumbai: 'Navi Mumbai',
};

/** Letters only, lower case: 'New  Delhi.' and 'new-delhi' compare equal. */
const placeSlug = (v: string) => v.toLowerCase().replace(/[^a-z]/g, '');
const CITY_BY_SLUG = new Map<string, string>([
  ...DASHBOARD_CITIES.map((c): [string, string] => [placeSlug(c), c]),
  ...Object.entries(CITY_ALIASES),
]);
const STATE_BY_SLUG = new Map<string, string>(INDIAN_STATES.map((s) => [placeSlug(s), s]));

/** The dashboard's key for a typed city: a listed city, "Other", or "Not given". */
export function cityKey(v: unknown): string {
  const t = text(v);
  if (!t) return UNKNOWN_PLACE;
  return CITY_BY_SLUG.get(placeSlug(t)) ?? OTHER_PLACE;
}

/** The dashboard's key for a state: one of INDIAN_STATES, "Other", or "Not given". */
export function stateKey(v: unknown): string {
  const t = text(v);
  if (!t) return UNKNOWN_PLACE;
  return STATE_BY_SLUG.get(placeSlug(t)) ?? OTHER_PLACE;
}

/**
 * An order trusted code refused (the pricing trigger cancelled it as it came in:
 * a design unavailable, a limit reached). It never was the shop's order, so
 * the figures leave it out entirely, unlike one the shop or customer cancelled.
 */
export function isRefusedOrder(data: Data): boolean {
  if (data.orderStatus !== 'cancelled' || !Array.isArray(data.statusHistory)) return false;
  return data.statusHistory.some((raw) => {
    const e = obj(raw);
    return e.status === 'cancelled' && e.by === SYSTEM_ACTOR;
  });
}

/** Only ids a product could have become keys (a refused order may name `__x__` or `a/b`). */
const designKey = (v: unknown): string => {
  const t = text(v);
  return DOC_ID_REGEX.test(t) ? t : '';
};

/** When the order was placed (older orders: `orderDate`). */
export function orderPlacedAt(data: Data): number | null {
  return timestampToMillis(data.createdAt) ?? timestampToMillis(data.orderDate);
}

/**
 * The revenue an order brings and when: the cash collected, on the day it was
 * collected; older orders marked 'paid' count their agreed or computed total on
 * the day they were delivered. Refunded and unpaid orders bring none.
 */
export function orderRevenue(data: Data): { amount: number; at: number } | null {
  if (data.paymentStatus === 'collected') {
    const amount = finite(data.collectedAmount);
    const at = timestampToMillis(data.collectedAt);
    return amount !== null && at !== null ? { amount, at } : null;
  }
  if (data.paymentStatus === 'paid' && data.orderStatus === 'delivered') {
    const amount = finite(data.agreedPrice) ?? finite(data.totalPrice);
    const at = timestampToMillis(data.deliveredAt) ?? timestampToMillis(data.updatedAt);
    return amount !== null && at !== null ? { amount, at } : null;
  }
  return null;
}

/**
 * The revenue an order brings, per shop day: for an order with a payments
 * ledger, the net received each day (`moneyByDay`, kept by the payments
 * transaction: advances and balances add on the day received, refunds take
 * away on the day paid back); for an order from before the ledger, its one
 * amount on its day (orderRevenue).
 */
export function orderReceipts(data: Data): { day: string; amount: number }[] {
  const byDay = obj(data.moneyByDay);
  if (data.moneyByDay && typeof data.moneyByDay === 'object') {
    return Object.entries(byDay)
      .filter(([day, n]) => /^\d{4}-\d{2}-\d{2}$/.test(day) && finite(n) !== null && n !== 0)
      .map(([day, n]) => ({ day, amount: n as number }))
      .sort((a, b) => (a.day < b.day ? -1 : 1));
  }
  const one = orderRevenue(data);
  return one && one.amount !== 0 ? [{ day: shopDay(one.at), amount: one.amount }] : [];
}

/**
 * What an order still owes (due less net paid; none once cancelled), for the
 * dashboard's "Outstanding" figure. From the stored `money` summary, else the
 * legacy fields (readOrderMoney's rule, repeated here without its imports).
 */
export function orderOutstanding(data: Data): number {
  if (data.orderStatus === 'cancelled') return 0;
  const due = finite(data.agreedPrice) ?? finite(data.totalPrice) ?? 0;
  const money = obj(data.money);
  let net: number;
  if (finite(money.paidPaise) !== null) net = (finite(money.paidPaise) ?? 0) - (finite(money.refundedPaise) ?? 0);
  else if (data.paymentStatus === 'collected' || data.paymentStatus === 'paid') net = finite(data.collectedAmount) ?? due;
  else if (data.paymentStatus === 'refunded') net = 0;
  else net = 0;
  return Math.max(0, due - net);
}

interface DesignShare {
  productId: string;
  name: string;
  units: number;
  /** Paise of the order's revenue that this design brought. */
  revenue: number;
}

/**
 * The designs of an order and each one's share of its revenue, split by the
 * lines' prices (by quantity while unpriced); the rounding remainder goes to
 * the first design so the shares add up to the revenue exactly.
 */
export function designShares(data: Data, revenue: number): DesignShare[] {
  const byId = new Map<string, { name: string; units: number; weight: number }>();
  for (const raw of Array.isArray(data.lines) ? data.lines : []) {
    const line = obj(raw);
    const productId = designKey(line.productId);
    if (!productId) continue;
    const quantity = Math.max(1, finite(line.quantity) ?? 1);
    const weight = finite(line.totalPrice) ?? quantity;
    const seen = byId.get(productId) ?? { name: text(line.productName) || text(line.ProductName), units: 0, weight: 0 };
    seen.units += quantity;
    seen.weight += Math.max(0, weight);
    byId.set(productId, seen);
  }
  const designs = [...byId.entries()];
  const totalWeight = designs.reduce((s, [, d]) => s + d.weight, 0);
  const shares = designs.map(([productId, d]) => ({
    productId,
    name: d.name,
    units: d.units,
    revenue: revenue === 0 ? 0 : totalWeight > 0 ? Math.floor((revenue * d.weight) / totalWeight) : Math.floor(revenue / designs.length),
  }));
  if (shares.length > 0) shares[0]!.revenue += revenue - shares.reduce((s, d) => s + d.revenue, 0);
  return shares;
}

export function orderTypeOf(data: Data): OrderType {
  return data.orderType === 'tailor' || data.orderType === 'readymade' ? data.orderType : 'custom';
}

export function orderStatusOf(data: Data): OrderStatus {
  return isOrderStatus(data.orderStatus) ? data.orderStatus : 'pending';
}

/** What one order adds to the aggregates (nothing for a refused order or one without a placing time). */
export function orderContribution(data: Data | undefined): StatsEntry[] {
  if (!data || isRefusedOrder(data)) return [];
  const placed = orderPlacedAt(data);
  if (placed === null) return [];
  const status = orderStatusOf(data);
  const type = orderTypeOf(data);
  const address = obj(obj(data.customer).address);
  const state = stateKey(address.state);
  const city = cityKey(address.city);
  const day = statsDayDoc(shopDay(placed));
  const entries: StatsEntry[] = [
    { doc: STATS_ORDERS_DOC, path: ['orders'], n: 1 },
    { doc: STATS_ORDERS_DOC, path: ['byStatus', status], n: 1 },
    { doc: STATS_ORDERS_DOC, path: ['byType', type], n: 1 },
    { doc: STATS_ORDERS_DOC, path: ['byState', state], n: 1 },
    { doc: STATS_ORDERS_DOC, path: ['byCity', city], n: 1 },
    { doc: day, path: ['orders'], n: 1 },
    { doc: day, path: ['byType', type], n: 1 },
  ];
  const receipts = orderReceipts(data);
  const revenue = receipts.reduce((sum, r) => sum + r.amount, 0);
  for (const r of receipts) {
    entries.push(
      { doc: STATS_ORDERS_DOC, path: ['revenue'], n: r.amount },
      { doc: STATS_ORDERS_DOC, path: ['revenueByMonth', r.day.slice(0, 7)], n: r.amount },
      { doc: statsDayDoc(r.day), path: ['revenue'], n: r.amount },
    );
  }
  const outstanding = isRefusedOrder(data) ? 0 : orderOutstanding(data);
  if (outstanding > 0) entries.push({ doc: STATS_ORDERS_DOC, path: ['outstanding'], n: outstanding });
  // A cancelled order sold nothing: the design rankings leave it out.
  if (status !== 'cancelled') {
    for (const d of designShares(data, revenue)) {
      entries.push({ doc: STATS_DESIGNS_DOC, path: ['designs', d.productId, 'orders'], n: 1 });
      entries.push({ doc: STATS_DESIGNS_DOC, path: ['designs', d.productId, 'units'], n: d.units });
      if (d.revenue !== 0) entries.push({ doc: STATS_DESIGNS_DOC, path: ['designs', d.productId, 'revenue'], n: d.revenue });
    }
  }
  return entries;
}

/** The design names an order's lines carry, kept in `stats/designs` `names` to label the rankings (set, not counted). */
export function designNames(data: Data | undefined): Record<string, string> {
  const names: Record<string, string> = {};
  if (!data) return names;
  for (const raw of Array.isArray(data.lines) ? data.lines : []) {
    const line = obj(raw);
    const id = designKey(line.productId);
    const name = text(line.productName) || text(line.ProductName);
    if (id && name) names[id] = name;
  }
  return names;
}

/** A customer counts as new on the day of their first order. */
export function customerContribution(firstOrderAt: number | null): StatsEntry[] {
  if (firstOrderAt === null) return [];
  return [
    { doc: statsDayDoc(shopDay(firstOrderAt)), path: ['newCustomers'], n: 1 },
    { doc: STATS_ORDERS_DOC, path: ['newCustomersByWeek', shopWeek(firstOrderAt)], n: 1 },
  ];
}

/** The first time any of these orders was placed, or null when none was. */
export function firstPlacedAt(orders: readonly Data[]): number | null {
  let first: number | null = null;
  for (const o of orders) {
    const at = orderPlacedAt(o);
    if (at !== null && (first === null || at < first)) first = at;
  }
  return first;
}

/**
 * What a customer's orders now make their contribution (`customerContribution`
 * of the first order), and what must be added to the figures to go there from
 * the contribution stored as `stored` (a stats/orders/customers document's
 * `entries`). An empty `delta` means the stored contribution already stands.
 */
export function customerContributionChange(stored: unknown, orders: readonly Data[]): { firstOrderAt: number | null; entries: StatsEntry[]; delta: StatsEntry[] } {
  const firstOrderAt = firstPlacedAt(orders);
  const entries = customerContribution(firstOrderAt);
  return { firstOrderAt, entries, delta: contributionDelta(entriesFromData(stored), entries) };
}

/* ------------------------------------------------------------------ maths */

const keyOf = (e: { doc: string; path: string[] }) => JSON.stringify([e.doc, ...e.path]);

/** Entries with the same document and path added together; zeros dropped. */
export function combineEntries(entries: readonly StatsEntry[]): StatsEntry[] {
  const sums = new Map<string, StatsEntry>();
  for (const e of entries) {
    const key = keyOf(e);
    const seen = sums.get(key);
    if (seen) seen.n += e.n;
    else sums.set(key, { doc: e.doc, path: [...e.path], n: e.n });
  }
  return [...sums.values()].filter((e) => e.n !== 0);
}

/** What to add to the documents to go from the contribution `before` to `after`. */
export function contributionDelta(before: readonly StatsEntry[], after: readonly StatsEntry[]): StatsEntry[] {
  return combineEntries([...after, ...before.map((e) => ({ ...e, n: -e.n }))]);
}

/** A stored contribution read back; anything malformed is ignored. */
export function entriesFromData(value: unknown): StatsEntry[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw) => {
    const e = obj(raw);
    const path = Array.isArray(e.path) && e.path.every((p) => typeof p === 'string') ? (e.path as string[]) : null;
    return typeof e.doc === 'string' && path && path.length > 0 && finite(e.n) !== null ? [{ doc: e.doc, path, n: e.n as number }] : [];
  });
}

/** Entries as nested objects per document, with each number mapped by `leaf` (e.g. to an increment). */
export function nestEntries<T>(entries: readonly StatsEntry[], leaf: (n: number) => T): Map<string, Data> {
  const docs = new Map<string, Data>();
  for (const e of entries) {
    const root = docs.get(e.doc) ?? {};
    docs.set(e.doc, root);
    let node = root;
    e.path.forEach((segment, i) => {
      if (i === e.path.length - 1) node[segment] = leaf(e.n);
      else {
        const child = node[segment];
        node = child && typeof child === 'object' && !Array.isArray(child) ? (child as Data) : ((node[segment] = {}) as Data);
      }
    });
  }
  return docs;
}

/** A stats document's figures without the zero counters and empty maps that subtractions leave behind. */
export function withoutZeros(value: unknown): unknown {
  if (typeof value === 'number') return value === 0 ? undefined : value;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const out: Data = {};
  for (const [k, v] of Object.entries(value)) {
    const kept = withoutZeros(v);
    if (kept !== undefined && !(kept && typeof kept === 'object' && !Array.isArray(kept) && Object.keys(kept).length === 0)) out[k] = kept;
  }
  return out;
}
