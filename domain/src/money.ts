/** Money in integer paise; display in Indian rupees with en-IN grouping. */

export type Paise = number;

/** Largest price the shop accepts: ₹10,00,000. */
export const MAX_PRICE_PAISE: Paise = 100_000_000;

export function rupeesToPaise(rupees: number): Paise {
  return Math.round(rupees * 100);
}

/** Paise to rupees as a number with at most 2 decimals. */
export function paiseToRupees(paise: Paise): number {
  return Math.round(paise) / 100;
}

/** A discount percent as pricing uses it: 0–100, and 0 for anything that is not a number. */
export function clampDiscount(discountPct: unknown): number {
  const d = Number(discountPct ?? 0);
  if (!Number.isFinite(d)) return 0;
  return Math.min(100, Math.max(0, d));
}

/**
 * price × (1 − discount/100), rounded to whole rupees: 10 % off ₹1,199 is
 * ₹1,079, not ₹1,079.10. A price without a discount stays as it is.
 */
export function discountedPaise(price: Paise, discountPct: number | null = 0): Paise {
  const d = clampDiscount(discountPct);
  if (d === 0) return price;
  return Math.round((price * (1 - d / 100)) / 100) * 100;
}

/** What the discount saves on one unit. */
export function savingPaise(price: Paise, discountPct: number | null = 0): Paise {
  return price - discountedPaise(price, discountPct);
}

/** Spec: order total = price minus discount percent, times quantity. */
export function lineTotalPaise(price: Paise, discountPct: number | null = 0, quantity = 1): Paise {
  return discountedPaise(price, discountPct) * quantity;
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * `locale`: 'en-IN' (default) or 'hi-IN' (language.ts LOCALES). Both write
 * Latin digits with lakh grouping and the ₹ sign, so an amount reads the same
 * in either language; the locale is passed through so it stays the one place
 * that decides.
 */
function formatter(decimals: 0 | 2, locale = 'en-IN'): Intl.NumberFormat {
  const key = `${locale}:${decimals}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(key, f);
  }
  return f;
}

/**
 * '₹1,23,457' (cards, whole rupees) or, with decimals: 2, '₹1,23,456.50'
 * where there are paise and '₹1,23,456' where the amount is whole.
 */
export function formatINR(paise: Paise, options: { decimals?: 0 | 2; locale?: string } = {}): string {
  const decimals = options.decimals === 2 && Math.round(paise) % 100 !== 0 ? 2 : 0;
  return formatter(decimals, options.locale).format(paise / 100);
}

/** Always with paise, as bills and receipts show amounts: '₹1,23,456.00', '₹0.05'. */
export function formatINRPaise(paise: Paise, locale?: string): string {
  return formatter(2, locale).format(Math.round(paise) / 100);
}

export interface PricedProduct {
  tailorPrice?: Paise | null;
  readyMadePrice?: Paise | null;
  discount?: number | null;
}

export type CardPrice =
  | { kind: 'single'; paise: Paise }
  | { kind: 'range'; min: Paise; max: Paise }
  | { kind: 'none' };

function isPrice(value: unknown): value is Paise {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

/** Discounted prices of the options the product has (readymade first). */
function discountedPrices(product: PricedProduct): Paise[] {
  const out: Paise[] = [];
  if (isPrice(product.readyMadePrice)) out.push(discountedPaise(product.readyMadePrice, product.discount ?? 0));
  if (isPrice(product.tailorPrice)) out.push(discountedPaise(product.tailorPrice, product.discount ?? 0));
  return out;
}

/** The card's price: a range when readymade and tailor prices differ. */
export function cardPrice(product: PricedProduct): CardPrice {
  const prices = discountedPrices(product);
  if (prices.length === 0) return { kind: 'none' };
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  return min === max ? { kind: 'single', paise: min } : { kind: 'range', min, max };
}

/** '₹1,200', '₹1,200 – ₹1,800' or ''. */
export function formatCardPrice(product: PricedProduct): string {
  const p = cardPrice(product);
  if (p.kind === 'single') return formatINR(p.paise);
  if (p.kind === 'range') return `${formatINR(p.min)} – ${formatINR(p.max)}`;
  return '';
}

/** Lowest discounted price (sortable field), or null when the product has no price. */
export function priceFrom(product: PricedProduct): Paise | null {
  const prices = discountedPrices(product);
  return prices.length ? Math.min(...prices) : null;
}
