/**
 * Bill numbers: one series per Indian financial year (1 April – 31 March, by
 * the shop's calendar in IST), e.g. `SS/26-27/0001`. At most 16 characters
 * (Rule 46 of the CGST Rules), never reused: trusted code takes each number
 * from the year's counter in the transaction that issues the bill.
 */
const IST_OFFSET_MS = 330 * 60 * 1000;

export interface FinancialYear {
  /** The calendar year it starts in (April). */
  startYear: number;
  /** '2026-27': the counter's name and the bill's record of its year. */
  id: string;
  /** '26-27': as bill numbers show it. */
  label: string;
}

/** The shop's calendar day (IST) of an instant, YYYY-MM-DD. */
export function istDate(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The financial year an instant falls in, by the IST calendar. */
export function financialYearOf(at: Date): FinancialYear {
  const [y, m] = istDate(at).split('-').map(Number) as [number, number];
  const startYear = m >= 4 ? y : y - 1;
  const two = (n: number) => String(n % 100).padStart(2, '0');
  return { startYear, id: `${startYear}-${two(startYear + 1)}`, label: `${two(startYear)}-${two(startYear + 1)}` };
}

export const BILL_NUMBER_MAX_LENGTH = 16;
export const FIRST_BILL_NUMBER = 1;

/** `SS/26-27/0001`; null when the number would be longer than 16 characters (the series is full). */
export function formatBillNumber(prefix: string, year: FinancialYear, n: number): string | null {
  const number = `${prefix}/${year.label}/${String(Math.floor(n)).padStart(4, '0')}`;
  return n >= FIRST_BILL_NUMBER && number.length <= BILL_NUMBER_MAX_LENGTH ? number : null;
}

/** The counter document's name of a year's series (`counters/bills-2026-27`). */
export const billCounterName = (year: FinancialYear): string => `bills-${year.id}`;
