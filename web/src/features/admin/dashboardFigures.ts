/**
 * The dashboard's data: a fixed handful of aggregate documents that trusted
 * code keeps (stats/orders, stats/designs, the last 30 stats/daily/days), the
 * visitor counter and a count of the products, so the dashboard reads about
 * 35 documents however many orders the shop has. Takes the Firestore instance
 * as a parameter so the same code runs in the browser, the emulator tests and
 * the read benchmark.
 */
import {
  collection,
  doc,
  documentId,
  getCountFromServer,
  getDoc,
  getDocs,
  query,
  where,
  type Firestore,
} from 'firebase/firestore';
import {
  STATS_DAYS_COLLECTION,
  STATS_DESIGNS_DOC,
  STATS_ORDERS_DOC,
  dashboardFirstDay,
  dashboardView,
  designsWithoutNames,
  shopDayStart,
  shopDay,
  withDesignNames,
  type DashboardView,
} from '@tailor/domain';

export interface DashboardFigures {
  pendingOrders: number;
  /** Delivered orders. */
  completedOrders: number;
  totalOrders: number;
  /** Orders placed today (the shop's day, Indian time). */
  newOrdersToday: number;
  totalVisitors: number;
  totalProducts: number;
  /** Paise: cash collected (and not refunded), over all orders. */
  totalRevenue: number;
  /** Paise: cash collected today, by collection date. */
  todayRevenue: number;
  /** Paise still owed on orders not cancelled. */
  outstanding: number;
}

export interface Dashboard {
  figures: DashboardFigures;
  view: DashboardView;
  /** Documents read, as Firestore bills them: one per document or empty query, one per 1,000 entries counted. */
  reads: number;
}

/** When today began for the shop (midnight in India), wherever the browser is. */
export function startOfShopDay(now: Date): Date {
  return new Date(shopDayStart(shopDay(now.getTime())));
}

/**
 * Names of ranked designs the aggregates hold no name for (an order whose
 * lines carried none), read from the products: at most twenty, one query.
 */
async function productNames(db: Firestore, ids: string[]): Promise<{ names: Record<string, string>; reads: number }> {
  if (ids.length === 0) return { names: {}, reads: 0 };
  const snap = await getDocs(query(collection(db, 'products'), where(documentId(), 'in', ids)));
  const names: Record<string, string> = {};
  for (const d of snap.docs) {
    const name = d.data().productName;
    if (typeof name === 'string' && name.trim()) names[d.id] = name;
  }
  return { names, reads: Math.max(1, snap.size) };
}

export async function loadDashboard(db: Firestore, now = new Date()): Promise<Dashboard> {
  // The last 30 days' series and this month against the same days of last month.
  const dayQuery = query(
    collection(db, STATS_DAYS_COLLECTION),
    where(documentId(), '>=', dashboardFirstDay(now.getTime())),
    where(documentId(), '<=', shopDay(now.getTime())),
  );
  const [orders, designs, daySnaps, visitors, products] = await Promise.all([
    getDoc(doc(db, STATS_ORDERS_DOC)),
    getDoc(doc(db, STATS_DESIGNS_DOC)),
    getDocs(dayQuery),
    getDoc(doc(db, 'stats', 'visitors')),
    getCountFromServer(collection(db, 'products')),
  ]);
  const byDay = Object.fromEntries(daySnaps.docs.map((d) => [d.id, d.data()]));
  const counted = dashboardView(orders.data(), designs.data(), byDay, now.getTime());
  const named = await productNames(db, designsWithoutNames(counted));
  const view = withDesignNames(counted, named.names);
  const visitorCount = visitors.data()?.count;
  const productCount = products.data().count;
  const status = (key: string) => view.byStatus.find((s) => s.key === key)?.value ?? 0;
  return {
    view,
    figures: {
      pendingOrders: status('pending'),
      completedOrders: status('delivered'),
      totalOrders: view.totalOrders,
      newOrdersToday: view.today.orders,
      totalVisitors: typeof visitorCount === 'number' ? visitorCount : 0,
      totalProducts: productCount,
      totalRevenue: view.totalRevenue,
      todayRevenue: view.today.revenue,
      outstanding: view.outstanding,
    },
    reads: 3 + Math.max(1, daySnaps.size) + Math.max(1, Math.ceil(productCount / 1000)) + named.reads,
  };
}

/** Today's figures only (the tiles). */
export async function loadDashboardFigures(db: Firestore, now = new Date()): Promise<DashboardFigures> {
  return (await loadDashboard(db, now)).figures;
}
