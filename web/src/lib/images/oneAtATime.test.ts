import { describe, expect, it } from 'vitest';
import { oneAtATime } from './oneAtATime';

describe('oneAtATime', () => {
  it('runs calls one after another, in call order, and a failure does not stop the next', async () => {
    const log: string[] = [];
    let running = 0;
    let most = 0;
    const work = oneAtATime(async (name: string, ms: number) => {
      running += 1;
      most = Math.max(most, running);
      log.push(`start ${name}`);
      await new Promise((r) => setTimeout(r, ms));
      running -= 1;
      log.push(`end ${name}`);
      if (name === 'b') throw new Error('b failed');
      return name;
    });
    const results = await Promise.allSettled([work('a', 20), work('b', 5), work('c', 1)]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual(['a', 'b failed', 'c']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(most).toBe(1);
  });
});
