import { describe, expect, it } from 'vitest';
import { parseStepParam, withStepParam } from './stepParam';

describe('the step in the address', () => {
  it('reads ?step=N as the Nth step, and anything else as the first', () => {
    expect(parseStepParam('3', 5)).toBe(2);
    for (const value of [null, '', '0', '6', '2.5', 'x']) expect(parseStepParam(value, 5)).toBe(0);
  });

  it('writes the step, leaving it out for the first and keeping the other parameters', () => {
    expect(withStepParam(new URLSearchParams('a=1'), 2).toString()).toBe('a=1&step=3');
    expect(withStepParam(new URLSearchParams('a=1&step=3'), 0).toString()).toBe('a=1');
  });
});
