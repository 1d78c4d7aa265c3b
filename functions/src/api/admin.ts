import { Router, type Request } from 'express';
import { FieldPath, FieldValue, getFirestore, Timestamp } from 'firebase-admin/firestore';
import {
  DOC_ID_REGEX,
  formatProblems,
  mergeProductDefaults,
  missingCreatedAt,
  normaliseProductFields,
  priceFrom,
  searchTerms,
  validateProductValues,
  type ProductInput,
} from '@tailor/domain';
import { HttpError, requireAdmin, route } from './http';
import { toApiProduct } from '../products/apiProduct';

/** Admin catalogue calls of spec section 7. Prices travel in rupees, Firestore holds paise. */
export const adminRouter = Router();

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The request body as stored product fields (paise, the lists' spellings), not
 * validated yet: the spec's payloads (a `price` object, `color: "red"`,
 * `suitDetails.style`, the embellishment object) are read by the same
 * normaliser as the importer's. Keys a client may send back from a fetched
 * product (ids, rating, timestamps) are left out; `createdAt` is the first
 * date of the spec's chain (`dateAdded`…) in the body, if any.
 */
export function bodyToProductInput(
  body: unknown,
  storedType?: unknown,
): { values: Record<string, unknown>; createdAt: number | null; warnings: string[] } {
  if (!isPlainObject(body)) throw new HttpError(400, 'Body must be a JSON object');
  const productType = typeof storedType === 'string' ? storedType : undefined;
  const { values, problems, warnings, createdAt } = normaliseProductFields(body, { unknownKeys: 'refuse', productType });
  if (problems.length > 0) throw new HttpError(400, formatProblems(problems));
  return { values, createdAt, warnings: warnings.map((w) => formatProblems([w])) };
}

/** `warnings` in an answer only when there are some (a price range that does not match the prices given). */
const warningsField = (warnings: string[]) => (warnings.length > 0 ? { warnings } : {});

/** Validates with the admin form's schema; a refusal names every field and reason. */
export function validProductInput(values: Record<string, unknown>): ProductInput {
  const checked = validateProductValues(values);
  if (!checked.ok) throw new HttpError(400, formatProblems(checked.problems));
  return checked.input;
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
    const { values, createdAt, warnings } = bodyToProductInput(req.body);
    const input = validProductInput(values);
    const ref = products().doc();
    await ref.create({
      ...stored(input),
      productId: ref.id,
      rating: 0,
      ratingCount: 0,
      // The spec's form sends dateAdded; without a date the product is new now.
      createdAt: createdAt === null ? FieldValue.serverTimestamp() : Timestamp.fromMillis(createdAt),
      lastUpdated: FieldValue.serverTimestamp(),
    });
    const snap = await ref.get();
    res.status(201).json({ success: true, product: toApiProduct(ref.id, snap.data() ?? {}), message: 'Product added successfully', ...warningsField(warnings) });
  }),
);

adminRouter.post(
  '/admin/update_product',
  requireAdmin,
  route(async (req, res) => {
    const id = productIdFrom(req.body);
    // A malformed body is refused before anything is read.
    const { warnings } = bodyToProductInput(req.body);
    const ref = products().doc(id);
    const db = getFirestore();
    await db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) throw new HttpError(404, 'Product not found');
      // Read again with the stored type: a single `price` belongs to the product's own type.
      const { values: patch, createdAt } = bodyToProductInput(req.body, snap.get('productType'));
      // Fields the body leaves out keep their stored values.
      const input = validProductInput({ ...mergeProductDefaults(snap.data()), ...patch });
      // createdAt stays; a product stored without one takes the body's date (else the trigger's).
      const dated = createdAt !== null && missingCreatedAt(snap.data() ?? {}) !== null ? { createdAt: Timestamp.fromMillis(createdAt) } : {};
      tx.update(ref, { ...stored(input), ...dated, productId: id, lastUpdated: FieldValue.serverTimestamp() });
    });
    const snap = await ref.get();
    res.json({ success: true, product: toApiProduct(id, snap.data() ?? {}), message: 'Product updated successfully', ...warningsField(warnings) });
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
