import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { formatINR } from '@tailor/domain/money';
import { CartView, type CartViewProps } from './CartView';
import { summaryIsCurrent } from '../cartView';
import type { CartLineView, CartSummaryView } from '../data';

function line(overrides: Partial<CartLineView>): CartLineView {
  return {
    id: 'p1_readymade',
    productId: 'p1',
    productType: 'readymade',
    quantity: 1,
    productName: 'Zari Silk Blouse',
    image: ['/garments/a.svg'],
    category: 'Blouse',
    price: 120000,
    discount: 10,
    totalPrice: 108000,
    available: true,
    priced: true,
    addedAtMs: 1,
    ...overrides,
  };
}

const ready = line({});
const tailor = line({ id: 'p2_tailor', productId: 'p2', productType: 'tailor', productName: 'Anarkali Suit', quantity: 2, price: 180000, discount: 0, totalPrice: 360000 });
const summary: CartSummaryView = { totalCartValue: 480000, discount: 12000, finalTotal: 468000, itemCount: 3 };

function renderView(props: Partial<CartViewProps>) {
  const handlers = { onIncrease: vi.fn(), onDecrease: vi.fn(), onRemove: vi.fn(), onRetry: vi.fn() };
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
    const readyGroup = screen.getByRole('region', { name: /Ready Made Items/ });
    const tailorGroup = screen.getByRole('region', { name: /Tailor Items/ });
    expect(within(readyGroup).getByText('Ready Made')).toBeTruthy();
    expect(within(readyGroup).getByRole('link', { name: /^Order Now/ }).getAttribute('href')).toBe('/order/p1/readymade');
    expect(within(tailorGroup).getByText('Custom Tailoring')).toBeTruthy();
    expect(within(tailorGroup).getByRole('link', { name: /^Add Measurement/ }).getAttribute('href')).toBe('/order/p2/tailor');
    expect(within(tailorGroup).getByTestId('cart-line-total').textContent).toBe(formatINR(360000, { decimals: 2 }));
  });

  it('shows the totals of the cart document', () => {
    renderView({ state: { status: 'ready', lines: [ready, tailor], summary } });
    expect(screen.getByTestId('cart-subtotal').textContent).toBe(formatINR(480000, { decimals: 2 }));
    expect(screen.getByTestId('cart-discount').textContent).toBe(`− ${formatINR(12000, { decimals: 2 })}`);
    expect(screen.getByTestId('cart-final-total').textContent).toBe(formatINR(468000, { decimals: 2 }));
    expect(screen.getByText('Subtotal (3 items)')).toBeTruthy();
  });

  it('marks a line whose totals are not computed yet, and the summary as updating', () => {
    const stale = { ...tailor, quantity: 3, priced: false };
    renderView({ state: { status: 'ready', lines: [ready, stale], summary } });
    expect(within(screen.getByTestId('cart-line-p2_tailor')).getByText('updating…')).toBeTruthy();
    expect(screen.getByText('Updating totals…')).toBeTruthy();
  });

  it('flags unavailable designs', () => {
    renderView({ state: { status: 'ready', lines: [{ ...ready, available: false, totalPrice: 0 }], summary: { ...summary, totalCartValue: 0, discount: 0, finalTotal: 0, itemCount: 0 } } });
    expect(screen.getByText(/currently unavailable/)).toBeTruthy();
  });

  it('sends quantity and delete actions for the line', () => {
    const handlers = renderView({ state: { status: 'ready', lines: [ready, tailor], summary } });
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Anarkali Suit (Custom Tailoring)' }));
    expect(handlers.onIncrease).toHaveBeenCalledWith(tailor);
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Anarkali Suit (Custom Tailoring)' }));
    expect(handlers.onDecrease).toHaveBeenCalledWith(tailor);
    // at quantity 1 the minus button removes
    fireEvent.click(screen.getByRole('button', { name: 'Remove Zari Silk Blouse (Ready Made)' }));
    expect(handlers.onDecrease).toHaveBeenCalledWith(ready);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Zari Silk Blouse (Ready Made)' }));
    expect(handlers.onRemove).toHaveBeenCalledWith(ready);
  });

  it('disables a line’s controls while its change is being saved', () => {
    renderView({ state: { status: 'ready', lines: [ready], summary }, busy: new Set(['p1_readymade']) });
    expect((screen.getByRole('button', { name: 'Increase quantity of Zari Silk Blouse (Ready Made)' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the success banner after an update', () => {
    renderView({ state: { status: 'ready', lines: [ready], summary }, banner: 'success' });
    expect(screen.getByText('Cart updated successfully!')).toBeTruthy();
  });
});

describe('summaryIsCurrent', () => {
  it('is true only when every line is priced and the sums agree', () => {
    expect(summaryIsCurrent([ready, tailor], { ...summary, finalTotal: 468000, itemCount: 3 })).toBe(true);
    expect(summaryIsCurrent([ready, tailor], null)).toBe(false);
    expect(summaryIsCurrent([ready, { ...tailor, priced: false }], summary)).toBe(false);
    expect(summaryIsCurrent([ready, tailor], { ...summary, finalTotal: 1 })).toBe(false);
    expect(summaryIsCurrent([{ ...ready, available: false }], { ...summary, finalTotal: 0, itemCount: 0 })).toBe(true);
  });
});
