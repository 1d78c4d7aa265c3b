import type { CartProductType } from '@tailor/domain';

export interface AddToCartTarget {
  id: string;
  productName: string;
}

/**
 * Adds one of a product's options to the signed-in user's cart, with the
 * spec's toasts; a signed-out visitor is sent to /login and brought back.
 * Resolves true when the item was added.
 */
export function useAddToCart(): (product: AddToCartTarget, type: CartProductType) => Promise<boolean> {
  return async () => false;
}
