import { useEffect, useState } from 'react';
import { DOC_ID_REGEX, isShownToShoppers, type Product } from '@tailor/domain';
import { fetchProduct, fetchProductFromCache } from './data';

export type ProductState =
  | { status: 'loading' }
  | { status: 'ready'; product: Product }
  | { status: 'not-found' }
  /** The design exists but is not shown to shoppers (Inactive). */
  | { status: 'unavailable' }
  | { status: 'error' };

interface Result {
  key: string;
  state: ProductState;
  /** From the server (a cached copy never replaces it). */
  fresh: boolean;
}

interface Options {
  /** A product handed over by the previous screen: shows at once, then the server's copy replaces it. */
  initial?: Product | null;
  /** What the page was server-rendered with (null: no such product): used as is, nothing is fetched. */
  served?: Product | null | 'unavailable';
}

/** One product: the locally cached copy first when there is one, then the server's. */
export function useProduct(id: string, { initial, served }: Options = {}): { state: ProductState; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<Result | null>(null);
  const valid = DOC_ID_REGEX.test(id);
  const key = `${id}#${attempt}`;
  const fromServer = served !== undefined && attempt === 0;

  useEffect(() => {
    if (!valid || fromServer) return;
    let cancelled = false;
    void (async () => {
      const cached = await fetchProductFromCache(id);
      if (cached && !cancelled) {
        setResult((r) => (r?.key === key && r.fresh ? r : { key, state: { status: 'ready', product: cached }, fresh: false }));
      }
      try {
        const product = await fetchProduct(id);
        if (cancelled) return;
        setResult({ key, state: product ? { status: 'ready', product } : { status: 'not-found' }, fresh: true });
      } catch (error) {
        console.error('Loading the product failed', error);
        if (cancelled) return;
        setResult((r) => (r?.key === key && r.state.status === 'ready' ? r : { key, state: { status: 'error' }, fresh: true }));
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [id, key, valid, fromServer]);

  let state: ProductState;
  if (!valid) state = { status: 'not-found' };
  else if (fromServer) state = served === 'unavailable' ? { status: 'unavailable' } : served ? { status: 'ready', product: served } : { status: 'not-found' };
  else if (result?.key === key) state = result.state;
  else if (initial && initial.id === id) state = { status: 'ready', product: initial };
  else state = { status: 'loading' };
  // Whichever copy it is (served, cached, handed over or fresh), an inactive design is not shown.
  if (state.status === 'ready' && !isShownToShoppers(state.product)) state = { status: 'unavailable' };

  return { state, retry: () => setAttempt((a) => a + 1) };
}
