/**
 * The contract of `POST /api/v1/orders`: how a signed-in customer places an
 * order (cart checkout and the one-design wizard). Trusted code validates,
 * prices, numbers and stores the order in one transaction; the client never
 * writes `orders/{id}`. Amounts in the answers are rupees (numbers with at
 * most 2 decimals), as everywhere in `/api/v1`; the web converts them back
 * with `rupeesToPaise`.
 */
import { z } from 'zod';
import { purchaseBlocker } from './availability';
import { crossFieldIssues, orderRequestBaseSchema, stepForField, type OrderStepIndex } from './order';
import { LANGUAGES } from './language';
import { orderLineProblem, type ReadOrderLine, type ReviewProduct } from './orderReview';
import type { CartProductType } from './options';
import { offeredSizes, type Size } from './sizes';

export const ORDER_API_PATH = '/api/v1/orders';

/** The request header that makes a retry answer with the same order instead of creating a second one. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** 8–128 letters, digits, `_` or `-` (a UUID fits). */
export const IDEMPOTENCY_KEY_REGEX = /^[A-Za-z0-9_-]{8,128}$/;

/**
 * The body: the order request's fields (orderRequestSchema), without any price
 * or number field. `userId` may be left out (the token names the customer; a
 * body `userId` that differs is refused with 403). `paymentStatus` and
 * `orderStatus` may only say 'pending', as a draft does. Unknown keys are refused.
 * Lines may carry their own `clothPic` list. `language` is the language the
 * shop showed at checkout: stored on the order, it is the language the admin's
 * WhatsApp message to the customer is written in (absent: English).
 */
export const placeOrderRequestSchema = orderRequestBaseSchema
  .extend({
    userId: z.string().min(1).max(128).optional(),
    language: z.enum(LANGUAGES).optional(),
    paymentStatus: z.literal('pending').optional(),
    orderStatus: z.literal('pending').optional(),
  })
  .superRefine((draft, ctx) => {
    for (const issue of crossFieldIssues(draft)) ctx.addIssue({ code: 'custom', ...issue });
  });
/** What a client sends (before defaults). */
export type PlaceOrderRequest = z.input<typeof placeOrderRequestSchema>;
/** The body after validation and defaults. */
export type PlaceOrderBody = z.output<typeof placeOrderRequestSchema>;

/** One priced line of the answer; money in rupees. */
export interface PlacedOrderLine {
  productId: string;
  productType: CartProductType;
  quantity: number;
  size?: Size;
  productName: string;
  /** Unit price before discount, rupees. */
  price: number;
  /** Percent. */
  discount: number;
  /** Discounted unit price × quantity, rupees. */
  totalPrice: number;
}

export interface PlacedOrder {
  id: string;
  /** e.g. 'SS-1042' (formatOrderNumber, the shop's prefix). */
  orderNumber: string;
  orderStatus: 'pending';
  lines: PlacedOrderLine[];
  /** Σ price × quantity, rupees. */
  subtotal: number;
  /** What the discounts save, rupees. */
  discount: number;
  shippingCharge: number;
  /** subtotal − discount + shippingCharge, rupees. */
  totalPrice: number;
}

/** 201 (created) or 200 (a replay of the same Idempotency-Key: the same order, nothing new stored). */
export interface PlaceOrderSuccess {
  success: true;
  order: PlacedOrder;
}

/** 400: the body failed the schema. `step` is the wizard / checkout step that holds the field (stepForField). */
export interface OrderFieldError {
  path: (string | number)[];
  message: string;
  step: OrderStepIndex;
}
export const ORDER_FIELDS_MESSAGE = 'Please correct the highlighted fields.';
export interface PlaceOrderInvalid {
  success: false;
  message: typeof ORDER_FIELDS_MESSAGE | string;
  errors: OrderFieldError[];
}

/** 409: lines that cannot be ordered now (out of stock, size not offered, measurements incomplete…), one each. */
export interface OrderLineError {
  path: ['lines', number];
  lineIndex: number;
  productId: string;
  /** The shop's words, a sentence: “This design is out of stock.” */
  message: string;
}
export interface PlaceOrderLinesRefused {
  success: false;
  message: string;
  errors: OrderLineError[];
}

/** 429: the customer's open or daily order limit (ORDER_LIMIT_MESSAGES). */
export const ORDER_LIMIT_CODE = 'order-limit';
export interface PlaceOrderLimited {
  success: false;
  message: string;
  code: typeof ORDER_LIMIT_CODE;
}

/** 422: the Idempotency-Key was already used for a different body. */
export const IDEMPOTENCY_MISMATCH_MESSAGE = 'This Idempotency-Key was used for a different order';

/** Other refusals (401 signed out, 403 another user's id, 422, 5xx): a message only. */
export interface PlaceOrderFailure {
  success: false;
  message: string;
  code?: string;
}

export type PlaceOrderAnswer = PlaceOrderSuccess | PlaceOrderInvalid | PlaceOrderLinesRefused | PlaceOrderLimited | PlaceOrderFailure;

// ---- checks the API runs, shared with clients that want the same words ----

type Path = (string | number)[];

function issuePath(path: readonly PropertyKey[]): Path {
  return path.map((p) => (typeof p === 'number' ? p : String(p)));
}

/**
 * The body checked against placeOrderRequestSchema: the parsed body, or one
 * error per field (the cross-field checks' wording first, then the schema's),
 * each with the step that holds the field, in step order.
 */
export function validatePlaceOrder(body: unknown): { ok: true; data: PlaceOrderBody } | { ok: false; errors: OrderFieldError[] } {
  const parsed = placeOrderRequestSchema.safeParse(body);
  if (parsed.success) return { ok: true, data: parsed.data };
  const record = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
  const issues: { path: Path; message: string }[] = [...crossFieldIssues(record)];
  for (const issue of parsed.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) issues.push({ path: [...issuePath(issue.path), key], message: 'This field is not part of an order' });
    } else {
      issues.push({ path: issuePath(issue.path), message: issue.message });
    }
  }
  const seen = new Set<string>();
  const errors: OrderFieldError[] = [];
  for (const issue of issues) {
    const key = JSON.stringify(issue.path);
    if (seen.has(key)) continue;
    seen.add(key);
    errors.push({ path: issue.path, message: issue.message, step: stepForField(issue.path, record.orderType) });
  }
  errors.sort((a, b) => a.step - b.step);
  return { ok: false, errors };
}

const OPTION_WORDS: Record<CartProductType, string> = { readymade: 'ready-made', tailor: 'tailor-made' };

/**
 * Why one line of a valid body cannot be ordered now, given its design
 * (null: gone), in the shop's words, one sentence; null when it can.
 */
export function orderLineRefusal(line: ReadOrderLine, product: ReviewProduct | null | undefined): string | null {
  const blocker = purchaseBlocker(product, line.productType);
  switch (blocker) {
    case 'deleted':
    case 'inactive':
      return 'This design is no longer available.';
    case 'discontinued':
      return 'This design has been discontinued.';
    case 'out-of-stock':
      return 'This design is out of stock.';
    case 'no-price':
      return `This design is not sold ${OPTION_WORDS[line.productType]}.`;
    case null:
      break;
  }
  if (line.productType === 'readymade') {
    const sizes = offeredSizes(product!);
    if (!line.size) return `Choose a size for this design: ${sizes.join(', ')}.`;
    if (!sizes.includes(line.size)) return `This design is not made in size ${line.size}. Choose one of: ${sizes.join(', ')}.`;
  }
  // What the schema did not already refuse (kept in step with the review of stored orders).
  const problem = orderLineProblem(line, product);
  return problem ? `${problem.charAt(0).toUpperCase()}${problem.slice(1)}.` : null;
}
