import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { orderFromData } from '@tailor/domain';
import { OrderActions } from './OrderActions';

vi.mock('../data', () => ({ moveOrder: vi.fn(async () => undefined), updateOrder: vi.fn(async () => undefined), IllegalTransitionError: class extends Error {} }));
vi.mock('../../shop-info', async () => {
  const { DEFAULT_SHOP_SETTINGS } = await import('@tailor/domain/shopDetails');
  return { useShopSettings: () => DEFAULT_SHOP_SETTINGS };
});
// No Storage emulator here: the uploader offers an image link instead.
vi.mock('../../../firebase/storage', () => ({ useStorageAvailable: () => false, STORAGE_UNAVAILABLE_MESSAGE: 'Uploads are unavailable.' }));

const stitching = orderFromData('o1', {
  userId: 'u1',
  orderType: 'tailor',
  orderStatus: 'stitching',
  orderNumber: 'SS-1001',
  lines: [{ productId: 'p1', productType: 'tailor', quantity: 1 }],
  customer: { name: 'Ritu', email: 'r@example.com', phone: '9820012345', address: { street: 'x', city: 'Mumbai', state: 'Maharashtra', pincode: '400050', country: 'India' } },
});

describe('OrderActions: photos for approval', () => {
  it('drops "Attach at least one photo" once a photo is attached', () => {
    render(<OrderActions order={stitching} uid="admin" />);
    fireEvent.click(screen.getByRole('button', { name: 'Send photos for approval' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(screen.getAllByRole('button', { name: 'Send photos for approval' }).at(-1)!);
    expect(dialog.textContent).toContain('Attach at least one photo');
    fireEvent.change(screen.getByLabelText(/Image link for/), { target: { value: 'https://example.com/fit.jpg' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add image link' }));
    expect(dialog.textContent).not.toContain('Attach at least one photo');
  });
});
