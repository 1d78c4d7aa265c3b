/** Firestore access of the orders feature: the wizard's product, order requests, My orders, measurement profiles. */
import {
  addDoc,
  collection,
  doc,
  getDoc,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  where,
  type DocumentData,
  type DocumentSnapshot,
  type Unsubscribe,
} from 'firebase/firestore';
import {
  cartItemId,
  computeCartLine,
  MEASUREMENT_CATEGORIES,
  orderNumber,
  type CartLine,
  type CartProductType,
  type MeasurementCategory,
  type MeasurementProfile,
  type OrderRequest,
  type OrderStatus,
  type OrderType,
} from '@tailor/domain';
import { db } from '../../firebase/firestore';
import { productFromSnapshot } from '../../lib/productFromSnapshot';
import { str, toDate } from '../../lib/firestoreValues';

export type OrderProduct = CartLine & { inCart: boolean };

/**
 * The product a wizard orders: the cart line carts/{uid}/items/{id}_{type} when present
 * (its quantity), otherwise the product itself with quantity 1. Prices come from the
 * product document, as the trusted code prices them. Null when the product is gone.
 */
export async function loadOrderProduct(uid: string, productId: string, productType: CartProductType): Promise<OrderProduct | null> {
  const [itemSnap, productSnap] = await Promise.all([
    getDoc(doc(db, 'carts', uid, 'items', cartItemId(productId, productType))).catch(() => null),
    getDoc(doc(db, 'products', productId)),
  ]);
  const product = productFromSnapshot(productSnap);
  if (!product) return null;
  const item = itemSnap?.data();
  const quantity = typeof item?.quantity === 'number' && item.quantity >= 1 ? Math.floor(item.quantity) : 1;
  return { ...computeCartLine(product, { productId, productType, quantity }), inCart: !!item };
}

/** Sends the validated request; price fields are left to trusted code. Resolves the order id. */
export async function sendOrderRequest(request: OrderRequest): Promise<string> {
  const ref = await addDoc(collection(db, 'orders'), {
    ...request,
    orderDate: serverTimestamp(),
    createdAt: serverTimestamp(),
  });
  return ref.id;
}

// ---- reading orders ----

export interface OrderLineView {
  productId: string;
  productType: CartProductType;
  quantity: number;
  productName: string;
  image: string | null;
  /** Paise, null until trusted code priced the order. */
  price: number | null;
  discount: number | null;
  totalPrice: number | null;
}

export interface StatusChange {
  status: OrderStatus | string;
  at: Date | null;
  by: string;
}

export interface OrderView {
  id: string;
  orderNumber: string;
  userId: string;
  orderType: OrderType;
  orderStatus: OrderStatus | string;
  paymentType: string;
  paymentStatus: string;
  category: string | null;
  customer: {
    name: string;
    email: string;
    phone: string;
    address: { street: string; city: string; state: string; pincode: string; country: string };
  };
  lines: OrderLineView[];
  measurements: Record<string, number>;
  clothPic: string[];
  designPic: string[];
  color: string;
  designDetails: string;
  Link: string;
  specialInstructions: string;
  customerDetails: string;
  /** Paise; null until priced. */
  totalPrice: number | null;
  priced: boolean;
  createdAt: Date | null;
  statusHistory: StatusChange[];
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const strList = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

export function orderFromSnapshot(snap: DocumentSnapshot<DocumentData>): OrderView | null {
  const d = snap.data({ serverTimestamps: 'estimate' });
  if (!d) return null;
  const customer = (d.customer ?? {}) as Record<string, unknown>;
  const address = (customer.address ?? {}) as Record<string, unknown>;
  const priced = d.pricedAt != null;
  const lines = (Array.isArray(d.lines) ? d.lines : []).map((raw: Record<string, unknown>): OrderLineView => ({
    productId: str(raw.productId),
    productType: raw.productType === 'readymade' ? 'readymade' : 'tailor',
    quantity: num(raw.quantity) ?? 1,
    productName: str(raw.productName),
    image: str(raw.image) || null,
    price: priced ? num(raw.price) : null,
    discount: priced ? num(raw.discount) : null,
    totalPrice: priced ? num(raw.totalPrice) : null,
  }));
  const measurements: Record<string, number> = {};
  for (const [k, v] of Object.entries((d.measurements ?? {}) as Record<string, unknown>)) if (typeof v === 'number') measurements[k] = v;
  return {
    id: snap.id,
    orderNumber: str(d.orderNumber) || orderNumber(snap.id),
    userId: str(d.userId),
    orderType: d.orderType === 'tailor' || d.orderType === 'readymade' ? d.orderType : 'custom',
    orderStatus: str(d.orderStatus) || 'pending',
    paymentType: str(d.paymentType) || 'COD',
    paymentStatus: str(d.paymentStatus) || 'pending',
    category: typeof d.category === 'string' ? d.category : null,
    customer: {
      name: str(customer.name),
      email: str(customer.email),
      phone: str(customer.phone),
      address: {
        street: str(address.street),
        city: str(address.city),
        state: str(address.state),
        pincode: str(address.pincode),
        country: str(address.country) || 'India',
      },
    },
    lines,
    measurements,
    clothPic: strList(d.clothPic),
    designPic: strList(d.designPic),
    color: str(d.color),
    designDetails: str(d.designDetails),
    Link: str(d.Link),
    specialInstructions: str(d.specialInstructions),
    customerDetails: str(d.customerDetails),
    totalPrice: priced ? num(d.totalPrice) : null,
    priced,
    createdAt: toDate(d.createdAt) ?? toDate(d.orderDate),
    statusHistory: (Array.isArray(d.statusHistory) ? d.statusHistory : []).map((h: Record<string, unknown>) => ({
      status: str(h.status),
      at: toDate(h.at),
      by: str(h.by),
    })),
  };
}

export const MY_ORDERS_PAGE_SIZE = 10;

/**
 * The customer's newest `count` orders, live (status changes and pricing show
 * without a reload). One extra document tells whether more exist.
 */
export function watchMyOrders(
  uid: string,
  count: number,
  onData: (orders: OrderView[], hasMore: boolean) => void,
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

export function watchOrder(orderId: string, onData: (order: OrderView | null) => void, onError: (error: Error) => void): Unsubscribe {
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
