import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PRODUCT_FORM_DEFAULTS, type Product } from '@tailor/domain';

const addToCart = vi.fn();
vi.mock('../../cart/addToCart', () => ({ useAddToCart: () => addToCart }));

const { ProductCard } = await import('./ProductCard');
const { addEntries, resetI18nState, setLanguage } = await import('../../../lib/i18n/translate');

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
  quantityInStock: 4,
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
    const dialog = await screen.findByRole('dialog', { name: 'Rani Pink Silk Blouse' });
    expect(within(dialog).getByRole('button', { name: /Ready-made/ }).textContent).toContain('₹1,200');
    expect(within(dialog).getByRole('button', { name: /Tailor-made/ }).textContent).toContain('₹1,760');

    addToCart.mockResolvedValueOnce(false);
    fireEvent.click(within(dialog).getByRole('button', { name: /Tailor-made/ }));
    await waitFor(() => expect(addToCart).toHaveBeenCalledWith({ id: 'p-rani', productName: 'Rani Pink Silk Blouse' }, 'tailor', undefined));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /Tailor-made/ })).toHaveProperty('disabled', false));
    expect(screen.getByRole('dialog')).toBeTruthy();

    // Ready-made needs a size first.
    fireEvent.click(within(dialog).getByRole('button', { name: /Ready-made/ }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Choose a size');
    expect(addToCart).toHaveBeenCalledTimes(1);
    addToCart.mockResolvedValueOnce(true);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'M' }));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: /Ready-made/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(addToCart).toHaveBeenLastCalledWith({ id: 'p-rani', productName: 'Rani Pink Silk Blouse' }, 'readymade', 'M');
  });

  it('offers the design’s own sizes, with a size guide of its category’s chart', async () => {
    renderCard(product({ sizes: ['S', 'M', 'L'] }));
    fireEvent.click(screen.getByRole('button', { name: 'View Design' }));
    const dialog = await screen.findByRole('dialog');
    const sizes = within(dialog).getByRole('group', { name: 'Ready-made size' });
    expect(within(sizes).getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['S', 'M', 'L']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Size guide' }));
    const guide = screen.getByRole('dialog', { name: 'Size guide: Blouse' });
    const rows = within(guide).getAllByRole('row');
    expect(rows).toHaveLength(7);
    expect(within(guide).getByRole('rowheader', { name: 'M' }).parentElement!.textContent).toBe('M363039');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Size guide: Blouse' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Rani Pink Silk Blouse' })).toBeTruthy();
  });

  it('a free-size design needs no choice; an out-of-stock one keeps tailor-made and says why ready-made is off', async () => {
    renderCard(product({ category: 'Saree', availabilityStatus: 'Out of Stock' }));
    fireEvent.click(screen.getByRole('button', { name: 'View Design' }));
    const dialog = await screen.findByRole('dialog');
    const ready = within(dialog).getByRole('button', { name: /Ready-made/ });
    expect(ready).toHaveProperty('disabled', true);
    expect(ready.textContent).toContain('Out of stock');
    expect(within(dialog).queryByRole('group', { name: 'Ready-made size' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: /Tailor-made/ })).toHaveProperty('disabled', false);
  });

  it('a free-size design in stock goes to the cart in Free Size without asking', async () => {
    addToCart.mockResolvedValueOnce(true);
    renderCard(product({ category: 'Saree' }));
    fireEvent.click(screen.getByRole('button', { name: 'View Design' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByRole('radio', { name: 'Free Size' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: /Ready-made/ }));
    await waitFor(() => expect(addToCart).toHaveBeenCalledWith({ id: 'p-rani', productName: 'Rani Pink Silk Blouse' }, 'readymade', 'Free Size'));
  });

  it('a discontinued design cannot be bought either way, and says so', async () => {
    renderCard(product({ availabilityStatus: 'Discontinued' }));
    fireEvent.click(screen.getByRole('button', { name: 'View Design' }));
    const dialog = await screen.findByRole('dialog');
    for (const name of [/Ready-made/, /Tailor-made/]) {
      const button = within(dialog).getByRole('button', { name });
      expect(button).toHaveProperty('disabled', true);
      expect(button.textContent).toContain('This design has been discontinued');
    }
  });

  it('offers only the options the product has', async () => {
    renderCard(product({ readyMadePrice: null }));
    fireEvent.click(screen.getByRole('button', { name: 'View Design' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: /Ready-made/ })).toBeNull();
    expect(within(dialog).getByRole('button', { name: /Tailor-made/ })).toBeTruthy();
  });
});

describe("ProductCard: the owner's Hindi name", () => {
  const hindi = product({ productNameHi: 'रानी गुलाबी सिल्क ब्लाउज़', descriptionHi: 'हाथ से तैयार सिल्क ब्लाउज़।' });
  beforeEach(() => resetI18nState());

  it('shows it in Hindi, the English name in English', () => {
    setLanguage('hi');
    const { unmount } = renderCard(hindi);
    expect(screen.getByRole('link', { name: 'रानी गुलाबी सिल्क ब्लाउज़' })).toBeTruthy();
    unmount();
    setLanguage('en');
    renderCard(hindi);
    expect(screen.getByRole('link', { name: 'Rani Pink Silk Blouse' })).toBeTruthy();
  });

  it('shows it for a design read in the browser, with no text from the page, and follows a switch without a reload', () => {
    // More cards on scrolling, another filter: the served page carried no entry for them.
    renderCard(hindi);
    expect(screen.getByRole('link', { name: 'Rani Pink Silk Blouse' })).toBeTruthy();
    act(() => setLanguage('hi'));
    expect(screen.getByRole('link', { name: 'रानी गुलाबी सिल्क ब्लाउज़' })).toBeTruthy();
    act(() => setLanguage('en'));
    expect(screen.getByRole('link', { name: 'Rani Pink Silk Blouse' })).toBeTruthy();
  });

  it('shows the English name in Hindi for a design without a Hindi name, even one that reads like a text of the shop', () => {
    setLanguage('hi');
    addEntries({ Blouse: 'ब्लाउज़' });
    renderCard(product({ productNameHi: '' }));
    expect(screen.getByRole('link', { name: 'Rani Pink Silk Blouse' })).toBeTruthy();
    renderCard(product({ id: 'p-plain', productName: 'Blouse' }));
    expect(screen.getByRole('link', { name: 'Blouse' })).toBeTruthy();
  });

  it('opens View Design with the Hindi name and description', async () => {
    setLanguage('hi');
    renderCard(hindi);
    fireEvent.click(screen.getByRole('button', { name: /View Design|डिज़ाइन देखें/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('रानी गुलाबी सिल्क ब्लाउज़')).toBeTruthy();
    expect(within(dialog).getByText('हाथ से तैयार सिल्क ब्लाउज़।')).toBeTruthy();
    resetI18nState();
  });
});
