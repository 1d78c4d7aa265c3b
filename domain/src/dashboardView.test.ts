import { describe, expect, it } from 'vitest';
import { dashboardFirstDay, dashboardView, designLabel, designsWithoutNames, monthToDate, monthToDateChange, withDesignNames } from './dashboardView';

/** Noon in India on a shop day. */
const noon = (day: string) => new Date(`${day}T06:30:00Z`).getTime();

describe('monthToDateChange (rounded half up to a whole percent)', () => {
  it('works the examples through', () => {
    expect(monthToDateChange(120_000, 100_000)).toBe(20);
    expect(monthToDateChange(50_000, 150_000)).toBe(-67); // -66.67
    expect(monthToDateChange(100_500, 100_000)).toBe(1); // 0.5 rounds up
    expect(monthToDateChange(100_000, 100_000)).toBe(0);
  });
  it('says nothing without a base or before anything is collected this month', () => {
    expect(monthToDateChange(100_000, 0)).toBeNull();
    expect(monthToDateChange(0, 100_000)).toBeNull();
    expect(monthToDateChange(0, 0)).toBeNull();
  });
});

describe('monthToDate: this month so far against the same days of last month', () => {
  const days = {
    '2026-10-01': { revenue: 40_000 },
    '2026-10-24': { revenue: 60_000 },
    // After the 24th of October: not the same days, left out.
    '2026-10-25': { revenue: 900_000 },
    '2026-10-31': { revenue: 900_000 },
    '2026-11-02': { revenue: 30_000 },
    '2026-11-24': { revenue: 90_000 },
  };

  it('compares 1–24 November with 1–24 October, not with the whole of October', () => {
    expect(monthToDate(days, noon('2026-11-24'))).toEqual({
      month: '2026-11',
      lastMonth: '2026-10',
      days: 24,
      lastMonthDays: 24,
      revenue: 120_000,
      lastMonthRevenue: 100_000,
      change: 20,
    });
  });

  it('has no change to state on a month with nothing collected yet (the "100% less" of the 1st)', () => {
    const m = monthToDate(days, noon('2026-11-01'));
    expect(m).toMatchObject({ days: 1, lastMonthDays: 1, revenue: 0, lastMonthRevenue: 40_000, change: null });
  });

  it('caps last month at its length: 31 March against the whole of February', () => {
    const m = monthToDate({ '2026-02-28': { revenue: 10_000 }, '2026-03-31': { revenue: 15_000 } }, noon('2026-03-31'));
    expect(m).toMatchObject({ days: 31, lastMonthDays: 28, revenue: 15_000, lastMonthRevenue: 10_000, change: 50 });
  });

  it('follows the shop day (India): 23:00 UTC on 31 October is already 1 November', () => {
    expect(monthToDate({}, new Date('2026-10-31T23:00:00Z').getTime())).toMatchObject({ month: '2026-11', days: 1 });
  });

  it('is part of the view, and the loader reads far enough back for it', () => {
    expect(dashboardView(undefined, undefined, days, noon('2026-11-24')).monthToDate.change).toBe(20);
    expect(dashboardFirstDay(noon('2026-11-24'))).toBe('2026-10-01');
    // On 1 March the 30-day series starts before 1 February.
    expect(dashboardFirstDay(noon('2026-03-01'))).toBe('2026-01-31');
  });
});

describe('design names in the rankings', () => {
  const view = dashboardView(
    {},
    { designs: { 'p-golden-banarasi-dupatta': { orders: 3, revenue: 90_000 }, p1: { orders: 1, revenue: 10_000 }, gone: { orders: 2 } }, names: { p1: 'Silk blouse' } },
    {},
    noon('2026-11-24'),
  );

  it('never passes an id off as a name: designs without one are listed for a look-up', () => {
    expect(view.topByOrders.map((d) => d.name)).toEqual([null, null, 'Silk blouse']);
    expect(designsWithoutNames(view)).toEqual(['p-golden-banarasi-dupatta', 'gone']);
  });

  it('takes the names read from the products; a deleted design says so', () => {
    const named = withDesignNames(view, { 'p-golden-banarasi-dupatta': 'Golden Banarasi Dupatta' });
    expect(named.topByOrders.map(designLabel)).toEqual(['Golden Banarasi Dupatta', 'Deleted design (gone)', 'Silk blouse']);
    expect(named.topByRevenue.map(designLabel)).toEqual(['Golden Banarasi Dupatta', 'Silk blouse']);
    expect(designsWithoutNames(named)).toEqual(['gone']);
  });
});
