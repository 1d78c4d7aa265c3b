/**
 * Shipping: one charge per order, the highest `shippingCost` among its lines'
 * designs (a parcel carries everything), and free once the discounted
 * subtotal reaches the shop's threshold. Orders without lines (a custom design
 * request) have no shipping until the shop quotes them.
 */
import type { Paise } from './money';

/** Free shipping from ₹2,999 (discounted subtotal); the shop's one setting for it. */
export const FREE_SHIPPING_THRESHOLD_PAISE: Paise = 299_900;

export function shippingChargeFor(
  lines: readonly { shippingCost?: number | null }[],
  subtotal: Paise,
  freeAbove: Paise = FREE_SHIPPING_THRESHOLD_PAISE,
): Paise {
  if (lines.length === 0 || subtotal >= freeAbove) return 0;
  let charge = 0;
  for (const line of lines) {
    const cost = line.shippingCost;
    if (typeof cost === 'number' && Number.isFinite(cost) && cost > charge) charge = Math.round(cost);
  }
  return charge;
}

/** How much more the shopper spends for free shipping, or 0. */
export function amountToFreeShipping(subtotal: Paise, freeAbove: Paise = FREE_SHIPPING_THRESHOLD_PAISE): Paise {
  return subtotal >= freeAbove ? 0 : freeAbove - subtotal;
}
