import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PRODUCT_FORM_DEFAULTS, type Product } from '@tailor/domain';

const addToCart = vi.fn();
vi.mock('../features/cart/addToCart', () => ({ useAddToCart: () => addToCart }));

const { ProductCard } = await import('./ProductCard');

const product = (over: Partial<Product> = {}): Product => ({
  ...PRODUCT_FORM_DEFAULTS,
  id: 'p-rani',
  productId: 'p-rani',
  productName: 'Rani Pink Silk Blouse',
  description: 'Hand-finished silk blouse with a deep back.',
  category: 'Blouse',
  readyMadePrice: 150000,
  tailorPrice: 220000,
  discount: 20,
  images: [{ url: '/garments/blouse-pink-embroidered-front.svg' }],
  rating: 0,
  ratingCount: 0,
  priceFrom: 120000,
  createdAt: null,
  lastUpdated: null,
  ...over,
});

function renderCard(p: Product) {
  return render(
    <MemoryRouter>
      <ProductCard product={p} />
    </MemoryRouter>,
  );
}

describe('ProductCard', () => {
  beforeEach(() => addToCart.mockReset());

  it('shows image, name, badge and the discounted range in whole rupees', () => {
    renderCard(product());
    const card = screen.getByTestId('product-card');
    const img = card.querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('width')).toBe('600');
    expect(img.getAttribute('height')).toBe('800');
    expect(within(card).getByRole('link', { name: 'Rani Pink Silk Blouse' }).getAttribute('href')).toBe('/product/p-rani');
    expect(card.querySelector('.product-card-badge')?.textContent).toBe('20% OFF');
    expect(card.querySelector('.price-now')?.textContent).toBe('₹1,200 – ₹1,760');
  });

  it('a single price shows with the original struck through', () => {
    renderCard(product({ tailorPrice: null, readyMadePrice: 123456, discount: 10 }));
    expect(document.querySelector('.price-now')?.textContent).toBe('₹1,111');
    expect(document.querySelector('.price-was')?.textContent).toBe('was ₹1,235');
  });

  it('View Design opens the options; a successful choice closes it, a refused one keeps it open', async () => {
    renderCard(product());
    fireEvent.click(screen.getByRole('button', { name: 'View Design' }));
    const dialog = screen.getByRole('dialog', { name: 'Rani Pink Silk Blouse' });
    expect(within(dialog).getByRole('button', { name: /Readymade/ }).textContent).toContain('₹1,200');
    expect(within(dialog).getByRole('button', { name: /Tailor Made/ }).textContent).toContain('₹1,760');

    addToCart.mockResolvedValueOnce(false);
    fireEvent.click(within(dialog).getByRole('button', { name: /Tailor Made/ }));
    await waitFor(() => expect(addToCart).toHaveBeenCalledWith({ id: 'p-rani', productName: 'Rani Pink Silk Blouse' }, 'tailor'));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /Tailor Made/ })).toHaveProperty('disabled', false));
    expect(screen.getByRole('dialog')).toBeTruthy();

    addToCart.mockResolvedValueOnce(true);
    fireEvent.click(within(dialog).getByRole('button', { name: /Readymade/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(addToCart).toHaveBeenLastCalledWith({ id: 'p-rani', productName: 'Rani Pink Silk Blouse' }, 'readymade');
  });

  it('offers only the options the product has', () => {
    renderCard(product({ readyMadePrice: null }));
    fireEvent.click(screen.getByRole('button', { name: 'View Design' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: /Readymade/ })).toBeNull();
    expect(within(dialog).getByRole('button', { name: /Tailor Made/ })).toBeTruthy();
  });
});
