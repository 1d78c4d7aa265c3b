/**
 * Cart documents as the cart screen reads them: tolerant of lines and totals
 * written before sizes, reasons and shipping existed. Pure, no Firebase.
 */
import type { DocumentData } from 'firebase/firestore';
import { CART_LINE_BLOCKER_MESSAGES, parseCartItemId, type CartLineBlocker } from '@tailor/domain/cart';
import type { CartProductType } from '@tailor/domain/options';
import { isSize, type Size } from '@tailor/domain/sizes';

export interface CartLineView {
  id: string;
  productId: string;
  productType: CartProductType;
  /** Ready-made size; null on tailor-made lines and on ready-made lines from before sizes. */
  size: Size | null;
  /** Ready-made: the sizes the design comes in (empty until priced). */
  sizes: Size[];
  quantity: number;
  productName: string;
  image: string[];
  category: string;
  /** Unit price in paise before discount; undefined until priced. */
  price?: number;
  discount: number;
  totalPrice?: number;
  /** Counted in the totals and taken to checkout. */
  available: boolean;
  /** Why not, when not available. */
  blocker: CartLineBlocker | null;
  /** The line's totals were computed for its current quantity. */
  priced: boolean;
  addedAtMs: number;
}

export interface CartSummaryView {
  totalCartValue: number;
  discount: number;
  /** Paise; 0 when free (or on a cart document from before shipping). */
  shippingCharge: number;
  /** Discounted subtotal plus shipping. */
  finalTotal: number;
  itemCount: number;
}

const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

function millis(v: unknown): number {
  const at = v as { toMillis?: () => number } | null | undefined;
  return typeof at?.toMillis === 'function' ? at.toMillis() : Number.MAX_SAFE_INTEGER;
}

function isBlocker(v: unknown): v is CartLineBlocker {
  return typeof v === 'string' && Object.hasOwn(CART_LINE_BLOCKER_MESSAGES, v);
}

export function lineFromData(id: string, data: DocumentData): CartLineView | null {
  const parsed = parseCartItemId(id);
  const productId = typeof data.productId === 'string' ? data.productId : parsed?.productId;
  const productType = data.productType === 'readymade' || data.productType === 'tailor' ? data.productType : parsed?.productType;
  if (!productId || !productType) return null;
  const quantity = num(data.quantity) ?? 1;
  const totalPrice = num(data.totalPrice);
  const name = typeof data.productName === 'string' ? data.productName : typeof data.ProductName === 'string' ? data.ProductName : '';
  const size = productType === 'readymade' ? (isSize(data.size) ? data.size : (parsed?.size ?? null)) : null;
  // Lines priced before the reason was recorded: unavailable with a name is withdrawn, without one deleted.
  let blocker: CartLineBlocker | null = isBlocker(data.blocker) ? data.blocker : data.available === false ? (name ? 'inactive' : 'deleted') : null;
  // A ready-made line without a size waits for one, even before the functions have looked at it.
  if (!blocker && productType === 'readymade' && !size) blocker = 'no-size';
  return {
    id,
    productId,
    productType,
    size,
    sizes: Array.isArray(data.sizes) ? data.sizes.filter(isSize) : [],
    quantity,
    productName: name,
    image: Array.isArray(data.image) ? data.image.filter((u: unknown): u is string => typeof u === 'string') : [],
    category: typeof data.category === 'string' ? data.category : '',
    price: num(data.price),
    discount: num(data.discount) ?? 0,
    totalPrice,
    // Unknown until priced: treat as available so a fresh line is not flagged.
    available: blocker === null,
    blocker,
    priced: totalPrice !== undefined && data.pricedQuantity === quantity,
    addedAtMs: millis(data.addedAt),
  };
}

export function summaryFromData(data: DocumentData | undefined): CartSummaryView | null {
  if (!data) return null;
  return {
    totalCartValue: num(data.totalCartValue) ?? 0,
    discount: num(data.discount) ?? 0,
    shippingCharge: num(data.shippingCharge) ?? 0,
    finalTotal: num(data.finalTotal) ?? 0,
    itemCount: num(data.itemCount) ?? 0,
  };
}

