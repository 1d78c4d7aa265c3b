/**
 * Property-based checks: every write schema turns random and hostile input
 * into either a clean validation error or a value that obeys its own rules.
 * It never throws and never lets prototype-pollution keys through.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { cartItemWriteSchema } from './cart';
import { feedbackInputSchema } from './feedback';
import { measurementProfileSchema } from './measurements';
import { customerSchema, orderRequestSchema } from './order';
import { productInputSchema } from './product';
import { loginSchema, signupSchema, userProfileSchema } from './user';

const SCHEMAS: Record<string, z.ZodType> = {
  cartItemWriteSchema,
  feedbackInputSchema,
  measurementProfileSchema,
  customerSchema,
  orderRequestSchema,
  productInputSchema,
  loginSchema,
  signupSchema,
  userProfileSchema,
};

const hostileString = fc.oneof(
  fc.string(),
  fc.constantFrom('<script>alert(1)</script>', "'; DROP TABLE products;--", '\u0000', '../../etc/passwd', 'javascript:alert(1)'),
  fc.string({ minLength: 5000, maxLength: 20000 }),
);
const hostileNumber = fc.oneof(fc.double(), fc.constantFrom(Number.NaN, Infinity, -Infinity, -1, -0, 1e308, 2 ** 53 + 1));
const leaf = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null), fc.constant(undefined));
const hostileValue = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 5 }),
  object: fc.dictionary(
    fc.oneof(fc.string(), fc.constantFrom('__proto__', 'constructor', 'prototype', 'rating', 'price', 'role')),
    tie('value'),
    { maxKeys: 6 },
  ),
})).value;

function pollutionPayload(): unknown {
  return JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}');
}

describe.each(Object.entries(SCHEMAS))('%s under hostile input', (_name, schema) => {
  it('never throws: random values give a result or a validation error', () => {
    fc.assert(
      fc.property(hostileValue, (input) => {
        const result = schema.safeParse(input);
        if (!result.success) expect(result.error.issues.length).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });

  it('rejects prototype-pollution keys and leaves Object.prototype alone', () => {
    const result = schema.safeParse(pollutionPayload());
    expect(result.success).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('accepted values obey the limits', () => {
  it('cart items: quantity is always an integer 1..99', () => {
    fc.assert(
      fc.property(fc.record({ productId: fc.string(), productType: fc.string(), quantity: hostileNumber }), (input) => {
        const result = cartItemWriteSchema.safeParse(input);
        if (result.success) {
          expect(Number.isInteger(result.data.quantity)).toBe(true);
          expect(result.data.quantity).toBeGreaterThanOrEqual(1);
          expect(result.data.quantity).toBeLessThanOrEqual(99);
        }
      }),
    );
  });

  it('feedback: rating is always an integer 1..5 and comments 1..1000 chars', () => {
    fc.assert(
      fc.property(fc.record({ rating: fc.oneof(hostileNumber, fc.integer()), comments: hostileString }), (input) => {
        const result = feedbackInputSchema.safeParse(input);
        if (result.success) {
          expect(Number.isInteger(result.data.rating)).toBe(true);
          expect(result.data.rating).toBeGreaterThanOrEqual(1);
          expect(result.data.rating).toBeLessThanOrEqual(5);
          expect(result.data.comments.length).toBeGreaterThanOrEqual(1);
          expect(result.data.comments.length).toBeLessThanOrEqual(1000);
        }
      }),
    );
  });
});
