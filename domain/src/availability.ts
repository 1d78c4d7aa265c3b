/**
 * Whether a design reaches shoppers, and whether it can be bought as
 * ready-made or tailor-made. One rule for the storefront, the cart, the
 * checkout and the API (placing an order included).
 */
import type { CartProduct } from './cart';
import { unitPriceFor } from './pricing';
import type { CartProductType } from './options';

export interface AvailabilityProduct extends CartProduct {
  quantityInStock?: number | null;
}

/** Inactive designs are the admin's drafts and retired pieces: no shopper sees them. */
export function isShownToShoppers(product: { productStatus?: string | null } | null | undefined): boolean {
  return !!product && product.productStatus !== 'Inactive';
}

export type PurchaseBlocker = 'deleted' | 'inactive' | 'discontinued' | 'out-of-stock' | 'no-price';

/** Why this option of the design cannot be bought now, or null when it can. */
export function purchaseBlocker(
  product: AvailabilityProduct | null | undefined,
  option: CartProductType,
): PurchaseBlocker | null {
  if (!product) return 'deleted';
  if (!isShownToShoppers(product)) return 'inactive';
  if (product.availabilityStatus === 'Discontinued') return 'discontinued';
  if (option === 'readymade') {
    if (product.availabilityStatus === 'Out of Stock') return 'out-of-stock';
    if (typeof product.quantityInStock === 'number' && product.quantityInStock <= 0) return 'out-of-stock';
  }
  if (unitPriceFor(product, option) === null) return 'no-price';
  return null;
}

export function canPurchase(product: AvailabilityProduct | null | undefined, option: CartProductType): boolean {
  return purchaseBlocker(product, option) === null;
}

/** What a shopper reads on a disabled button or a cart line. */
export const PURCHASE_BLOCKER_MESSAGES: Record<PurchaseBlocker, string> = {
  deleted: 'No longer available',
  inactive: 'No longer available',
  discontinued: 'This design has been discontinued',
  'out-of-stock': 'Out of stock',
  'no-price': 'Not sold in this option',
};
