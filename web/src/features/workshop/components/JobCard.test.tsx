import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { jobFromData } from '@tailor/domain';
import { addEntries, resetI18nState, setLanguage } from '../../../lib/i18n/translate';
import adminHindi from '../../admin/hi';

vi.mock('../../shop-info', async () => {
  const { DEFAULT_SHOP_SETTINGS } = await import('@tailor/domain/shopDetails');
  return { useShopSettings: () => DEFAULT_SHOP_SETTINGS };
});

const { JobCard } = await import('./JobCard');

afterEach(() => resetI18nState());

/** A blouse job as the trigger writes it: the measurement names are domain's form labels without their unit. */
const job = jobFromData('o1_1', {
  orderId: 'o1',
  orderNumber: 'SS-1024',
  lineNo: 1,
  lineCount: 1,
  designName: 'Silk Blouse',
  option: 'Tailor-made',
  quantity: 1,
  measurementCategory: 'blouse',
  measurements: [
    { key: 'chest', label: 'Chest', value: 34, unit: 'in' },
    { key: 'sleeveLength', label: 'Sleeve length', value: 10.5, unit: 'in' },
    { key: 'neckDepthFront', label: 'Front neck depth', value: 7, unit: 'in' },
  ],
  notes: '',
  clothPics: [],
  stage: 'cutting',
});

function measurementRows(): string[][] {
  const table = screen.getByRole('table');
  return within(table)
    .getAllByRole('row')
    .map((row) => [within(row).getByRole('rowheader').textContent ?? '', within(row).getByRole('cell').textContent ?? '']);
}

describe('JobCard', () => {
  it('names the measurements in English, in inches', () => {
    render(<JobCard job={job} />);
    expect(measurementRows()).toEqual([
      ['Chest', '34 in'],
      ['Sleeve length', '10.5 in'],
      ['Front neck depth', '7 in'],
    ]);
  });

  it('in Hindi names them as the order form does, in इंच', () => {
    addEntries(adminHindi);
    setLanguage('hi');
    render(<JobCard job={job} />);
    expect(measurementRows()).toEqual([
      ['छाती', '34 इंच'],
      ['बाँह की लंबाई', '10.5 इंच'],
      ['आगे के गले की गहराई', '7 इंच'],
    ]);
    expect(screen.getByRole('heading', { name: 'नाप' })).toBeTruthy();
  });
});
