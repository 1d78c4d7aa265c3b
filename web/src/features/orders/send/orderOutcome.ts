/**
 * What an answer of `POST /api/v1/orders` means for the shopper, as one of a
 * few outcomes the checkout and the order form show. Pure: the fetch lives in
 * placeOrder.ts. Anything unreadable counts as a failure that may be retried
 * with the same Idempotency-Key (which can never place a second order).
 */
import { msg } from '../../../lib/i18n/translate';
import { ORDER_LIMIT_CODE, type OrderFieldError, type OrderLineError, type OrderValidationError, type PlacedOrder, type PlacedOrderLine } from '@tailor/domain';

export type OrderOutcome =
  | { kind: 'placed'; order: PlacedOrder }
  /** 400: fields to correct, each with the step that shows it. */
  | { kind: 'invalid'; message: string; errors: OrderFieldError[] }
  /** 409: lines that cannot be ordered now. */
  | { kind: 'lines'; message: string; errors: OrderLineError[] }
  /** 429: the open or daily order limit. */
  | { kind: 'limit'; message: string }
  /** 401: the session has ended. */
  | { kind: 'signed-out'; message: string }
  /** 422: this draft's key already placed an order with other contents. */
  | { kind: 'key-used'; message: string }
  /** 403 and other refusals that no retry changes. */
  | { kind: 'refused'; message: string }
  | { kind: 'offline'; message: string }
  | { kind: 'timeout'; message: string }
  /** 5xx or an unreadable answer. */
  | { kind: 'failed'; message: string };

/** The words of each outcome the server does not word itself. */
export const ORDER_SEND_MESSAGES = {
  offline: msg('You are offline. Your order is saved here; send it again when you are connected.'),
  timeout: msg('The shop did not answer in time. Your order is saved here; try again. Sending again cannot place it twice.'),
  failed: msg('Something went wrong on our side. Your order is saved here; try again. Sending again cannot place it twice.'),
  signedOut: msg('Your session has ended. Sign in again to send your order; everything you typed is kept.'),
  keyUsed: msg('This order was already sent once with different details. Look in My orders before sending it again.'),
  invalid: msg('Please correct the highlighted fields.'),
  lines: msg('Some designs cannot be ordered right now.'),
  limit: msg('You cannot place another order right now.'),
  refused: msg('The shop could not accept this order.'),
} as const;

type Data = Record<string, unknown>;
const obj = (v: unknown): Data => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Data) : {});
const str = (v: unknown, fallback: string) => (typeof v === 'string' && v.trim() ? v : fallback);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

function placedLine(raw: unknown): PlacedOrderLine | null {
  const l = obj(raw);
  const price = num(l.price);
  const totalPrice = num(l.totalPrice);
  const quantity = num(l.quantity);
  if (typeof l.productId !== 'string' || (l.productType !== 'readymade' && l.productType !== 'tailor')) return null;
  if (price === null || totalPrice === null || quantity === null) return null;
  return {
    productId: l.productId,
    productType: l.productType,
    quantity,
    ...(typeof l.size === 'string' ? { size: l.size as PlacedOrderLine['size'] } : {}),
    productName: typeof l.productName === 'string' ? l.productName : '',
    price,
    discount: num(l.discount) ?? 0,
    totalPrice,
  };
}

/** The placed order of a 200/201 answer, or null when it lacks what the confirmation shows. */
export function placedOrderFrom(raw: unknown): PlacedOrder | null {
  const o = obj(raw);
  const lines = Array.isArray(o.lines) ? o.lines.map(placedLine) : null;
  const [subtotal, discount, shippingCharge, totalPrice] = [num(o.subtotal), num(o.discount), num(o.shippingCharge), num(o.totalPrice)];
  if (typeof o.id !== 'string' || !o.id || typeof o.orderNumber !== 'string' || !lines || lines.some((l) => l === null)) return null;
  if (subtotal === null || discount === null || shippingCharge === null || totalPrice === null) return null;
  return { id: o.id, orderNumber: o.orderNumber, orderStatus: 'pending', lines: lines as PlacedOrderLine[], subtotal, discount, shippingCharge, totalPrice };
}

function fieldErrors(raw: unknown): OrderFieldError[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((e) => {
    const x = obj(e);
    const path = Array.isArray(x.path) ? x.path.filter((p): p is string | number => typeof p === 'string' || typeof p === 'number') : [];
    const step = num(x.step);
    if (typeof x.message !== 'string' || step === null || step < 0 || step > 4) return [];
    return [{ path, message: x.message, step: step as OrderFieldError['step'] }];
  });
}

function lineErrors(raw: unknown): OrderLineError[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((e) => {
    const x = obj(e);
    const lineIndex = num(x.lineIndex);
    if (typeof x.message !== 'string' || lineIndex === null || lineIndex < 0) return [];
    return [{ path: ['lines', lineIndex] as ['lines', number], lineIndex, productId: typeof x.productId === 'string' ? x.productId : '', message: x.message }];
  });
}

/** The outcome of an answer with HTTP status `status` and JSON body `body` (null when the body was not JSON). */
export function outcomeFromAnswer(status: number, body: unknown): OrderOutcome {
  const b = obj(body);
  if (status === 200 || status === 201) {
    const order = b.success === true ? placedOrderFrom(b.order) : null;
    return order ? { kind: 'placed', order } : { kind: 'failed', message: ORDER_SEND_MESSAGES.failed };
  }
  if (status === 400) {
    const errors = fieldErrors(b.errors);
    return { kind: 'invalid', message: str(b.message, ORDER_SEND_MESSAGES.invalid), errors };
  }
  if (status === 409) return { kind: 'lines', message: str(b.message, ORDER_SEND_MESSAGES.lines), errors: lineErrors(b.errors) };
  if (status === 429 && b.code === ORDER_LIMIT_CODE) return { kind: 'limit', message: str(b.message, ORDER_SEND_MESSAGES.limit) };
  if (status === 401) return { kind: 'signed-out', message: ORDER_SEND_MESSAGES.signedOut };
  if (status === 422) return { kind: 'key-used', message: ORDER_SEND_MESSAGES.keyUsed };
  // A 429 without the order-limit code (a proxy's rate limit), 408 and 5xx: the same send may succeed later.
  if (status >= 500 || status === 429 || status === 408) return { kind: 'failed', message: ORDER_SEND_MESSAGES.failed };
  return { kind: 'refused', message: str(b.message, ORDER_SEND_MESSAGES.refused) };
}

/** Outcomes after which the same request, unchanged, should simply be sent again. */
export function canRetry(outcome: OrderOutcome): boolean {
  return outcome.kind === 'offline' || outcome.kind === 'timeout' || outcome.kind === 'failed';
}

/** The local check's errors (`lines.0.size`) in the answer's shape (`['lines', 0, 'size']`), so both show the same way. */
export function fieldErrorsOf(errors: readonly OrderValidationError[]): OrderFieldError[] {
  return errors.map((e) => ({ path: e.field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)), message: e.message, step: e.step }));
}
