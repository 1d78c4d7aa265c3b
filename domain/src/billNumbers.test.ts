import { describe, expect, it } from 'vitest';
import { billCounterName, financialYearOf, formatBillNumber, istDate } from './billNumbers';

describe('financial year (April–March, IST)', () => {
  it('31 March 23:59 IST is the old year, 1 April 00:00 IST the new one', () => {
    // 2027-03-31 23:59:59 IST = 18:29:59 UTC; 2027-04-01 00:00 IST = 2027-03-31 18:30 UTC.
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z'))).toEqual({ startYear: 2026, id: '2026-27', label: '26-27' });
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toEqual({ startYear: 2027, id: '2027-28', label: '27-28' });
    expect(istDate(new Date('2027-03-31T18:30:00Z'))).toBe('2027-04-01');
  });
  it('January belongs to the year that began the April before; the century turns', () => {
    expect(financialYearOf(new Date('2027-01-15T06:00:00Z')).id).toBe('2026-27');
    expect(financialYearOf(new Date('2099-06-01T06:00:00Z')).label).toBe('99-00');
  });
});

describe('bill numbers', () => {
  const fy = financialYearOf(new Date('2026-11-26T06:00:00Z'));
  it('prefix / year / four digits at least', () => {
    expect(formatBillNumber('SS', fy, 1)).toBe('SS/26-27/0001');
    expect(formatBillNumber('SS', fy, 12345)).toBe('SS/26-27/12345');
    expect(billCounterName(fy)).toBe('bills-2026-27');
  });
  it('at most 16 characters: a 4-letter prefix runs to 99999, then the series is full', () => {
    expect(formatBillNumber('ABCD', fy, 99_999)).toBe('ABCD/26-27/99999');
    expect(formatBillNumber('ABCD', fy, 100_000)).toBeNull();
    expect(formatBillNumber('SS', fy, 0)).toBeNull();
  });
});
