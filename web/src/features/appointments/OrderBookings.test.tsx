import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { slotLabel } from '@tailor/domain';
import { addEntries, resetI18nState, setLanguage } from '../../lib/i18n/translate';
import adminHindi from '../admin/hi';
import type { Booking } from './data';

const BOOKINGS: Booking[] = [
  { id: 'a1', kind: 'trial', status: 'cancelled', day: '2026-11-27', time: '11:00', orderId: 'o1', orderNumber: 'SS-1024', pincode: null, startsAtMs: 0 },
  { id: 'a2', kind: 'trial', status: 'booked', day: '2026-11-30', time: '16:30', orderId: 'o1', orderNumber: 'SS-1024', pincode: null, startsAtMs: 1 },
];
vi.mock('./data', () => ({
  watchOrderBookings: (_orderId: string, onData: (list: Booking[]) => void) => {
    onData(BOOKINGS);
    return () => undefined;
  },
}));
vi.mock('../../lib/reportError', () => ({ reportError: vi.fn() }));

const { OrderBookings } = await import('./OrderBookings');

afterEach(() => resetI18nState());

const lines = () => screen.getAllByRole('listitem').map((li) => li.textContent);

describe("the admin order page's visits", () => {
  it('in English: the kind and the slot as the notices write it', () => {
    render(<OrderBookings orderId="o1" />);
    expect(lines()).toEqual([`Trial fitting · ${slotLabel('2026-11-27', '11:00')} (cancelled)`, `Trial fitting · ${slotLabel('2026-11-30', '16:30')}`]);
    expect(lines()[1]).toBe('Trial fitting · Monday 30 November, 4:30 PM');
  });

  it('in Hindi: the day in Hindi and the time with the part of the day, no am/pm', () => {
    addEntries(adminHindi);
    setLanguage('hi');
    render(<OrderBookings orderId="o1" />);
    expect(screen.getByRole('heading', { name: 'बुक की गई विज़िट' })).toBeTruthy();
    expect(lines()).toEqual(['ट्रायल · शुक्रवार, 27 नवंबर, सुबह 11:00 (रद्द)', 'ट्रायल · सोमवार, 30 नवंबर, शाम 4:30']);
  });
});
