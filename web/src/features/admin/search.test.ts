import { describe, expect, it } from 'vitest';
import { nameSearchVariants, nameStartsWith } from './search';

describe('nameSearchVariants', () => {
  it('tries the casings product names use', () => {
    expect(nameSearchVariants('  silk   sa ')).toEqual(['silk sa', 'Silk Sa', 'Silk sa', 'SILK SA']);
  });
  it('is empty for a blank term', () => {
    expect(nameSearchVariants('   ')).toEqual([]);
  });
  it('handles hyphens and non-ASCII letters', () => {
    expect(nameSearchVariants('a-line éte')).toContain('A-Line Éte');
  });
});

describe('nameStartsWith', () => {
  it('ignores case and extra spaces', () => {
    expect(nameStartsWith('Silk Saree', ' silk  s')).toBe(true);
    expect(nameStartsWith('Royal Silk Saree', 'silk')).toBe(false);
  });
});
