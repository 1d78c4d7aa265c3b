import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { orderFromData } from '@tailor/domain';

const toast = { success: vi.fn(), error: vi.fn(), info: vi.fn() };
vi.mock('../../../lib/toast', () => ({ toast }));
vi.mock('../../../lib/reportError', () => ({ reportError: vi.fn() }));
const moveOrder = vi.fn();
vi.mock('../data', () => ({
  moveOrder,
  updateOrder: vi.fn(),
  IllegalTransitionError: class IllegalTransitionError extends Error {},
}));
vi.mock('../../shop-info', async () => {
  const { DEFAULT_SHOP_SETTINGS } = await import('@tailor/domain/shopDetails');
  return { useShopSettings: () => DEFAULT_SHOP_SETTINGS };
});
// No Storage emulator here: the uploader offers an image link instead.
vi.mock('../../../firebase/storage', () => ({ useStorageAvailable: () => false, STORAGE_UNAVAILABLE_MESSAGE: 'Uploads are unavailable.' }));

const { OrderActions } = await import('./OrderActions');

const FAILED = 'Could not update the order. Please try again.';

function order(status: string, statusHistory: unknown[] = []) {
  return orderFromData('o1', {
    userId: 'u1',
    orderType: 'tailor',
    orderStatus: status,
    orderNumber: 'SS-1001',
    category: 'Blouse',
    lines: [{ productId: 'p1', productType: 'tailor', quantity: 1, productName: 'Silk Blouse', price: 100000, discount: 0, totalPrice: 100000 }],
    customer: { name: 'Ritu', email: 'r@example.com', phone: '9820012345', address: { street: 'x', city: 'Mumbai', state: 'Maharashtra', pincode: '400050', country: 'India' } },
    statusHistory,
  });
}

describe('OrderActions: the history', () => {
  it("reads in the owner's words: the customer's approval, the statuses as the shop names them", () => {
    const at = new Date('2026-11-20T10:00:00+05:30');
    const history = [
      { status: 'approval', event: 'approval', photos: ['https://example.com/a.jpg', 'https://example.com/b.jpg'], at, by: 'admin' },
      { status: 'stitching', event: 'alter', note: 'loosen the sleeves', at, by: 'u1' },
      { status: 'ready', event: 'approve', at, by: 'u1' },
      { status: 'ready', event: 'date', note: '2026-12-04', at, by: 'admin' },
    ];
    render(<OrderActions order={order('ready', history)} uid="admin" />);
    const lines = [...document.querySelectorAll('.order-history strong')].map((line) => line.textContent);
    expect(lines).toEqual([
      'Awaiting approval (2 photos)',
      'Customer asked for an alteration: loosen the sleeves',
      'Customer approved the garment',
      'Delivery date set to 4 December 2026',
    ]);
  });
});

describe('OrderActions: photos for approval', () => {
  it('drops "Attach at least one photo" once a photo is attached', () => {
    render(<OrderActions order={order('stitching')} uid="admin" />);
    fireEvent.click(screen.getByRole('button', { name: 'Send photos for approval' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(screen.getAllByRole('button', { name: 'Send photos for approval' }).at(-1)!);
    expect(dialog.textContent).toContain('Attach at least one photo');
    fireEvent.change(screen.getByLabelText(/Image link for/), { target: { value: 'https://example.com/fit.jpg' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add image link' }));
    expect(dialog.textContent).not.toContain('Attach at least one photo');
  });
});

describe('OrderActions: one channel per failure', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    moveOrder.mockRejectedValue(new Error('offline'));
  });

  it('a move made in a dialog fails inline in the dialog, with no toast repeating it', async () => {
    render(<OrderActions order={order('pending')} uid="admin" />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Reason for cancelling'), { target: { value: 'Fabric out of stock' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(FAILED);
    expect(screen.getAllByText(FAILED)).toHaveLength(1);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('a move without a dialog, which has nowhere inline to say it, fails as a toast', async () => {
    render(<OrderActions order={order('confirmed')} uid="admin" />);
    fireEvent.click(screen.getByRole('button', { name: 'Mark as Stitching' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(FAILED));
    expect(screen.queryByText(FAILED)).toBeNull();
  });
});
