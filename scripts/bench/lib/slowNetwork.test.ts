import { describe, expect, it } from 'vitest';
import { cardImageFaults, parseSrcset, requestOrder, smallestSufficient, SLOW_3G } from './slowNetwork';

const ORIGIN = 'http://127.0.0.1:4173';
const CANDIDATES = parseSrcset('/p/a_1080.webp 1080w, /p/a_240.webp 240w, /p/a_480.webp 480w');

describe('the slow 3G profile', () => {
  it('is DevTools\' preset: 2 s per request, 400 kbit/s down and up once the 80 % is taken', () => {
    expect(SLOW_3G.latency).toBe(2000);
    expect(SLOW_3G.downloadThroughput).toBe(50_000);
    expect(SLOW_3G.uploadThroughput).toBe(50_000);
  });
});

describe('card pictures', () => {
  it('reads a srcset into candidates, narrowest first, skipping density descriptors', () => {
    expect(CANDIDATES.map((c) => c.width)).toEqual([240, 480, 1080]);
    expect(parseSrcset('/a.png 2x, /b.png 300w')).toEqual([{ url: '/b.png', width: 300 }]);
  });

  it('takes the smallest variant that covers the place, else the widest', () => {
    expect(smallestSufficient(CANDIDATES, 240)).toBe('/p/a_240.webp');
    expect(smallestSufficient(CANDIDATES, 241)).toBe('/p/a_480.webp');
    expect(smallestSufficient(CANDIDATES, 2000)).toBe('/p/a_1080.webp');
  });

  it('finds a variant larger than the place needs, and a missing placeholder', () => {
    const card = { chosen: `${ORIGIN}/p/a_1080.webp`, candidates: CANDIDATES, neededWidth: 360, placeholder: '' };
    const faults = cardImageFaults(card, ORIGIN);
    expect(faults).toHaveLength(2);
    expect(faults[0]).toContain('1080 px wide for a place of 360 px (/p/a_480.webp would do)');
    expect(faults[1]).toContain('no placeholder colour');
  });

  it('accepts the right variant with its colour, a smaller one, and a drawing without variants', () => {
    expect(cardImageFaults({ chosen: `${ORIGIN}/p/a_480.webp`, candidates: CANDIDATES, neededWidth: 360, placeholder: 'rgb(120, 40, 50)' }, ORIGIN)).toEqual([]);
    expect(cardImageFaults({ chosen: `${ORIGIN}/p/a_240.webp`, candidates: CANDIDATES, neededWidth: 360, placeholder: 'rgb(120, 40, 50)' }, ORIGIN)).toEqual([]);
    expect(cardImageFaults({ chosen: `${ORIGIN}/garments/a.svg`, candidates: [], neededWidth: 360, placeholder: '' }, ORIGIN)).toEqual([]);
  });

  it('lists pictures in the order they were asked for', () => {
    expect(requestOrder([{ url: 'b', startMs: 900, bytes: 1 }, { url: 'a', startMs: 100, bytes: 1 }])).toEqual(['a', 'b']);
  });
});
