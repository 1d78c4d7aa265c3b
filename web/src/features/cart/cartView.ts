import type { CartLineView, CartSummaryView } from './data';
import { msg } from '../../lib/i18n/translate';

export const CART_MESSAGES = {
  title: msg('My Shopping Cart'),
  empty: msg('Your cart is empty'),
  loadFailed: msg('Failed to load cart. Please try again.'),
  updated: msg('Cart updated successfully!'),
  broken: msg('Oops! Something went wrong with your cart.'),
} as const;

/** Lines left out of the totals because their design cannot be bought now (not those only waiting for a size). */
export function unavailableCount(lines: readonly CartLineView[]): number {
  return lines.filter((line) => line.blocker !== null && line.blocker !== 'no-size').length;
}

/**
 * The totals document matches the lines on screen: every line is priced for
 * its quantity and the sums agree. Until then the summary says it is updating.
 */
export function summaryIsCurrent(lines: readonly CartLineView[], summary: CartSummaryView | null): boolean {
  if (!summary || lines.some((line) => !line.priced)) return false;
  let finalTotal = 0;
  let itemCount = 0;
  for (const line of lines) {
    if (!line.available) continue;
    finalTotal += line.totalPrice ?? 0;
    itemCount += line.quantity;
  }
  // finalTotal includes shipping, which the functions work out from the designs.
  return summary.finalTotal - summary.shippingCharge === finalTotal && summary.itemCount === itemCount;
}

export function groupLines(lines: readonly CartLineView[]) {
  return {
    readymade: lines.filter((line) => line.productType === 'readymade'),
    tailor: lines.filter((line) => line.productType === 'tailor'),
  };
}
