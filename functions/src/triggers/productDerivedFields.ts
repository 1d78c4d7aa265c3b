import { priceFrom, type PricedProduct } from '@tailor/domain/money';
import { missingCreatedAt } from '@tailor/domain/productImport';
import { variantPaths } from '@tailor/domain/imageVariantFiles';
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

/** The product's own uploaded images (under products/{id}/): Storage path → stored URL. */
export function ownImagePaths(productId: string, data: Data | undefined): Map<string, string> {
  const out = new Map<string, string>();
  const images = data?.images;
  if (!Array.isArray(images)) return out;
  const prefix = `products/${productId}/`;
  for (const image of images) {
    const { path, url } = (image ?? {}) as { path?: unknown; url?: unknown };
    if (typeof path === 'string' && path.startsWith(prefix) && !path.includes('..')) out.set(path, typeof url === 'string' ? url : '');
  }
  return out;
}

/**
 * Files of uploaded images the previous version had and the current document
 * no longer references: every variant of each (their names come from the path
 * and the URL, and stay beside the path).
 */
export function removedImagePaths(productId: string, before: Data | undefined, current: Data | undefined): string[] {
  const keep = ownImagePaths(productId, current);
  return [...ownImagePaths(productId, before)].filter(([path]) => !keep.has(path)).flatMap(([path, url]) => variantPaths(path, url));
}
