import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { PRODUCT_FORM_DEFAULTS, type Product } from '@tailor/domain';
import type { CatalogueFilters } from '../catalogueTools';

const product = (i: number): Product =>
  ({ ...PRODUCT_FORM_DEFAULTS, id: `p${i}`, productName: `Design ${i}`, description: 'Silk.', images: [] }) as unknown as Product;

const loadProductsPage = vi.fn<(after: unknown, size: unknown, filters?: CatalogueFilters) => Promise<unknown>>();
const setProductsStatus = vi.fn<(ids: readonly string[], status: string) => Promise<void>>();
const deleteProducts = vi.fn<(ids: readonly string[]) => Promise<void>>();
const duplicateProduct = vi.fn<(id: string) => Promise<string>>();
vi.mock('../data', () => ({
  CannotCopyError: class extends Error {},
  loadProductsPage: (a: unknown, b: unknown, c?: CatalogueFilters) => loadProductsPage(a, b, c),
  setProductsStatus: (ids: readonly string[], status: string) => setProductsStatus(ids, status),
  deleteProducts: (ids: readonly string[]) => deleteProducts(ids),
  duplicateProduct: (id: string) => duplicateProduct(id),
  deleteProduct: vi.fn(),
  searchProductsByName: vi.fn(async () => []),
}));
vi.mock('../../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const { default: CataloguePage } = await import('./CataloguePage');

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/view_product', element: <CataloguePage /> },
      { path: '/product/:id/:type', element: <p>edit form</p> },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('CataloguePage tools', () => {
  beforeEach(() => {
    loadProductsPage.mockReset();
    loadProductsPage.mockResolvedValue({ items: [1, 2, 3].map(product), cursor: null, hasMore: false });
    setProductsStatus.mockReset();
    setProductsStatus.mockResolvedValue();
    deleteProducts.mockReset();
    duplicateProduct.mockReset();
  });

  it('selects designs, asks "Deactivate N designs?" and deactivates exactly those', async () => {
    renderAt('/view_product');
    fireEvent.click(await screen.findByLabelText('Select Design 1'));
    fireEvent.click(screen.getByLabelText('Select Design 3'));
    const bar = screen.getByRole('region', { name: 'Selected designs' });
    expect(within(bar).getByText('2 selected')).toBeTruthy();

    fireEvent.click(within(bar).getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate 2 designs?' });
    // Cancelling changes nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(setProductsStatus).not.toHaveBeenCalled();

    fireEvent.click(within(bar).getByRole('button', { name: 'Deactivate' }));
    const again = await screen.findByRole('dialog', { name: 'Deactivate 2 designs?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(setProductsStatus).toHaveBeenCalledWith(['p1', 'p3'], 'Inactive'));
    // The list is read again and the selection cleared.
    await waitFor(() => expect(loadProductsPage).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('region', { name: 'Selected designs' })).toBeNull();
  });

  it('"Select all on this page" picks every shown design and delete names the count', async () => {
    renderAt('/view_product');
    fireEvent.click(await screen.findByLabelText('Select all on this page'));
    expect(screen.getByText('3 selected')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('region', { name: 'Selected designs' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('dialog', { name: 'Delete 3 designs?' })).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Select all on this page'));
    expect(screen.queryByRole('region', { name: 'Selected designs' })).toBeNull();
  });

  it('filters come from the address and go to the query', async () => {
    renderAt('/view_product?status=Inactive&availability=Bogus&category=Saree');
    await screen.findByLabelText('Select Design 1');
    expect(loadProductsPage.mock.calls[0]![2]).toEqual({ status: 'Inactive', availability: null, category: 'Saree' });
    fireEvent.change(screen.getByLabelText('Availability'), { target: { value: 'Out of Stock' } });
    await waitFor(() =>
      expect(loadProductsPage.mock.calls.at(-1)![2]).toEqual({ status: 'Inactive', availability: 'Out of Stock', category: 'Saree' }),
    );
  });

  it('duplicate opens the copy in the edit form', async () => {
    duplicateProduct.mockResolvedValue('copy-1');
    const router = renderAt('/view_product');
    fireEvent.click(await screen.findByRole('button', { name: 'Duplicate Design 2' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/product/copy-1/update'));
    expect(duplicateProduct).toHaveBeenCalledWith('p2');
  });
});
