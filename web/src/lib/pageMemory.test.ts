import { describe, expect, it } from 'vitest';
import { pageMemory } from './pageMemory';

describe('pageMemory', () => {
  it('keeps values by key and forgets the least recently used beyond its size', () => {
    const memory = pageMemory<number>(2);
    memory.set('a', 1);
    memory.set('b', 2);
    expect(memory.get('a')).toBe(1); // a is now the most recent
    memory.set('c', 3);
    expect(memory.has('b')).toBe(false);
    expect(memory.get('a')).toBe(1);
    expect(memory.get('c')).toBe(3);
    memory.set('a', 10);
    expect(memory.get('a')).toBe(10);
    memory.clear();
    expect(memory.has('a')).toBe(false);
  });
});
