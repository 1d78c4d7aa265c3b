import { Router } from 'express';
import { getFirestore, type Query } from 'firebase-admin/firestore';
import { DOC_ID_REGEX, isShownToShoppers } from '@tailor/domain';
import { HttpError, pageOf, parseLimit, route, singleQueryValue } from './http';
import { toApiProduct } from '../products/apiProduct';

/**
 * Public catalogue calls of spec section 7 (no token). Prices are answered in
 * rupees, like every other /api/v1 answer. Inactive products are not part of
 * the public catalogue (isShownToShoppers); the admin routes still list them.
 */
export const productsRouter = Router();

export const DEFAULT_PRODUCTS_LIMIT = 50;
export const MAX_PRODUCTS_LIMIT = 100;

const products = () => getFirestore().collection('products');

function parseId(raw: string | undefined, name: string): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!DOC_ID_REGEX.test(raw)) throw new HttpError(400, `${name}: Invalid id`);
  return raw;
}

/**
 * All products, newest first, one page at a time: `?limit` (default 50, at most
 * 100) and `?cursor` (the `nextCursor` of the previous answer, a product id).
 * `nextCursor` is null on the last page. The spec's client read everything in one
 * call; a page bound keeps one request from reading the whole collection.
 */
const listAll = route(async (req, res) => {
  const limit = parseLimit(singleQueryValue(req, 'limit'), DEFAULT_PRODUCTS_LIMIT, MAX_PRODUCTS_LIMIT);
  const cursorId = parseId(singleQueryValue(req, 'cursor'), 'cursor');
  // Index (productStatus, createdAt desc) in firestore.indexes.json.
  let query: Query = products().where('productStatus', '==', 'Active').orderBy('createdAt', 'desc');
  if (cursorId) {
    const cursor = await products().doc(cursorId).get();
    if (!cursor.exists || !isShownToShoppers(cursor.data())) throw new HttpError(400, 'cursor: no such product');
    query = query.startAfter(cursor);
  }
  const { page, nextCursor } = await pageOf(query, limit);
  res.json({ success: true, products: page.map((doc) => toApiProduct(doc.id, doc.data())), nextCursor });
});

// The spec's path keeps its typo; the corrected spelling answers the same.
productsRouter.get('/common/gel_all_product', listAll);
productsRouter.get('/common/get_all_product', listAll);

productsRouter.get(
  '/common/get_single_product',
  route(async (req, res) => {
    const productId = parseId(singleQueryValue(req, 'productId'), 'productId');
    if (!productId) throw new HttpError(400, 'productId is required');
    const snap = await products().doc(productId).get();
    const data = snap.data();
    if (!data || !isShownToShoppers(data)) throw new HttpError(404, 'Product not found');
    res.json({ success: true, product: toApiProduct(snap.id, data) });
  }),
);
