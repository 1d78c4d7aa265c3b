import { useEffect, useState } from 'react';
import { subscribeCart, type CartLineView, type CartSummaryView } from './data';

export type CartStatus = 'loading' | 'error' | 'ready';

export interface CartState {
  status: CartStatus;
  lines: CartLineView[];
  summary: CartSummaryView | null;
}

interface Snapshot {
  key: string;
  lines: CartLineView[] | null;
  summary: CartSummaryView | null;
  failed: boolean;
}

const LOADING: CartState = { status: 'loading', lines: [], summary: null };

/** Live cart of `uid`; bump `attempt` to subscribe again after an error. */
export function useCart(uid: string, attempt: number): CartState {
  const key = `${uid}#${attempt}`;
  const [snap, setSnap] = useState<Snapshot | null>(null);

  useEffect(() => {
    const update = (patch: Partial<Snapshot>) =>
      setSnap((prev) => ({ ...(prev?.key === key ? prev : { key, lines: null, summary: null, failed: false }), ...patch }));
    return subscribeCart(uid, {
      onLines: (lines) => update({ lines }),
      onSummary: (summary) => update({ summary }),
      onError: () => update({ failed: true }),
    });
  }, [uid, key]);

  if (!snap || snap.key !== key) return LOADING;
  if (snap.failed) return { status: 'error', lines: [], summary: null };
  if (!snap.lines) return LOADING;
  return { status: 'ready', lines: snap.lines, summary: snap.summary };
}
