import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PRODUCT_FORM_DEFAULTS, type Product } from '@tailor/domain';

// The options dialog's module counts its loads: the factory runs when the card first imports it.
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./ProductOptionsModal', () => {
  loads.count += 1;
  return { ProductOptionsModal: () => null };
});

const { ProductCard } = await import('./ProductCard');

const product: Product = {
  ...PRODUCT_FORM_DEFAULTS,
  id: 'p-rani',
  productId: 'p-rani',
  productName: 'Rani Pink Silk Blouse',
  description: 'Hand-finished silk blouse.',
  category: 'Blouse',
  readyMadePrice: 150000,
  tailorPrice: 220000,
  quantityInStock: 4,
  images: [{ url: '/garments/blouse-pink-embroidered-front.svg' }],
  rating: 0,
  ratingCount: 0,
  priceFrom: 150000,
  createdAt: null,
  lastUpdated: null,
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('ProductCard: when View Design loads its dialog', () => {
  it('not when a finger passes over the button (a swipe through the grid); ahead of the click when a mouse does', async () => {
    render(
      <MemoryRouter>
        <ProductCard product={product} />
      </MemoryRouter>,
    );
    const button = screen.getByRole('button', { name: 'View Design' });
    fireEvent.pointerEnter(button, { pointerType: 'touch' });
    fireEvent.touchStart(button);
    await settle();
    expect(loads.count).toBe(0);
    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    await vi.waitFor(() => expect(loads.count).toBe(1));
  });
});
