import { z } from 'zod';
import { DOC_ID_REGEX } from './common';
import type { Paise } from './money';
import { CART_PRODUCT_TYPES, isOneOf, type CartProductType } from './options';
import { offeredSizes, sizeFromSlug, sizeSchema, sizeSlug, type Size } from './sizes';
import { purchaseBlocker, type PurchaseBlocker } from './availability';
import { FREE_SHIPPING_THRESHOLD_PAISE } from './shipping';
import { priceLine, priceTotals } from './pricing';

export const MAX_CART_QUANTITY = 99;

/**
 * The fields of a cart line (carts/{uid}/items/{id}; order lines share them).
 * `size` is optional here because ready-made lines written before sizes have
 * none and stay readable; new lines go through newCartItemSchema.
 */
export const cartItemWriteSchema = z.strictObject({
  productId: z.string().regex(DOC_ID_REGEX, { message: 'Invalid product id' }),
  productType: z.enum(CART_PRODUCT_TYPES),
  quantity: z.number().int().min(1).max(MAX_CART_QUANTITY),
  size: sizeSchema.optional(),
});

/** A line a client adds now: a ready-made line names its size (two sizes of one design are two lines); a tailor-made one never does. */
export const newCartItemSchema = cartItemWriteSchema.superRefine((item, ctx) => {
  if (item.productType === 'readymade' && !item.size) ctx.addIssue({ code: 'custom', path: ['size'], message: 'Choose a size' });
  if (item.productType === 'tailor' && item.size) {
    ctx.addIssue({ code: 'custom', path: ['size'], message: 'Tailor-made lines are made to measure and have no size' });
  }
});
export type CartItemWrite = z.output<typeof cartItemWriteSchema>;

/**
 * The line's document id: `{productId}_tailor`, `{productId}_readymade_{sizeSlug}`,
 * or, for a ready-made line without a size (written before sizes existed, or by
 * a caller that still names only the product and option), `{productId}_readymade`.
 */
export function cartItemId(productId: string, productType: CartProductType, size?: Size | null): string {
  return productType === 'readymade' && size ? `${productId}_readymade_${sizeSlug(size)}` : `${productId}_${productType}`;
}

export interface ParsedCartItemId {
  productId: string;
  productType: CartProductType;
  /** null: a tailor-made line, or a ready-made one from before sizes. */
  size: Size | null;
}

/**
 * Inverse of cartItemId (product ids may themselves contain '_'). The last
 * part is either the option or a size slug; the two never overlap.
 */
export function parseCartItemId(id: string): ParsedCartItemId | null {
  const at = id.lastIndexOf('_');
  if (at <= 0) return null;
  const tail = id.slice(at + 1);
  const size = sizeFromSlug(tail);
  if (size) {
    const sized = parseCartItemId(id.slice(0, at));
    return sized && sized.productType === 'readymade' && sized.size === null ? { ...sized, size } : null;
  }
  const productId = id.slice(0, at);
  if (!isOneOf(CART_PRODUCT_TYPES, tail) || !DOC_ID_REGEX.test(productId)) return null;
  return { productId, productType: tail, size: null };
}

/** Whether a size may be chosen for this design's ready-made option. */
export function isOfferedSize(product: { category?: string | null; sizes?: readonly unknown[] | null }, size: unknown): size is Size {
  return (offeredSizes(product) as unknown[]).includes(size);
}

export interface CartProduct {
  productName?: string | null;
  category?: string | null;
  images?: readonly ({ url?: string | null } | string)[] | null;
  tailorPrice?: Paise | null;
  readyMadePrice?: Paise | null;
  discount?: number | null;
  availabilityStatus?: string | null;
  productStatus?: string | null;
  quantityInStock?: number | null;
  shippingCost?: Paise | null;
  sizes?: readonly unknown[] | null;
}

/** Why a line is outside the totals and the checkout: the design cannot be bought, or a ready-made line has no size yet. */
export type CartLineBlocker = PurchaseBlocker | 'no-size';

export const CART_LINE_BLOCKER_MESSAGES: Record<CartLineBlocker, string> = {
  deleted: 'No longer available',
  inactive: 'No longer available',
  discontinued: 'No longer available: this design has been discontinued',
  'out-of-stock': 'Out of stock',
  'no-price': 'No longer available in this option',
  'no-size': 'Choose a size',
};

export interface CartLine {
  productId: string;
  productType: CartProductType;
  quantity: number;
  /** Ready-made: the chosen size (null on a line from before sizes); tailor-made: null. */
  size: Size | null;
  /** Ready-made: the sizes the design comes in (to choose or change one); tailor-made or gone: []. */
  sizes: Size[];
  /** Spec spelling, kept for the /api/v1 answers. */
  ProductName: string;
  productName: string;
  image: string[];
  category: string;
  /** Unit price, paise, before discount. */
  price: Paise;
  /** Percent. */
  discount: number;
  /** Discounted unit price × quantity, paise. */
  totalPrice: Paise;
  /** In the totals and the checkout: the design can be bought in this option (and size). */
  available: boolean;
  /** Why not, when not available. */
  blocker: CartLineBlocker | null;
  /** The design's shipping charge, paise (0 when none or gone). */
  shippingCost: Paise;
}

/**
 * Totals over the available lines. `finalTotal` is what the customer pays:
 * discounted subtotal plus shipping (`totalCartValue − discount + shippingCharge`).
 */
export interface CartTotals {
  /** List prices × quantities, paise. */
  totalCartValue: Paise;
  discount: Paise;
  /** One charge for the parcel (see shipping.ts), 0 when free. */
  shippingCharge: Paise;
  finalTotal: Paise;
  itemCount: number;
}

function imageUrls(images: CartProduct['images']): string[] {
  if (!Array.isArray(images)) return [];
  return images
    .map((img) => (typeof img === 'string' ? img : img?.url))
    .filter((url): url is string => typeof url === 'string' && url !== '');
}

export interface CartItemRef {
  productId: string;
  productType: CartProductType;
  quantity: number;
  size?: Size | null;
}

/**
 * A cart line priced from the product document. A line whose design cannot
 * be bought in its option (deleted, inactive, discontinued, ready-made out of
 * stock, no price: purchaseBlocker), or a ready-made line without a size that
 * the design offers, is unavailable: shown, but outside the totals and the checkout.
 */
export function computeCartLine(product: CartProduct | null | undefined, item: CartItemRef): CartLine {
  const size = item.productType === 'readymade' ? (item.size ?? null) : null;
  const base = { productId: item.productId, productType: item.productType, quantity: item.quantity, size };
  if (!product) {
    return {
      ...base,
      ProductName: '',
      productName: '',
      image: [],
      category: '',
      price: 0,
      discount: 0,
      totalPrice: 0,
      available: false,
      blocker: 'deleted',
      shippingCost: 0,
      sizes: [],
    };
  }
  const { price, discount, totalPrice } = priceLine(product, item.productType, item.quantity);
  const name = product.productName ?? '';
  const blocker: CartLineBlocker | null =
    purchaseBlocker(product, item.productType) ??
    (item.productType === 'readymade' && !isOfferedSize(product, size) ? 'no-size' : null);
  const shipping = product.shippingCost;
  return {
    ...base,
    ProductName: name,
    productName: name,
    image: imageUrls(product.images),
    category: product.category ?? '',
    price,
    discount,
    totalPrice,
    available: blocker === null,
    blocker,
    sizes: item.productType === 'readymade' ? offeredSizes(product) : [],
    shippingCost: typeof shipping === 'number' && Number.isFinite(shipping) && shipping > 0 ? Math.round(shipping) : 0,
  };
}

/**
 * The order's totals (priceTotals) over the available lines, free shipping
 * from `freeAbove` (the shop's setting), in the cart's spelling.
 */
export function computeCartTotals(lines: readonly CartLine[], freeAbove: Paise = FREE_SHIPPING_THRESHOLD_PAISE): CartTotals {
  const shipped = lines.filter((line) => line.available);
  const totals = priceTotals(shipped, freeAbove);
  return {
    totalCartValue: totals.subtotal,
    discount: totals.discountTotal,
    shippingCharge: totals.shippingCharge,
    finalTotal: totals.totalPrice,
    itemCount: shipped.reduce((n, line) => n + line.quantity, 0),
  };
}
