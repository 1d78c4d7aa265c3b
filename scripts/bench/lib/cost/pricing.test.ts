import { describe, expect, it } from 'vitest';
import { largestCosts, monthlyBill, monthlyUsage, NO_USAGE, PRICES, type VisitUsage } from './pricing';
import { computeSeconds, invocationsIn, runTimesIn, usageIn } from './function-log';
import { headerBytes, sourceOf } from './byte-meter';

const line = (bill: ReturnType<typeof monthlyBill>, item: string) => bill.lines.find((l) => l.item === item)!;

describe('a month’s usage from the visits', () => {
  it('multiplies each kind by its share of the visits, and adds the fixed sessions', () => {
    const perVisit: Record<string, VisitUsage> = {
      browse: { ...NO_USAGE, reads: 20, hostingBytes: 500_000 },
      cart: { ...NO_USAGE, reads: 40, writes: 2, invocations: 3 },
      admin: { ...NO_USAGE, reads: 100, writes: 1 },
    };
    const month = monthlyUsage(perVisit, { browse: 0.75, cart: 0.25 }, 1000, { admin: 30 });
    // 750 × 20 + 250 × 40 + 30 × 100 = 28,000 reads; 250 × 2 + 30 = 530 writes.
    expect(month.reads).toBe(28_000);
    expect(month.writes).toBe(530);
    expect(month.invocations).toBe(750);
    expect(month.hostingBytes).toBe(375_000_000);
  });
});

describe('the bill', () => {
  it('is nothing within the free quotas', () => {
    const bill = monthlyBill({ ...NO_USAGE, reads: 1_500_000, writes: 600_000, invocations: 2_000_000, hostingBytes: 10.5e9 });
    expect(bill.usd).toBe(0);
    expect(bill.inr).toBe(0);
  });

  it('prices what is above the daily quotas, a month being 30 equal days (worked example)', () => {
    // 3,000,000 reads a month = 100,000 a day, 50,000 above the free 50,000: 1,500,000 billed at $0.06 per 100,000 = $0.90.
    // 900,000 writes = 30,000 a day, 10,000 over: 300,000 at $0.18 per 100,000 = $0.54.
    // 30 GB from Hosting = 1 GB a day, 0.64 GB over: 19.2 GB at $0.15 = $2.88.
    const bill = monthlyBill({ ...NO_USAGE, reads: 3_000_000, writes: 900_000, hostingBytes: 30e9 });
    expect(line(bill, 'Firestore reads').usd).toBeCloseTo(0.9, 10);
    expect(line(bill, 'Firestore writes').usd).toBeCloseTo(0.54, 10);
    expect(line(bill, 'Hosting transfer').usd).toBeCloseTo(2.88, 10);
    expect(bill.usd).toBeCloseTo(4.32, 10);
    expect(bill.inr).toBeCloseTo(4.32 * PRICES.usdToInr, 8);
  });

  it('prices invocations and compute above the monthly free tier', () => {
    // 3,000,000 runs: 1,000,000 over at $0.40 a million = $0.40; 200,000 vCPU-s: 20,000 over at $0.000024 = $0.48.
    const bill = monthlyBill({ ...NO_USAGE, invocations: 3_000_000, cpuSeconds: 200_000 });
    expect(line(bill, 'Function invocations').usd).toBeCloseTo(0.4, 10);
    expect(line(bill, 'Function CPU').usd).toBeCloseTo(0.48, 10);
  });

  it('names the largest costs first', () => {
    const bill = monthlyBill({ ...NO_USAGE, reads: 30_000_000, hostingBytes: 30e9, invocations: 3_000_000 });
    expect(largestCosts(bill.lines).map((l) => l.item)).toEqual(['Firestore reads', 'Hosting transfer', 'Function invocations']);
  });
});

describe('the functions’ runs and Firestore use from their logs', () => {
  const output = [
    'i  functions: Beginning execution of "asia-south1-api"',
    'i  functions: Finished "asia-south1-api" in 130.5ms',
    'i  functions: Beginning execution of "asia-south1-cartItemWritten"',
    'i  functions: Finished "asia-south1-cartItemWritten" in 40ms',
    'i  functions: Beginning execution of "asia-south1-pages"',
    'i  functions: Finished "asia-south1-pages" in 250ms',
    '>  some console line of a function',
  ].join('\n');

  it('counts each run by function', () => {
    expect(invocationsIn(output)).toEqual({ api: 1, cartItemWritten: 1, pages: 1 });
  });

  it('bills each run rounded up to 100 ms at its size', () => {
    const times = runTimesIn(output);
    expect(times).toEqual({ api: [130.5], cartItemWritten: [40], pages: [250] });
    const { cpuSeconds, gibSeconds } = computeSeconds(times);
    // api 0.2 s and the trigger 0.1 s at 0.167 vCPU, 0.25 GiB; pages 0.3 s at 0.333 vCPU, 0.5 GiB.
    expect(cpuSeconds).toBeCloseTo(0.3 * 0.167 + 0.3 * 0.333, 10);
    expect(gibSeconds).toBeCloseTo(0.3 * 0.25 + 0.3 * 0.5, 10);
  });

  it('sums the usage log in total and per function, skipping broken lines', () => {
    const text = [
      JSON.stringify({ t: 1, fn: 'api', op: 'read', collection: 'products', n: 1 }),
      JSON.stringify({ t: 2, fn: 'api', op: 'write', collection: 'orders', n: 2 }),
      '{"t":3,"fn":"cartIt',
      JSON.stringify({ t: 4, fn: 'cartItemWritten', op: 'read', collection: 'products', n: 3 }),
      '',
    ].join('\n');
    const usage = usageIn(text);
    expect(usage.total).toEqual({ reads: { products: 4 }, writes: { orders: 2 }, deletes: {} });
    expect(usage.byFunction.cartItemWritten).toEqual({ reads: { products: 3 }, writes: {}, deletes: {} });
  });
});

describe('where the bytes come from', () => {
  it('tells Hosting’s files, the functions behind its rewrites and the pictures apart', () => {
    expect(sourceOf('/assets/index-abc.js')).toBe('hosting');
    expect(sourceOf('/')).toBe('pages');
    expect(sourceOf('/cart')).toBe('hosting');
    expect(sourceOf('/sw.js')).toBe('hosting');
    expect(sourceOf('/garments/blouse-1.svg')).toBe('storage');
    expect(sourceOf('/photos/x_480w.webp')).toBe('storage');
    expect(sourceOf('/api/v1/orders')).toBe('api');
    expect(sourceOf('/gallery?q=silk')).toBe('pages');
    expect(sourceOf('/product/p-1')).toBe('pages');
    expect(sourceOf('/product/p-1/edit')).toBe('hosting');
  });

  it('counts a status line and headers as sent', () => {
    // "HTTP/1.1 200 OK\r\n" (17) + "a: b\r\n" (6) + the blank line (2).
    expect(headerBytes(200, 'OK', ['a', 'b'])).toBe(25);
  });
});
