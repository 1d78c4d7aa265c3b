import type { Product } from '@tailor/domain';
import { toDate } from './firestoreValues';

/** What both Firestore SDKs (full and Lite) hand back for a document. */
export interface ProductSnapshot {
  id: string;
  data(): Record<string, unknown> | undefined;
}

/** A product document as the domain's Product (timestamps as Dates, trusted fields defaulted). */
export function productFromSnapshot(snap: ProductSnapshot): Product | null {
  const raw = snap.data();
  if (!raw) return null;
  // The search index is for queries: kept out of the app's products, the served pages and the local cache.
  const { searchTerms: _index, ...data } = raw;
  return {
    ...(data as Omit<Product, 'id'>),
    id: snap.id,
    productId: (data.productId as string | undefined) ?? snap.id,
    rating: typeof data.rating === 'number' ? data.rating : 0,
    ratingCount: typeof data.ratingCount === 'number' ? data.ratingCount : 0,
    priceFrom: typeof data.priceFrom === 'number' ? data.priceFrom : null,
    // Written before designs had sizes: none listed means the category's whole chart.
    // offeredSizes() keeps only known sizes; reading them here would load the size schemas with the home page.
    sizes: Array.isArray(data.sizes) ? (data.sizes as Product['sizes']) : [],
    createdAt: toDate(data.createdAt),
    lastUpdated: toDate(data.lastUpdated),
  };
}

/** A product that went through JSON (dates as ISO strings) as the app's Product again. */
export function reviveProduct(product: Product): Product {
  const date = (value: unknown) => (typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? new Date(value) : null);
  return { ...product, createdAt: date(product.createdAt), lastUpdated: date(product.lastUpdated) };
}
