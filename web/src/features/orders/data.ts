/** Firestore access of the orders feature: the wizard's product, My orders, measurement profiles. */
import { addDoc, collection, doc, getDoc, limit, onSnapshot, orderBy, query, serverTimestamp, where, type Unsubscribe } from 'firebase/firestore';
import {
  cartItemId,
  MEASUREMENT_CATEGORIES,
  type Size,
  type CartProductType,
  type MeasurementCategory,
  type MeasurementProfile,
  type OrderRecord,
} from '@tailor/domain';
import { db } from '../../firebase/firestore';
import { orderFromSnapshot } from '../../lib/orderFromSnapshot';
import { productFromSnapshot } from '../../lib/productFromSnapshot';
import { orderProductFrom, type OrderProduct } from './orderProduct';

export type { OrderProduct };

/**
 * The product a wizard orders: the cart line carts/{uid}/items/{id}_{type} when present
 * (its quantity), otherwise the product itself with quantity 1. Prices come from the
 * product document, as the trusted code prices them. Null when the product is gone.
 */
export async function loadOrderProduct(uid: string, productId: string, productType: CartProductType, size?: Size | null): Promise<OrderProduct | null> {
  const [itemSnap, productSnap] = await Promise.all([
    getDoc(doc(db, 'carts', uid, 'items', cartItemId(productId, productType, size))).catch(() => null),
    getDoc(doc(db, 'products', productId)),
  ]);
  const product = productFromSnapshot(productSnap);
  if (!product) return null;
  const item = itemSnap?.data();
  const quantity = typeof item?.quantity === 'number' && item.quantity >= 1 ? Math.floor(item.quantity) : 1;
  return orderProductFrom(product, { productId, productType, quantity }, !!item);
}

// Orders are placed through the API (send/placeOrder.ts): clients never write orders/{id}.

// ---- reading orders ----

export const MY_ORDERS_PAGE_SIZE = 10;

/**
 * The customer's newest `count` orders, live (status changes and pricing show
 * without a reload). One extra document tells whether more exist.
 */
export function watchMyOrders(
  uid: string,
  count: number,
  onData: (orders: OrderRecord[], hasMore: boolean) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  const q = query(collection(db, 'orders'), where('userId', '==', uid), orderBy('createdAt', 'desc'), limit(count + 1));
  return onSnapshot(
    q,
    (snap) => {
      const orders = snap.docs.slice(0, count).flatMap((d) => orderFromSnapshot(d) ?? []);
      onData(orders, snap.docs.length > count);
    },
    onError,
  );
}

export function watchOrder(orderId: string, onData: (order: OrderRecord | null) => void, onError: (error: Error) => void): Unsubscribe {
  return onSnapshot(doc(db, 'orders', orderId), (snap) => onData(orderFromSnapshot(snap)), onError);
}

// ---- measurement profiles: users/{uid}/measurements ----

export type SavedProfile = MeasurementProfile & { id: string };

export function watchMeasurementProfiles(uid: string, onData: (profiles: SavedProfile[]) => void, onError: (error: Error) => void): Unsubscribe {
  const q = query(collection(db, 'users', uid, 'measurements'), orderBy('updatedAt', 'desc'), limit(20));
  return onSnapshot(
    q,
    (snap) => {
      onData(
        snap.docs.flatMap((d) => {
          const data = d.data();
          const category = data.category as MeasurementCategory;
          if (!MEASUREMENT_CATEGORIES.includes(category) || typeof data.name !== 'string') return [];
          const values: Record<string, number> = {};
          for (const [k, v] of Object.entries((data.values ?? {}) as Record<string, unknown>)) if (typeof v === 'number') values[k] = v;
          return [{ id: d.id, name: data.name, category, values }];
        }),
      );
    },
    onError,
  );
}

export async function saveMeasurementProfile(uid: string, profile: MeasurementProfile): Promise<string> {
  const ref = await addDoc(collection(db, 'users', uid, 'measurements'), {
    name: profile.name,
    category: profile.category,
    values: profile.values,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  return ref.id;
}
