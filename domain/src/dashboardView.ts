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
  /** From the orders' lines (stats/designs `names`), else the product (withDesignNames); null when neither says. */
  name: string | null;
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
  /** Paise still owed on orders not cancelled (orderOutstanding). */
  outstanding: number;
  today: DayFigure;
  days: DayFigure[];
  /** Paise collected in the whole month (this one so far). */
  thisMonth: { month: string; revenue: number };
  lastMonth: { month: string; revenue: number };
  monthToDate: MonthToDate;
  newCustomersByWeek: Ranked[];
  topByOrders: DesignFigure[];
  topByRevenue: DesignFigure[];
  byState: Ranked[];
  byCity: Ranked[];
}

/**
 * This month so far against the same days of last month: days 1 to today's
 * day of the month in both (last month's capped at its length, so on
 * 31 March it is the whole of February). Summed from the daily documents,
 * which count revenue on the day it was collected, as the months do.
 */
export interface MonthToDate {
  month: string;
  lastMonth: string;
  /** Days of this month so far, today included (1–31). */
  days: number;
  /** Days of last month compared (days, or fewer when last month was shorter). */
  lastMonthDays: number;
  /** Paise collected this month so far. */
  revenue: number;
  /** Paise collected on last month's days 1 to lastMonthDays. */
  lastMonthRevenue: number;
  /**
   * Percent change, rounded half up to a whole percent (Math.round):
   * 1,20,000 against 1,00,000 → 20; 50,000 against 1,50,000 → -67.
   * Null when there is nothing to compare: nothing collected in last month's
   * days (no base) or nothing yet this month (a month just begun is not "100% less").
   */
  change: number | null;
}

/** Percent change of `now` against `before`, or null when either is nothing (see MonthToDate.change). */
export function monthToDateChange(now: number, before: number): number | null {
  if (before <= 0 || now <= 0) return null;
  return Math.round(((now - before) / before) * 100);
}

function daysInMonth(month: string): number {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** Days 1 to `n` of `month` (YYYY-MM) as YYYY-MM-DD. */
function firstDays(month: string, n: number): string[] {
  return Array.from({ length: n }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}

/** The first shop day the dashboard reads daily documents from: 30 days back, or the 1st of last month when earlier. */
export function dashboardFirstDay(nowMs: number): string {
  const series = lastShopDays(nowMs, DASHBOARD_DAYS)[0]!;
  const lastMonthStart = `${previousMonth(shopMonth(nowMs))}-01`;
  return lastMonthStart < series ? lastMonthStart : series;
}

export function monthToDate(days: Record<string, Data | undefined>, nowMs: number): MonthToDate {
  const month = shopMonth(nowMs);
  const lastMonth = previousMonth(month);
  const today = Number(shopDay(nowMs).slice(8, 10));
  const lastMonthDays = Math.min(today, daysInMonth(lastMonth));
  const sum = (list: string[]) => list.reduce((total, day) => total + count(obj(days[day]).revenue), 0);
  const revenue = sum(firstDays(month, today));
  const lastMonthRevenue = sum(firstDays(lastMonth, lastMonthDays));
  return { month, lastMonth, days: today, lastMonthDays, revenue, lastMonthRevenue, change: monthToDateChange(revenue, lastMonthRevenue) };
}

/** Ids of the ranked designs whose name the aggregates do not know. */
export function designsWithoutNames(view: Pick<DashboardView, 'topByOrders' | 'topByRevenue'>): string[] {
  return [...new Set([...view.topByOrders, ...view.topByRevenue].filter((d) => d.name === null).map((d) => d.id))];
}

/** The view with names (read from the products) given to ranked designs that had none. */
export function withDesignNames(view: DashboardView, names: Readonly<Record<string, string>>): DashboardView {
  const named = (list: DesignFigure[]) => list.map((d) => (d.name === null && names[d.id] ? { ...d, name: names[d.id]! } : d));
  return { ...view, topByOrders: named(view.topByOrders), topByRevenue: named(view.topByRevenue) };
}

/** What the rankings show for a design: its name, or, for a design deleted before its name was known, its id. */
export function designLabel(d: Pick<DesignFigure, 'id' | 'name'>): string {
  return d.name ?? `Deleted design (${d.id})`;
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
      return { id, name: typeof names[id] === 'string' && names[id] ? (names[id] as string) : null, orders: count(d.orders), units: count(d.units), revenue: count(d.revenue) };
    })
    .filter((d) => d.orders > 0 || d.revenue > 0);
  const ranked = (key: 'orders' | 'revenue') =>
    [...designList]
      .filter((d) => d[key] > 0)
      .sort((a, b) => b[key] - a[key] || designLabel(a).localeCompare(designLabel(b)))
      .slice(0, DASHBOARD_TOP);
  const series = lastShopDays(nowMs, DASHBOARD_DAYS).map((day) => dayFigure(day, days[day]));
  return {
    totalOrders: count(o.orders),
    byStatus: ORDER_STATUSES.map((key) => ({ key, label: ORDER_STATUS_LABELS[key], value: count(byStatus[key]) })),
    byType: ORDER_TYPES.map((key) => ({ key, label: DASHBOARD_TYPE_LABELS[key], value: count(byType[key]) })),
    totalRevenue: count(o.revenue),
    outstanding: count(o.outstanding),
    today: dayFigure(shopDay(nowMs), days[shopDay(nowMs)]),
    days: series,
    thisMonth: { month, revenue: count(months[month]) },
    lastMonth: { month: previousMonth(month), revenue: count(months[previousMonth(month)]) },
    monthToDate: monthToDate(days, nowMs),
    newCustomersByWeek: weeks.map((week) => ({ key: week, label: week, value: count(weeksMap[week]) })),
    topByOrders: ranked('orders'),
    topByRevenue: ranked('revenue'),
    byState: top(obj(o.byState)),
    byCity: top(obj(o.byCity)),
  };
}
