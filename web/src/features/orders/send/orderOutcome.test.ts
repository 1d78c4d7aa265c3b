import { describe, expect, it } from 'vitest';
import { canRetry, fieldErrorsOf, ORDER_SEND_MESSAGES, outcomeFromAnswer } from './orderOutcome';

const order = {
  id: 'o1',
  orderNumber: 'SS-1042',
  orderStatus: 'pending',
  lines: [{ productId: 'p1', productType: 'readymade', quantity: 2, size: 'M', productName: 'Zari Blouse', price: 1199, discount: 10, totalPrice: 2158 }],
  subtotal: 2398,
  discount: 240,
  shippingCharge: 99,
  totalPrice: 2257,
};

describe('outcomeFromAnswer', () => {
  it('reads a placed order from 201 and from a replay’s 200', () => {
    for (const status of [200, 201]) {
      const outcome = outcomeFromAnswer(status, { success: true, order });
      expect(outcome).toEqual({ kind: 'placed', order: { ...order, lines: [{ ...order.lines[0] }] } });
    }
  });

  it('treats a success without what the confirmation shows as a failure to retry', () => {
    expect(outcomeFromAnswer(201, { success: true, order: { ...order, orderNumber: undefined } }).kind).toBe('failed');
    expect(outcomeFromAnswer(201, null).kind).toBe('failed');
  });

  it('keeps the fields of a 400 with their step', () => {
    const outcome = outcomeFromAnswer(400, {
      success: false,
      message: 'Please correct the highlighted fields.',
      errors: [
        { path: ['customer', 'phone'], message: 'Enter a valid 10-digit mobile number', step: 3 },
        { path: ['lines', 0, 'size'], message: 'Choose a size', step: 0 },
        { path: 'junk', message: 3 },
      ],
    });
    expect(outcome).toEqual({
      kind: 'invalid',
      message: 'Please correct the highlighted fields.',
      errors: [
        { path: ['customer', 'phone'], message: 'Enter a valid 10-digit mobile number', step: 3 },
        { path: ['lines', 0, 'size'], message: 'Choose a size', step: 0 },
      ],
    });
  });

  it('keeps each refused line of a 409', () => {
    const outcome = outcomeFromAnswer(409, {
      success: false,
      message: 'Some designs cannot be ordered.',
      errors: [{ path: ['lines', 1], lineIndex: 1, productId: 'p2', message: 'This design is out of stock.' }],
    });
    expect(outcome).toEqual({
      kind: 'lines',
      message: 'Some designs cannot be ordered.',
      errors: [{ path: ['lines', 1], lineIndex: 1, productId: 'p2', message: 'This design is out of stock.' }],
    });
  });

  it('tells the order limit (429 order-limit) from a busy server, and 401, 422, 403 apart', () => {
    expect(outcomeFromAnswer(429, { success: false, message: 'You have 10 order requests waiting.', code: 'order-limit' })).toEqual({
      kind: 'limit',
      message: 'You have 10 order requests waiting.',
    });
    expect(outcomeFromAnswer(429, { message: 'Too many requests' }).kind).toBe('failed');
    expect(outcomeFromAnswer(401, { success: false, message: 'Sign in' })).toEqual({ kind: 'signed-out', message: ORDER_SEND_MESSAGES.signedOut });
    expect(outcomeFromAnswer(422, { success: false, message: 'This Idempotency-Key was used for a different order' }).kind).toBe('key-used');
    expect(outcomeFromAnswer(403, { success: false, message: 'Not your account' })).toEqual({ kind: 'refused', message: 'Not your account' });
  });

  it('makes a 5xx or an HTML error page a failure that may be retried with the same key', () => {
    for (const status of [500, 502, 503, 504]) expect(outcomeFromAnswer(status, null)).toEqual({ kind: 'failed', message: ORDER_SEND_MESSAGES.failed });
    expect(canRetry({ kind: 'failed', message: '' })).toBe(true);
    expect(canRetry({ kind: 'offline', message: '' })).toBe(true);
    expect(canRetry({ kind: 'timeout', message: '' })).toBe(true);
    expect(canRetry({ kind: 'limit', message: '' })).toBe(false);
    expect(canRetry({ kind: 'lines', message: '', errors: [] })).toBe(false);
  });
});

describe('fieldErrorsOf', () => {
  it('turns the local check’s dotted fields into the answer’s paths', () => {
    expect(fieldErrorsOf([{ field: 'lines.0.measurements.values.chest', message: 'm', step: 0 }])).toEqual([
      { path: ['lines', 0, 'measurements', 'values', 'chest'], message: 'm', step: 0 },
    ]);
  });
});
