import { useCallback, useRef, useState } from 'react';
import type { OrderRequest } from '@tailor/domain';
import { forgetOrderKey, orderKeyFor } from './orderKey';
import type { OrderOutcome } from './orderOutcome';
import { placeOrder } from './placeOrder';

/**
 * Sending one draft: its Idempotency-Key (kept with the draft until the order
 * is placed), whether a send is under way, and the last outcome that is not a
 * placed order (the screen shows it beside the send button).
 */
export function useOrderSend(scope: string) {
  const key = useRef<string | null>(null);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<OrderOutcome | null>(null);

  const send = useCallback(
    async (request: OrderRequest): Promise<OrderOutcome> => {
      key.current ??= orderKeyFor(scope);
      setSending(true);
      setOutcome(null);
      try {
        const result = await placeOrder(request, key.current);
        if (result.kind === 'placed') {
          forgetOrderKey(scope);
          key.current = null;
        } else {
          setOutcome(result);
        }
        return result;
      } finally {
        setSending(false);
      }
    },
    [scope],
  );

  /** The shopper chose to send this draft as a new order after its key was used for another. */
  const startNewOrder = useCallback(() => {
    forgetOrderKey(scope);
    key.current = null;
    setOutcome(null);
  }, [scope]);

  const dismiss = useCallback(() => setOutcome(null), []);

  return { send, sending, outcome, startNewOrder, dismiss };
}
