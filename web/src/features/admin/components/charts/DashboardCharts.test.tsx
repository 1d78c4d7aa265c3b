import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dashboardView, withDesignNames } from '@tailor/domain';
import { DashboardCharts } from './DashboardCharts';
import { ChartFigure } from './ChartFigure';
import { BarList } from './BarList';

const now = new Date('2026-11-24T06:00:00Z').getTime();
const view = dashboardView(
  {
    orders: 4,
    byStatus: { pending: 3, delivered: 1 },
    byType: { readymade: 4 },
    revenueByMonth: { '2026-11': 150000, '2026-10': 100000 },
    byCity: { Pune: 3, Agra: 1 },
    byState: { Maharashtra: 3 },
  },
  { designs: { p1: { orders: 3, revenue: 150000 } }, names: { p1: 'Silk blouse' } },
  { '2026-11-24': { orders: 2, revenue: 150000 }, '2026-10-10': { revenue: 100000 } },
  now,
);

describe('dashboard charts', () => {
  it('every chart has a captioned table view with the same figures', async () => {
    render(<DashboardCharts view={view} />);
    const figures = screen.getAllByRole('figure');
    expect(figures).toHaveLength(10);
    for (const figure of figures) {
      const table = within(figure).getByRole('table', { hidden: true });
      expect(table.querySelector('caption')?.textContent).toBeTruthy();
    }
    const status = screen.getByRole('figure', { name: 'Orders by status (where orders wait)' });
    await userEvent.click(within(status).getByText('Show as table'));
    const table = within(status).getByRole('table', { name: 'Number of orders in each status now' });
    expect(within(table).getByRole('rowheader', { name: 'Pending' }).closest('tr')?.textContent).toContain('3');
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 8);

    const revenue = screen.getByRole('figure', { name: 'Revenue by day, last 30 days' });
    const days = within(revenue).getByRole('table', { hidden: true });
    expect(within(days).getAllByRole('row')).toHaveLength(1 + 30);
    expect(within(days).getAllByRole('row').at(-1)?.textContent).toMatch(/24 Nov.*1,500/);
    expect(screen.getByText('50% more than 1–24 October 2026.')).toBeTruthy();
    const designs = screen.getByRole('figure', { name: 'Top 10 designs by orders' });
    expect(within(designs).getAllByText('Silk blouse').length).toBeGreaterThan(0);
  });

  it('compares this month with the same days of last month, and states no change before anything is collected', () => {
    const early = dashboardView({ revenueByMonth: { '2026-10': 500000 } }, undefined, { '2026-10-01': { revenue: 20000 } }, new Date('2026-11-01T02:00:00Z').getTime());
    render(<DashboardCharts view={early} />);
    const month = screen.getByRole('figure', { name: 'This month against last month' });
    expect(within(month).getByText('Nothing collected yet this month.')).toBeTruthy();
    expect(within(month).queryByText(/less than|more than/)).toBeNull();
    const rows = within(within(month).getByRole('table', { hidden: true })).getAllByRole('row', { hidden: true }).slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['1 October 2026₹200', '1 November 2026 (so far)₹0', 'All of October 2026₹5,000']);
  });

  it('names every ranked design, never by its raw id', () => {
    const unnamed = dashboardView({}, { designs: { 'p-golden-banarasi-dupatta': { orders: 2 }, gone: { orders: 1 } } }, {}, now);
    render(<DashboardCharts view={withDesignNames(unnamed, { 'p-golden-banarasi-dupatta': 'Golden Banarasi Dupatta' })} />);
    const designs = screen.getByRole('figure', { name: 'Top 10 designs by orders' });
    expect(within(designs).getAllByText('Golden Banarasi Dupatta').length).toBeGreaterThan(0);
    expect(within(designs).queryByText('p-golden-banarasi-dupatta')).toBeNull();
    expect(within(designs).getAllByText('Deleted design (gone)').length).toBeGreaterThan(0);
  });

  it('says so when there is nothing to draw, and still offers the table', () => {
    render(
      <ChartFigure id="t" title="Empty" caption="Nothing" columns={['A', 'B']} rows={[{ key: 'a', label: 'A', value: 0 }]} format={String} empty="No orders yet.">
        <BarList rows={[]} format={String} />
      </ChartFigure>,
    );
    expect(screen.getByText('No orders yet.')).toBeTruthy();
    expect(screen.getByRole('table', { hidden: true }).textContent).toContain('A0');
  });

  it('draws bars in proportion to the largest value', () => {
    const { container } = render(<BarList rows={[{ key: 'a', label: 'A', value: 4 }, { key: 'b', label: 'B', value: 1 }]} format={String} />);
    const fills = [...container.querySelectorAll<HTMLElement>('.bar-fill')].map((el) => el.style.width);
    expect(fills).toEqual(['100%', '25%']);
  });
});
