/**
 * The dashboard's figures, computed by Firestore aggregation queries (count, sum)
 * so no order or product is downloaded. Takes the Firestore instance as a
 * parameter so the same code runs in the browser and in the emulator tests.
 */
import {
  collection,
  count,
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
  /** Paise: sum of totalPrice over delivered orders. */
  totalRevenue: number;
  /** Paise: delivered orders whose deliveredAt is today (local time). */
  todayRevenue: number;
}

export function startOfLocalDay(now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

export async function loadDashboardFigures(db: Firestore, now = new Date()): Promise<DashboardFigures> {
  const orders = collection(db, 'orders');
  const today = Timestamp.fromDate(startOfLocalDay(now));
  const [pending, delivered, total, newToday, deliveredToday, products, visitors] = await Promise.all([
    getCountFromServer(query(orders, where('orderStatus', '==', 'pending'))),
    getAggregateFromServer(query(orders, where('orderStatus', '==', 'delivered')), { n: count(), revenue: sum('totalPrice') }),
    getCountFromServer(orders),
    getCountFromServer(query(orders, where('createdAt', '>=', today))),
    // deliveredAt is set by trusted code only on delivered orders (a terminal status).
    getAggregateFromServer(query(orders, where('deliveredAt', '>=', today)), { revenue: sum('totalPrice') }),
    getCountFromServer(collection(db, 'products')),
    getDoc(doc(db, 'stats', 'visitors')),
  ]);
  const visitorCount = visitors.data()?.count;
  return {
    pendingOrders: pending.data().count,
    completedOrders: delivered.data().n,
    totalOrders: total.data().count,
    newOrdersToday: newToday.data().count,
    totalVisitors: typeof visitorCount === 'number' ? visitorCount : 0,
    totalProducts: products.data().count,
    totalRevenue: delivered.data().revenue ?? 0,
    todayRevenue: deliveredToday.data().revenue ?? 0,
  };
}
