import type { DocumentData } from 'firebase-admin/firestore';
import { paiseToRupees, timestampToMillis } from '@tailor/domain';

function rupeesOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? paiseToRupees(value) : null;
}

function isoOrNull(value: unknown): string | null {
  const ms = timestampToMillis(value);
  return ms === null ? null : new Date(ms).toISOString();
}

/** A stored product as the API answers it: prices in rupees, timestamps as ISO strings. */
export function toApiProduct(id: string, data: DocumentData): Record<string, unknown> {
  // The search index is the storefront's, not part of the contract (and long).
  const { searchTerms: _index, ...rest } = data;
  return {
    ...rest,
    _id: id,
    id,
    productId: id,
    tailorPrice: rupeesOrNull(data.tailorPrice),
    readyMadePrice: rupeesOrNull(data.readyMadePrice),
    shippingCost: rupeesOrNull(data.shippingCost) ?? 0,
    priceFrom: rupeesOrNull(data.priceFrom),
    rating: typeof data.rating === 'number' ? data.rating : 0,
    ratingCount: typeof data.ratingCount === 'number' ? data.ratingCount : 0,
    // Products written before sizes existed have none listed (every size of the chart).
    sizes: Array.isArray(data.sizes) ? data.sizes : [],
    createdAt: isoOrNull(data.createdAt),
    lastUpdated: isoOrNull(data.lastUpdated),
  };
}
