/**
 * The dashboard's figures and chart series read from the aggregate documents
 * (see dashboardStats). Readers tolerate missing documents and fields: a new
 * shop, or one whose aggregates were never built, shows zeros.
 */
import { lastShopDays, previousMonth, shopDay, shopMonth, shopWeek, shopDayStart } from './dashboardStats';
import { ORDER_STATUSES, ORDER_STATUS_LABELS, ORDER_TYPES, type OrderStatus, type OrderType } from './options';

type Data = Record<string, unknown>;
const obj = (v: unknown): Data => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Data) : {});
const count = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** As the customer's order pages name the types. */
export const DASHBOARD_TYPE_LABELS: Readonly<Record<OrderType, string>> = {
  custom: 'Custom design',
  tailor: 'Custom Tailoring',
  readymade: 'Ready Made',
};

export const DASHBOARD_DAYS = 30;
export const DASHBOARD_WEEKS = 8;
export const DASHBOARD_TOP = 10;

export interface DayFigure {
  day: string;
  orders: number;
  /** Paise collected that day. */
  revenue: number;
  newCustomers: number;
}

export interface Ranked {
  key: string;
  label: string;
  value: number;
}

export interface DesignFigure {
  id: string;
  name: string;
  orders: number;
  units: number;
  /** Paise. */
  revenue: number;
}

export interface DashboardView {
  totalOrders: number;
  byStatus: (Ranked & { key: OrderStatus })[];
  byType: (Ranked & { key: OrderType })[];
  /** Paise, over all time. */
  totalRevenue: number;
  today: DayFigure;
  days: DayFigure[];
  thisMonth: { month: string; revenue: number };
  lastMonth: { month: string; revenue: number };
  newCustomersByWeek: Ranked[];
  topByOrders: DesignFigure[];
  topByRevenue: DesignFigure[];
  byState: Ranked[];
  byCity: Ranked[];
}

function top(map: Data, n = DASHBOARD_TOP): Ranked[] {
  return Object.entries(map)
    .map(([key, v]) => ({ key, label: key, value: count(v) }))
    .filter((r) => r.value > 0)
    .sort((a, b) => b.value - a.value || a.key.localeCompare(b.key))
    .slice(0, n);
}

function dayFigure(day: string, data: Data | undefined): DayFigure {
  const d = obj(data);
  return { day, orders: count(d.orders), revenue: count(d.revenue), newCustomers: count(d.newCustomers) };
}

/**
 * `orders` is stats/orders, `designs` stats/designs, `days` the daily documents
 * by day (YYYY-MM-DD); `nowMs` picks today in the shop's time.
 */
export function dashboardView(orders: Data | undefined, designs: Data | undefined, days: Record<string, Data | undefined>, nowMs: number): DashboardView {
  const o = obj(orders);
  const byStatus = obj(o.byStatus);
  const byType = obj(o.byType);
  const month = shopMonth(nowMs);
  const months = obj(o.revenueByMonth);
  const weeksMap = obj(o.newCustomersByWeek);
  const thisWeek = shopDayStart(shopWeek(nowMs));
  const weeks = Array.from({ length: DASHBOARD_WEEKS }, (_, i) => shopWeek(thisWeek - (DASHBOARD_WEEKS - 1 - i) * 7 * 24 * 3600 * 1000 + 3600 * 1000));
  const names = obj(obj(designs).names);
  const designList: DesignFigure[] = Object.entries(obj(obj(designs).designs))
    .map(([id, raw]) => {
      const d = obj(raw);
      return { id, name: typeof names[id] === 'string' && names[id] ? (names[id] as string) : id, orders: count(d.orders), units: count(d.units), revenue: count(d.revenue) };
    })
    .filter((d) => d.orders > 0 || d.revenue > 0);
  const ranked = (key: 'orders' | 'revenue') =>
    [...designList]
      .filter((d) => d[key] > 0)
      .sort((a, b) => b[key] - a[key] || a.name.localeCompare(b.name))
      .slice(0, DASHBOARD_TOP);
  const series = lastShopDays(nowMs, DASHBOARD_DAYS).map((day) => dayFigure(day, days[day]));
  return {
    totalOrders: count(o.orders),
    byStatus: ORDER_STATUSES.map((key) => ({ key, label: ORDER_STATUS_LABELS[key], value: count(byStatus[key]) })),
    byType: ORDER_TYPES.map((key) => ({ key, label: DASHBOARD_TYPE_LABELS[key], value: count(byType[key]) })),
    totalRevenue: count(o.revenue),
    today: dayFigure(shopDay(nowMs), days[shopDay(nowMs)]),
    days: series,
    thisMonth: { month, revenue: count(months[month]) },
    lastMonth: { month: previousMonth(month), revenue: count(months[previousMonth(month)]) },
    newCustomersByWeek: weeks.map((week) => ({ key: week, label: week, value: count(weeksMap[week]) })),
    topByOrders: ranked('orders'),
    topByRevenue: ranked('revenue'),
    byState: top(obj(o.byState)),
    byCity: top(obj(o.byCity)),
  };
}
