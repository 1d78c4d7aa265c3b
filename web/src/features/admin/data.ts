/** Firestore access of the admin screens (the rules enforce the admin claim). */
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  runTransaction,
  setDoc,
  startAfter,
  updateDoc,
  where,
  writeBatch,
  type DocumentSnapshot,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { canTransition, type OrderRecord, type OrderStatus, type Product, type ProductInput } from '@tailor/domain';
import { db } from '../../firebase/firestore';
import { orderFromSnapshot } from '../../lib/orderFromSnapshot';
import { productFromSnapshot } from '../../lib/productFromSnapshot';
import { nameSearchVariants, nameStartsWith, prefixEnd } from './search';
import { newProductPayload, productStatusPayload, productUpdatePayload, statusChangePayload } from './writes';
import { copyOfProduct, type CatalogueFilters } from './catalogueTools';

export const CATALOGUE_PAGE_SIZE = 12;
export const ORDERS_PAGE_SIZE = 20;
export const SEARCH_LIMIT = 10;

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
  if (!copy) throw new CannotCopyError('This design cannot be copied: open it and save it once first.');
  const newId = newProductId();
  await setDoc(doc(products(), newId), newProductPayload(newId, copy));
  return newId;
}

/** Products whose name starts with the term (any casing of the common forms), by name. */
export async function searchProductsByName(term: string, max = SEARCH_LIMIT): Promise<Product[]> {
  const variants = nameSearchVariants(term);
  if (variants.length === 0) return [];
  const snaps = await Promise.all(
    variants.map((v) =>
      getDocs(query(products(), orderBy('productName'), where('productName', '>=', v), where('productName', '<=', prefixEnd(v)), limit(max))),
    ),
  );
  const byId = new Map<string, Product>();
  for (const snap of snaps) {
    for (const d of snap.docs) {
      const p = productFromSnapshot(d);
      if (p && nameStartsWith(p.productName ?? '', term)) byId.set(p.id, p);
    }
  }
  return [...byId.values()].sort((a, b) => a.productName.localeCompare(b.productName)).slice(0, max);
}

/* ---------------------------------------------------------------- orders */

/** Newest orders first, optionally only those in one status. */
export function loadOrdersPage(
  status: OrderStatus | null,
  after: QueryDocumentSnapshot | null,
  size = ORDERS_PAGE_SIZE,
): Promise<Page<OrderRecord>> {
  const constraints = [...(status ? [where('orderStatus', '==', status)] : []), orderBy('createdAt', 'desc')];
  return page(orders(), constraints, size, after, (s) => orderFromSnapshot(s));
}

/** Live view of one order; returns the unsubscribe function. */
export function watchOrder(
  id: string,
  onData: (order: OrderRecord | null) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(doc(orders(), id), (snap: DocumentSnapshot) => onData(orderFromSnapshot(snap)), onError);
}

export class IllegalTransitionError extends Error {}

/**
 * Moves an order to its next status, recording who and when. Reads the current status
 * in a transaction so a stale screen cannot apply a transition that is no longer legal.
 */
export async function changeOrderStatus(orderId: string, to: OrderStatus, uid: string): Promise<void> {
  const ref = doc(orders(), orderId);
  await runTransaction(db, async (tx) => {
    const snap = await tx.get(ref);
    const from = snap.data()?.orderStatus as string | undefined;
    if (!snap.exists() || !from || !canTransition(from, to)) {
      throw new IllegalTransitionError(`This order can no longer move from ${from ?? 'its status'} to ${to}.`);
    }
    tx.update(ref, statusChangePayload(to, uid));
  });
}
