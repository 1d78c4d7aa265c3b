import { afterEach, describe, expect, it } from 'vitest';
import type { PaymentRecord } from '@tailor/domain';
import { addEntries, resetI18nState, setLanguage } from '../../lib/i18n/translate';
import adminHi from '../admin/hi';
import ordersHi from '../orders/hi';
import { dayLabel, entryLine, money } from './labels';

const upi: PaymentRecord = { id: 'p1', kind: 'advance', method: 'upi', amountPaise: 75000, receivedOn: '2026-11-26', reference: '412345678901' };
const legacy: PaymentRecord = { id: 'p2', kind: 'balance', method: 'cash', amountPaise: 174900, receivedOn: '2026-11-26', reference: null, legacy: true };

afterEach(() => resetI18nState());

describe('the ledger words', () => {
  it('say it in English as before', () => {
    expect(entryLine(upi)).toBe('Advance · UPI · ref. 412345678901');
    expect(entryLine(legacy)).toBe('Balance · Cash · recorded before the ledger');
    expect(dayLabel('2026-11-26')).toBe('26 Nov 2026');
    expect(dayLabel('')).toBe('Date not recorded');
    expect(money(174950)).toBe('₹1,749.50');
  });

  // The admin's order page and the customer's both show these: each one's catalogue holds them.
  it.each([
    ['the admin catalogue', adminHi],
    ["the customer's order catalogue", ordersHi],
  ])('say it in Hindi with %s', (_name, catalogue) => {
    setLanguage('hi');
    addEntries(catalogue);
    expect(entryLine(upi)).toBe('एडवांस · UPI · रेफ़. 412345678901');
    expect(entryLine(legacy)).toMatch(/^बाक़?ी रक़?म · नकद · खाता शुरू होने से पहले दर्ज$/);
    expect(dayLabel('2026-11-26')).toMatch(/^26 नव.* 2026$/);
    expect(dayLabel('2026-13')).toBe('तारीख़ दर्ज नहीं');
    expect(money(174950)).toBe('₹1,749.50');
  });
});
