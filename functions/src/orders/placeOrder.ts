/**
 * Places an order: it reads the order counter, the customer's limit record and
 * their open and recent orders, then one Firestore transaction reads the
 * idempotency record and the designs; it refuses the order (nothing stored) or
 * prices it, numbers it, creates `orders/{id}` already priced and numbered,
 * takes the ordered lines out of the cart and records the idempotency key, on
 * the condition that the counter and the limit record are still as read
 * (placeOrderOnce). No firebase-functions import: the router, the tests and
 * the bench call it alike.
 */
import { createHash } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
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
import { orderCounterRef, takeOrderNumber, writeSeen } from './orderNumbers';

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

/** Two requests with one Idempotency-Key both create its record: the loser's transaction retries, then replays. */
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
async function recentOrders(db: Firestore, uid: string, now: Timestamp): Promise<{ open: number; inDay: number }> {
  const mine = db.collection('orders').where('userId', '==', uid);
  const since = Timestamp.fromMillis(now.toMillis() - ORDER_LIMIT_WINDOW_MS);
  const [open, inDay] = await Promise.all([
    mine.where('orderStatus', '==', 'pending').select().limit(MAX_OPEN_ORDERS).get(),
    mine.where('createdAt', '>=', since).select().limit(MAX_ORDERS_PER_DAY).get(),
  ]);
  return { open: open.size, inDay: inDay.size };
}

/** A commit refused because the counter or the customer's limit record moved since it was read: place again. */
const STALE_READ_CODES = new Set([6, 9]); // ALREADY_EXISTS (created meanwhile), FAILED_PRECONDITION (changed meanwhile)
/** Simultaneous orders each win the counter in turn; a loser starts again at once with the new number. */
const MAX_PLACE_ATTEMPTS = 200;

export async function placeOrder(db: Firestore, input: PlaceOrderInput): Promise<PlaceOrderResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await placeOrderOnce(db, input);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (attempt >= MAX_PLACE_ATTEMPTS || typeof code !== 'number' || !STALE_READ_CODES.has(code)) throw error;
      // A short random pause, longer as attempts mount, spreads out the orders that lost together.
      await new Promise((r) => setTimeout(r, Math.random() * Math.min(500, 20 * attempt)));
    }
  }
}

/**
 * The counter, the customer's limit record and their orders (for the limits) are read
 * outside the transaction; the counter and the limit record are written with a
 * precondition on the version read (created when missing), so the commit fails, and
 * placeOrder starts again, if another order took a number or another order of the
 * customer's came in meanwhile. Read inside the transaction instead, every order of a
 * burst held a lock on the counter (and on the customer's orders) while it waited to
 * write them, so they waited on one another until the emulator's lock timeout broke the
 * tie ("Transaction lock timeout", then a retry of the whole transaction). Numbers stay
 * sequential: the number and the order commit together or not at all.
 */
async function placeOrderOnce(db: Firestore, input: PlaceOrderInput): Promise<PlaceOrderResult> {
  const { uid, body, idempotencyKey } = input;
  const fingerprint = bodyFingerprint(body);
  const idemRef = idempotencyKey ? db.collection(IDEMPOTENCY_COLLECTION).doc(`${uid}_${idempotencyKey}`) : null;
  const limitRef = db.collection(ORDER_LIMITS_COLLECTION).doc(uid);
  const orderRef = db.collection('orders').doc();
  const productIds = [...new Set(body.lines.map((l) => l.productId))];
  const counterRef = orderCounterRef(db);
  const now = Timestamp.now();
  // The limit record is read before the customer's orders are counted: any order of theirs
  // placed after this read moves it, and then this attempt's commit fails and starts again.
  const [limitSeen, counterSeen] = await db.getAll(limitRef, counterRef);
  const counts = await recentOrders(db, uid, now);

  return db.runTransaction(async (tx): Promise<PlaceOrderResult> => {
    // Reads first (a transaction reads before it writes).
    const productRefs = productIds.map((id) => db.collection('products').doc(id));
    const snaps = await tx.getAll(...(idemRef ? [idemRef] : []), ...productRefs);
    const idem = idemRef ? snaps.shift() : undefined;
    const productSnaps = snaps;
    if (idem?.exists) {
      const stored = idem.data() as { fingerprint?: string; order?: PlacedOrder };
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

    const limit = orderLimitBreached(counts.open, counts.inDay);
    if (limit) throw new OrderRefusal(429, ORDER_LIMIT_MESSAGES[limit], { code: ORDER_LIMIT_CODE });

    const lines = body.lines.map((line) => {
      const product = products.get(line.productId) ?? null;
      return { ...line, productName: product?.productName ?? '', ...priceLine(product, line.productType, line.quantity), image: firstImage(product?.images) };
    });
    const totals = priceTotals(
      lines.map((l) => ({ ...l, shippingCost: products.get(l.productId)?.shippingCost })),
      input.freeShippingThresholdPaise,
    );
    const orderNumber = takeOrderNumber(tx, counterSeen!, input.orderNumberPrefix);

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
    writeSeen(tx, limitSeen!, { lastOrderAt: now, lastOrderId: orderRef.id });

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
