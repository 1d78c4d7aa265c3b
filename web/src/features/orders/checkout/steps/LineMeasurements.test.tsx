import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { LineMeasurements } from './LineMeasurements';
import type { CheckoutLine } from '../data';
import type { LineDraft } from '../draft';

vi.mock('../../components/useSaveProfile', () => ({ useSaveProfile: () => ({ saving: false, save: async () => null }) }));

const line: CheckoutLine = {
  id: 'p1_tailor',
  productId: 'p1',
  productType: 'tailor',
  quantity: 1,
  size: null,
  productName: 'Silk blouse',
  category: 'Blouse',
  image: null,
  unavailable: null,
};

describe('LineMeasurements', () => {
  it('shows a typed 0 as 0 and a never-typed box as blank; emptying a box forgets its value', () => {
    const onChange = vi.fn<(d: LineDraft) => void>();
    render(
      <LineMeasurements
        uid="u1"
        line={line}
        draft={{ category: 'blouse', values: { chest: 0, waist: 28 }, profileId: '', profileName: '' }}
        profiles={[]}
        errors={{}}
        onChange={onChange}
      />,
    );
    expect((screen.getByLabelText(/^Chest/) as HTMLInputElement).value).toBe('0');
    expect((screen.getByLabelText(/^Waist/) as HTMLInputElement).value).toBe('28');
    expect((screen.getByLabelText(/^Shoulder/) as HTMLInputElement).value).toBe('');
    fireEvent.change(screen.getByLabelText(/^Waist/), { target: { value: '' } });
    expect(onChange.mock.lastCall?.[0].values).toEqual({ chest: 0 });
    fireEvent.change(screen.getByLabelText(/^Shoulder/), { target: { value: '14.5' } });
    expect(onChange.mock.lastCall?.[0].values).toEqual({ chest: 0, waist: 28, shoulder: 14.5 });
  });
});
