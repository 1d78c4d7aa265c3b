import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { MEASUREMENT_KEYS } from '@tailor/domain';
import CheckoutPage from './CheckoutPage';
import type { CheckoutCart, CheckoutLine } from './data';
import { emptyCheckoutDraft, saveCheckoutDraft } from './draft';

const UID = 'u1';
vi.mock('../../auth', () => ({ useSession: () => ({ user: { uid: 'u1', displayName: 'Ritu', email: 'ritu@example.com' } }) }));
vi.mock('../../shop-info', async () => {
  const { DEFAULT_SHOP_SETTINGS } = await import('@tailor/domain/shopDetails');
  return { useShopSettings: () => DEFAULT_SHOP_SETTINGS };
});
vi.mock('../hooks', () => ({
  useSavedAddresses: () => ({ status: 'ready', data: [] }),
  useMeasurementProfiles: () => ({ status: 'ready', data: [] }),
  useOrdersCatalogue: () => undefined,
}));
vi.mock('../components/useSaveProfile', () => ({ useSaveProfile: () => ({ saving: false, save: async () => null }) }));
vi.mock('../../../firebase/loadAuth', () => ({ loadAuth: async () => ({ auth: { currentUser: { getIdToken: async () => 'id-token' } } }) }));

const line = (over: Partial<CheckoutLine>): CheckoutLine => ({
  id: 'p1_tailor',
  productId: 'p1',
  productType: 'tailor',
  quantity: 1,
  size: null,
  productName: 'Zari Blouse',
  category: 'Blouse',
  image: null,
  unavailable: null,
  ...over,
});
const product = (over: Record<string, unknown>) => ({ productStatus: 'Active', availabilityStatus: 'Available', discount: 0, shippingCost: 0, ...over });
const cart: CheckoutCart = {
  lines: [line({}), line({ id: 'p2_readymade_M', productId: 'p2', productType: 'readymade', size: 'M', productName: 'Cotton Kurti', category: 'Suit' })],
  products: new Map([
    ['p1', product({ productName: 'Zari Blouse', category: 'Blouse', tailorPrice: 80_000 })],
    ['p2', product({ productName: 'Cotton Kurti', category: 'Suit', readyMadePrice: 50_000, quantityInStock: 3 })],
  ]) as CheckoutCart['products'],
};
vi.mock('./data', () => ({
  loadCheckoutCart: async () => cart,
  loadLastCustomer: async () => null,
  saveAddress: vi.fn(async () => 'a1'),
}));

const placed = {
  success: true,
  order: {
    id: 'o1',
    orderNumber: 'SS-1042',
    orderStatus: 'pending',
    lines: [
      { productId: 'p1', productType: 'tailor', quantity: 1, productName: 'Zari Blouse', price: 800, discount: 0, totalPrice: 800 },
      { productId: 'p2', productType: 'readymade', quantity: 1, size: 'M', productName: 'Cotton Kurti', price: 500, discount: 0, totalPrice: 500 },
    ],
    subtotal: 1300,
    discount: 0,
    shippingCharge: 0,
    totalPrice: 1300,
  },
};

/** A draft complete up to the review: details and every blouse measurement. */
function completeDraft() {
  const draft = emptyCheckoutDraft();
  draft.customer = { name: 'Ritu Malhotra', email: 'ritu@example.com', phone: '9820012345', address: { street: '7 Carter Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400050', country: 'India' } };
  draft.lines = { p1_tailor: { category: 'blouse', values: Object.fromEntries(MEASUREMENT_KEYS.blouse.map((k) => [k, 30])), profileId: '', profileName: '' } };
  saveCheckoutDraft(UID, draft);
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/checkout" element={<><CheckoutPage /><Where /></>} />
      </Routes>
    </MemoryRouter>,
  );
}

type Answer = { status: number; body: unknown } | 'network-error';
function answerWith(...answers: Answer[]) {
  const calls: { key: string | null; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const headers = new Headers(init.headers);
      calls.push({ key: headers.get('Idempotency-Key'), body: JSON.parse(String(init.body)) });
      const next = answers.shift() ?? 'network-error';
      if (next === 'network-error') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(next.body), { status: next.status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

// A send goes through a lazy module and a fetch: on a busy machine that takes longer than findBy's default second.
const WAIT = { timeout: 8000 };
const sendButton = () => screen.findByRole('button', { name: 'Send order request' }, WAIT);

describe('CheckoutPage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('opens at the step in the address, so a reload returns to it', async () => {
    completeDraft();
    renderAt('/checkout?step=2');
    expect(await screen.findByRole('heading', { name: 'Sizes & measurements' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Your details' })).toBeNull();
  });

  it('sends through the API without a user id and shows the number and totals of the answer at once', async () => {
    completeDraft();
    const calls = answerWith({ status: 201, body: placed });
    renderAt('/checkout?step=3');
    fireEvent.click(await sendButton());
    expect(await screen.findByText('SS-1042', {}, WAIT)).toBeTruthy();
    expect(screen.getByTestId('order-total').textContent).toBe('₹1,300');
    expect(calls).toHaveLength(1);
    expect(calls[0].key).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(calls[0].body.userId).toBeUndefined();
    expect(calls[0].body.orderType).toBe('tailor');
    // The draft and its key are gone: the next checkout is a new order.
    expect(localStorage.getItem(`silai:checkout-draft:${UID}`)).toBeNull();
    expect(localStorage.getItem(`silai:order-key:checkout:${UID}`)).toBeNull();
  });

  it('offline: says so, places nothing and keeps the draft; Try again later places it with the same key', async () => {
    completeDraft();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const calls = answerWith('network-error', { status: 201, body: placed });
    renderAt('/checkout?step=3');
    fireEvent.click(await sendButton());
    const notice = await screen.findByTestId('send-notice', {}, WAIT);
    expect(notice.textContent).toContain('You are offline. Your order is saved here; send it again when you are connected.');
    expect(screen.queryByText('SS-1042')).toBeNull();
    expect(localStorage.getItem(`silai:checkout-draft:${UID}`)).toContain('7 Carter Road');
    onLine.mockReturnValue(true);
    fireEvent.click(within(notice).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('SS-1042', {}, WAIT)).toBeTruthy();
    expect(calls.map((c) => c.key)).toEqual([calls[0].key, calls[0].key]);
  });

  it('a timeout, a dropped connection or a 5xx keeps the draft and retries with the same key', async () => {
    completeDraft();
    const calls = answerWith({ status: 503, body: null }, 'network-error', { status: 200, body: placed });
    renderAt('/checkout?step=3');
    fireEvent.click(await sendButton());
    expect((await screen.findByTestId('send-notice', {}, WAIT)).textContent).toContain('Something went wrong on our side');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('send-notice').textContent).toContain('You are offline'), WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('SS-1042', {}, WAIT)).toBeTruthy();
    expect(calls.map((c) => c.key)).toEqual([calls[0].key, calls[0].key, calls[0].key]);
  });

  it('a line the shop refuses shows at its block on the measurements step, and can be left in the cart', async () => {
    completeDraft();
    const calls = answerWith(
      { status: 409, body: { success: false, message: 'Some designs cannot be ordered.', errors: [{ path: ['lines', 1], lineIndex: 1, productId: 'p2', message: 'This design is out of stock.' }] } },
      { status: 201, body: { ...placed, order: { ...placed.order, lines: [placed.order.lines[0]] } } },
    );
    renderAt('/checkout?step=3');
    fireEvent.click(await sendButton());
    const kurti = await screen.findByRole('region', { name: 'Cotton Kurti' }, WAIT);
    expect(within(kurti).getByRole('alert').textContent).toContain('This design is out of stock.');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/checkout?step=2'), WAIT);
    fireEvent.click(within(kurti).getByRole('button', { name: /^Leave out of this order/ }));
    expect(screen.queryByRole('region', { name: 'Cotton Kurti' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next →' }));
    fireEvent.click(await sendButton());
    expect(await screen.findByTestId('left-in-cart', {}, WAIT)).toBeTruthy();
    expect((calls[1].body.lines as unknown[]).length).toBe(1);
    expect(calls[1].key).toBe(calls[0].key);
  });

  it('a 400 marks the fields at their step; a 429 and a 401 say so beside the button', async () => {
    completeDraft();
    answerWith(
      { status: 400, body: { success: false, message: 'Please correct the highlighted fields.', errors: [{ path: ['customer', 'address', 'pincode'], message: 'Enter a valid 6-digit pincode', step: 3 }] } },
      { status: 429, body: { success: false, message: 'You have 10 order requests waiting. Please wait for us to call you.', code: 'order-limit' } },
      { status: 401, body: { success: false, message: 'Sign in' } },
    );
    renderAt('/checkout?step=3');
    fireEvent.click(await sendButton());
    expect(await screen.findByText('Enter a valid 6-digit pincode', {}, WAIT)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/checkout'), WAIT);
    // The local check passes (the server knew better): straight on to the review and send again.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Next →' }));
    });
    fireEvent.click(screen.getByRole('button', { name: 'Next →' }));
    fireEvent.click(await sendButton());
    expect((await screen.findByTestId('send-notice', {}, WAIT)).textContent).toContain('You have 10 order requests waiting.');
    fireEvent.click(await sendButton());
    await waitFor(() => expect(screen.getByTestId('send-notice').textContent).toContain('Your session has ended. Sign in again'), WAIT);
    expect(screen.getByRole('link', { name: 'Sign in again' }).getAttribute('href')).toBe('/login');
    expect(localStorage.getItem(`silai:checkout-draft:${UID}`)).toContain('7 Carter Road');
  });
});
