/**
 * Places an order: one Firestore transaction reads the customer's idempotency
 * record and limit lock, their open and recent orders, the designs and the
 * order counter; it refuses the order (nothing stored) or prices it, numbers
 * it, creates `orders/{id}` already priced and numbered, takes the ordered
 * lines out of the cart and records the idempotency key. No firebase-functions
 * import: the router, the tests and the bench call it alike.
 */
import { createHash } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentData, type Firestore, type Transaction } from 'firebase-admin/firestore';
import {
  IDEMPOTENCY_MISMATCH_MESSAGE,
  MAX_OPEN_ORDERS,
  MAX_ORDERS_PER_DAY,
  ORDER_LIMIT_CODE,
  ORDER_LIMIT_MESSAGES,
  ORDER_LIMIT_WINDOW_MS,
  cartItemId,
  orderLimitBreached,
  orderLineRefusal,
  paiseToRupees,
  priceLine,
  priceTotals,
  withoutUndefined,
  type OrderLineError,
  type PlaceOrderBody,
  type PlacedOrder,
  type ReviewProduct,
} from '@tailor/domain';
import { nextOrderNumber, orderCounterRef, takeOrderNumber } from './orderNumbers';

/** A refusal the API answers as it is: status, message and extra fields. */
export class OrderRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const IDEMPOTENCY_COLLECTION = 'idempotency';
/** One document per customer that every order of theirs reads and writes: their orders are placed one at a time. */
export const ORDER_LIMITS_COLLECTION = 'orderLimits';

/** What placing an order needs: the signed-in customer, the validated body and key, and the shop's settings. */
export interface PlaceOrderInput {
  uid: string;
  body: PlaceOrderBody;
  /** Validated Idempotency-Key, or null. */
  idempotencyKey: string | null;
  /** settings/shop: the order number prefix and the free-shipping threshold. */
  orderNumberPrefix: string;
  freeShippingThresholdPaise: number;
}

export interface PlaceOrderResult {
  /** false: a replay of an earlier request with the same key. */
  created: boolean;
  order: PlacedOrder;
}

/** Many customers at once contend for one counter: each transaction may retry more than the default 5 times. */
const TX_OPTIONS = { maxAttempts: 40 };

/** Same content, same text: keys sorted at every level. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * What a key is bound to: the validated body (defaults filled in, userId left
 * out, and the language: a retry after a switch is the same order).
 */
export function bodyFingerprint(body: PlaceOrderBody): string {
  const { userId: _userId, language: _language, ...rest } = body;
  return createHash('sha256').update(canonicalJson(rest)).digest('hex');
}

function firstImage(images: unknown): string {
  if (!Array.isArray(images)) return '';
  for (const img of images) {
    const url = typeof img === 'string' ? img : (img as { url?: unknown } | null)?.url;
    if (typeof url === 'string' && url) return url;
  }
  return '';
}

/** The refusal for lines that cannot be ordered now, one error per line. */
function lineRefusals(body: PlaceOrderBody, products: ReadonlyMap<string, ReviewProduct | null>): OrderLineError[] {
  return body.lines.flatMap((line, i): OrderLineError[] => {
    const message = orderLineRefusal(line, products.get(line.productId) ?? null);
    return message ? [{ path: ['lines', i], lineIndex: i, productId: line.productId, message }] : [];
  });
}

/** How many of the customer's orders wait for the shop's call, and how many came in the last 24 hours (each counted up to its limit). */
async function recentOrders(db: Firestore, tx: Transaction, uid: string, now: Timestamp): Promise<{ open: number; inDay: number }> {
  const mine = db.collection('orders').where('userId', '==', uid);
  const since = Timestamp.fromMillis(now.toMillis() - ORDER_LIMIT_WINDOW_MS);
  const [open, inDay] = await Promise.all([
    tx.get(mine.where('orderStatus', '==', 'pending').select().limit(MAX_OPEN_ORDERS)),
    tx.get(mine.where('createdAt', '>=', since).select().limit(MAX_ORDERS_PER_DAY)),
  ]);
  return { open: open.size, inDay: inDay.size };
}

export async function placeOrder(db: Firestore, input: PlaceOrderInput): Promise<PlaceOrderResult> {
  const { uid, body, idempotencyKey } = input;
  const fingerprint = bodyFingerprint(body);
  const idemRef = idempotencyKey ? db.collection(IDEMPOTENCY_COLLECTION).doc(`${uid}_${idempotencyKey}`) : null;
  const limitRef = db.collection(ORDER_LIMITS_COLLECTION).doc(uid);
  const orderRef = db.collection('orders').doc();
  const productIds = [...new Set(body.lines.map((l) => l.productId))];

  return db.runTransaction(async (tx): Promise<PlaceOrderResult> => {
    // Reads first (a transaction reads before it writes). The shop-wide counter is read
    // last: every order contends for it, so it is held for as short a time as possible.
    const [idem, , ...productSnaps] = await tx.getAll(idemRef ?? limitRef, limitRef, ...productIds.map((id) => db.collection('products').doc(id)));
    if (idemRef && idem!.exists) {
      const stored = idem!.data() as { fingerprint?: string; order?: PlacedOrder };
      if (stored.fingerprint !== fingerprint || !stored.order) {
        throw new OrderRefusal(422, IDEMPOTENCY_MISMATCH_MESSAGE);
      }
      return { created: false, order: stored.order };
    }

    const products = new Map(productSnaps.map((s) => [s!.id, s!.exists ? (s!.data() as ReviewProduct & DocumentData) : null]));
    const errors = lineRefusals(body, products);
    if (errors.length > 0) {
      const message = errors.length === 1 ? 'One design in this order cannot be ordered now.' : `${errors.length} designs in this order cannot be ordered now.`;
      throw new OrderRefusal(409, message, { errors });
    }

    const now = Timestamp.now();
    const counts = await recentOrders(db, tx, uid, now);
    const limit = orderLimitBreached(counts.open, counts.inDay);
    if (limit) throw new OrderRefusal(429, ORDER_LIMIT_MESSAGES[limit], { code: ORDER_LIMIT_CODE });

    const counter = await tx.get(orderCounterRef(db));
    const lines = body.lines.map((line) => {
      const product = products.get(line.productId) ?? null;
      return { ...line, productName: product?.productName ?? '', ...priceLine(product, line.productType, line.quantity), image: firstImage(product?.images) };
    });
    const totals = priceTotals(
      lines.map((l) => ({ ...l, shippingCost: products.get(l.productId)?.shippingCost })),
      input.freeShippingThresholdPaise,
    );
    const orderNumber = takeOrderNumber(db, tx, nextOrderNumber(counter), input.orderNumberPrefix);

    const { userId: _userId, ...fields } = body;
    tx.create(
      orderRef,
      withoutUndefined({
        ...fields,
        userId: uid,
        lines,
        paymentType: 'COD',
        paymentStatus: 'pending',
        orderStatus: 'pending',
        orderNumber,
        ...totals,
        statusHistory: [{ status: 'pending', at: now, by: uid }],
        orderDate: FieldValue.serverTimestamp(),
        createdAt: FieldValue.serverTimestamp(),
        pricedAt: FieldValue.serverTimestamp(),
      }),
    );
    // The ordered lines leave the cart (the cart trigger then recomputes its totals).
    for (const line of body.lines) {
      tx.delete(db.collection('carts').doc(uid).collection('items').doc(cartItemId(line.productId, line.productType, line.size)));
    }
    tx.set(limitRef, { lastOrderAt: now, lastOrderId: orderRef.id }, { merge: true });

    const order: PlacedOrder = {
      id: orderRef.id,
      orderNumber,
      orderStatus: 'pending',
      lines: lines.map((l) =>
        withoutUndefined({
          productId: l.productId,
          productType: l.productType,
          quantity: l.quantity,
          size: l.size,
          productName: l.productName,
          price: paiseToRupees(l.price),
          discount: l.discount,
          totalPrice: paiseToRupees(l.totalPrice),
        }),
      ),
      subtotal: paiseToRupees(totals.subtotal),
      discount: paiseToRupees(totals.discountTotal),
      shippingCharge: paiseToRupees(totals.shippingCharge),
      totalPrice: paiseToRupees(totals.totalPrice),
    };
    if (idemRef) tx.create(idemRef, { userId: uid, fingerprint, orderId: orderRef.id, order, createdAt: FieldValue.serverTimestamp() });
    return { created: true, order };
  }, TX_OPTIONS);
}
