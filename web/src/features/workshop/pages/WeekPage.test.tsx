import { afterEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { shopDay } from '@tailor/domain';
import { addEntries, resetI18nState, setLanguage } from '../../../lib/i18n/translate';
import adminHindi from '../../admin/hi';
import type { WeekData } from '../weekReads';

// Today's visits and the load per tailor as domain's loadPerTailor names its rows.
const today = shopDay(Date.now());
const WEEK: WeekData = {
  appointments: [
    { id: 'a1', kind: 'measurement-shop', day: today, time: '10:00', customerName: 'Priya Sharma', orderId: null, orderNumber: null },
    { id: 'a2', kind: 'trial', day: today, time: '16:30', customerName: 'Anjali Mehta', orderId: 'o5', orderNumber: 'SS-1005' },
  ],
  appointmentsError: null,
  orders: [],
  overdue: [],
  load: [
    { tailorUid: 't1', tailorName: 'Ramesh Darzi', open: 3 },
    { tailorUid: 't2', tailorName: 'Tailor', open: 2 },
    { tailorUid: '', tailorName: 'Not assigned', open: 1 },
  ],
  ordersCapped: false,
  loadCapped: false,
  reads: 1,
};
vi.mock('../weekReads', () => ({ loadWeek: async () => WEEK, OVERDUE_LIMIT: 50 }));
vi.mock('../../../firebase/firestore', () => ({ db: {} }));
vi.mock('../../auth', () => ({ reportAdminAccessError: vi.fn() }));

const { default: WeekPage } = await import('./WeekPage');

afterEach(() => resetI18nState());

/** Rendered inside an async act(), so React retries the page once the Hindi catalogue's import settles. */
async function show(ready: string) {
  await act(
    async () =>
      void render(
        <Suspense fallback={null}>
          <MemoryRouter>
            <WeekPage />
          </MemoryRouter>
        </Suspense>,
      ),
  );
  for (let i = 0; i < 100 && !screen.queryByText(ready, { exact: false }); i++) await act(() => new Promise((r) => setTimeout(r, 100)));
}

const visits = () => screen.getAllByText((_, el) => el?.getAttribute('data-kind') === 'appointment').map((li) => li.textContent);
const loadRows = () => within(screen.getByRole('list', { name: /Open jobs per tailor|दर्ज़ी/ })).getAllByRole('listitem').map((li) => li.textContent);

describe("the week's work", () => {
  it('in English: the visits at their stored times, the load per tailor as domain names it', async () => {
    await show('Priya Sharma');
    expect(visits()).toEqual(['10:00 Measurement at the shop: Priya Sharma', '16:30 Trial fitting: Anjali Mehta (SS-1005)']);
    expect(loadRows()).toEqual(['Ramesh Darzi3', 'Tailor2', 'Not assigned1']);
  });

  it('in Hindi: the times with the part of the day, the unassigned row in Hindi, names as typed', async () => {
    addEntries(adminHindi);
    setLanguage('hi');
    await show('Priya Sharma');
    expect(visits()).toEqual(['सुबह 10:00 दुकान पर नाप: Priya Sharma', 'शाम 4:30 ट्रायल: Anjali Mehta (SS-1005)']);
    expect(loadRows()).toEqual(['Ramesh Darzi3', 'दर्ज़ी2', 'किसी को नहीं दिया1']);
  });
});
