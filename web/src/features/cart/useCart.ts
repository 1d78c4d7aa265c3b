import { useWatch } from '../../lib/useLoad';
import { subscribeCart, type CartLineView, type CartSummaryView } from './data';

export type CartStatus = 'loading' | 'error' | 'ready';

export interface CartState {
  status: CartStatus;
  lines: CartLineView[];
  summary: CartSummaryView | null;
}

/** Live cart of `uid`: ready once its lines are known (the summary follows); `retry` subscribes again after an error. */
export function useCart(uid: string): CartState & { retry: () => void } {
  const cart = useWatch<{ lines: CartLineView[]; summary: CartSummaryView | null }>(
    (next, fail) => {
      let lines: CartLineView[] | null = null;
      let summary: CartSummaryView | null = null;
      return subscribeCart(uid, {
        onLines: (l) => {
          lines = l;
          next({ lines, summary });
        },
        onSummary: (s) => {
          summary = s;
          if (lines) next({ lines, summary });
        },
        onError: fail,
      });
    },
    [uid],
    { what: 'Loading the cart failed' },
  );
  return { status: cart.status, lines: cart.data?.lines ?? [], summary: cart.data?.summary ?? null, retry: cart.retry };
}
