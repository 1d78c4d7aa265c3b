import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, COLORS, PATTERNS } from '@tailor/domain';
import { garmentSvg, mirror } from './art';
import { allImages } from './generate-images';
import { GARMENT_VIEWS, garmentFileName } from './names';

const DIR = join(import.meta.dirname, '../../web/public/garments');

describe('garment illustrations', () => {
  it('names files deterministically', () => {
    expect(garmentFileName({ category: 'Blouse', color: 'Royal Blue', pattern: 'Polka Dots', view: 'front' })).toBe(
      'blouse-royal-blue-polka-dots-front.svg',
    );
  });

  it('mirrors absolute paths across the centre', () => {
    expect(mirror('M200,10L250,20H100Z')).toBe('M400,10L350,20H500Z');
  });

  it('every category, colour, pattern and view renders a small 600x800 SVG', () => {
    for (const category of CATEGORIES) {
      for (const color of COLORS) {
        for (const pattern of PATTERNS) {
          for (const view of GARMENT_VIEWS) {
            const svg = garmentSvg(category, color, pattern, view);
            expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 800" width="600" height="800">')).toBe(true);
            expect(svg.length).toBeLessThan(6 * 1024);
            expect(svg).not.toMatch(/NaN|undefined/);
          }
        }
      }
    }
  });

  it('the committed files match the generator (run scripts/garments/generate-images.ts)', () => {
    for (const [name, svg] of allImages()) expect(readFileSync(join(DIR, name), 'utf8'), name).toBe(svg);
  });
});
