/** The design a one-design order form orders, as the form shows it: price, quantity, sizes and whether it can be ordered. */
import { computeCartLine, offeredSizes, purchaseBlocker, type AvailabilityProduct, type CartLine, type CartProductType, type Size } from '@tailor/domain';

export type OrderProduct = CartLine & { inCart: boolean; sizes: Size[] };

/**
 * `available` is the design's own rule (purchaseBlocker): active, not
 * discontinued, in stock for ready-made. The size is chosen on the form
 * itself, so a ready-made line without one yet is not "unavailable" (the cart's
 * 'no-size' blocker says only that its size is still to be picked).
 */
export function orderProductFrom(
  product: AvailabilityProduct & { productName?: string | null },
  line: { productId: string; productType: CartProductType; quantity: number },
  inCart: boolean,
): OrderProduct {
  const blocker = purchaseBlocker(product, line.productType);
  return { ...computeCartLine(product, line), available: blocker === null, blocker, inCart, sizes: offeredSizes(product) };
}
