import { z } from 'zod';
import { DOC_ID_REGEX } from './common';
import { discountedPaise, type Paise } from './money';
import { CART_PRODUCT_TYPES, isOneOf, type CartProductType } from './options';
import { sizeSlug, type Size } from './sizes';

export const MAX_CART_QUANTITY = 99;

/** What a client writes to carts/{uid}/items/{productId}_{productType}. */
export const cartItemWriteSchema = z.strictObject({
  productId: z.string().regex(DOC_ID_REGEX, { message: 'Invalid product id' }),
  productType: z.enum(CART_PRODUCT_TYPES),
  quantity: z.number().int().min(1).max(MAX_CART_QUANTITY),
});
export type CartItemWrite = z.output<typeof cartItemWriteSchema>;

/** A ready-made line's id names its size: two sizes of one design are two lines. */
export function cartItemId(productId: string, productType: CartProductType, size?: Size | null): string {
  return productType === 'readymade' && size ? `${productId}_readymade_${sizeSlug(size)}` : `${productId}_${productType}`;
}

/** Inverse of cartItemId (product ids may themselves contain '_'). */
export function parseCartItemId(id: string): { productId: string; productType: CartProductType } | null {
  const at = id.lastIndexOf('_');
  if (at <= 0) return null;
  const productId = id.slice(0, at);
  const productType = id.slice(at + 1);
  if (!isOneOf(CART_PRODUCT_TYPES, productType) || !DOC_ID_REGEX.test(productId)) return null;
  return { productId, productType };
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
}

function priceOrNull(value: unknown): Paise | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
}

/** Unit price of the chosen option, falling back to the other option; null when neither exists. */
export function unitPriceFor(product: CartProduct, productType: CartProductType): Paise | null {
  const ready = priceOrNull(product.readyMadePrice);
  const tailor = priceOrNull(product.tailorPrice);
  return productType === 'readymade' ? (ready ?? tailor) : (tailor ?? ready);
}

export interface CartLine {
  productId: string;
  productType: CartProductType;
  quantity: number;
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
  available: boolean;
}

export interface CartTotals {
  totalCartValue: Paise;
  discount: Paise;
  finalTotal: Paise;
  itemCount: number;
}

function imageUrls(images: CartProduct['images']): string[] {
  if (!Array.isArray(images)) return [];
  return images
    .map((img) => (typeof img === 'string' ? img : img?.url))
    .filter((url): url is string => typeof url === 'string' && url !== '');
}

/**
 * A cart line priced from the product document. A deleted product, one without a price,
 * an inactive or discontinued one is unavailable and not counted in the totals.
 */
export function computeCartLine(
  product: CartProduct | null | undefined,
  item: { productId: string; productType: CartProductType; quantity: number },
): CartLine {
  const base = { productId: item.productId, productType: item.productType, quantity: item.quantity };
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
    };
  }
  const unit = unitPriceFor(product, item.productType);
  const discount = Math.min(100, Math.max(0, Number(product.discount) || 0));
  const price = unit ?? 0;
  const name = product.productName ?? '';
  return {
    ...base,
    ProductName: name,
    productName: name,
    image: imageUrls(product.images),
    category: product.category ?? '',
    price,
    discount,
    totalPrice: discountedPaise(price, discount) * item.quantity,
    available: unit !== null && product.productStatus !== 'Inactive' && product.availabilityStatus !== 'Discontinued',
  };
}

/** Sums over the available lines. */
export function computeCartTotals(lines: readonly CartLine[]): CartTotals {
  let totalCartValue = 0;
  let finalTotal = 0;
  let itemCount = 0;
  for (const line of lines) {
    if (!line.available) continue;
    totalCartValue += line.price * line.quantity;
    finalTotal += line.totalPrice;
    itemCount += line.quantity;
  }
  return { totalCartValue, discount: totalCartValue - finalTotal, finalTotal, itemCount };
}
