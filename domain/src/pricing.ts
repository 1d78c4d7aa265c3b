/**
 * The shop's one pricing rule, used by the cart totals, the checkout review,
 * the orders API and the seed:
 *
 * - a line's unit price is its option's price (ready-made or tailor-made,
 *   falling back to the other option when the design has only one);
 * - the design's discount is clamped to 0–100 % once, here;
 * - the discounted unit price is rounded to whole rupees (discountedPaise),
 *   then multiplied by the quantity;
 * - an order's subtotal is Σ price × quantity, its discount what the
 *   discounts save, its shipping one charge for the parcel (shipping.ts, free
 *   from the shop's threshold on the discounted subtotal), and its total
 *   subtotal − discount + shipping.
 *
 * All amounts are integer paise.
 */
import { clampDiscount, discountedPaise, type Paise } from './money';
import type { CartProductType } from './options';
import { FREE_SHIPPING_THRESHOLD_PAISE, shippingChargeFor } from './shipping';

/** What pricing reads from a design. */
export interface PricingProduct {
  tailorPrice?: Paise | null;
  readyMadePrice?: Paise | null;
  discount?: number | null;
  shippingCost?: Paise | null;
}

function priceOrNull(value: unknown): Paise | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
}

/** Unit price of the chosen option, falling back to the other option; null when neither exists. */
export function unitPriceFor(product: PricingProduct, productType: CartProductType): Paise | null {
  const ready = priceOrNull(product.readyMadePrice);
  const tailor = priceOrNull(product.tailorPrice);
  return productType === 'readymade' ? (ready ?? tailor) : (tailor ?? ready);
}

export interface LinePrice {
  /** Unit price before discount, paise (0 when the design is gone or has no price). */
  price: Paise;
  /** Percent, 0–100. */
  discount: number;
  /** Discounted unit price × quantity, paise. */
  totalPrice: Paise;
}

/** One line priced from its design (null: gone, priced at 0). */
export function priceLine(product: PricingProduct | null | undefined, productType: CartProductType, quantity: number): LinePrice {
  if (!product) return { price: 0, discount: 0, totalPrice: 0 };
  const price = unitPriceFor(product, productType) ?? 0;
  const discount = clampDiscount(product.discount);
  return { price, discount, totalPrice: discountedPaise(price, discount) * quantity };
}

export interface OrderTotals {
  /** Σ price × quantity, paise. */
  subtotal: Paise;
  /** What the discounts save, paise. */
  discountTotal: Paise;
  /** One charge for the parcel, 0 when free. */
  shippingCharge: Paise;
  /** subtotal − discountTotal + shippingCharge. */
  totalPrice: Paise;
}

/** A priced line as the totals read it, with its design's shipping cost. */
export interface TotalsLine {
  price: Paise;
  quantity: number;
  totalPrice: Paise;
  shippingCost?: Paise | null;
}

/** Totals over the lines that will be sent (callers leave out lines that cannot be bought). */
export function priceTotals(lines: readonly TotalsLine[], freeAbove: Paise = FREE_SHIPPING_THRESHOLD_PAISE): OrderTotals {
  let subtotal = 0;
  let discounted = 0;
  for (const line of lines) {
    subtotal += line.price * line.quantity;
    discounted += line.totalPrice;
  }
  const shippingCharge = shippingChargeFor(lines, discounted, freeAbove);
  return { subtotal, discountTotal: subtotal - discounted, shippingCharge, totalPrice: discounted + shippingCharge };
}
