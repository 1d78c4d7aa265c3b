/**
 * The dashboard's figures, computed by Firestore aggregation queries (count, sum)
 * so no order or product is downloaded. Takes the Firestore instance as a
 * parameter so the same code runs in the browser and in the emulator tests.
 */
import {
  collection,
  doc,
  getAggregateFromServer,
  getCountFromServer,
  getDoc,
  query,
  sum,
  Timestamp,
  where,
  type Firestore,
} from 'firebase/firestore';

export interface DashboardFigures {
  pendingOrders: number;
  /** Delivered orders. */
  completedOrders: number;
  totalOrders: number;
  newOrdersToday: number;
  totalVisitors: number;
  totalProducts: number;
  /** Paise: cash collected (and not refunded), over all orders. */
  totalRevenue: number;
  /** Paise: cash collected today (local time), by collection date. */
  todayRevenue: number;
}

export function startOfLocalDay(now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

export async function loadDashboardFigures(db: Firestore, now = new Date()): Promise<DashboardFigures> {
  const orders = collection(db, 'orders');
  const today = Timestamp.fromDate(startOfLocalDay(now));
  const [pending, delivered, total, revenueTotal, newToday, revenueToday, products, visitors] = await Promise.all([
    getCountFromServer(query(orders, where('orderStatus', '==', 'pending'))),
    getCountFromServer(query(orders, where('orderStatus', '==', 'delivered'))),
    getCountFromServer(orders),
    // revenue/revenueAt are kept by trusted code (statsOrderDelivered): the cash collected and
    // when; absent on unpaid and refunded orders, which sum() skips.
    getAggregateFromServer(orders, { revenue: sum('revenue') }),
    getCountFromServer(query(orders, where('createdAt', '>=', today))),
    getAggregateFromServer(query(orders, where('revenueAt', '>=', today)), { revenue: sum('revenue') }),
    getCountFromServer(collection(db, 'products')),
    getDoc(doc(db, 'stats', 'visitors')),
  ]);
  const visitorCount = visitors.data()?.count;
  return {
    pendingOrders: pending.data().count,
    completedOrders: delivered.data().count,
    totalOrders: total.data().count,
    newOrdersToday: newToday.data().count,
    totalVisitors: typeof visitorCount === 'number' ? visitorCount : 0,
    totalProducts: products.data().count,
    totalRevenue: revenueTotal.data().revenue ?? 0,
    todayRevenue: revenueToday.data().revenue ?? 0,
  };
}
