/**
 * Catalogue reads. Every list is a bounded Firestore query (limit + cursor);
 * nothing here reads the whole products collection.
 *
 * Shoppers see active products only: every list and count asks Firestore for
 * `productStatus == 'Active'` (an inactive design is the admin's draft or a
 * retired piece; see isShownToShoppers), and a single product read reports an
 * inactive one as unavailable.
 *
 * Composite indexes these queries need are listed in firestore.indexes.json:
 * (featuredProduct, createdAt desc | rating desc | priceFrom asc | priceFrom desc)
 * and (productStatus, the same orders) for the home grid, and one (facet,
 * sort) index per gallery facet and sort plus (productStatus, sort), which
 * Firestore merges when several equalities are combined; the text search has
 * (searchTerms array-contains, sort) per sort, with and without productStatus.
 */
import {
  collection,
  doc,
  documentId,
  getCount,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  Timestamp,
  where,
  type DocumentData,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import {
  cataloguePlan,
  matchesCatalogueQuery,
  sortOrder,
  type CataloguePlan,
  type CatalogueQuery,
  type Product,
  type SortOption,
} from '@tailor/domain';
import { liteDb } from '../../firebase/firestoreLite';
import { productFromSnapshot } from '../../lib/productFromSnapshot';
import type { ServedCursor } from '../../lib/servedData';
import { cachedPage, cachedProduct, cachePage, cacheProduct } from './productCache';

export type HomeView = 'featured' | 'all';
export type ProductCursor = QueryDocumentSnapshot<DocumentData>;

export const HOME_PAGE_SIZE = 12;
/** Documents read per gallery query while a range filter runs on the client. */
export const GALLERY_BATCH = 24;
/** Reads one "load" of the gallery may spend looking for matches. */
export const GALLERY_MAX_READS_PER_LOAD = 96;
/** A request that has not answered by then is reported as failed (the UI offers a retry). */
export const FETCH_TIMEOUT_MS = 15_000;

export interface ProductPage {
  products: Product[];
  /** The last document read: the next page starts after it. */
  cursor: ProductCursor | null;
  hasMore: boolean;
}

export type { ServedCursor };

/** Where the gallery continues: the last document read, or a server-rendered page's ServedCursor. */
export type GalleryCursor = ProductCursor | ServedCursor;

const isServedCursor = (cursor: GalleryCursor): cursor is ServedCursor => !('ref' in cursor);

/** The cursor as a server-rendered page carries it. */
export function toServedCursor(cursor: GalleryCursor | null, sort: SortOption = 'newest'): ServedCursor | null {
  if (!cursor || isServedCursor(cursor)) return cursor;
  const createdAt: unknown = cursor.get('createdAt');
  const { field } = sortOrder(sort);
  const value: unknown = field === 'createdAt' ? undefined : cursor.get(field);
  return {
    id: cursor.id,
    createdAt: createdAt instanceof Timestamp ? { seconds: createdAt.seconds, nanoseconds: createdAt.nanoseconds } : null,
    ...(field === 'createdAt' ? {} : { sortValue: typeof value === 'number' ? value : null }),
  };
}

/** Constraints that start a gallery query after `from`: a document read before, or a ServedCursor's values. */
function startAfterCursor(from: GalleryCursor, sort: SortOption): QueryConstraint[] {
  if (!isServedCursor(from)) return [startAfter(from)];
  const { field, direction } = sortOrder(sort);
  const value =
    field === 'createdAt' ? from.createdAt && new Timestamp(from.createdAt.seconds, from.createdAt.nanoseconds) : (from.sortValue ?? null);
  // A document cursor orders ties by the document's name implicitly; values need it named.
  return [orderBy(documentId(), direction), startAfter(value, from.id)];
}

export interface GalleryChunk {
  products: Product[];
  /** Where the next chunk starts. */
  cursor: GalleryCursor | null;
  hasMore: boolean;
  /** Documents read to find these products. */
  scanned: number;
}

export class FetchTimeoutError extends Error {
  constructor() {
    super('The request took too long.');
  }
}

function withTimeout<T>(promise: Promise<T>, ms = FETCH_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new FetchTimeoutError()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

const products = () => collection(liteDb, 'products');

/** Only what shoppers may see (isShownToShoppers, as a query). */
export const shownToShoppers = (): QueryConstraint => where('productStatus', '==', 'Active');

function toProducts(docs: readonly QueryDocumentSnapshot[]): Product[] {
  return docs.map((d) => productFromSnapshot(d)).filter((p): p is Product => p !== null);
}

/** Sort order of the home grid. rating and priceFrom are kept on every product by trusted code. */
export function sortConstraints(sort: SortOption): QueryConstraint[] {
  switch (sort) {
    case 'rating':
      return [orderBy('rating', 'desc')];
    case 'price-asc':
      return [orderBy('priceFrom', 'asc')];
    case 'price-desc':
      return [orderBy('priceFrom', 'desc')];
    default:
      return [orderBy('createdAt', 'desc')];
  }
}

function homeQuery(view: HomeView, sort: SortOption, after: GalleryCursor | null) {
  const constraints: QueryConstraint[] = [shownToShoppers()];
  if (view === 'featured') constraints.push(where('featuredProduct', '==', true));
  constraints.push(...sortConstraints(sort));
  if (after) constraints.push(...startAfterCursor(after, sort));
  // One document more than shown tells whether another page exists.
  constraints.push(limit(HOME_PAGE_SIZE + 1));
  return query(products(), ...constraints);
}

function pageOf(docs: readonly QueryDocumentSnapshot[], size: number): ProductPage {
  const shown = docs.slice(0, size);
  return {
    products: toProducts(shown),
    cursor: shown.length ? shown[shown.length - 1] : null,
    hasMore: docs.length > size,
  };
}

const homeCacheKey = (view: HomeView, sort: SortOption) => `home|${view}|${sort}`;

/**
 * One page (12) of the home grid, from the server, after `after` (a document
 * read before, or the server-rendered page's cursor). The first page is kept in the local cache.
 */
export async function fetchHomePage(view: HomeView, sort: SortOption, after: GalleryCursor | null): Promise<ProductPage> {
  const snap = await withTimeout(getDocs(homeQuery(view, sort, after)));
  const page = pageOf(snap.docs, HOME_PAGE_SIZE);
  if (!after) cachePage(homeCacheKey(view, sort), page.products);
  return page;
}

/**
 * The first home page as last shown on this device, for a returning visitor
 * (shown at once, then replaced by the server's answer); null when nothing is cached.
 * It has no cursor, so further pages wait for the server's answer.
 */
export async function fetchHomePageFromCache(view: HomeView, sort: SortOption): Promise<ProductPage | null> {
  const products = cachedPage(homeCacheKey(view, sort));
  return products ? { products, cursor: null, hasMore: false } : null;
}

function galleryConstraints(plan: CataloguePlan): QueryConstraint[] {
  return [shownToShoppers(), ...plan.where.map(([field, op, value]) => where(field, op, value))];
}

/**
 * The next gallery products after `after`, in the query's sort. The facet
 * filters and one word of the text run in Firestore (cataloguePlan); the
 * price and discount ranges cannot (Firestore allows range filters on one
 * field only, and ordering at the same time), nor can the other words or,
 * with text, the embellishment (one array-contains per query), so those are
 * applied here. To stay bounded, this reads batches of GALLERY_BATCH
 * until it has `want` matches, reaches the end, or has read
 * GALLERY_MAX_READS_PER_LOAD documents; the caller may continue from `cursor`.
 * Every match found in a batch is returned, so nothing read is thrown away.
 * When nothing runs on the client every document read is a match, so it reads just `want`.
 */
export async function fetchGalleryChunk(
  catalogueQuery: CatalogueQuery,
  after: GalleryCursor | null,
  want = 12,
): Promise<GalleryChunk> {
  const plan = cataloguePlan(catalogueQuery);
  const base = [...galleryConstraints(plan), orderBy(plan.orderBy.field, plan.orderBy.direction)];
  const batch = plan.clientSide ? GALLERY_BATCH : want;
  const found: Product[] = [];
  let cursor: ProductCursor | null = null;
  let scanned = 0;
  let hasMore = true;
  while (found.length < want && scanned < GALLERY_MAX_READS_PER_LOAD) {
    const from = cursor ?? after;
    const constraints: QueryConstraint[] = [...base, ...(from ? startAfterCursor(from, catalogueQuery.sort) : []), limit(batch)];
    const snap = await withTimeout(getDocs(query(products(), ...constraints)));
    scanned += snap.docs.length;
    if (snap.docs.length) cursor = snap.docs[snap.docs.length - 1];
    for (const product of toProducts(snap.docs)) {
      if (matchesCatalogueQuery(product, catalogueQuery.filters, plan.terms)) found.push(product);
    }
    if (snap.docs.length < batch) {
      hasMore = false;
      break;
    }
  }
  return { products: found, cursor: cursor ?? after, hasMore, scanned };
}

/** How many products pass what Firestore applies (facets and one word): one aggregation read. */
export async function countGalleryCandidates(catalogueQuery: CatalogueQuery): Promise<number> {
  const snap = await withTimeout(getCount(query(products(), ...galleryConstraints(cataloguePlan(catalogueQuery)))));
  return snap.data().count;
}

/** A product from the server; null when it does not exist. Kept in the local cache. */
export async function fetchProduct(id: string): Promise<Product | null> {
  const product = productFromSnapshot(await withTimeout(getDoc(doc(products(), id))));
  if (product) cacheProduct(product);
  return product;
}

/** A product as last seen on this device, or null. */
export async function fetchProductFromCache(id: string): Promise<Product | null> {
  return cachedProduct(id);
}
