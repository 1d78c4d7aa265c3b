import { FieldValue, Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import {
  CART_PRODUCT_TYPES,
  MAX_CART_QUANTITY,
  cartItemId,
  computeOrderPricing,
  isOneOf,
  type CartProduct,
  type CartProductType,
} from '@tailor/domain';

interface RequestedLine {
  productId: string;
  productType: CartProductType;
  quantity: number;
}

/** The lines a stored order asks for; anything a client could have added beyond id, type and quantity is dropped. */
export function requestedLines(data: DocumentData): RequestedLine[] {
  const raw = Array.isArray(data.lines) ? (data.lines as unknown[]) : [];
  return raw.slice(0, 20).flatMap((l): RequestedLine[] => {
    const line = (l ?? {}) as Record<string, unknown>;
    if (typeof line.productId !== 'string' || line.productId === '' || line.productId.includes('/')) return [];
    if (!isOneOf(CART_PRODUCT_TYPES, line.productType)) return [];
    const q = Number(line.quantity);
    const quantity = Number.isFinite(q) ? Math.min(MAX_CART_QUANTITY, Math.max(1, Math.floor(q))) : 1;
    return [{ productId: line.productId, productType: line.productType, quantity }];
  });
}

function firstImage(images: unknown): string {
  if (!Array.isArray(images)) return '';
  for (const img of images) {
    const url = typeof img === 'string' ? img : (img as { url?: unknown } | null)?.url;
    if (typeof url === 'string' && url) return url;
  }
  return '';
}

export type PricingOutcome = 'priced' | 'already-priced' | 'missing';

/**
 * Prices a new order from the product documents and takes its lines out of the
 * customer's cart, in one transaction. Idempotent: an order with `pricedAt` is
 * left alone, so a repeated delivery changes nothing (and never removes lines
 * the customer added to the cart again since).
 */
export async function priceOrder(db: Firestore, orderId: string, now: () => Timestamp = Timestamp.now): Promise<PricingOutcome> {
  const orderRef = db.collection('orders').doc(orderId);
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(orderRef);
    const data = snap.data();
    if (!data) return 'missing';
    if (data.pricedAt != null) return 'already-priced';

    const lines = requestedLines(data);
    const productIds = [...new Set(lines.map((l) => l.productId))];
    const productSnaps = productIds.length ? await tx.getAll(...productIds.map((id) => db.collection('products').doc(id))) : [];
    const products = new Map(productSnaps.map((s) => [s.id, s.exists ? (s.data() as CartProduct & DocumentData) : null]));

    const pricing = computeOrderPricing(lines.map((l) => ({ ...l, product: products.get(l.productId) ?? null })));
    const userId = typeof data.userId === 'string' ? data.userId : '';

    tx.update(orderRef, {
      lines: pricing.lines.map((l) => ({ ...l, image: firstImage(products.get(l.productId)?.images) })),
      totalPrice: pricing.totalPrice,
      // An admin may already have moved a very fresh order: keep that history.
      statusHistory:
        Array.isArray(data.statusHistory) && data.statusHistory.length > 0
          ? data.statusHistory
          : [{ status: 'pending', at: now(), by: userId }],
      pricedAt: FieldValue.serverTimestamp(),
    });
    // The ordered lines leave the cart (the cart trigger then recomputes the totals).
    if (userId) {
      for (const l of lines) tx.delete(db.collection('carts').doc(userId).collection('items').doc(cartItemId(l.productId, l.productType)));
    }
    return 'priced';
  });
}
