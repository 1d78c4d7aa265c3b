import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { formatINR } from '@tailor/domain/money';
import { CartView, type CartViewProps } from './CartView';
import { summaryIsCurrent } from '../cartView';
import type { CartLineView, CartSummaryView } from '../data';
import { DEFAULT_SHOP_SETTINGS } from '@tailor/domain/shopDetails';
import { MAX_ORDER_LINES } from '@tailor/domain/order';
import { setShopSettings } from '../../shop-info/shopSettings';
import { addEntries, resetI18nState, setLanguage } from '../../../lib/i18n/translate';
import hindi from '../hi';

// No stored settings in these tests: the defaults apply unless a test sets the session's copy.
vi.mock('../../shop-info/data', () => ({ fetchShopSettings: async () => null }));

function line(overrides: Partial<CartLineView>): CartLineView {
  return {
    id: 'p1_readymade_M',
    productId: 'p1',
    productType: 'readymade',
    size: 'M',
    sizes: ['S', 'M', 'L'],
    quantity: 1,
    productName: 'Zari Silk Blouse',
    image: ['/garments/a.svg'],
    category: 'Blouse',
    price: 120000,
    discount: 10,
    totalPrice: 108000,
    available: true,
    blocker: null,
    priced: true,
    addedAtMs: 1,
    ...overrides,
  };
}

const ready = line({});
const tailor = line({
  id: 'p2_tailor',
  productId: 'p2',
  productType: 'tailor',
  size: null,
  sizes: [],
  productName: 'Anarkali Suit',
  quantity: 2,
  price: 180000,
  discount: 0,
  totalPrice: 360000,
});
const summary: CartSummaryView = { totalCartValue: 480000, discount: 12000, shippingCharge: 0, finalTotal: 468000, itemCount: 3 };
const gone = line({
  id: 'p3_tailor',
  productId: 'p3',
  productType: 'tailor',
  size: null,
  sizes: [],
  productName: 'Mirror Work Lehenga',
  price: 0,
  discount: 0,
  totalPrice: 0,
  available: false,
  blocker: 'deleted',
});

function renderView(props: Partial<CartViewProps>) {
  const handlers = { onIncrease: vi.fn(), onDecrease: vi.fn(), onRemove: vi.fn(), onRetry: vi.fn(), onChooseSize: vi.fn() };
  render(
    <MemoryRouter>
      <CartView state={{ status: 'ready', lines: [], summary: null }} busy={new Set()} banner={null} {...handlers} {...props} />
    </MemoryRouter>,
  );
  return handlers;
}

describe('CartView', () => {
  it('shows four skeletons while loading', () => {
    renderView({ state: { status: 'loading', lines: [], summary: null } });
    expect(screen.getByRole('heading', { level: 1, name: 'My Shopping Cart' })).toBeTruthy();
    expect(screen.getAllByTestId('cart-skeleton')).toHaveLength(4);
  });

  it('shows the load error with Try Again and the error banner', () => {
    const { onRetry } = renderView({ state: { status: 'error', lines: [], summary: null } });
    expect(screen.getByText('Failed to load cart. Please try again.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Oops! Something went wrong with your cart.');
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows the empty state with a way to the designs', () => {
    renderView({ state: { status: 'ready', lines: [], summary } });
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse designs' }).getAttribute('href')).toBe('/gallery');
  });

  it('groups lines, labels the options and links to the order form', () => {
    renderView({ state: { status: 'ready', lines: [ready, tailor], summary } });
    const readyGroup = screen.getByRole('region', { name: /^Ready-made/ });
    const tailorGroup = screen.getByRole('region', { name: /^Tailor-made/ });
    expect(within(readyGroup).getByText('Ready-made', { selector: '.badge' })).toBeTruthy();
    expect(within(readyGroup).getByText('Size M')).toBeTruthy();
    expect(within(readyGroup).getByRole('link', { name: /^Order Now/ }).getAttribute('href')).toBe('/order/p1/readymade?size=M');
    expect(within(tailorGroup).getByText('Tailor-made', { selector: '.badge' })).toBeTruthy();
    expect(within(tailorGroup).getByRole('link', { name: /^Add Measurement/ }).getAttribute('href')).toBe('/order/p2/tailor');
    expect(within(tailorGroup).getByTestId('cart-line-total').textContent).toBe(formatINR(360000, { decimals: 2 }));
  });

  it('offers Checkout with the number of designs one order holds, and no word of opening a line’s order form', () => {
    renderView({ state: { status: 'ready', lines: [ready, tailor], summary } });
    expect(screen.getByTestId('cart-checkout').getAttribute('href')).toBe('/checkout');
    expect(screen.getByTestId('cart-order-limit').textContent).toBe(`One order holds up to ${MAX_ORDER_LINES} designs.`);
    expect(screen.queryByText(/Open a line's order form/)).toBeNull();
  });

  it('says before checkout that the shopper picks the designs when the cart holds more than one order takes', () => {
    const many = Array.from({ length: MAX_ORDER_LINES + 2 }, (_, i) => line({ id: `p${i}_tailor`, productId: `p${i}`, productType: 'tailor', size: null, sizes: [] }));
    renderView({ state: { status: 'ready', lines: many, summary } });
    expect(screen.getByTestId('cart-order-limit').textContent).toContain(`Your cart has ${MAX_ORDER_LINES + 2}: at checkout you choose which to send now`);
    expect(screen.getByTestId('cart-checkout')).toBeTruthy();
  });

  it('does not offer Checkout when no line can be ordered', () => {
    const outOfStock = line({ id: 'p4_readymade_M', productId: 'p4', available: false, blocker: 'out-of-stock' });
    renderView({ state: { status: 'ready', lines: [gone, outOfStock], summary: { ...summary, itemCount: 0, finalTotal: 0, totalCartValue: 0, discount: 0 } } });
    expect(screen.queryByTestId('cart-checkout')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Checkout' })).toBeNull();
    expect(screen.getByTestId('cart-nothing-orderable').textContent).toBe('Nothing in your cart can be ordered right now.');
  });

  it('shows the totals of the cart document', () => {
    renderView({ state: { status: 'ready', lines: [ready, tailor], summary } });
    expect(screen.getByTestId('cart-subtotal').textContent).toBe(formatINR(480000, { decimals: 2 }));
    expect(screen.getByTestId('cart-discount').textContent).toBe(`− ${formatINR(12000, { decimals: 2 })}`);
    expect(screen.getByTestId('cart-final-total').textContent).toBe(formatINR(468000, { decimals: 2 }));
    expect(screen.getByTestId('cart-shipping').textContent).toBe('Free');
    expect(screen.getByText('Subtotal (3 items)')).toBeTruthy();
    expect(screen.queryByTestId('cart-free-shipping')).toBeNull();
  });

  it('shows shipping and how much more makes it free', () => {
    const small = line({ price: 100000, discount: 0, totalPrice: 100000 });
    renderView({
      state: {
        status: 'ready',
        lines: [small],
        summary: { totalCartValue: 100000, discount: 0, shippingCharge: 4000, finalTotal: 104000, itemCount: 1 },
      },
    });
    expect(screen.getByTestId('cart-shipping').textContent).toBe(formatINR(4000, { decimals: 2 }));
    expect(screen.getByTestId('cart-final-total').textContent).toBe(formatINR(104000, { decimals: 2 }));
    // ₹2,999 − ₹1,000
    expect(screen.getByTestId('cart-free-shipping').textContent).toBe(`Add ${formatINR(199900, { decimals: 2 })} more for free shipping`);
  });

  it('counts the free-shipping hint from the shop’s threshold', () => {
    const small = line({ price: 100000, discount: 0, totalPrice: 100000 });
    renderView({
      state: {
        status: 'ready',
        lines: [small],
        summary: { totalCartValue: 100000, discount: 0, shippingCharge: 4000, finalTotal: 104000, itemCount: 1 },
      },
    });
    try {
      act(() => setShopSettings({ ...DEFAULT_SHOP_SETTINGS, freeShippingThresholdPaise: 150000 }));
      // ₹1,500 − ₹1,000
      expect(screen.getByTestId('cart-free-shipping').textContent).toBe(`Add ${formatINR(50000, { decimals: 2 })} more for free shipping`);
      act(() => setShopSettings({ ...DEFAULT_SHOP_SETTINGS, freeShippingThresholdPaise: 90000 }));
      expect(screen.queryByTestId('cart-free-shipping')).toBeNull();
    } finally {
      act(() => setShopSettings(DEFAULT_SHOP_SETTINGS));
    }
  });

  it('marks a line whose totals are not computed yet, and the summary as updating', () => {
    const stale = { ...tailor, quantity: 3, priced: false };
    renderView({ state: { status: 'ready', lines: [ready, stale], summary } });
    expect(within(screen.getByTestId('cart-line-p2_tailor')).getByText('updating…')).toBeTruthy();
    expect(screen.getByText('Updating totals…')).toBeTruthy();
  });

  it('shows a deleted design as no longer available with Remove only: no price, quantity, spinner or order form', () => {
    const { onRemove } = renderView({
      state: { status: 'ready', lines: [ready, gone], summary: { ...summary, totalCartValue: 120000, discount: 12000, finalTotal: 108000, itemCount: 1 } },
    });
    const row = screen.getByTestId('cart-line-p3_tailor');
    expect(within(row).getByTestId('cart-line-unavailable').textContent).toContain('No longer available');
    expect(within(row).getByText('Mirror Work Lehenga')).toBeTruthy();
    expect(within(row).queryByText(/Loading design/)).toBeNull();
    expect(within(row).queryByText(/updating/)).toBeNull();
    expect(within(row).queryByRole('status')).toBeNull();
    expect(within(row).queryByText(/₹/)).toBeNull();
    expect(within(row).queryByRole('link')).toBeNull();
    expect(within(row).queryByRole('button', { name: /quantity/ })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Remove Mirror Work Lehenga (Tailor-made)' }));
    expect(onRemove).toHaveBeenCalledWith(gone);
    expect(screen.getByText('1 line is no longer available and not counted.')).toBeTruthy();
    // The summary is current: the unavailable line is outside the totals.
    expect(screen.queryByText('Updating totals…')).toBeNull();
  });

  it('a deleted design priced before its name was kept says so instead of loading for ever', () => {
    renderView({ state: { status: 'ready', lines: [{ ...gone, productName: '' }], summary: { ...summary, totalCartValue: 0, discount: 0, finalTotal: 0, itemCount: 0 } } });
    expect(screen.getByText('A design no longer in the shop')).toBeTruthy();
    expect(screen.queryByText(/Loading design/)).toBeNull();
  });

  it('names the reason for an out-of-stock ready-made line', () => {
    renderView({ state: { status: 'ready', lines: [{ ...ready, available: false, blocker: 'out-of-stock' }], summary } });
    expect(screen.getByTestId('cart-line-unavailable').textContent).toContain('Out of stock');
    expect(screen.queryByRole('link', { name: /Order Now/ })).toBeNull();
  });

  it('asks for a size on a ready-made line from before sizes, and moves it to the chosen one', () => {
    const unsized = { ...ready, id: 'p1_readymade', size: null, available: false, blocker: 'no-size' as const };
    const { onChooseSize } = renderView({ state: { status: 'ready', lines: [unsized], summary } });
    const select = screen.getByLabelText('Choose a size for Zari Silk Blouse (Ready-made)') as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['', 'S', 'M', 'L']);
    expect(screen.queryByRole('link', { name: /Order Now/ })).toBeNull();
    fireEvent.change(select, { target: { value: 'L' } });
    expect(onChooseSize).toHaveBeenCalledWith(unsized, 'L');
  });

  it('sends quantity and delete actions for the line', () => {
    const handlers = renderView({ state: { status: 'ready', lines: [ready, tailor], summary } });
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Anarkali Suit (Tailor-made)' }));
    expect(handlers.onIncrease).toHaveBeenCalledWith(tailor);
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Anarkali Suit (Tailor-made)' }));
    expect(handlers.onDecrease).toHaveBeenCalledWith(tailor);
    // at quantity 1 the minus button removes
    fireEvent.click(screen.getByRole('button', { name: 'Remove Zari Silk Blouse (Ready-made, size M)' }));
    expect(handlers.onDecrease).toHaveBeenCalledWith(ready);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Zari Silk Blouse (Ready-made, size M)' }));
    expect(handlers.onRemove).toHaveBeenCalledWith(ready);
  });

  it('disables a line’s controls while its change is being saved', () => {
    renderView({ state: { status: 'ready', lines: [ready], summary }, busy: new Set(['p1_readymade_M']) });
    expect((screen.getByRole('button', { name: 'Increase quantity of Zari Silk Blouse (Ready-made, size M)' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the success banner after an update', () => {
    renderView({ state: { status: 'ready', lines: [ready], summary }, banner: 'success' });
    expect(screen.getByText('Cart updated successfully!')).toBeTruthy();
  });
});

describe('CartView in Hindi', () => {
  afterEach(() => resetI18nState());

  it('shows the page, the lines and the summary in Hindi, with 0 items in the singular', () => {
    addEntries(hindi);
    setLanguage('hi');
    renderView({ state: { status: 'ready', lines: [ready, gone], summary: { ...summary, itemCount: 0 } } });
    expect(screen.getByRole('heading', { level: 1, name: 'मेरा कार्ट' })).toBeTruthy();
    expect(screen.getByRole('region', { name: /^रेडीमेड/ })).toBeTruthy();
    expect(screen.getByText('साइज़ M')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zari Silk Blouse (रेडीमेड, साइज़ M) की संख्या बढ़ाएँ' })).toBeTruthy();
    expect(screen.getByText('कुल दाम (0 आइटम)')).toBeTruthy();
    expect(screen.getByText('1 आइटम अब उपलब्ध नहीं है और कुल में नहीं जोड़ा गया।')).toBeTruthy();
    expect(screen.getByTestId('cart-line-unavailable').textContent).toBe('अब उपलब्ध नहीं · आपके कुल में नहीं जोड़ा गया');
    expect(screen.getByTestId('cart-checkout').textContent).toBe('चेकआउट');
    expect(document.body.textContent).not.toMatch(/Subtotal|Order Summary|Checkout|each/);
  });
});

describe('summaryIsCurrent', () => {
  it('is true only when every line is priced and the sums agree', () => {
    expect(summaryIsCurrent([ready, tailor], { ...summary, finalTotal: 468000, itemCount: 3 })).toBe(true);
    expect(summaryIsCurrent([ready, tailor], null)).toBe(false);
    expect(summaryIsCurrent([ready, { ...tailor, priced: false }], summary)).toBe(false);
    expect(summaryIsCurrent([ready, tailor], { ...summary, finalTotal: 1 })).toBe(false);
    expect(summaryIsCurrent([{ ...ready, available: false }], { ...summary, finalTotal: 0, itemCount: 0 })).toBe(true);
    // The total includes shipping on top of the lines.
    expect(summaryIsCurrent([ready], { ...summary, shippingCharge: 4000, finalTotal: 108000 + 4000, itemCount: 1 })).toBe(true);
    expect(summaryIsCurrent([ready], { ...summary, shippingCharge: 0, finalTotal: 108000 + 4000, itemCount: 1 })).toBe(false);
  });
});
