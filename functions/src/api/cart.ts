import { Router, type Request } from 'express';
import { FieldValue, getFirestore, type DocumentReference, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { z } from 'zod';
import {
  CART_LINE_BLOCKER_MESSAGES,
  CART_PRODUCT_TYPES,
  DOC_ID_REGEX,
  MAX_CART_QUANTITY,
  cartItemId,
  isOfferedSize,
  offeredSizes,
  paiseToRupees,
  purchaseBlocker,
  sizeSchema,
  type AvailabilityProduct,
  type CartLine,
  type CartProductType,
  type Size,
} from '@tailor/domain';
import { authedUser, HttpError, requireAuth, route, validateBody } from './http';
import { readCart, storedItem } from '../cart/cartTotals';

const productId = z.string().regex(DOC_ID_REGEX, { message: 'Invalid product id' });
const productType = z.enum(CART_PRODUCT_TYPES);
const userId = z.string().min(1).max(128).optional();
const quantity = z.number().int().min(1).max(MAX_CART_QUANTITY);
/** Ready-made lines name a size; without one, remove and update reach a line from before sizes. */
const size = sizeSchema.optional();

/** Tailor-made lines are made to measure: a size there is a mistake, not something to ignore. */
function noSizeForTailor(body: { productType: CartProductType; size?: Size }, ctx: z.RefinementCtx) {
  if (body.productType === 'tailor' && body.size) {
    ctx.addIssue({ code: 'custom', path: ['size'], message: 'Tailor-made lines have no size' });
  }
}

const addSchema = z
  .strictObject({
    userId,
    productId,
    productType,
    size,
    quantity: quantity.default(1),
    action: z.literal('add').default('add'),
  })
  // A ready-made line without a size (the contract's own body has none) takes the design's one size; see sizeOfLine.
  .superRefine(noSizeForTailor);

const removeSchema = z.strictObject({ userId, productId, productType, size }).superRefine(noSizeForTailor);

const updateSchema = z
  .strictObject({
    userId,
    productId,
    productType,
    size,
    action: z.enum(['increase', 'decrease']),
    quantity: quantity.default(1),
  })
  .superRefine(noSizeForTailor);

/** Bursts of calls on one line contend; every attempt re-reads, so increments stay exact. */
const TX_OPTIONS = { maxAttempts: 25 };

/** The signed-in user; a body's userId, when sent, must be that user. */
function cartOwner(req: Request): string {
  const uid = authedUser(req).uid;
  const claimed = (req.body as { userId?: string }).userId;
  if (claimed !== undefined && claimed !== uid) throw new HttpError(403, 'userId does not match the signed-in user');
  return uid;
}

/** What a call on one line names: its validated body, the owner, and the line's document. */
function lineRequest<B extends { productId: string; productType: CartProductType; size?: Size }>(req: Request) {
  const body = req.body as B;
  const uid = cartOwner(req);
  const db = getFirestore();
  const ref = db.collection('carts').doc(uid).collection('items').doc(cartItemId(body.productId, body.productType, body.size));
  return { body, uid, db, ref };
}

/** The line inside a transaction; a 404 when the cart has no such line. */
async function existingLine(tx: Transaction, ref: DocumentReference) {
  const item = await tx.get(ref);
  if (!item.exists) throw new HttpError(404, 'Item not in cart');
  return item;
}

/** A line as the HTTP contract speaks it: money in rupees, and why an unavailable line is left out. */
function lineAnswer(line: CartLine & { id: string }) {
  return {
    ...line,
    price: paiseToRupees(line.price),
    totalPrice: paiseToRupees(line.totalPrice),
    shippingCost: paiseToRupees(line.shippingCost),
    unavailableReason: line.blocker ? CART_LINE_BLOCKER_MESSAGES[line.blocker] : null,
  };
}

async function cartAnswer(db: Firestore, uid: string) {
  const { lines, totals } = await readCart(db, uid);
  return {
    cartItems: lines.map(lineAnswer),
    totalCartValue: paiseToRupees(totals.totalCartValue),
    discount: paiseToRupees(totals.discount),
    shippingCharge: paiseToRupees(totals.shippingCharge),
    finalTotal: paiseToRupees(totals.finalTotal),
    itemCount: totals.itemCount,
  };
}

/**
 * The size of a new line. `size` is this shop's extension of the contract:
 * the spec's body names none. A ready-made design made in one size (a saree,
 * a dupatta) takes that one; a design made in several answers 400 naming them.
 */
async function sizeOfLine(body: { productId: string; productType: CartProductType; size?: Size }): Promise<Size | undefined> {
  if (body.productType !== 'readymade' || body.size) return body.size;
  const product = await getFirestore().collection('products').doc(body.productId).get();
  if (!product.exists) throw new HttpError(404, 'Product not found');
  const sizes = offeredSizes(product.data() as AvailabilityProduct);
  if (sizes.length === 1) return sizes[0];
  throw new HttpError(400, `size: Choose a size. This design comes in ${sizes.join(', ')}`, { sizes });
}

export const cartRouter = Router();

cartRouter.post(
  '/user/cart',
  requireAuth,
  validateBody(addSchema),
  route(async (req, res) => {
    req.body = { ...req.body, size: await sizeOfLine(req.body as z.output<typeof addSchema>) };
    const { body, uid, db, ref } = lineRequest<z.output<typeof addSchema>>(req);
    const next = await db.runTransaction(async (tx) => {
      const [product, item] = await tx.getAll(db.collection('products').doc(body.productId), ref);
      if (!product.exists) throw new HttpError(404, 'Product not found');
      const data = product.data() as AvailabilityProduct;
      const blocker = purchaseBlocker(data, body.productType);
      if (blocker) throw new HttpError(409, CART_LINE_BLOCKER_MESSAGES[blocker]);
      if (body.productType === 'readymade' && !isOfferedSize(data, body.size)) {
        throw new HttpError(400, `Choose a size this design comes in: ${offeredSizes(data).join(', ')}`);
      }
      const current = item.exists ? (storedItem(item.id, item.data())?.quantity ?? 0) : 0;
      const quantity = Math.min(MAX_CART_QUANTITY, current + body.quantity);
      if (item.exists) tx.update(ref, { quantity });
      else {
        tx.create(ref, {
          productId: body.productId,
          productType: body.productType,
          ...(body.size ? { size: body.size } : {}),
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
    const { uid, db, ref } = lineRequest<z.output<typeof removeSchema>>(req);
    await db.runTransaction(async (tx) => {
      await existingLine(tx, ref);
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
    const { body, uid, db, ref } = lineRequest<z.output<typeof updateSchema>>(req);
    const next = await db.runTransaction(async (tx) => {
      const item = await existingLine(tx, ref);
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
