import { formatINR, type DashboardView, type DesignFigure } from '@tailor/domain';
import { currentLocale, t } from '../../../../lib/i18n/translate';
import { useT } from '../../../../lib/i18n/useT';
import { BarList } from './BarList';
import { ChartFigure, type ChartRow } from './ChartFigure';
import { ColumnChart } from './ColumnChart';
import './charts.css';

const count = (v: number) => v.toLocaleString(currentLocale());
const rupees = (paise: number) => formatINR(paise, { locale: currentLocale() });

/** `2026-11-24` → `24 Nov`. */
export function shortDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString(currentLocale(), { day: 'numeric', month: 'short', timeZone: 'UTC' });
}

function monthName(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleDateString(currentLocale(), { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

// As domain's designLabel, in the chosen language.
const designLabel = (d: DesignFigure) => d.name ?? t('Deleted design ({id})', { id: d.id });
const designRows = (list: DesignFigure[], key: 'orders' | 'revenue'): ChartRow[] => list.map((d) => ({ key: d.id, label: designLabel(d), value: d[key] }));
/** Rows labelled with one of domain's lists (statuses, order types), shown translated. */
const translated = (rows: ChartRow[]): ChartRow[] => rows.map((r) => ({ ...r, label: t(r.label) }));

/** `1–24 November 2026`, or `1 November 2026` on the first. */
function daysOf(month: string, days: number): string {
  return days === 1 ? t('1 {month}', { month: monthName(month) }) : t('1–{days} {month}', { days, month: monthName(month) });
}

/** Like with like: this month so far against the same days of last month (domain MonthToDate); the whole of last month for scale. */
function MonthComparison({ view }: { view: DashboardView }) {
  const { t } = useT();
  const { lastMonth, monthToDate: m } = view;
  const rows: ChartRow[] = [
    { key: `${m.lastMonth}-same-days`, label: daysOf(m.lastMonth, m.lastMonthDays), value: m.lastMonthRevenue },
    { key: m.month, label: t('{days} (so far)', { days: daysOf(m.month, m.days) }), value: m.revenue },
    { key: lastMonth.month, label: t('All of {month}', { month: monthName(lastMonth.month) }), value: lastMonth.revenue },
  ];
  return (
    <ChartFigure
      id="month-revenue"
      title={t('This month against last month')}
      caption={t('Revenue collected this month so far, on the same days of last month, and in the whole of last month')}
      columns={[t('Days'), t('Revenue')]}
      rows={rows}
      format={rupees}
    >
      <BarList rows={rows} format={rupees} />
      {m.revenue === 0 ? (
        <p className="chart-note">{t('Nothing collected yet this month.')}</p>
      ) : (
        m.change !== null && (
          <p className="chart-note">
            {m.change === 0
              ? t('The same as {days}.', { days: daysOf(m.lastMonth, m.lastMonthDays) })
              : m.change > 0
                ? t('{change}% more than {days}.', { change: m.change, days: daysOf(m.lastMonth, m.lastMonthDays) })
                : t('{change}% less than {days}.', { change: -m.change, days: daysOf(m.lastMonth, m.lastMonthDays) })}
          </p>
        )
      )}
    </ChartFigure>
  );
}

/** Revenue, orders, designs, customers and places, from the aggregates (see loadDashboard). */
export function DashboardCharts({ view }: { view: DashboardView }) {
  const { t } = useT();
  const byStatus = translated(view.byStatus);
  const byType = translated(view.byType);
  const revenueDays = view.days.map((d) => ({ key: d.day, label: shortDay(d.day), value: d.revenue }));
  const orderDays = view.days.map((d) => ({ key: d.day, label: shortDay(d.day), value: d.orders }));
  const weeks = view.newCustomersByWeek.map((w) => ({ key: w.key, label: t('Week of {day}', { day: shortDay(w.key) }), value: w.value }));
  return (
    <div className="chart-grid">
      <ChartFigure id="revenue-days" title={t('Revenue by day, last 30 days')} caption={t('Revenue collected per day over the last 30 days')} columns={[t('Day'), t('Revenue')]} rows={revenueDays} format={rupees} empty={t('No cash collected in the last 30 days.')}>
        <ColumnChart rows={revenueDays} format={rupees} />
      </ChartFigure>
      <MonthComparison view={view} />
      <ChartFigure id="orders-days" title={t('Orders by day, last 30 days')} caption={t('Orders placed per day over the last 30 days')} columns={[t('Day'), t('Orders')]} rows={orderDays} format={count} empty={t('No orders in the last 30 days.')}>
        <ColumnChart rows={orderDays} format={count} />
      </ChartFigure>
      <ChartFigure id="orders-status" title={t('Orders by status (where orders wait)')} caption={t('Number of orders in each status now')} columns={[t('Status'), t('Orders')]} rows={byStatus} format={count}>
        <BarList rows={byStatus} format={count} />
      </ChartFigure>
      <ChartFigure id="orders-type" title={t('Orders by type')} caption={t('Number of orders of each type')} columns={[t('Type'), t('Orders')]} rows={byType} format={count}>
        <BarList rows={byType} format={count} />
      </ChartFigure>
      <ChartFigure id="designs-orders" title={t('Top 10 designs by orders')} caption={t('The ten designs in the most orders (cancelled orders left out)')} columns={[t('Design'), t('Orders')]} rows={designRows(view.topByOrders, 'orders')} format={count}>
        <BarList rows={designRows(view.topByOrders, 'orders')} format={count} />
      </ChartFigure>
      <ChartFigure id="designs-revenue" title={t('Top 10 designs by revenue')} caption={t('The ten designs that brought the most cash collected')} columns={[t('Design'), t('Revenue')]} rows={designRows(view.topByRevenue, 'revenue')} format={rupees}>
        <BarList rows={designRows(view.topByRevenue, 'revenue')} format={rupees} />
      </ChartFigure>
      <ChartFigure id="new-customers" title={t('New customers per week')} caption={t('Customers placing their first order, per week (weeks start on Monday)')} columns={[t('Week'), t('New customers')]} rows={weeks} format={count}>
        <ColumnChart rows={weeks} format={count} tick={(r) => shortDay(r.key)} />
      </ChartFigure>
      <ChartFigure id="orders-state" title={t('Orders by state')} caption={t('The ten states with the most orders')} columns={[t('State'), t('Orders')]} rows={view.byState} format={count}>
        <BarList rows={view.byState} format={count} />
      </ChartFigure>
      <ChartFigure id="orders-city" title={t('Orders by city')} caption={t('The ten cities with the most orders')} columns={[t('City'), t('Orders')]} rows={view.byCity} format={count}>
        <BarList rows={view.byCity} format={count} />
      </ChartFigure>
    </div>
  );
}
