import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from '@tailor/domain/shopDetails';
import { ServedDataProvider } from '../../lib/servedData';

const stored: ShopSettings = { ...DEFAULT_SHOP_SETTINGS, phone: '+91 22 4000 1111' };
const fetchShopSettings = vi.fn(async () => stored);
vi.mock('./data', () => ({ fetchShopSettings }));

const { useShopSettings } = await import('./shopSettings');

function Phone() {
  return <p>{useShopSettings().phone}</p>;
}

describe('useShopSettings', () => {
  // In this order: the module reads the stored details at most once a session.
  it('on a page the server drew, shows the details it carried and reads nothing', async () => {
    const served: ShopSettings = { ...DEFAULT_SHOP_SETTINGS, phone: '+91 22 4000 2222' };
    const { unmount } = render(
      <ServedDataProvider value={{ shop: served }}>
        <Phone />
      </ServedDataProvider>,
    );
    expect(screen.getByText('+91 22 4000 2222')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchShopSettings).not.toHaveBeenCalled();
    unmount();
  });

  it('on a page the browser drew, starts from the defaults and shows the stored details once read', async () => {
    render(<Phone />);
    expect(screen.getByText(DEFAULT_SHOP_SETTINGS.phone)).toBeTruthy();
    await screen.findByText('+91 22 4000 1111');
    expect(fetchShopSettings).toHaveBeenCalledTimes(1);
  });
});
