import { designLabel, formatINR, type DashboardView, type DesignFigure } from '@tailor/domain';
import { BarList } from './BarList';
import { ChartFigure, type ChartRow } from './ChartFigure';
import { ColumnChart } from './ColumnChart';
import './charts.css';

const count = (v: number) => v.toLocaleString('en-IN');
const rupees = (paise: number) => formatINR(paise);

/** `2026-11-24` → `24 Nov`. */
export function shortDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
}

function monthName(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleDateString('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

const designRows = (list: DesignFigure[], key: 'orders' | 'revenue'): ChartRow[] => list.map((d) => ({ key: d.id, label: designLabel(d), value: d[key] }));

/** `1–24 November 2026`, or `1 November 2026` on the first. */
function daysOf(month: string, days: number): string {
  return `${days === 1 ? '1' : `1–${days}`} ${monthName(month)}`;
}

/** Like with like: this month so far against the same days of last month (domain MonthToDate); the whole of last month for scale. */
function MonthComparison({ view }: { view: DashboardView }) {
  const { lastMonth, monthToDate: m } = view;
  const rows: ChartRow[] = [
    { key: `${m.lastMonth}-same-days`, label: daysOf(m.lastMonth, m.lastMonthDays), value: m.lastMonthRevenue },
    { key: m.month, label: `${daysOf(m.month, m.days)} (so far)`, value: m.revenue },
    { key: lastMonth.month, label: `All of ${monthName(lastMonth.month)}`, value: lastMonth.revenue },
  ];
  return (
    <ChartFigure
      id="month-revenue"
      title="This month against last month"
      caption="Revenue collected this month so far, on the same days of last month, and in the whole of last month"
      columns={['Days', 'Revenue']}
      rows={rows}
      format={rupees}
    >
      <BarList rows={rows} format={rupees} />
      {m.revenue === 0 ? (
        <p className="chart-note">Nothing collected yet this month.</p>
      ) : (
        m.change !== null && (
          <p className="chart-note">
            {m.change === 0 ? 'The same as' : m.change > 0 ? `${m.change}% more than` : `${-m.change}% less than`} {daysOf(m.lastMonth, m.lastMonthDays)}.
          </p>
        )
      )}
    </ChartFigure>
  );
}

/** Revenue, orders, designs, customers and places, from the aggregates (see loadDashboard). */
export function DashboardCharts({ view }: { view: DashboardView }) {
  const revenueDays = view.days.map((d) => ({ key: d.day, label: shortDay(d.day), value: d.revenue }));
  const orderDays = view.days.map((d) => ({ key: d.day, label: shortDay(d.day), value: d.orders }));
  const weeks = view.newCustomersByWeek.map((w) => ({ key: w.key, label: `Week of ${shortDay(w.key)}`, value: w.value }));
  return (
    <div className="chart-grid">
      <ChartFigure id="revenue-days" title="Revenue by day, last 30 days" caption="Revenue collected per day over the last 30 days" columns={['Day', 'Revenue']} rows={revenueDays} format={rupees} empty="No cash collected in the last 30 days.">
        <ColumnChart rows={revenueDays} format={rupees} />
      </ChartFigure>
      <MonthComparison view={view} />
      <ChartFigure id="orders-days" title="Orders by day, last 30 days" caption="Orders placed per day over the last 30 days" columns={['Day', 'Orders']} rows={orderDays} format={count} empty="No orders in the last 30 days.">
        <ColumnChart rows={orderDays} format={count} />
      </ChartFigure>
      <ChartFigure id="orders-status" title="Orders by status (where orders wait)" caption="Number of orders in each status now" columns={['Status', 'Orders']} rows={view.byStatus} format={count}>
        <BarList rows={view.byStatus} format={count} />
      </ChartFigure>
      <ChartFigure id="orders-type" title="Orders by type" caption="Number of orders of each type" columns={['Type', 'Orders']} rows={view.byType} format={count}>
        <BarList rows={view.byType} format={count} />
      </ChartFigure>
      <ChartFigure id="designs-orders" title="Top 10 designs by orders" caption="The ten designs in the most orders (cancelled orders left out)" columns={['Design', 'Orders']} rows={designRows(view.topByOrders, 'orders')} format={count}>
        <BarList rows={designRows(view.topByOrders, 'orders')} format={count} />
      </ChartFigure>
      <ChartFigure id="designs-revenue" title="Top 10 designs by revenue" caption="The ten designs that brought the most cash collected" columns={['Design', 'Revenue']} rows={designRows(view.topByRevenue, 'revenue')} format={rupees}>
        <BarList rows={designRows(view.topByRevenue, 'revenue')} format={rupees} />
      </ChartFigure>
      <ChartFigure id="new-customers" title="New customers per week" caption="Customers placing their first order, per week (weeks start on Monday)" columns={['Week', 'New customers']} rows={weeks} format={count}>
        <ColumnChart rows={weeks} format={count} tick={(r) => shortDay(r.key)} />
      </ChartFigure>
      <ChartFigure id="orders-state" title="Orders by state" caption="The ten states with the most orders" columns={['State', 'Orders']} rows={view.byState} format={count}>
        <BarList rows={view.byState} format={count} />
      </ChartFigure>
      <ChartFigure id="orders-city" title="Orders by city" caption="The ten cities with the most orders" columns={['City', 'Orders']} rows={view.byCity} format={count}>
        <BarList rows={view.byCity} format={count} />
      </ChartFigure>
    </div>
  );
}
