/** Firestore access of the admin screens (the rules enforce the admin claim). */
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  runTransaction,
  setDoc,
  startAfter,
  updateDoc,
  where,
  writeBatch,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { orderMoveKind, type OrderRecord, type OrderStatus, type PaymentStatus, type Product, type ProductInput } from '@tailor/domain';
import { orderMovePayload, type MoveDetails } from '../../lib/orderWrites';
import { db } from '../../firebase/firestore';
import { orderFromSnapshot } from '../../lib/orderFromSnapshot';
import { productFromSnapshot } from '../../lib/productFromSnapshot';
import { adminSearch, searchMatches } from './search';
import { newProductPayload, productStatusPayload, productUpdatePayload } from './writes';
import { copyOfProduct, type CatalogueFilters } from './catalogueTools';
import { msg } from '../../lib/i18n/translate';

export const CATALOGUE_PAGE_SIZE = 12;
export const ORDERS_PAGE_SIZE = 20;
export const SEARCH_LIMIT = 20;
/** Documents one search reads: the most selective word's matches, before the other words are checked. */
const SEARCH_READS = 100;

const products = () => collection(db, 'products');
const orders = () => collection(db, 'orders');

/** An id for a product not saved yet (its images upload under products/{id}/ first). */
export function newProductId(): string {
  return doc(products()).id;
}

/** The stored product data, or null when there is no such product. */
export async function loadProductData(id: string): Promise<Record<string, unknown> | null> {
  const snap = await getDoc(doc(products(), id));
  return snap.exists() ? snap.data() : null;
}

/**
 * Creates or replaces the admin-owned fields of a product. An update keeps createdAt,
 * rating and the other trusted fields; priceFrom is derived by a function.
 */
export async function saveProduct(
  mode: 'add' | 'update',
  id: string,
  input: ProductInput,
  /** Fields to remove on update (detail objects of another category). */
  dropKeys: readonly string[] = [],
): Promise<void> {
  const ref = doc(products(), id);
  if (mode === 'add') await setDoc(ref, newProductPayload(id, input));
  else await updateDoc(ref, productUpdatePayload(id, input, dropKeys));
}

export async function deleteProduct(id: string): Promise<void> {
  await deleteDoc(doc(products(), id));
}

export interface Page<T> {
  items: T[];
  cursor: QueryDocumentSnapshot | null;
  hasMore: boolean;
}

async function page<T>(
  source: ReturnType<typeof collection>,
  constraints: QueryConstraint[],
  size: number,
  after: QueryDocumentSnapshot | null,
  map: (snap: QueryDocumentSnapshot) => T | null,
): Promise<Page<T>> {
  const all = [...constraints, ...(after ? [startAfter(after)] : []), limit(size + 1)];
  const snap = await getDocs(query(source, ...all));
  const docs = snap.docs.slice(0, size);
  return {
    items: docs.map(map).filter((x): x is T => x !== null),
    cursor: docs.length ? docs[docs.length - 1] : after,
    hasMore: snap.docs.length > size,
  };
}

/**
 * Newest products first, one page at a time, optionally only those of a
 * status, availability and category (firestore.indexes.json has an index of
 * each field with createdAt; Firestore merges them for combinations).
 */
export function loadProductsPage(
  after: QueryDocumentSnapshot | null,
  size = CATALOGUE_PAGE_SIZE,
  filters?: CatalogueFilters,
): Promise<Page<Product>> {
  const constraints: QueryConstraint[] = [
    ...(filters?.status ? [where('productStatus', '==', filters.status)] : []),
    ...(filters?.availability ? [where('availabilityStatus', '==', filters.availability)] : []),
    ...(filters?.category ? [where('category', '==', filters.category)] : []),
    orderBy('createdAt', 'desc'),
  ];
  return page(products(), constraints, size, after, (s) => productFromSnapshot(s));
}

/** A batch holds at most 500 writes. */
const BATCH_LIMIT = 400;

/**
 * Sets several products Active or Inactive. Each update names lastUpdated as
 * the server time, as the products update rule requires.
 */
export async function setProductsStatus(ids: readonly string[], status: 'Active' | 'Inactive'): Promise<void> {
  for (let i = 0; i < ids.length; i += BATCH_LIMIT) {
    const batch = writeBatch(db);
    for (const id of ids.slice(i, i + BATCH_LIMIT)) {
      batch.update(doc(products(), id), productStatusPayload(status));
    }
    await batch.commit();
  }
}

export async function deleteProducts(ids: readonly string[]): Promise<void> {
  for (let i = 0; i < ids.length; i += BATCH_LIMIT) {
    const batch = writeBatch(db);
    for (const id of ids.slice(i, i + BATCH_LIMIT)) batch.delete(doc(products(), id));
    await batch.commit();
  }
}

export class CannotCopyError extends Error {}

/** Copies a design into a new Inactive draft; returns the new id. */
export async function duplicateProduct(id: string): Promise<string> {
  const data = await loadProductData(id);
  const copy = data && copyOfProduct(data);
  if (!copy) throw new CannotCopyError(msg('This design cannot be copied: open it and save it once first.'));
  const newId = newProductId();
  await setDoc(doc(products(), newId), newProductPayload(newId, copy));
  return newId;
}

/**
 * Products matching every word of the text anywhere in name, category,
 * fabric, colour, work and tags (the storefront's search terms, inactive
 * products included), by name.
 */
export async function searchProducts(text: string, max = SEARCH_LIMIT): Promise<Product[]> {
  const { indexedTerm, terms } = adminSearch(text);
  if (indexedTerm === null) return [];
  const snap = await getDocs(query(products(), where('searchTerms', 'array-contains', indexedTerm), limit(SEARCH_READS)));
  const found = snap.docs.map((d) => productFromSnapshot(d)).filter((p): p is Product => p !== null);
  return searchMatches(found, terms, max);
}

/* ---------------------------------------------------------------- orders */

/**
 * What the orders screen filters by; a payment filter of 'collected' includes older orders
 * marked 'paid'; 'due' is a balance still owed (`moneyDue`, kept by trusted code with `money`).
 */
export interface OrdersFilter {
  status: OrderStatus | null;
  payment: PaymentStatus | 'due' | null;
}

/** Newest orders first, optionally only those in one status and/or payment state. */
export function loadOrdersPage(
  filter: OrdersFilter,
  after: QueryDocumentSnapshot | null,
  size = ORDERS_PAGE_SIZE,
): Promise<Page<OrderRecord>> {
  const constraints = [
    ...(filter.status ? [where('orderStatus', '==', filter.status)] : []),
    ...(filter.payment === 'due'
      ? [where('moneyDue', '==', true)]
      : filter.payment === 'collected'
        ? [where('paymentStatus', 'in', ['collected', 'paid'])]
        : filter.payment
          ? [where('paymentStatus', '==', filter.payment)]
          : []),
    orderBy('createdAt', 'desc'),
  ];
  return page(orders(), constraints, size, after, (s) => orderFromSnapshot(s));
}

/** Orders by number (SS-1001) or by the customer's 10-digit mobile. */
export async function findOrders(by: { orderNumber: string } | { phone: string }, max = SEARCH_LIMIT): Promise<OrderRecord[]> {
  const q = 'orderNumber' in by ? query(orders(), where('orderNumber', '==', by.orderNumber), limit(max)) : query(orders(), where('customer.phone', '==', by.phone), limit(max));
  const snap = await getDocs(q);
  return snap.docs.map((d) => orderFromSnapshot(d)).filter((o): o is OrderRecord => o !== null);
}

/** Every order placed in [from, to), oldest first, for the accountant's CSV. */
export async function loadOrdersBetween(from: Date, to: Date): Promise<OrderRecord[]> {
  const snap = await getDocs(query(orders(), where('createdAt', '>=', from), where('createdAt', '<', to), orderBy('createdAt', 'asc')));
  return snap.docs.map((d) => orderFromSnapshot(d)).filter((o): o is OrderRecord => o !== null);
}

export class IllegalTransitionError extends Error {}

/**
 * Moves an order from `from` to `to`, recording who, when and why. Reads the current
 * status in a transaction so a stale screen cannot apply a move that is no longer legal.
 */
export async function moveOrder(orderId: string, from: OrderStatus, to: OrderStatus, uid: string, details: MoveDetails = {}): Promise<void> {
  const ref = doc(orders(), orderId);
  await runTransaction(db, async (tx) => {
    const snap = await tx.get(ref);
    const data = snap.data();
    const current = data?.orderStatus as string | undefined;
    const kind = current === from ? orderMoveKind(String(data?.orderType ?? 'custom'), from, to, 'admin') : null;
    if (!snap.exists() || !kind) {
      throw new IllegalTransitionError(`This order can no longer move from ${current ?? 'its status'} to ${to}. Please check it and try again.`);
    }
    tx.update(ref, orderMovePayload(kind, to, uid, details));
  });
}

/** Any other admin update of an order (agreed price, payment, delivery date), built by lib/orderWrites. */
export async function updateOrder(orderId: string, payload: Record<string, unknown>): Promise<void> {
  await updateDoc(doc(orders(), orderId), payload);
}
