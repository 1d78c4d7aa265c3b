import { describe, expect, it } from 'vitest';
import { imageUrlOrEmptySchema, isImageRef } from './common';

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
