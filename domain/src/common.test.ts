import { describe, expect, it } from 'vitest';
import { imageUrlOrEmptySchema, isImageRef, withoutUndefined } from './common';

describe('isImageRef', () => {
  it('accepts http(s) links and root-relative paths', () => {
    for (const ok of ['https://cdn.example.test/a.png', 'http://x.test/b.jpg', '/garments/blouse.svg', '/a']) expect(isImageRef(ok), ok).toBe(true);
  });

  it('refuses protocol-relative links, a backslash counting as a slash', () => {
    for (const bad of ['//evil.example/a.png', '/\\evil.example', '\\/evil', '\\\\evil.example', '/\\/evil', 'javascript:alert(1)', '/a b', ''])
      expect(isImageRef(bad), bad).toBe(false);
    expect(imageUrlOrEmptySchema.safeParse('/\\evil.example').success).toBe(false);
  });
});

describe('withoutUndefined', () => {
  it('leaves out undefined fields at every depth and keeps the rest, null included', () => {
    const when = new Date(0);
    expect(withoutUndefined({ a: 1, b: undefined, c: null, d: { e: undefined, f: [{ g: undefined, h: 'x' }] }, when })).toEqual({
      a: 1,
      c: null,
      d: { f: [{ h: 'x' }] },
      when,
    });
    expect(Object.keys(withoutUndefined({ a: undefined }))).toEqual([]);
  });

  it('passes objects that are not plain through untouched', () => {
    const when = new Date(0);
    expect(withoutUndefined({ when }).when).toBe(when);
  });
});
