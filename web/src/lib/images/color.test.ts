import { describe, expect, it } from 'vitest';
import { averageHex } from './color';

describe('averageHex', () => {
  it('averages every pixel', () => {
    expect(averageHex([255, 0, 0, 255, 0, 0, 255, 255])).toBe('#800080');
    expect(averageHex([0x8a, 0x6b, 0x5a, 255])).toBe('#8a6b5a');
  });

  it('reads transparency as white, and nothing as white', () => {
    expect(averageHex([0, 0, 0, 0])).toBe('#ffffff');
    expect(averageHex([0, 0, 0, 128])).toBe('#7f7f7f');
    expect(averageHex([])).toBe('#ffffff');
  });
});
