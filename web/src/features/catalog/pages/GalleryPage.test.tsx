import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { PRODUCT_FORM_DEFAULTS, type CatalogueQuery, type Product } from '@tailor/domain';
import type { GalleryChunk } from '../data';

const fetchGalleryChunk = vi.fn<(q: CatalogueQuery, after: unknown, want?: number) => Promise<GalleryChunk>>();
const countGalleryCandidates = vi.fn<(q: CatalogueQuery) => Promise<number>>();
vi.mock('../data', () => ({
  fetchGalleryChunk: (q: CatalogueQuery, after: unknown, want?: number) => fetchGalleryChunk(q, after, want),
  countGalleryCandidates: (q: CatalogueQuery) => countGalleryCandidates(q),
}));
vi.mock('../../cart/addToCart', () => ({ useAddToCart: () => async () => false }));

const { default: GalleryPage } = await import('./GalleryPage');
const { clearGalleryMemory } = await import('../useGallery');

const product = (i: number): Product => ({
  ...PRODUCT_FORM_DEFAULTS,
  id: `p-${i}`,
  productId: `p-${i}`,
  productName: `Blouse ${i}`,
  description: 'x',
  category: 'Blouse',
  readyMadePrice: 100000 + i * 100,
  rating: 0,
  ratingCount: 0,
  priceFrom: null,
  createdAt: null,
  lastUpdated: null,
});

function stubScreen(large: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('min-width: 1024px') ? large : false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/gallery', element: <GalleryPage /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('GalleryPage (phone: filter drawer)', () => {
  beforeEach(() => {
    stubScreen(false);
    clearGalleryMemory();
    fetchGalleryChunk.mockReset().mockResolvedValue({ products: [product(1), product(2)], cursor: null, hasMore: false, scanned: 2 });
    countGalleryCandidates.mockReset().mockResolvedValue(2);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('reads filters from the URL and shows the count', async () => {
    renderAt('/gallery?category=Blouse&tailorMin=500');
    expect(await screen.findAllByTestId('product-card')).toHaveLength(2);
    const { filters } = fetchGalleryChunk.mock.calls[0][0];
    expect(filters.category).toBe('Blouse');
    expect(filters.tailorPrice).toEqual([500, 10000]);
    await waitFor(() => expect(screen.getByTestId('result-count').textContent).toBe('2 designs'));
    expect(screen.getByRole('button', { name: 'Remove filter Category: Blouse' })).toBeTruthy();
  });

  it('the drawer applies filters to the URL with Apply Filters, and Reset Filters clears them', async () => {
    const router = renderAt('/gallery');
    await screen.findAllByTestId('product-card');
    fireEvent.click(screen.getByRole('button', { name: /^Filters/ }));
    const drawer = screen.getByRole('dialog', { name: 'Filters' });
    const category = within(drawer).getByLabelText('Category') as HTMLSelectElement;
    expect(category.options[0].textContent).toBe('All Categories');
    fireEvent.change(category, { target: { value: 'Saree' } });
    fireEvent.change(within(drawer).getAllByLabelText('Max')[0], { target: { value: '3000' } });
    // Nothing applied until Apply Filters.
    expect(router.state.location.search).toBe('');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Apply Filters' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('category')).toBe('Saree');
    expect(params.get('tailorMax')).toBe('3000');
    await waitFor(() => expect(fetchGalleryChunk.mock.calls.at(-1)?.[0].filters.category).toBe('Saree'));

    fireEvent.click(screen.getByRole('button', { name: /^Filters/ }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reset Filters' }));
    expect(router.state.location.search).toBe('');
  });

  it('searches with the text in the URL, keeping the filters, and sorts', async () => {
    const router = renderAt('/gallery?category=Blouse');
    await screen.findAllByTestId('product-card');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search designs' }), { target: { value: '  zari   silk ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=zari+silk&category=Blouse'));
    await waitFor(() => expect(fetchGalleryChunk.mock.calls.at(-1)?.[0]).toMatchObject({ q: 'zari silk', filters: { category: 'Blouse' } }));
    await waitFor(() => expect(screen.getByTestId('result-count').textContent).toContain('for “zari silk”'));
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'price-asc' } });
    await waitFor(() => expect(router.state.location.search).toBe('?q=zari+silk&category=Blouse&sort=price-asc'));
    expect(fetchGalleryChunk.mock.calls.at(-1)?.[0].sort).toBe('price-asc');
    fireEvent.click(screen.getByRole('button', { name: 'Clear the search zari silk' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=Blouse&sort=price-asc'));
  });

  it('an empty search suggests categories and clears the search', async () => {
    fetchGalleryChunk.mockResolvedValueOnce({ products: [], cursor: null, hasMore: false, scanned: 0 });
    countGalleryCandidates.mockResolvedValueOnce(0);
    const router = renderAt('/gallery?q=velvet');
    const empty = await screen.findByTestId('gallery-empty');
    expect(empty.textContent).toContain('No designs found for “velvet”');
    expect(within(empty).getByRole('link', { name: 'Blouses' }).getAttribute('href')).toBe('/gallery?category=Blouse');
    fireEvent.click(within(empty).getByRole('button', { name: 'Clear the search' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says when nothing matches, and offers a retry after a failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchGalleryChunk.mockResolvedValueOnce({ products: [], cursor: null, hasMore: false, scanned: 0 });
    renderAt('/gallery?color=Green');
    expect(await screen.findByText('No designs match these filters')).toBeTruthy();

    clearGalleryMemory();
    fetchGalleryChunk.mockRejectedValueOnce(new Error('offline'));
    renderAt('/gallery?color=Black');
    fireEvent.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await screen.findAllByTestId('product-card')).toHaveLength(2);
  });
});

describe('GalleryPage (large screen: permanent panel)', () => {
  beforeEach(() => {
    stubScreen(true);
    clearGalleryMemory();
    fetchGalleryChunk.mockReset().mockResolvedValue({ products: [product(1)], cursor: null, hasMore: false, scanned: 1 });
    countGalleryCandidates.mockReset().mockResolvedValue(1);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('applies a dropdown at once and a bound when the field is left', async () => {
    const router = renderAt('/gallery');
    await screen.findAllByTestId('product-card');
    const panel = screen.getByRole('complementary', { name: 'Filters' });
    // The drawer button is still drawn (CSS hides it at this width, which the journeys check in a browser).
    fireEvent.change(within(panel).getByLabelText('Fabric Type'), { target: { value: 'Silk' } });
    expect(new URLSearchParams(router.state.location.search).get('fabric')).toBe('Silk');
    const discountMin = within(panel).getAllByLabelText('Min')[2];
    fireEvent.change(discountMin, { target: { value: '10' } });
    expect(new URLSearchParams(router.state.location.search).get('discountMin')).toBeNull();
    fireEvent.blur(discountMin);
    expect(new URLSearchParams(router.state.location.search).get('discountMin')).toBe('10');
    // Back restores the previous filters in the panel.
    await router.navigate(-1);
    await waitFor(() => expect((within(panel).getAllByLabelText('Min')[2] as HTMLInputElement).value).toBe('0'));
    expect((within(panel).getByLabelText('Fabric Type') as HTMLSelectElement).value).toBe('Silk');
  });
});
