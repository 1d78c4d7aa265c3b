/**
 * Firestore access for the cart. The client writes only productId,
 * productType and quantity; names, prices and totals come from functions.
 */
import {
  collection,
  deleteDoc,
  doc,
  onSnapshot,
  runTransaction,
  serverTimestamp,
  type DocumentData,
  type FirestoreError,
} from 'firebase/firestore';
import { cartItemId, MAX_CART_QUANTITY, parseCartItemId, type CartProductType } from '@tailor/domain';
import { db } from '../../firebase/firestore';

export interface CartLineView {
  id: string;
  productId: string;
  productType: CartProductType;
  quantity: number;
  productName: string;
  image: string[];
  category: string;
  /** Unit price in paise before discount; undefined until priced. */
  price?: number;
  discount: number;
  totalPrice?: number;
  available: boolean;
  /** The line's totals were computed for its current quantity. */
  priced: boolean;
  addedAtMs: number;
}

export interface CartSummaryView {
  totalCartValue: number;
  discount: number;
  finalTotal: number;
  itemCount: number;
}

const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

function millis(v: unknown): number {
  const at = v as { toMillis?: () => number } | null | undefined;
  return typeof at?.toMillis === 'function' ? at.toMillis() : Number.MAX_SAFE_INTEGER;
}

export function lineFromData(id: string, data: DocumentData): CartLineView | null {
  const parsed = parseCartItemId(id);
  const productId = typeof data.productId === 'string' ? data.productId : parsed?.productId;
  const productType = data.productType === 'readymade' || data.productType === 'tailor' ? data.productType : parsed?.productType;
  if (!productId || !productType) return null;
  const quantity = num(data.quantity) ?? 1;
  const totalPrice = num(data.totalPrice);
  const name = typeof data.productName === 'string' ? data.productName : typeof data.ProductName === 'string' ? data.ProductName : '';
  return {
    id,
    productId,
    productType,
    quantity,
    productName: name,
    image: Array.isArray(data.image) ? data.image.filter((u: unknown): u is string => typeof u === 'string') : [],
    category: typeof data.category === 'string' ? data.category : '',
    price: num(data.price),
    discount: num(data.discount) ?? 0,
    totalPrice,
    // Unknown until priced: treat as available so a fresh line is not flagged.
    available: data.available !== false,
    priced: totalPrice !== undefined && data.pricedQuantity === quantity,
    addedAtMs: millis(data.addedAt),
  };
}

function summaryFromData(data: DocumentData | undefined): CartSummaryView | null {
  if (!data) return null;
  return {
    totalCartValue: num(data.totalCartValue) ?? 0,
    discount: num(data.discount) ?? 0,
    finalTotal: num(data.finalTotal) ?? 0,
    itemCount: num(data.itemCount) ?? 0,
  };
}

const cartRef = (uid: string) => doc(db, 'carts', uid);
const itemsRef = (uid: string) => collection(db, 'carts', uid, 'items');
const itemRef = (uid: string, productId: string, type: CartProductType) => doc(itemsRef(uid), cartItemId(productId, type));

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

/** Live item count for the navigation badge (0 while the cart has no totals yet). */
export function subscribeCartCount(uid: string, onCount: (count: number) => void): () => void {
  return onSnapshot(
    cartRef(uid),
    (snap) => onCount(num(snap.data()?.itemCount) ?? 0),
    () => onCount(0),
  );
}

/** Adds one of the option to the cart (a new line, or one more of an existing line, up to 99). */
export async function addItem(uid: string, productId: string, type: CartProductType): Promise<number> {
  const ref = itemRef(uid, productId, type);
  return runTransaction(db, async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists()) {
      tx.set(ref, { productId, productType: type, quantity: 1, addedAt: serverTimestamp() });
      return 1;
    }
    const current = num(snap.data().quantity) ?? 0;
    const quantity = Math.min(MAX_CART_QUANTITY, current + 1);
    if (quantity !== current) tx.update(ref, { quantity });
    return quantity;
  });
}

/** Changes a line's quantity by `delta`; going below 1 removes the line. Resolves the new quantity (0: removed). */
export async function changeQuantity(uid: string, productId: string, type: CartProductType, delta: number): Promise<number> {
  const ref = itemRef(uid, productId, type);
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

export async function removeItem(uid: string, productId: string, type: CartProductType): Promise<void> {
  await deleteDoc(itemRef(uid, productId, type));
}

/** Puts a removed line back (undo); if it was added again meanwhile, the quantities add up. */
export async function restoreItem(uid: string, line: { productId: string; productType: CartProductType; quantity: number }): Promise<void> {
  const ref = itemRef(uid, line.productId, line.productType);
  await runTransaction(db, async (tx) => {
    const snap = await tx.get(ref);
    if (snap.exists()) {
      const current = num(snap.data().quantity) ?? 0;
      tx.update(ref, { quantity: Math.min(MAX_CART_QUANTITY, current + line.quantity) });
    } else {
      tx.set(ref, { productId: line.productId, productType: line.productType, quantity: line.quantity, addedAt: serverTimestamp() });
    }
  });
}
