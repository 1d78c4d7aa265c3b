/** Firestore access of the cart checkout: the cart's lines with their designs, saved addresses, the last order's customer. (The order limits are the API's: it answers 429.) */
import {
  addDoc,
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  where,
  type Unsubscribe,
} from 'firebase/firestore';
import {
  isSize,
  orderCustomerFromData,
  purchaseBlocker,
  PURCHASE_BLOCKER_MESSAGES,
  type CartProductType,
  type Customer,
  type OrderCustomer,
  type ReviewProduct,
  type Size,
} from '@tailor/domain';
import { db } from '../../../firebase/firestore';
import { productFromSnapshot } from '../../../lib/productFromSnapshot';
import { msg } from '../../../lib/i18n/translate';

export interface CheckoutLine {
  /** The cart item id. */
  id: string;
  productId: string;
  productType: CartProductType;
  quantity: number;
  size: Size | null;
  productName: string;
  category: string;
  image: string | null;
  /** Why the line cannot be ordered now, or null. */
  unavailable: string | null;
}

export interface CheckoutCart {
  lines: CheckoutLine[];
  products: Map<string, ReviewProduct | null>;
}

function firstImage(images: unknown): string | null {
  if (!Array.isArray(images)) return null;
  for (const img of images) {
    const url = typeof img === 'string' ? img : (img as { url?: unknown } | null)?.url;
    if (typeof url === 'string' && url) return url;
  }
  return null;
}

/** The cart's lines, oldest first, each with its design read now (a line is unavailable when the cart or the design says so). */
export async function loadCheckoutCart(uid: string): Promise<CheckoutCart> {
  const items = await getDocs(collection(db, 'carts', uid, 'items'));
  const raw = items.docs.flatMap((d) => {
    const data = d.data();
    const productType = data.productType === 'readymade' ? 'readymade' : data.productType === 'tailor' ? 'tailor' : null;
    if (typeof data.productId !== 'string' || !productType) return [];
    const at = data.addedAt as { toMillis?: () => number } | undefined;
    return [{ id: d.id, data, productId: data.productId, productType, addedAt: at?.toMillis?.() ?? 0 }];
  });
  raw.sort((a, b) => a.addedAt - b.addedAt || a.id.localeCompare(b.id));
  const ids = [...new Set(raw.map((r) => r.productId))];
  const snaps = await Promise.all(ids.map((id) => getDoc(doc(db, 'products', id))));
  const products = new Map<string, ReviewProduct | null>(snaps.map((s) => [s.id, (productFromSnapshot(s) as ReviewProduct | null) ?? null]));
  const lines = raw.map(({ id, data, productId, productType }): CheckoutLine => {
    const product = products.get(productId) ?? null;
    const size = isSize(data.size) ? data.size : null;
    const blocker = purchaseBlocker(product, productType as CartProductType);
    const quantity = typeof data.quantity === 'number' && data.quantity >= 1 ? Math.min(99, Math.floor(data.quantity)) : 1;
    return {
      id,
      productId,
      productType: productType as CartProductType,
      quantity,
      size,
      productName: product?.productName ?? (typeof data.productName === 'string' ? data.productName : ''),
      category: product?.category ?? '',
      image: firstImage(product?.images),
      unavailable: blocker
        ? PURCHASE_BLOCKER_MESSAGES[blocker]
        : data.available === false
          ? PURCHASE_BLOCKER_MESSAGES.inactive
          : productType === 'readymade' && !size
            ? msg('Choose a size on the design page')
            : null,
    };
  });
  return { lines, products };
}

// ---- saved addresses: users/{uid}/addresses ----

export type SavedAddress = OrderCustomer & { id: string };

export function watchAddresses(uid: string, onData: (list: SavedAddress[]) => void, onError: (e: Error) => void): Unsubscribe {
  const q = query(collection(db, 'users', uid, 'addresses'), orderBy('updatedAt', 'desc'), limit(10));
  return onSnapshot(q, (snap) => onData(snap.docs.map((d) => ({ id: d.id, ...orderCustomerFromData(d.data()) }))), onError);
}

export async function saveAddress(uid: string, customer: Customer): Promise<string> {
  const ref = await addDoc(collection(db, 'users', uid, 'addresses'), {
    name: customer.name,
    email: customer.email,
    phone: customer.phone,
    address: customer.address,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  return ref.id;
}

/** The customer block of the newest order, to prefill a first checkout; null when there is none. */
export async function loadLastCustomer(uid: string): Promise<OrderCustomer | null> {
  const snap = await getDocs(query(collection(db, 'orders'), where('userId', '==', uid), orderBy('createdAt', 'desc'), limit(1)));
  const data = snap.docs[0]?.data();
  return data ? orderCustomerFromData(data.customer) : null;
}
