import { useCallback, useState } from 'react';
import { reportError } from '../../lib/reportError';
import { fromSteps, useWatch } from '../../lib/useLoad';
import { DOC_ID_REGEX, isShownToShoppers, type Product } from '@tailor/domain';
import { fetchProduct, fetchProductFromCache } from './data';

export type ProductState =
  | { status: 'loading' }
  | { status: 'ready'; product: Product }
  | { status: 'not-found' }
  /** The design exists but is not shown to shoppers (Inactive). */
  | { status: 'unavailable' }
  | { status: 'error' };

interface Options {
  /** A product handed over by the previous screen: shows at once, then the server's copy replaces it. */
  initial?: Product | null;
  /** What the page was server-rendered with (null: no such product): used as is, nothing is fetched. */
  served?: Product | null | 'unavailable';
}

/** One product: the locally cached copy first when there is one, then the server's. */
export function useProduct(id: string, { initial, served }: Options = {}): { state: ProductState; retry: () => void } {
  const [retried, setRetried] = useState(false);
  const valid = DOC_ID_REGEX.test(id);
  const fromServer = served !== undefined && !retried;

  const loaded = useWatch<ProductState>(
    valid && !fromServer
      ? fromSteps(async (next) => {
          const cached = await fetchProductFromCache(id);
          if (cached) next({ status: 'ready', product: cached });
          try {
            const product = await fetchProduct(id);
            next(product ? { status: 'ready', product } : { status: 'not-found' });
          } catch (error) {
            // The cached copy stays up when the server cannot be reached.
            if (!cached) throw error;
            reportError('Loading the product failed', error);
          }
        })
      : null,
    [id, valid, fromServer],
    { initial: initial && initial.id === id ? { status: 'ready', product: initial } : undefined, what: 'Loading the product failed' },
  );

  let state: ProductState;
  if (!valid) state = { status: 'not-found' };
  else if (fromServer) state = served === 'unavailable' ? { status: 'unavailable' } : served ? { status: 'ready', product: served } : { status: 'not-found' };
  else if (loaded.status === 'ready') state = loaded.data;
  else state = { status: loaded.status };
  // Whichever copy it is (served, cached, handed over or fresh), an inactive design is not shown.
  if (state.status === 'ready' && !isShownToShoppers(state.product)) state = { status: 'unavailable' };

  const { retry: again } = loaded;
  const retry = useCallback(() => {
    setRetried(true);
    again();
  }, [again]);
  return { state, retry };
}
