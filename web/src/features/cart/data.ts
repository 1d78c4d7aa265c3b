/**
 * Firestore access for the cart. The client writes only productId,
 * productType, the ready-made size and quantity; names, prices, availability
 * and totals come from functions.
 */
import {
  collection,
  deleteDoc,
  doc,
  onSnapshot,
  runTransaction,
  serverTimestamp,
  type FirestoreError,
} from 'firebase/firestore';
import { cartItemId, MAX_CART_QUANTITY, type CartProductType, type Size } from '@tailor/domain';
import { db } from '../../firebase/firestore';

export { lineFromData, summaryFromData, type CartLineView, type CartSummaryView } from './cartDocs';
import { lineFromData, summaryFromData, type CartLineView, type CartSummaryView } from './cartDocs';

const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

const cartRef = (uid: string) => doc(db, 'carts', uid);
const itemsRef = (uid: string) => collection(db, 'carts', uid, 'items');
const itemRef = (uid: string, id: string) => doc(itemsRef(uid), id);

export interface CartListeners {
  onLines: (lines: CartLineView[]) => void;
  onSummary: (summary: CartSummaryView | null) => void;
  onError: (error: FirestoreError) => void;
}

/** Live lines (oldest first) and totals of a user's cart. */
export function subscribeCart(uid: string, listeners: CartListeners): () => void {
  const stopLines = onSnapshot(
    itemsRef(uid),
    (snap) => {
      const lines = snap.docs.flatMap((d) => lineFromData(d.id, d.data()) ?? []);
      lines.sort((a, b) => a.addedAtMs - b.addedAtMs || a.id.localeCompare(b.id));
      listeners.onLines(lines);
    },
    listeners.onError,
  );
  const stopSummary = onSnapshot(cartRef(uid), (snap) => listeners.onSummary(summaryFromData(snap.data())), listeners.onError);
  return () => {
    stopLines();
    stopSummary();
  };
}

/**
 * Live item count for the navigation badge: every line's quantity, the
 * unavailable ones included (carts/{uid}.allItemCount), so the badge does not
 * vanish while a withdrawn design still waits in the cart to be removed.
 * Cart documents from before that field fall back to the available items.
 */
export function subscribeCartCount(uid: string, onCount: (count: number) => void): () => void {
  return onSnapshot(
    cartRef(uid),
    (snap) => onCount(num(snap.data()?.allItemCount) ?? num(snap.data()?.itemCount) ?? 0),
    () => onCount(0),
  );
}

/** Adds one of the option (in a size, for ready-made) to the cart: a new line, or one more of an existing line, up to 99. */
export async function addItem(uid: string, productId: string, type: CartProductType, size?: Size | null): Promise<number> {
  const ref = itemRef(uid, cartItemId(productId, type, size));
  return runTransaction(db, async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists()) {
      tx.set(ref, { productId, productType: type, ...(type === 'readymade' && size ? { size } : {}), quantity: 1, addedAt: serverTimestamp() });
      return 1;
    }
    const current = num(snap.data().quantity) ?? 0;
    const quantity = Math.min(MAX_CART_QUANTITY, current + 1);
    if (quantity !== current) tx.update(ref, { quantity });
    return quantity;
  });
}

type LineRef = Pick<CartLineView, 'id'>;

/** Changes a line's quantity by `delta`; going below 1 removes the line. Resolves the new quantity (0: removed). */
export async function changeQuantity(uid: string, line: LineRef, delta: number): Promise<number> {
  const ref = itemRef(uid, line.id);
  return runTransaction(db, async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists()) return 0;
    const current = num(snap.data().quantity) ?? 1;
    const quantity = Math.min(MAX_CART_QUANTITY, current + delta);
    if (quantity < 1) {
      tx.delete(ref);
      return 0;
    }
    if (quantity !== current) tx.update(ref, { quantity });
    return quantity;
  });
}

export async function removeItem(uid: string, line: LineRef): Promise<void> {
  await deleteDoc(itemRef(uid, line.id));
}

/** Puts a removed line back (undo); if it was added again meanwhile, the quantities add up. */
export async function restoreItem(
  uid: string,
  line: Pick<CartLineView, 'id' | 'productId' | 'productType' | 'size' | 'quantity'>,
): Promise<void> {
  const ref = itemRef(uid, line.id);
  await runTransaction(db, async (tx) => {
    const snap = await tx.get(ref);
    if (snap.exists()) {
      const current = num(snap.data().quantity) ?? 0;
      tx.update(ref, { quantity: Math.min(MAX_CART_QUANTITY, current + line.quantity) });
    } else {
      tx.set(ref, {
        productId: line.productId,
        productType: line.productType,
        ...(line.size ? { size: line.size } : {}),
        quantity: line.quantity,
        addedAt: serverTimestamp(),
      });
    }
  });
}

/**
 * Gives a ready-made line from before sizes its size: the line moves to the
 * sized id (joining a line already there in that size) in one transaction.
 */
export async function chooseSize(uid: string, line: Pick<CartLineView, 'id' | 'productId'>, size: Size): Promise<void> {
  const from = itemRef(uid, line.id);
  const to = itemRef(uid, cartItemId(line.productId, 'readymade', size));
  await runTransaction(db, async (tx) => {
    const [old, target] = await Promise.all([tx.get(from), tx.get(to)]);
    if (!old.exists()) return;
    const quantity = num(old.data().quantity) ?? 1;
    if (target.exists()) {
      tx.update(to, { quantity: Math.min(MAX_CART_QUANTITY, (num(target.data().quantity) ?? 0) + quantity) });
    } else {
      tx.set(to, { productId: line.productId, productType: 'readymade', size, quantity, addedAt: serverTimestamp() });
    }
    tx.delete(from);
  });
}
