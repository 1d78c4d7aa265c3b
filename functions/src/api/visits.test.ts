import { describe, expect, it } from 'vitest';
import { RateLimiter } from './visits';

describe('RateLimiter', () => {
  it('allows a key its quota per window, then refuses until the window turns', () => {
    const limiter = new RateLimiter(2, 100, 1000);
    expect(limiter.hit('a', 0)).toBe(true);
    expect(limiter.hit('a', 10)).toBe(true);
    expect(limiter.hit('a', 20)).toBe(false);
    expect(limiter.hit('b', 30)).toBe(true);
    expect(limiter.hit('a', 1000)).toBe(true);
  });

  it('caps the whole instance whatever the keys', () => {
    const limiter = new RateLimiter(5, 3, 1000);
    expect(['a', 'b', 'c', 'd'].map((k) => limiter.hit(k, 0))).toEqual([true, true, true, false]);
  });
});
