import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AddressPicker } from './AddressPicker';
import type { SavedAddress } from '../data';

const home: SavedAddress = {
  id: 'a1',
  name: 'Ritu',
  email: 'r@example.com',
  phone: '9820012345',
  address: { street: '7 Carter Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400050', country: 'India' },
};

describe('AddressPicker', () => {
  it('draws only the chosen choice as selected', () => {
    const { rerender } = render(<AddressPicker addresses={[home]} choice="a1" onPick={() => undefined} onNew={() => undefined} />);
    const selected = () => [...document.querySelectorAll('fieldset label')].filter((l) => l.classList.contains('is-selected')).map((l) => l.textContent);
    expect(selected()).toEqual([expect.stringContaining('7 Carter Road')]);
    // Neither carries the payment option's always-selected look.
    expect(document.querySelectorAll('fieldset .payment-option')).toHaveLength(0);
    rerender(<AddressPicker addresses={[home]} choice="new" onPick={() => undefined} onNew={() => undefined} />);
    expect(selected()).toEqual(['A new address']);
    expect((screen.getByRole('radio', { name: 'A new address' }) as HTMLInputElement).checked).toBe(true);
  });
});
