import { shopSettings } from '../shopSettings';
import { FieldValue, Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import {
  GENERIC_CANCEL_REASON,
  ORDER_LIMIT_MESSAGES,
  ORDER_LIMIT_WINDOW_MS,
  cancelReasonFor,
  cartItemId,
  orderLimitBreached,
  reviewOrder,
  type ReviewProduct,
} from '@tailor/domain';

function firstImage(images: unknown): string {
  if (!Array.isArray(images)) return '';
  for (const img of images) {
    const url = typeof img === 'string' ? img : (img as { url?: unknown } | null)?.url;
    if (typeof url === 'string' && url) return url;
  }
  return '';
}

export type PricingOutcome = 'priced' | 'cancelled' | 'already-priced' | 'missing';

/** Who a statusHistory entry names when trusted code moved the order. */
export const SYSTEM_ACTOR = 'system';

/**
 * How many of the customer's orders came before this one and still wait for
 * the shop's call, and how many came in the 24 hours before it. Counting only
 * earlier orders keeps the answer the same on every delivery, and lets the
 * first ten of a burst through while the rest are refused.
 */
async function earlierOrders(db: Firestore, userId: string, createdAt: Timestamp): Promise<{ pending: number; inDay: number }> {
  const orders = db.collection('orders').where('userId', '==', userId);
  const since = Timestamp.fromMillis(createdAt.toMillis() - ORDER_LIMIT_WINDOW_MS);
  const [pending, inDay] = await Promise.all([
    orders.where('orderStatus', '==', 'pending').where('createdAt', '<', createdAt).count().get(),
    orders.where('createdAt', '>=', since).where('createdAt', '<', createdAt).count().get(),
  ]);
  return { pending: pending.data().count, inDay: inDay.data().count };
}

/**
 * Prices a new order from the product documents and takes its lines out of the
 * customer's cart, in one transaction; or cancels it, with a reason the
 * customer reads, when a line cannot be ordered (missing, inactive,
 * discontinued or out-of-stock design, a size not offered, unreadable data) or
 * the customer is over the order limits. A cancelled order's lines stay in the
 * cart. Idempotent: an order with `pricedAt` is left alone, so a repeated
 * delivery changes nothing (and never removes lines added to the cart again since).
 */
export async function priceOrder(db: Firestore, orderId: string, now: () => Timestamp = Timestamp.now): Promise<PricingOutcome> {
  const orderRef = db.collection('orders').doc(orderId);
  try {
    const first = (await orderRef.get()).data();
    if (!first) return 'missing';
    if (first.pricedAt != null) return 'already-priced';
    const userId = typeof first.userId === 'string' ? first.userId : '';
    let limit: ReturnType<typeof orderLimitBreached> = null;
    if (userId && first.createdAt instanceof Timestamp) {
      const earlier = await earlierOrders(db, userId, first.createdAt);
      limit = orderLimitBreached(earlier.pending, earlier.inDay);
    }

    // The shop's threshold, read (cached) before the transaction.
    const { freeShippingThresholdPaise } = await shopSettings();

    return await db.runTransaction(async (tx) => {
      const snap = await tx.get(orderRef);
      const data = snap.data();
      if (!data) return 'missing';
      if (data.pricedAt != null) return 'already-priced';

      const lines: unknown[] = Array.isArray(data.lines) ? data.lines : [];
      const ids = [
        ...new Set(
          lines.flatMap((l) => {
            const id = (l as { productId?: unknown } | null)?.productId;
            return typeof id === 'string' && /^(?!__.*__$)[A-Za-z0-9_-]{1,128}$/.test(id) ? [id] : [];
          }),
        ),
      ];
      const snaps = ids.length ? await tx.getAll(...ids.map((id) => db.collection('products').doc(id))) : [];
      const products = new Map(snaps.map((s) => [s.id, s.exists ? (s.data() as ReviewProduct & DocumentData) : null]));
      const review = reviewOrder(lines, products, freeShippingThresholdPaise);
      const problems = limit ? [] : review.problems;
      const cancelReason = limit ? ORDER_LIMIT_MESSAGES[limit] : problems.length ? cancelReasonFor(problems) : '';

      const at = now();
      // An admin may already have moved a very fresh order: keep that history.
      const history: unknown[] =
        Array.isArray(data.statusHistory) && data.statusHistory.length > 0 ? data.statusHistory : [{ status: 'pending', at, by: userId }];
      const update: DocumentData = {
        lines: review.lines.map((l) => ({ ...l, image: firstImage(products.get(l.productId)?.images) })),
        subtotal: review.subtotal,
        discountTotal: review.discountTotal,
        shippingCharge: review.shippingCharge,
        totalPrice: review.totalPrice,
        statusHistory: history,
        pricedAt: FieldValue.serverTimestamp(),
      };
      if (cancelReason && data.orderStatus === 'pending') {
        update.orderStatus = 'cancelled';
        update.cancelReason = cancelReason;
        update.statusHistory = [...history, { status: 'cancelled', at, by: SYSTEM_ACTOR }];
      }
      tx.update(orderRef, update);
      if (cancelReason) return 'cancelled';
      // The ordered lines leave the cart (the cart trigger then recomputes the totals).
      if (userId) {
        for (const l of review.readLines) {
          tx.delete(db.collection('carts').doc(userId).collection('items').doc(cartItemId(l.productId, l.productType, l.size)));
        }
      }
      return 'priced';
    });
  } catch (error) {
    // Never leave an order unpriced for ever: refuse it with a generic reason.
    console.error(`order ${orderId}: pricing failed`, error);
    return cancelUnpriced(db, orderId, now);
  }
}

async function cancelUnpriced(db: Firestore, orderId: string, now: () => Timestamp): Promise<PricingOutcome> {
  const orderRef = db.collection('orders').doc(orderId);
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(orderRef);
    const data = snap.data();
    if (!data) return 'missing';
    if (data.pricedAt != null) return 'already-priced';
    const at = now();
    const userId = typeof data.userId === 'string' ? data.userId : '';
    tx.update(orderRef, {
      lines: Array.isArray(data.lines) ? data.lines : [],
      subtotal: 0,
      discountTotal: 0,
      shippingCharge: 0,
      totalPrice: 0,
      orderStatus: 'cancelled',
      cancelReason: GENERIC_CANCEL_REASON,
      statusHistory: [
        { status: 'pending', at, by: userId },
        { status: 'cancelled', at, by: SYSTEM_ACTOR },
      ],
      pricedAt: FieldValue.serverTimestamp(),
    });
    return 'cancelled';
  });
}
