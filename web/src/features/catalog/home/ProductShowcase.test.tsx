import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Product, SortOption } from '@tailor/domain';
import type { HomeView, ProductCursor, ProductPage } from '../data';

const PAGE = 12;

function makeProduct(i: number, featured: boolean): Product {
  return {
    id: `p-${i}`,
    productId: `p-${i}`,
    productName: `Design ${i}`,
    description: 'A design',
    category: 'Blouse',
    productType: 'Ready-made',
    color: 'Red',
    tailorPrice: 200000,
    readyMadePrice: 150000,
    discount: 10,
    quantityInStock: 3,
    shippingCost: 0,
    fabricType: 'Silk',
    stitchingType: 'Mixed',
    pattern: 'Plain',
    embellishments: [],
    customizationAvailable: false,
    customizationOptions: [],
    images: [{ url: `/garments/p-${i}.svg` }],
    estimatedDeliveryTime: '1 week',
    availabilityStatus: 'Available',
    featuredProduct: featured,
    seasonalTags: [],
    tags: [],
    productStatus: 'Active',
    rating: 0,
    ratingCount: 0,
    priceFrom: 135000,
    createdAt: new Date(2026, 0, 1 + i),
    lastUpdated: null,
    sizes: [],
  };
}

const catalogue = {
  featured: Array.from({ length: 5 }, (_, i) => makeProduct(i, true)),
  all: Array.from({ length: 30 }, (_, i) => makeProduct(i, i < 5)),
};

const fetchHomePage = vi.fn(async (view: HomeView, _sort: SortOption, after: ProductCursor | null): Promise<ProductPage> => {
  const list = catalogue[view];
  const start = after ? Number((after as unknown as { index: number }).index) + 1 : 0;
  const products = list.slice(start, start + PAGE);
  const last = start + products.length - 1;
  return {
    products,
    cursor: products.length ? ({ index: last } as unknown as ProductCursor) : null,
    hasMore: last < list.length - 1,
  };
});

vi.mock('../data', () => ({
  HOME_PAGE_SIZE: 12,
  fetchHomePage: (...args: Parameters<typeof fetchHomePage>) => fetchHomePage(...args),
  fetchHomePageFromCache: async () => null,
  countGalleryCandidates: async () => catalogue.all.length,
}));
vi.mock('../../cart/addToCart', () => ({ useAddToCart: () => async () => false }));
vi.mock('../../feedback/components/HomeFeedbackSection', () => ({ default: () => null }));

// IntersectionObserver stand-in: tests decide when the sentinel is visible.
// Like the real one, a new observer reports the sentinel's state once it observes it.
let sentinelInView = false;
const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; target: Element | null; alive: boolean }[] = [];
class FakeObserver {
  private entry: (typeof observers)[number];
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.entry = { callback, options, target: null, alive: true };
    observers.push(this.entry);
  }
  observe(target: Element) {
    this.entry.target = target;
    const entry = this.entry;
    queueMicrotask(() => {
      if (entry.alive) {
        entry.callback([{ isIntersecting: sentinelInView, intersectionRatio: sentinelInView ? 1 : 0, target } as IntersectionObserverEntry], {} as IntersectionObserver);
      }
    });
  }
  disconnect() {
    this.entry.alive = false;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
}

function showSentinel() {
  const live = observers.filter((o) => o.alive && o.target);
  expect(live.length).toBeGreaterThan(0);
  act(() => {
    for (const o of live) {
      o.callback([{ isIntersecting: true, intersectionRatio: 0.1, target: o.target! } as IntersectionObserverEntry], {} as IntersectionObserver);
    }
  });
}

async function flush() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

async function flushFor(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

const cards = () => screen.queryAllByTestId('product-card');
const END = "You've explored our entire collection!";

describe('home grid: Featured / All and infinite scroll', () => {
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    observers.length = 0;
    sentinelInView = false;
    fetchHomePage.mockClear();
    window.sessionStorage.clear();
    const { clearHomeFeedMemory } = await import('../useHomeFeed');
    clearHomeFeedMemory();
    const { default: HomePage } = await import('../pages/HomePage');
    render(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows six skeleton cards while loading, then the featured products by default', async () => {
    expect(screen.getAllByTestId('product-skeleton')).toHaveLength(6);
    expect(screen.getByText('Loading products...')).toBeTruthy();
    await flush();
    expect(cards()).toHaveLength(5);
    expect(fetchHomePage).toHaveBeenCalledWith('featured', 'newest', null);
    expect(screen.getByRole('button', { name: 'Featured' }).getAttribute('aria-pressed')).toBe('true');
    // 5 featured products: no further page, and not the whole collection's end message.
    expect(screen.queryByText(END)).toBeNull();
  });

  it('All Products: 12, then 12 more 500 ms after the sentinel is 10 % visible, then the end message', async () => {
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'All Products' }));
    await flush();
    expect(cards()).toHaveLength(12);
    expect(observers.at(-1)?.options?.threshold).toBe(0.1);

    showSentinel();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(499);
    });
    expect(cards()).toHaveLength(12);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(cards()).toHaveLength(24);
    expect(screen.queryByText(END)).toBeNull();

    showSentinel();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    expect(cards()).toHaveLength(30);
    expect(screen.getByText(END)).toBeTruthy();
    // Nothing left: the sentinel is no longer observed.
    expect(observers.filter((o) => o.alive)).toHaveLength(0);
    expect(fetchHomePage).toHaveBeenCalledTimes(4);
  });

  it('counts a sentinel flicked past as reached: the observed area reaches far above the screen', async () => {
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'All Products' }));
    await flush();
    const margin = String(observers.at(-1)?.options?.rootMargin ?? '');
    expect(parseInt(margin, 10)).toBeGreaterThanOrEqual(10000);
    expect(margin.split(' ').slice(1)).toEqual(['0px', '0px', '0px']);
  });

  it('keeps loading while the sentinel stays in view after each page, and again after every sort change', async () => {
    await flush();
    sentinelInView = true;
    fireEvent.click(screen.getByRole('button', { name: 'All Products' }));
    await flush();
    expect(cards()).toHaveLength(12);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    expect(cards()).toHaveLength(24);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    expect(cards()).toHaveLength(30);
    expect(screen.getByText(END)).toBeTruthy();

    for (const sort of ['price-asc', 'price-desc', 'newest', 'price-asc']) {
      fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: sort } });
      // Each step in its own act, so React renders between the clock's steps.
      for (let i = 0; i < 20; i++) await flushFor(100);
      expect(cards()).toHaveLength(30);
    }
  });

  it('ignores a page still on its way from the previous sort', async () => {
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'All Products' }));
    await flush();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const answer = fetchHomePage.getMockImplementation()!;
    fetchHomePage.mockImplementationOnce(async (...args) => {
      await gate;
      return answer(...args);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Load more designs' }));
    expect(screen.getByText('Loading more designs...')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'price-asc' } });
    await flush();
    expect(cards()).toHaveLength(12);
    release();
    await flush();
    // The newest-first page landed in its own list, not in the price-sorted one.
    expect(cards()).toHaveLength(12);
    expect(screen.getByRole('button', { name: 'Load more designs' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'newest' } });
    await flush();
    expect(cards()).toHaveLength(24);
  });

  it('has a visible "Load more" button whenever more designs exist', async () => {
    await flush();
    expect(screen.queryByRole('button', { name: 'Load more designs' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'All Products' }));
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Load more designs' }));
    await flush();
    expect(cards()).toHaveLength(24);
    fireEvent.click(screen.getByRole('button', { name: 'Load more designs' }));
    await flush();
    expect(cards()).toHaveLength(30);
    expect(screen.queryByRole('button', { name: 'Load more designs' })).toBeNull();
  });

  it('ends Featured with the way to every design, not with the whole-collection message', async () => {
    await flush();
    expect(screen.getByText("That's all our featured designs.")).toBeTruthy();
    expect(screen.queryByText(END)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'See all 30 designs' }));
    await flush();
    expect(screen.getByRole('button', { name: 'All Products' }).getAttribute('aria-pressed')).toBe('true');
    expect(cards()).toHaveLength(12);
  });

  it('sorting asks for the chosen order', async () => {
    await flush();
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'price-asc' } });
    await flush();
    expect(fetchHomePage).toHaveBeenLastCalledWith('featured', 'price-asc', null);
  });
});

describe('home grid: empty and failing states', () => {
  beforeEach(async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { clearHomeFeedMemory } = await import('../useHomeFeed');
    clearHomeFeedMemory();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchHomePage.mockReset();
  });

  it('says so when there are no featured products', async () => {
    fetchHomePage.mockResolvedValueOnce({ products: [], cursor: null, hasMore: false });
    const { default: HomePage } = await import('../pages/HomePage');
    render(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );
    expect(await screen.findByText('No Featured Products')).toBeTruthy();
    expect(screen.getByText('Check back later for featured items')).toBeTruthy();
  });

  it('offers a retry when loading fails, not an endless spinner', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchHomePage.mockRejectedValueOnce(new Error('offline'));
    fetchHomePage.mockResolvedValueOnce({ products: catalogue.featured, cursor: null, hasMore: false });
    const { default: HomePage } = await import('../pages/HomePage');
    render(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await screen.findAllByTestId('product-card')).toHaveLength(5);
  });
});
