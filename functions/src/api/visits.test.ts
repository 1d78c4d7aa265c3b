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

describe('clientIp', () => {
  const req = (xff?: string | string[], remoteAddress = '10.9.9.9') => ({ headers: xff === undefined ? {} : { 'x-forwarded-for': xff }, socket: { remoteAddress } });

  it('takes the address the front end appended, not what the caller wrote before it', async () => {
    const { clientIp } = await import('./visits');
    expect(clientIp(req('198.51.100.7, 203.0.113.5'))).toBe('203.0.113.5');
    expect(clientIp(req('1.1.1.1,2.2.2.2 , 203.0.113.5'))).toBe('203.0.113.5');
    expect(clientIp(req(['9.9.9.9', '203.0.113.5']))).toBe('203.0.113.5');
    // Behind the Hosting rewrite, the client is one hop further left.
    expect(clientIp(req('198.51.100.7, 203.0.113.5, 35.1.2.3'), 2)).toBe('203.0.113.5');
    expect(clientIp(req('203.0.113.5'), 2)).toBe('203.0.113.5');
    expect(clientIp(req())).toBe('10.9.9.9');
    expect(clientIp(req(''))).toBe('10.9.9.9');
  });

  it('names the minute counters by UTC minute', async () => {
    const { minuteKey } = await import('./visits');
    expect(minuteKey(Date.UTC(2026, 10, 24, 9, 5, 59))).toBe('202611240905');
  });
});
