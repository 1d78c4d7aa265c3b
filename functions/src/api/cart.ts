import { Router, type Request } from 'express';
import { FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import {
  CART_PRODUCT_TYPES,
  DOC_ID_REGEX,
  MAX_CART_QUANTITY,
  cartItemId,
  paiseToRupees,
  type CartLine,
} from '@tailor/domain';
import { authedUser, HttpError, requireAuth, route, validateBody } from './http';
import { readCart, storedItem } from '../triggers/cartTotals';

const productId = z.string().regex(DOC_ID_REGEX, { message: 'Invalid product id' });
const productType = z.enum(CART_PRODUCT_TYPES);
const userId = z.string().min(1).max(128).optional();
const quantity = z.number().int().min(1).max(MAX_CART_QUANTITY);

const addSchema = z.strictObject({
  userId,
  productId,
  productType,
  quantity: quantity.default(1),
  action: z.literal('add').default('add'),
});

const removeSchema = z.strictObject({ userId, productId, productType });

const updateSchema = z.strictObject({
  userId,
  productId,
  productType,
  action: z.enum(['increase', 'decrease']),
  quantity: quantity.default(1),
});

/** Bursts of calls on one line contend; every attempt re-reads, so increments stay exact. */
const TX_OPTIONS = { maxAttempts: 25 };

/** The signed-in user; a body's userId, when sent, must be that user. */
function cartOwner(req: Request): string {
  const uid = authedUser(req).uid;
  const claimed = (req.body as { userId?: string }).userId;
  if (claimed !== undefined && claimed !== uid) throw new HttpError(403, 'userId does not match the signed-in user');
  return uid;
}

function itemRef(db: Firestore, uid: string, id: string, type: (typeof CART_PRODUCT_TYPES)[number]) {
  return db.collection('carts').doc(uid).collection('items').doc(cartItemId(id, type));
}

/** A line as the HTTP contract speaks it: money in rupees. */
function lineAnswer(line: CartLine) {
  return { ...line, price: paiseToRupees(line.price), totalPrice: paiseToRupees(line.totalPrice) };
}

async function cartAnswer(db: Firestore, uid: string) {
  const { lines, totals } = await readCart(db, uid);
  return {
    cartItems: lines.map(lineAnswer),
    totalCartValue: paiseToRupees(totals.totalCartValue),
    discount: paiseToRupees(totals.discount),
    finalTotal: paiseToRupees(totals.finalTotal),
    itemCount: totals.itemCount,
  };
}

export const cartRouter = Router();

cartRouter.post(
  '/user/cart',
  requireAuth,
  validateBody(addSchema),
  route(async (req, res) => {
    const body = req.body as z.output<typeof addSchema>;
    const uid = cartOwner(req);
    const db = getFirestore();
    const ref = itemRef(db, uid, body.productId, body.productType);
    const next = await db.runTransaction(async (tx) => {
      const [product, item] = await tx.getAll(db.collection('products').doc(body.productId), ref);
      if (!product.exists) throw new HttpError(404, 'Product not found');
      const current = item.exists ? (storedItem(item.id, item.data())?.quantity ?? 0) : 0;
      const quantity = Math.min(MAX_CART_QUANTITY, current + body.quantity);
      if (item.exists) tx.update(ref, { quantity });
      else {
        tx.create(ref, {
          productId: body.productId,
          productType: body.productType,
          quantity,
          addedAt: FieldValue.serverTimestamp(),
        });
      }
      return quantity;
    }, TX_OPTIONS);
    const cart = await cartAnswer(db, uid);
    res.json({ success: true, message: 'Product added to cart', quantity: next, cart: cart.cartItems });
  }),
);

cartRouter.get(
  '/user/get_all_cart',
  requireAuth,
  route(async (req, res) => {
    const uid = authedUser(req).uid;
    res.json({ success: true, ...(await cartAnswer(getFirestore(), uid)) });
  }),
);

cartRouter.post(
  '/user/delete_add_to_cart',
  requireAuth,
  validateBody(removeSchema),
  route(async (req, res) => {
    const body = req.body as z.output<typeof removeSchema>;
    const uid = cartOwner(req);
    const db = getFirestore();
    const ref = itemRef(db, uid, body.productId, body.productType);
    await db.runTransaction(async (tx) => {
      const item = await tx.get(ref);
      if (!item.exists) throw new HttpError(404, 'Item not in cart');
      tx.delete(ref);
    }, TX_OPTIONS);
    res.json({ success: true, message: 'Item removed from cart', ...(await cartAnswer(db, uid)) });
  }),
);

cartRouter.post(
  '/user/updateCartQuantity',
  requireAuth,
  validateBody(updateSchema),
  route(async (req, res) => {
    const body = req.body as z.output<typeof updateSchema>;
    const uid = cartOwner(req);
    const db = getFirestore();
    const ref = itemRef(db, uid, body.productId, body.productType);
    const next = await db.runTransaction(async (tx) => {
      const item = await tx.get(ref);
      if (!item.exists) throw new HttpError(404, 'Item not in cart');
      const current = storedItem(item.id, item.data())?.quantity ?? 0;
      const step = body.action === 'increase' ? body.quantity : -body.quantity;
      const quantity = Math.min(MAX_CART_QUANTITY, current + step);
      // Decreasing below 1 removes the line (spec: decrease at 1 removes).
      if (quantity < 1) tx.delete(ref);
      else if (quantity !== current) tx.update(ref, { quantity });
      return Math.max(0, quantity);
    }, TX_OPTIONS);
    res.json({
      success: true,
      message: next === 0 ? 'Item removed from cart' : 'Cart quantity updated',
      quantity: next,
      removed: next === 0,
      ...(await cartAnswer(db, uid)),
    });
  }),
);
