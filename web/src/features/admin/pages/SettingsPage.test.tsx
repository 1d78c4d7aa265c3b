import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from '@tailor/domain/shopSettings';

const saved = vi.fn<(value: ShopSettings) => Promise<void>>();
vi.mock('../settingsForm', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../settingsForm')>()),
  saveShopSettings: (_db: unknown, value: ShopSettings) => saved(value),
}));
vi.mock('../../shop-info/data', () => ({ fetchShopSettings: async () => ({ ...DEFAULT_SHOP_SETTINGS, phone: '+91 90000 11111' }) }));
vi.mock('../../../firebase/firestore', () => ({ db: {} }));
vi.mock('../../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const { default: SettingsPage } = await import('./SettingsPage');

function renderPage() {
  const router = createMemoryRouter([{ path: '/admin/settings', element: <SettingsPage /> }], { initialEntries: ['/admin/settings'] });
  render(<RouterProvider router={router} />);
}

describe('SettingsPage', () => {
  beforeEach(() => {
    saved.mockReset();
    saved.mockResolvedValue();
    sessionStorage.clear();
  });

  it('shows the stored details, previews what is typed, refuses bad values inline and saves paise', async () => {
    renderPage();
    const phone = (await screen.findByLabelText('Phone number')) as HTMLInputElement;
    expect(phone.value).toBe('+91 90000 11111');
    const preview = screen.getByRole('complementary', { name: 'Preview' });

    fireEvent.change(phone, { target: { value: 'call us' } });
    fireEvent.change(screen.getByLabelText('Order number prefix'), { target: { value: 'ss' } });
    const blouse = screen.getByLabelText('Blouse, tailor-made') as HTMLInputElement;
    expect(blouse.value).toBe(String(DEFAULT_SHOP_SETTINGS.turnaroundDays.tailor.Blouse));
    fireEvent.change(blouse, { target: { value: '0' } });
    const address = screen.getByLabelText("Shop's web address") as HTMLInputElement;
    expect(address.value).toBe(DEFAULT_SHOP_SETTINGS.publicUrl);
    fireEvent.change(address, { target: { value: 'https://shop.example.in/orders' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save shop details' }));
    expect(await screen.findByText(/Please enter a valid phone number/)).toBeTruthy();
    expect(screen.getByText('2 to 4 capital letters, e.g. SS', { selector: '.field-error' })).toBeTruthy();
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('At least 1 day', { selector: '.field-error' })).toBeTruthy();
    expect(blouse.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/without a path/, { selector: '.field-error' })).toBeTruthy();
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(saved).not.toHaveBeenCalled();

    fireEvent.change(phone, { target: { value: '+91 90000 22222' } });
    fireEvent.change(screen.getByLabelText('Order number prefix'), { target: { value: 'SILK' } });
    fireEvent.change(screen.getByLabelText('Free delivery above (₹)'), { target: { value: '1500' } });
    fireEvent.change(blouse, { target: { value: '5' } });
    fireEvent.change(address, { target: { value: 'https://Shop.Example.in' } });
    fireEvent.change(screen.getByLabelText('Ready-made'), { target: { value: '2' } });
    await waitFor(() => expect(within(preview).getAllByText('+91 90000 22222').length).toBeGreaterThan(0));
    fireEvent.click(screen.getByRole('button', { name: 'Save shop details' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(saved.mock.calls[0]![0]).toMatchObject({
      phone: '+91 90000 22222',
      orderNumberPrefix: 'SILK',
      freeShippingThresholdPaise: 150000,
      publicUrl: 'https://shop.example.in',
    });
    expect(saved.mock.calls[0]![0].turnaroundDays).toEqual({
      tailor: { ...DEFAULT_SHOP_SETTINGS.turnaroundDays.tailor, Blouse: 5 },
      readymade: { default: 2 },
    });
    // Saved: no draft left behind.
    await waitFor(() => expect(sessionStorage.getItem('silai:shop-settings-draft')).toBeNull());
  });

  it('payments: refuses a UPI ID that is not name@handle and a percent above 100 inline, then saves them', async () => {
    renderPage();
    const upi = (await screen.findByLabelText('UPI ID')) as HTMLInputElement;
    const percent = screen.getByLabelText('Advance (%)') as HTMLInputElement;
    fireEvent.change(upi, { target: { value: 'silaistudio' } });
    fireEvent.change(percent, { target: { value: '120' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save shop details' }));
    expect(await screen.findByText('Enter a UPI ID like name@okaxis', { selector: '.field-error' })).toBeTruthy();
    expect(screen.getByText('From 0 to 100 (0: no advance)', { selector: '.field-error' })).toBeTruthy();
    expect(upi.getAttribute('aria-invalid')).toBe('true');
    expect(saved).not.toHaveBeenCalled();

    fireEvent.change(upi, { target: { value: 'silaistudio@okaxis' } });
    fireEvent.change(percent, { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save shop details' }));
    expect(await screen.findByText('Please enter the payee name UPI apps show', { selector: '.field-error' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Payee name in UPI apps'), { target: { value: 'Silai Studio' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save shop details' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(saved.mock.calls[0]![0].payments).toEqual({ advancePercent: 30, workStartsBeforeAdvance: true, upiId: 'silaistudio@okaxis', upiPayeeName: 'Silai Studio' });
  }, 30_000);

  it('keeps what was typed and not saved across a reload', async () => {
    renderPage();
    fireEvent.change(await screen.findByLabelText('Phone number'), { target: { value: '+91 90000 33333' } });
    await waitFor(() => expect(sessionStorage.getItem('silai:shop-settings-draft')).toContain('+91 90000 33333'));
    cleanup();
    renderPage();
    expect(((await screen.findByLabelText('Phone number')) as HTMLInputElement).value).toBe('+91 90000 33333');
    sessionStorage.clear();
  });
});
