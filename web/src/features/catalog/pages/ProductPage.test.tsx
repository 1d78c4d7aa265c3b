import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { PRODUCT_FORM_DEFAULTS, type Product } from '@tailor/domain';

const fetchProduct = vi.fn<(id: string) => Promise<Product | null>>();
vi.mock('../data', () => ({
  fetchProduct: (id: string) => fetchProduct(id),
  fetchProductFromCache: async () => null,
}));
const addToCart = vi.fn(async () => true);
vi.mock('../../cart/addToCart', () => ({ useAddToCart: () => addToCart }));
const toastSuccess = vi.fn();
vi.mock('../../../lib/toast', () => ({ toast: { success: (m: string) => toastSuccess(m), error: vi.fn() } }));
// The Call and WhatsApp buttons read the shop's details: the defaults here, never Firestore.
vi.mock('../../shop-info/data', () => ({ fetchShopSettings: async () => null }));

const { default: ProductPage } = await import('./ProductPage');
const { default: DesignDetailPage } = await import('./DesignDetailPage');

const LONG =
  'A rich maroon Banarasi silk lehenga woven with antique-gold zari bootis and finished with a hand-embroidered kalidar hem. Comes with a matching raw-silk choli and a sheer net dupatta.';

const lehenga: Product = {
  ...PRODUCT_FORM_DEFAULTS,
  id: 'p-maroon',
  productId: 'p-maroon',
  productName: 'Maroon Banarasi Silk Lehenga',
  description: LONG,
  category: 'Lehenga',
  readyMadePrice: 3850000,
  tailorPrice: 4200050,
  discount: 10,
  quantityInStock: 3,
  sizes: ['S', 'M', 'L'],
  images: [{ url: '/garments/a.svg' }, { url: '/garments/b.svg' }],
  customizationAvailable: true,
  customizationOptions: ['Sleeve length'],
  rating: 4.5,
  ratingCount: 2,
  priceFrom: 3465000,
  createdAt: null,
  lastUpdated: null,
};

function renderRoute(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/product/:id', element: <ProductPage /> },
      { path: '/details', element: <DesignDetailPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('ProductPage', () => {
  beforeEach(() => {
    fetchProduct.mockReset();
    addToCart.mockClear();
    toastSuccess.mockReset();
    window.localStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows 'Loading product details...' and then the product with both discounted prices (paise only where there are any)", async () => {
    fetchProduct.mockResolvedValue(lehenga);
    renderRoute('/product/p-maroon');
    expect(screen.getByText('Loading product details...')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Maroon Banarasi Silk Lehenga' })).toBeTruthy();
    expect(screen.getByTestId('price-readymade').textContent).toBe('₹34,650');
    expect(screen.getByTestId('price-tailor').textContent).toBe('₹37,800');
    expect(screen.getByTestId('saving-readymade').textContent).toBe('You save ₹3,850 (10% off)');
    expect(screen.getByTestId('saving-tailor').textContent).toBe('You save ₹4,200.50 (10% off)');
    expect(screen.getByRole('link', { name: 'Call Now' }).getAttribute('href')).toMatch(/^tel:\+91/);
  });

  it('a product that does not exist gets a not-found state with a way back', async () => {
    fetchProduct.mockResolvedValue(null);
    renderRoute('/product/p-nothing');
    expect(await screen.findByRole('heading', { name: "We couldn't find this design" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse all designs' }).getAttribute('href')).toBe('/gallery');
  });

  it('an invalid id is not found without a request', async () => {
    renderRoute('/product/a%20b');
    expect(await screen.findByRole('heading', { name: "We couldn't find this design" })).toBeTruthy();
    expect(fetchProduct).not.toHaveBeenCalled();
  });

  it('a failed fetch offers a retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchProduct.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(lehenga);
    renderRoute('/product/p-maroon');
    fireEvent.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Maroon Banarasi Silk Lehenga' })).toBeTruthy();
  });

  it('description, summary and category cards expand and collapse', async () => {
    fetchProduct.mockResolvedValue(lehenga);
    renderRoute('/product/p-maroon');
    await screen.findByRole('heading', { level: 1 });
    const description = document.getElementById('product-description')!;
    expect(description.textContent!.length).toBeLessThanOrEqual(151);
    fireEvent.click(screen.getByRole('button', { name: 'Read More' }));
    expect(description.textContent).toBe(LONG);
    fireEvent.click(screen.getByRole('button', { name: 'Show Less' }));

    const summary = screen.getByRole('region', { name: 'Product Summary' });
    expect(summary.querySelectorAll('dt')).toHaveLength(3);
    fireEvent.click(within(summary).getByRole('button', { name: 'View All 8 Details' }));
    expect(summary.querySelectorAll('dt')).toHaveLength(8);

    const card = screen.getByRole('region', { name: 'Lehenga Details' });
    expect(card.querySelectorAll('dt')).toHaveLength(4);
    fireEvent.click(within(card).getByRole('button', { name: 'Show More' }));
    expect(card.querySelectorAll('dt')).toHaveLength(5);
  });

  it('Likes add 1 once and are remembered locally', async () => {
    fetchProduct.mockResolvedValue(lehenga);
    renderRoute('/product/p-maroon');
    const like = await screen.findByRole('button', { name: /Like/ });
    expect(like.textContent).toContain('0');
    fireEvent.click(like);
    expect(like.textContent).toContain('Liked');
    expect(like.textContent).toContain('1');
    expect((like as HTMLButtonElement).disabled).toBe(true);
    expect(JSON.parse(window.localStorage.getItem('silai:likes')!)).toEqual(['p-maroon']);
  });

  it('Share copies the link when there is no share sheet', async () => {
    fetchProduct.mockResolvedValue(lehenga);
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    renderRoute('/product/p-maroon');
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Link copied to clipboard!'));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
  });

  it('Buy goes to the order of the chosen option; Add to Cart adds it', async () => {
    fetchProduct.mockResolvedValue(lehenga);
    const router = renderRoute('/product/p-maroon');
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getByRole('radio', { name: /Tailor-made/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(addToCart).toHaveBeenCalledWith({ id: 'p-maroon', productName: 'Maroon Banarasi Silk Lehenga' }, 'tailor', undefined));
    expect(screen.queryByRole('group', { name: 'Size' })).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Buy Now' }));
    });
    expect(router.state.location.pathname).toBe('/order/p-maroon/tailor');
  });

  it('ready-made needs a size before Add to Cart or Buy Now; the size goes with it', async () => {
    fetchProduct.mockResolvedValue(lehenga);
    const router = renderRoute('/product/p-maroon');
    await screen.findByRole('heading', { level: 1 });
    expect((screen.getByRole('radio', { name: /Ready-made/ }) as HTMLInputElement).checked).toBe(true);
    const sizes = screen.getByRole('group', { name: 'Size' });
    expect(within(sizes).getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['S', 'M', 'L']);

    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose a size');
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Buy Now' }));
    });
    expect(router.state.location.pathname).toBe('/product/p-maroon');
    expect(addToCart).not.toHaveBeenCalled();

    fireEvent.click(within(sizes).getByRole('radio', { name: 'M' }));
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(addToCart).toHaveBeenCalledWith({ id: 'p-maroon', productName: 'Maroon Banarasi Silk Lehenga' }, 'readymade', 'M'));
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Buy Now' }));
    });
    expect(router.state.location.pathname + router.state.location.search).toBe('/order/p-maroon/readymade?size=M');
  });

  it('the size guide shows the category’s chart in a dialog', async () => {
    fetchProduct.mockResolvedValue(lehenga);
    renderRoute('/product/p-maroon');
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Size guide' }));
    const guide = screen.getByRole('dialog', { name: 'Size guide: Lehenga' });
    expect(within(guide).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Size', 'Waist (in)', 'Hip (in)', 'Length (in)']);
    expect(within(guide).getAllByRole('rowheader').map((c) => c.textContent)).toEqual(['S', 'M', 'L', 'XL']);
    expect(within(guide).getByText(/drawstring/)).toBeTruthy();
  });

  it('out of stock: ready-made says so and its buttons are disabled; tailor-made can still be bought', async () => {
    fetchProduct.mockResolvedValue({ ...lehenga, availabilityStatus: 'Out of Stock' });
    renderRoute('/product/p-maroon');
    await screen.findByRole('heading', { level: 1 });
    // Tailor-made, the option that can be bought, is chosen at first.
    expect((screen.getByRole('radio', { name: /Tailor-made/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /Ready-made/ }));
    const add = screen.getByRole('button', { name: 'Add to Cart' });
    const buy = screen.getByRole('button', { name: 'Buy Now' });
    expect(add).toHaveProperty('disabled', true);
    expect(buy).toHaveProperty('disabled', true);
    const reason = document.getElementById(add.getAttribute('aria-describedby')!)!;
    expect(reason.textContent).toBe('Ready-made: Out of stock. Tailor-made can still be ordered.');
    expect(screen.queryByRole('group', { name: 'Size' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /Tailor-made/ }));
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toHaveProperty('disabled', false);
  });

  it('discontinued: neither option can be bought, and the page says why', async () => {
    fetchProduct.mockResolvedValue({ ...lehenga, availabilityStatus: 'Discontinued' });
    renderRoute('/product/p-maroon');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toHaveProperty('disabled', true);
    expect(screen.getByText('This design has been discontinued. Call us to ask about a similar piece.')).toBeTruthy();
  });

  it('an inactive design is no longer available, with ways onward (not "not found")', async () => {
    fetchProduct.mockResolvedValue({ ...lehenga, productStatus: 'Inactive' });
    renderRoute('/product/p-maroon');
    expect(await screen.findByRole('heading', { level: 1, name: 'This design is no longer available' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse all designs' }).getAttribute('href')).toBe('/gallery');
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
  });
});

describe('DesignDetailPage', () => {
  beforeEach(() => fetchProduct.mockReset());

  it('works from the id in the URL (reload, shared link)', async () => {
    fetchProduct.mockResolvedValue({ ...lehenga, fabricFeel: 'Soft silk', durability: undefined });
    renderRoute('/details?id=p-maroon');
    expect(await screen.findByRole('heading', { level: 1, name: 'Maroon Banarasi Silk Lehenga' })).toBeTruthy();
    for (const title of ['Fabric & Material', 'Blouse Tailoring Details', 'Embellishments', 'Customization Options']) {
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    }
    const fabric = screen.getByRole('region', { name: 'Fabric & Material' });
    expect(within(fabric).getByText('Soft silk')).toBeTruthy();
    expect(within(fabric).getByText('Not available')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeTruthy();
  });

  it('zooms the image in an overlay that Escape closes', async () => {
    fetchProduct.mockResolvedValue(lehenga);
    renderRoute('/details?id=p-maroon');
    const zoom = await screen.findByRole('button', { name: /Click to zoom/ });
    fireEvent.click(zoom);
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('an inactive design is no longer available here either', async () => {
    fetchProduct.mockResolvedValue({ ...lehenga, productStatus: 'Inactive' });
    renderRoute('/details?id=p-maroon');
    expect(await screen.findByRole('heading', { level: 1, name: 'This design is no longer available' })).toBeTruthy();
  });

  it('ready-made Add to Cart asks for a size here too', async () => {
    addToCart.mockClear();
    fetchProduct.mockResolvedValue(lehenga);
    renderRoute('/details?id=p-maroon');
    fireEvent.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose a size');
    fireEvent.click(screen.getByRole('radio', { name: 'L' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(addToCart).toHaveBeenCalledWith({ id: 'p-maroon', productName: 'Maroon Banarasi Silk Lehenga' }, 'readymade', 'L'));
  });

  it('without an id it is a not-found state', async () => {
    renderRoute('/details');
    expect(await screen.findByRole('heading', { name: "We couldn't find this design" })).toBeTruthy();
  });
});
