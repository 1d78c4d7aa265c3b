import { use, useCallback, useEffect, useState } from 'react';
import { toast } from '../../../lib/toast';
import { useSession } from '../../auth';
import type { Size } from '@tailor/domain/sizes';
import { changeQuantity, chooseSize, removeItem, restoreItem, type CartLineView } from '../data';
import { useCart } from '../useCart';
import { CartView, type CartBanner } from '../components/CartView';
import { UndoToast } from '../components/UndoToast';
import { addEntries, t } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/useT';

const BANNER_MS = 5000;

let cartText: Promise<void> | undefined;

/**
 * Loads this feature's Hindi catalogue when Hindi is shown, suspending the screen until it is in
 * (docs/i18n.md, "Screens past the first"). Each feature keeps its own copy of these lines: one
 * module shared by the cart, order and sign-in screens would be a chunk of its own, whose name the
 * first download's preload table carries, and `/` has no bytes for it.
 */
export function useCartCatalogue(): void {
  const { language } = useT();
  if (language !== 'hi') return;
  // A failed download shows English; the next render after this one asks again (no loop while offline).
  cartText ??= import('../hi').then(
    (module) => addEntries(module.default),
    () => void setTimeout(() => (cartText = undefined)),
  );
  use(cartText);
}

function CartScreen({ uid }: { uid: string }) {
  const state = useCart(uid);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [banner, setBanner] = useState<{ kind: CartBanner; at: number }>({ kind: null, at: 0 });

  useEffect(() => {
    if (banner.kind !== 'success') return;
    const timer = setTimeout(() => setBanner((b) => (b.at === banner.at ? { kind: null, at: b.at } : b)), BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner]);

  const run = useCallback(async (line: CartLineView, op: () => Promise<void>) => {
    setBusy((prev) => new Set(prev).add(line.id));
    try {
      await op();
      setBanner({ kind: 'success', at: Date.now() });
    } catch {
      setBanner({ kind: 'error', at: Date.now() });
    } finally {
      setBusy((prev) => {
        const next = new Set(prev);
        next.delete(line.id);
        return next;
      });
    }
  }, []);

  const offerUndo = useCallback(
    (line: CartLineView) => {
      toast.info(
        ({ closeToast }) => (
          <UndoToast
            message={line.productName ? t('{name} was removed from your cart.', { name: line.productName }) : t('The design was removed from your cart.')}
            closeToast={closeToast}
            onUndo={() => void run(line, () => restoreItem(uid, line))}
          />
        ),
        { toastId: `removed-${line.id}-${Date.now()}` },
      );
    },
    [run, uid],
  );

  const onIncrease = useCallback(
    (line: CartLineView) => void run(line, async () => void (await changeQuantity(uid, line, 1))),
    [run, uid],
  );
  const onDecrease = useCallback(
    (line: CartLineView) =>
      void run(line, async () => {
        const left = await changeQuantity(uid, line, -1);
        if (left === 0) offerUndo(line);
      }),
    [run, uid, offerUndo],
  );
  const onRemove = useCallback(
    (line: CartLineView) =>
      void run(line, async () => {
        await removeItem(uid, line);
        offerUndo(line);
      }),
    [run, uid, offerUndo],
  );
  const onChooseSize = useCallback(
    (line: CartLineView, size: Size) => void run(line, () => chooseSize(uid, line, size)),
    [run, uid],
  );

  return (
    <CartView
      state={state}
      busy={busy}
      banner={banner.kind}
      onRetry={state.retry}
      onIncrease={onIncrease}
      onDecrease={onDecrease}
      onRemove={onRemove}
      onChooseSize={onChooseSize}
    />
  );
}

export default function CartPage() {
  useCartCatalogue();
  const { user } = useSession();
  // The route guard only renders this for a signed-in user.
  if (!user) return null;
  return <CartScreen key={user.uid} uid={user.uid} />;
}
