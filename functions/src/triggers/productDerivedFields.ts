import { priceFrom, type PricedProduct } from '@tailor/domain/money';
import { missingCreatedAt } from '@tailor/domain/productImport';
import { sameTerms, searchTerms } from '@tailor/domain/search';

type Data = Record<string, unknown>;

function isPriceOrNull(value: unknown): boolean {
  return value === null || (typeof value === 'number' && Number.isFinite(value));
}

/**
 * Fields trusted code derives for a product document, only those whose stored value
 * differs (an empty patch means nothing to write, which ends the trigger loop).
 * rating/ratingCount are only initialised when absent: the feedback aggregate owns them.
 * createdAt, when missing or not a timestamp, comes from the spec's date chain
 * (dateAdded, updatedAt… else 1970): every listing orders by it, and a product
 * without it would show nowhere but on its own page. A Date is stored as a
 * timestamp, so the next delivery finds nothing to do.
 * searchTerms are recomputed from the text fields (sorted, so equal lists compare equal).
 */
export function derivedProductPatch(productId: string, data: Data): Data {
  const patch: Data = {};
  const from = priceFrom(data as PricedProduct);
  if (!isPriceOrNull(data.priceFrom) || data.priceFrom !== from) patch.priceFrom = from;
  if (typeof data.rating !== 'number') patch.rating = 0;
  if (typeof data.ratingCount !== 'number') patch.ratingCount = 0;
  if (data.productId !== productId) patch.productId = productId;
  const createdAt = missingCreatedAt(data);
  if (createdAt !== null) patch.createdAt = new Date(createdAt);
  const terms = searchTerms(data);
  if (!sameTerms(data.searchTerms, terms)) patch.searchTerms = terms;
  return patch;
}

/** Storage paths of the product's own images (under products/{id}/). */
export function ownImagePaths(productId: string, data: Data | undefined): Set<string> {
  const out = new Set<string>();
  const images = data?.images;
  if (!Array.isArray(images)) return out;
  const prefix = `products/${productId}/`;
  for (const image of images) {
    const path = (image as { path?: unknown } | null)?.path;
    if (typeof path === 'string' && path.startsWith(prefix) && !path.includes('..')) out.add(path);
  }
  return out;
}

/** Uploaded images the previous version had and the current document no longer references. */
export function removedImagePaths(productId: string, before: Data | undefined, current: Data | undefined): string[] {
  const keep = ownImagePaths(productId, current);
  return [...ownImagePaths(productId, before)].filter((path) => !keep.has(path));
}
