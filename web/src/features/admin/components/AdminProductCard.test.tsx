import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PRODUCT_FORM_DEFAULTS, type Product } from '@tailor/domain';
import { AdminProductCard } from './AdminProductCard';

const product = (over: Partial<Product> = {}): Product => ({
  ...PRODUCT_FORM_DEFAULTS,
  id: 'p-1',
  productId: 'p-1',
  productName: 'Draft Blouse',
  description: 'Not yet in the shop.',
  tailorPrice: 150000,
  rating: 0,
  ratingCount: 0,
  priceFrom: 150000,
  createdAt: null,
  lastUpdated: null,
  ...over,
});

describe('AdminProductCard', () => {
  it('marks an inactive product as hidden from shoppers; an active one carries no mark', () => {
    const { unmount } = render(
      <MemoryRouter>
        <AdminProductCard product={product({ productStatus: 'Inactive' })} onDelete={() => undefined} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Inactive: hidden from shoppers')).toBeTruthy();
    expect(screen.getByText('Tailor-made price')).toBeTruthy();
    unmount();
    render(
      <MemoryRouter>
        <AdminProductCard product={product()} onDelete={() => undefined} />
      </MemoryRouter>,
    );
    expect(screen.queryByText('Inactive: hidden from shoppers')).toBeNull();
  });
});
