/**
 * What trusted code decides about a new order: each line read and checked
 * against its product (availability, size, measurements), priced, and the
 * order's subtotal, discount, shipping and total (pricing.ts). Pure, so the
 * checkout review and the tests share it; it never throws on malformed data.
 */
import { purchaseBlocker, type AvailabilityProduct, type PurchaseBlocker } from './availability';
import { MAX_CART_QUANTITY } from './cart';
import { DOC_ID_REGEX } from './common';
import { MEASUREMENT_CATEGORIES, type MeasurementCategory } from './measurements';
import type { Paise } from './money';
import { MAX_ORDER_LINES, orderLineIssues, type LineMeasurements } from './order';
import { CART_PRODUCT_TYPES, isOneOf, type CartProductType } from './options';
import { priceLine, priceTotals, type TotalsLine } from './pricing';
import { FREE_SHIPPING_THRESHOLD_PAISE } from './shipping';
import { isSize, offeredSizes, type Size } from './sizes';

export interface ReviewProduct extends AvailabilityProduct {
  productName?: string | null;
  shippingCost?: number | null;
  sizes?: readonly unknown[] | null;
}

/** A line as the order asked for it, with only the fields a client may write. */
export interface ReadOrderLine {
  productId: string;
  productType: CartProductType;
  quantity: number;
  size?: Size;
  measurements?: LineMeasurements;
}

export interface ReviewedOrderLine extends ReadOrderLine {
  productName: string;
  /** Unit price before discount, paise. */
  price: Paise;
  /** Percent. */
  discount: number;
  /** Discounted unit price × quantity, paise. */
  totalPrice: Paise;
}

export interface OrderReview {
  /** The lines that could be read, priced from their products (0 where the product is gone). */
  lines: ReviewedOrderLine[];
  /** Lines that could be read. */
  readLines: ReadOrderLine[];
  /** Why the order cannot be accepted, one plain sentence per problem; empty when it can. */
  problems: string[];
  /** Σ price × quantity, paise. */
  subtotal: Paise;
  /** What the discounts save, paise. */
  discountTotal: Paise;
  shippingCharge: Paise;
  /** subtotal − discountTotal + shippingCharge. */
  totalPrice: Paise;
}

type Data = Record<string, unknown>;
const obj = (v: unknown): Data => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Data) : {});

/** An id as it may appear in a message: short, printable. */
function shownId(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value) ?? String(value);
  const clean = text.replace(/[^\x20-\x7E]/g, '?');
  return clean.length > 40 ? `${clean.slice(0, 40)}…` : clean;
}

function readMeasurements(value: unknown): LineMeasurements | undefined {
  if (value === undefined) return undefined;
  const m = obj(value);
  const category = (MEASUREMENT_CATEGORIES as readonly unknown[]).includes(m.category) ? (m.category as MeasurementCategory) : null;
  const values: Record<string, number> = {};
  for (const [k, v] of Object.entries(obj(m.values)).slice(0, 8)) {
    if (/^[A-Za-z]{1,32}$/.test(k) && typeof v === 'number' && Number.isFinite(v)) values[k] = v;
  }
  const out: LineMeasurements = { category: category ?? ('' as MeasurementCategory), values };
  if (typeof m.profileName === 'string' && m.profileName.trim()) out.profileName = m.profileName.trim().slice(0, 60);
  return out;
}

/** The line as asked for, or why it cannot be read. */
export function readOrderLine(raw: unknown): { line: ReadOrderLine } | { problem: string } {
  const l = obj(raw);
  if (typeof l.productId !== 'string' || !DOC_ID_REGEX.test(l.productId)) {
    return { problem: `a line names a design that does not exist (“${shownId(l.productId)}”)` };
  }
  if (!isOneOf(CART_PRODUCT_TYPES, l.productType)) {
    return { problem: `a line for design “${shownId(l.productId)}” is neither ready-made nor tailor-made` };
  }
  const q = l.quantity;
  if (typeof q !== 'number' || !Number.isInteger(q) || q < 1 || q > MAX_CART_QUANTITY) {
    return { problem: `a line for design “${shownId(l.productId)}” has a quantity outside 1 to ${MAX_CART_QUANTITY}` };
  }
  const line: ReadOrderLine = { productId: l.productId, productType: l.productType, quantity: q };
  if (l.size !== undefined) line.size = (isSize(l.size) ? l.size : shownId(l.size)) as Size;
  const measurements = readMeasurements(l.measurements);
  if (measurements) line.measurements = measurements;
  return { line };
}

const BLOCKER_WORDS: Record<PurchaseBlocker, (name: string, type: CartProductType) => string> = {
  deleted: (name) => `${name} is no longer available`,
  inactive: (name) => `${name} is no longer available`,
  discontinued: (name) => `${name} has been discontinued`,
  'out-of-stock': (name) => `${name} is out of stock`,
  'no-price': (name, type) => `${name} is not sold ${type === 'readymade' ? 'ready-made' : 'tailor-made'}`,
};

/** Why this line, read and with its product (null: deleted), cannot be ordered; null when it can. */
export function orderLineProblem(line: ReadOrderLine, product: ReviewProduct | null | undefined): string | null {
  const name = product?.productName ? `“${product.productName}”` : `design “${shownId(line.productId)}”`;
  const blocker = purchaseBlocker(product, line.productType);
  if (blocker) return BLOCKER_WORDS[blocker](name, line.productType);
  if (line.productType === 'readymade') {
    if (!line.size) return `no size was chosen for ${name}`;
    if (!isSize(line.size) || !offeredSizes(product!).includes(line.size)) return `${name} is not made in size ${shownId(line.size)}`;
  }
  if (orderLineIssues(line as unknown as Record<string, unknown>).length > 0) {
    return line.productType === 'readymade' ? `${name} comes in a size, not to measure` : `the measurements for ${name} are incomplete`;
  }
  return null;
}

/**
 * Reads, checks and prices an order's lines (`rawLines` as stored), with
 * `products` by id (null: deleted); shipping is free from `freeAbove` (the shop's setting).
 */
export function reviewOrder(
  rawLines: unknown,
  products: ReadonlyMap<string, ReviewProduct | null>,
  freeAbove: Paise = FREE_SHIPPING_THRESHOLD_PAISE,
): OrderReview {
  const problems: string[] = [];
  const all = Array.isArray(rawLines) ? rawLines : [];
  if (all.length > MAX_ORDER_LINES) problems.push(`an order holds at most ${MAX_ORDER_LINES} designs`);
  const readLines: ReadOrderLine[] = [];
  for (const raw of all.slice(0, MAX_ORDER_LINES)) {
    const read = readOrderLine(raw);
    if ('problem' in read) problems.push(read.problem);
    else readLines.push(read.line);
  }
  const counted: TotalsLine[] = [];
  const lines = readLines.map((line): ReviewedOrderLine => {
    const product = products.get(line.productId) ?? null;
    const problem = orderLineProblem(line, product);
    if (problem) problems.push(problem);
    const priced = priceLine(product, line.productType, line.quantity);
    // Every line counts in the sums; only lines that can be sent decide the shipping charge.
    counted.push({ ...priced, quantity: line.quantity, shippingCost: problem ? null : product?.shippingCost });
    return { ...line, productName: product?.productName ?? '', ...priced };
  });
  return { lines, readLines, problems, ...priceTotals(counted, freeAbove) };
}

// ---- order limits (the orders API enforces them; the checkout checks first) ----

/** Order requests a customer may have waiting for the shop's call. */
export const MAX_OPEN_ORDERS = 10;
/** Order requests a customer may send in any 24 hours. */
export const MAX_ORDERS_PER_DAY = 20;
export const ORDER_LIMIT_WINDOW_MS = 24 * 60 * 60 * 1000;

export const ORDER_LIMIT_MESSAGES = {
  open: `You have ${MAX_OPEN_ORDERS} order requests waiting for our call. We will call you about them soon; please send new requests once they are confirmed, or call us.`,
  daily: `You have sent ${MAX_ORDERS_PER_DAY} order requests in the last 24 hours. Please try again tomorrow, or call us.`,
} as const;

/**
 * Which limit a new order breaks, given how many of the customer's orders came
 * before it and are still pending, and how many came before it in the last 24 hours.
 */
export function orderLimitBreached(pendingBefore: number, inDayBefore: number): keyof typeof ORDER_LIMIT_MESSAGES | null {
  if (pendingBefore >= MAX_OPEN_ORDERS) return 'open';
  if (inDayBefore >= MAX_ORDERS_PER_DAY) return 'daily';
  return null;
}
