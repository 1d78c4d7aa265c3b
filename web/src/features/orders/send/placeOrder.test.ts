import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyOrderDraft, type OrderRequest } from '@tailor/domain';
import { resetI18nState, setLanguage } from '../../../lib/i18n/translate';
import { ORDER_SEND_MESSAGES } from './orderOutcome';
import { orderBody, placeOrder } from './placeOrder';

vi.mock('../../../firebase/loadAuth', () => ({ loadAuth: async () => ({ auth: { currentUser: { getIdToken: async () => 'id-token' } } }) }));

const request = { ...emptyOrderDraft('custom'), userId: 'u1', category: 'Blouse' } as unknown as OrderRequest;

describe('placeOrder', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetI18nState();
  });

  it('gives up after the timeout, keeping the send retryable', async () => {
    // A request that is never answered, until the abort.
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))))),
    );
    expect(await placeOrder(request, 'key-12345678', 30)).toEqual({ kind: 'timeout', message: ORDER_SEND_MESSAGES.timeout });
  });

  it('sends the token, the key and the body without the fields the server decides', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 500 }));
    vi.stubGlobal('fetch', fetch);
    expect((await placeOrder(request, 'key-12345678')).kind).toBe('failed');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/orders');
    const headers = new Headers(init.headers);
    expect(headers.get('Authorization')).toBe('Bearer id-token');
    expect(headers.get('Idempotency-Key')).toBe('key-12345678');
    expect(JSON.parse(String(init.body))).toEqual({ ...JSON.parse(JSON.stringify(orderBody(request))), language: 'en' });
    expect(Object.keys(orderBody(request))).not.toContain('userId');
    expect(Object.keys(orderBody(request))).not.toContain('orderStatus');
  });

  it("names the shop's language at checkout, for the admin's WhatsApp text", async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 500 }));
    vi.stubGlobal('fetch', fetch);
    setLanguage('hi');
    await placeOrder(request, 'key-12345678');
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body)).language).toBe('hi');
  });
});
