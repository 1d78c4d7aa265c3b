/**
 * storage.rules read as text: the Storage emulator cannot start offline, so
 * tests/storage-rules.test.ts (the rules run for real) is skipped there; these
 * checks hold everywhere.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const RULES = readFileSync(resolve(import.meta.dirname, '../../storage.rules'), 'utf8');

/** The body of `function name(...) { ... }` or `match /path { ... }` (no nested braces inside). */
function block(opening: string): string {
  const start = RULES.indexOf(opening);
  expect(start, opening).toBeGreaterThanOrEqual(0);
  const end = RULES.indexOf('\n    }', start);
  return RULES.slice(start, end);
}

describe('storage.rules (text)', () => {
  it('isImage allows exactly JPEG, PNG, WebP and AVIF under 5 MB', () => {
    const isImage = block('function isImage()');
    const pattern = /contentType\.matches\('([^']+)'\)/.exec(isImage)?.[1];
    expect(pattern).toBeDefined();
    // RE2's matches() must match the whole value; anchor as it does.
    const re = new RegExp(`^(?:${pattern})$`);
    for (const ok of ['image/jpeg', 'image/png', 'image/webp', 'image/avif']) expect(re.test(ok), ok).toBe(true);
    for (const bad of ['image/svg+xml', 'image/gif', 'image/png; x', 'image/pngx', 'ximage/png', 'text/html', 'image/'])
      expect(re.test(bad), bad).toBe(false);
    expect(isImage).toMatch(/request\.resource\.size < 5 \* 1024 \* 1024/);
  });

  it('every upload rule checks isImage()', () => {
    const writes = RULES.split('\n').filter((line) => /allow [^:]*(create|update)[^:]*:/.test(line) && !/if false;/.test(line));
    expect(writes.length).toBeGreaterThanOrEqual(3);
    for (const line of writes) expect(line, line).toContain('isImage()');
  });

  it('order pictures are created once: no update and no delete', () => {
    const users = block('match /users/{uid}/{folder}/{file}');
    expect(users).toMatch(/allow create: if request\.auth != null && request\.auth\.uid == uid && resource == null && isImage\(\);/);
    expect(users).toMatch(/allow update, delete: if false;/);
    expect(users).not.toMatch(/allow[^:]*(update|delete)[^:]*: if (?!false)/);
  });
});
