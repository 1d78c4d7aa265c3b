import { beforeEach, describe, expect, it } from 'vitest';
import { forgetOrderKey, newOrderKey, orderKeyFor } from './orderKey';

describe('order keys', () => {
  beforeEach(() => localStorage.clear());

  it('are valid Idempotency-Keys', () => {
    expect(newOrderKey()).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(newOrderKey()).not.toBe(newOrderKey());
  });

  it('stay the same for a draft across sends and reloads until the order is placed', () => {
    const first = orderKeyFor('checkout:u1');
    expect(orderKeyFor('checkout:u1')).toBe(first);
    // A reload reads the same storage.
    expect(localStorage.getItem('silai:order-key:checkout:u1')).toBe(first);
    expect(orderKeyFor('checkout:u2')).not.toBe(first);
    forgetOrderKey('checkout:u1');
    expect(orderKeyFor('checkout:u1')).not.toBe(first);
  });

  it('replace a stored value that is not a valid key', () => {
    localStorage.setItem('silai:order-key:x', 'bad key!');
    expect(orderKeyFor('x')).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
  });
});
