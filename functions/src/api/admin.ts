import { Router, type Request } from 'express';
import { FieldPath, FieldValue, getFirestore, type DocumentData } from 'firebase-admin/firestore';
import {
  DOC_ID_REGEX,
  mergeProductDefaults,
  paiseToRupees,
  priceFrom,
  productInputSchema,
  rupeesToPaise,
  searchTerms,
  timestampToMillis,
  type ProductInput,
} from '@tailor/domain';
import { HttpError, parseWith, requireAdmin, route } from './http';

/** Admin catalogue calls of spec section 7. Prices travel in rupees, Firestore holds paise. */
export const adminRouter = Router();

const PRICE_KEYS = ['tailorPrice', 'readyMadePrice', 'shippingCost'] as const;
const NUMBER_KEYS = ['discount', 'quantityInStock'] as const;
/** Keys a client may send back from a fetched product; trusted code owns them. */
const IGNORED_KEYS = ['id', '_id', 'productId', 'rating', 'ratingCount', 'priceFrom', 'searchTerms', 'createdAt', 'lastUpdated', 'dateAdded'];

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function numberFrom(key: string, value: unknown): unknown {
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  if (typeof value === 'number' && !Number.isFinite(value)) throw new HttpError(400, `${key}: must be a number`);
  return value;
}

/** The request body as a product input in paise (not validated yet). */
export function bodyToProductInput(body: unknown): Record<string, unknown> {
  if (!isPlainObject(body)) throw new HttpError(400, 'Body must be a JSON object');
  const out: Record<string, unknown> = { ...body };
  for (const key of IGNORED_KEYS) delete out[key];
  for (const key of NUMBER_KEYS) if (key in out) out[key] = numberFrom(key, out[key]);
  for (const key of PRICE_KEYS) {
    if (!(key in out)) continue;
    let value = numberFrom(key, out[key]);
    if (value === '' && key !== 'shippingCost') value = null;
    if (typeof value === 'number') {
      if (Math.abs(value * 100 - Math.round(value * 100)) > 1e-6) {
        throw new HttpError(400, `${key}: use at most 2 decimals (rupees)`);
      }
      value = rupeesToPaise(value);
    }
    out[key] = value;
  }
  return out;
}

/** Drops undefined values (Firestore refuses them). */
function clean<T>(value: T): T {
  if (Array.isArray(value)) return value.map(clean) as T;
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) if (v !== undefined) out[k] = clean(v);
    return out as T;
  }
  return value;
}

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
    createdAt: isoOrNull(data.createdAt),
    lastUpdated: isoOrNull(data.lastUpdated),
  };
}

function productIdFrom(source: unknown): string {
  const raw = isPlainObject(source) ? (source.productId ?? source.id ?? source._id) : undefined;
  if (typeof raw !== 'string' || raw === '') throw new HttpError(400, 'productId is required');
  if (!DOC_ID_REGEX.test(raw)) throw new HttpError(400, 'productId: Invalid id');
  return raw;
}

function stored(input: ProductInput): Record<string, unknown> {
  return clean({ ...input, priceFrom: priceFrom(input), searchTerms: searchTerms(input) });
}

const products = () => getFirestore().collection('products');

adminRouter.post(
  '/admin/add_product',
  requireAdmin,
  route(async (req, res) => {
    const input = parseWith(productInputSchema, bodyToProductInput(req.body));
    const ref = products().doc();
    await ref.create({
      ...stored(input),
      productId: ref.id,
      rating: 0,
      ratingCount: 0,
      createdAt: FieldValue.serverTimestamp(),
      lastUpdated: FieldValue.serverTimestamp(),
    });
    const snap = await ref.get();
    res.status(201).json({ success: true, product: toApiProduct(ref.id, snap.data() ?? {}), message: 'Product added successfully' });
  }),
);

adminRouter.post(
  '/admin/update_product',
  requireAdmin,
  route(async (req, res) => {
    const id = productIdFrom(req.body);
    const patch = bodyToProductInput(req.body);
    const ref = products().doc(id);
    const db = getFirestore();
    await db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) throw new HttpError(404, 'Product not found');
      // Fields the body leaves out keep their stored values.
      const input = parseWith(productInputSchema, { ...mergeProductDefaults(snap.data()), ...patch });
      tx.update(ref, { ...stored(input), productId: id, lastUpdated: FieldValue.serverTimestamp() });
    });
    const snap = await ref.get();
    res.json({ success: true, product: toApiProduct(id, snap.data() ?? {}), message: 'Product updated successfully' });
  }),
);

function pageSize(req: Request): number {
  const raw = req.query.limit;
  if (raw === undefined) return DEFAULT_PAGE_SIZE;
  const n = Number(raw);
  if (typeof raw !== 'string' || !Number.isInteger(n) || n < 1) throw new HttpError(400, 'limit must be a positive integer');
  return Math.min(n, MAX_PAGE_SIZE);
}

adminRouter.get(
  '/admin/get_product',
  requireAdmin,
  route(async (req, res) => {
    const limit = pageSize(req);
    const cursor = req.query.cursor;
    if (cursor !== undefined && (typeof cursor !== 'string' || !DOC_ID_REGEX.test(cursor))) {
      throw new HttpError(400, 'cursor: Invalid id');
    }
    // Document id order includes every product (also ones without timestamps) and gives a stable cursor.
    let query = products().orderBy(FieldPath.documentId()).limit(limit + 1);
    if (cursor) query = query.startAfter(cursor);
    const snap = await query.get();
    const docs = snap.docs.slice(0, limit);
    const hasMore = snap.docs.length > limit;
    res.json({
      success: true,
      products: docs.map((d) => toApiProduct(d.id, d.data())),
      nextCursor: hasMore ? docs[docs.length - 1].id : null,
      message: `${docs.length} product${docs.length === 1 ? '' : 's'}`,
    });
  }),
);

adminRouter.delete(
  '/admin/delete_product',
  requireAdmin,
  route(async (req, res) => {
    const id = productIdFrom(isPlainObject(req.body) && Object.keys(req.body).length > 0 ? req.body : req.query);
    const ref = products().doc(id);
    const found = await getFirestore().runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) return false;
      tx.delete(ref);
      return true;
    });
    if (!found) throw new HttpError(404, 'Product not found');
    // Its Storage images are removed by the products trigger.
    res.json({ success: true, message: 'Product deleted successfully.' });
  }),
);
