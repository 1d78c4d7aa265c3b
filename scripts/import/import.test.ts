import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { sameDocument } from './compare.ts';
import { emptyReport, formatReport } from './report.ts';
import { readRows } from './rows.ts';

const dir = mkdtempSync(join(tmpdir(), 'import-'));
function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

describe('readRows', () => {
  it('reads an array, or the old API’s answer object holding one', () => {
    expect(readRows(file('a.json', '[{"_id":"1"}]'), 'products')).toEqual([{ _id: '1' }]);
    expect(readRows(file('b.json', '{"success":true,"products":[{"_id":"2"}]}'), 'products')).toEqual([{ _id: '2' }]);
    expect(readRows(file('c.json', '{"feedback":[]}'), 'feedback')).toEqual([]);
  });

  it('says what is wrong with a file it cannot use', () => {
    expect(() => readRows(join(dir, 'missing.json'), 'products')).toThrow(/Cannot read/);
    expect(() => readRows(file('d.json', '{oops'), 'products')).toThrow(/is not JSON/);
    expect(() => readRows(file('e.json', '{"feedback":[]}'), 'products')).toThrow('holds no list of products');
  });
});

describe('sameDocument', () => {
  it('compares timestamps by time and objects without regard to key order', () => {
    const a = { createdAt: Timestamp.fromMillis(5), images: [{ url: 'x' }], details: { a: 1, b: 2 } };
    expect(sameDocument(a, { details: { b: 2, a: 1 }, images: [{ url: 'x' }], createdAt: Timestamp.fromMillis(5) })).toBe(true);
    expect(sameDocument(a, { ...a, createdAt: Timestamp.fromMillis(6) })).toBe(false);
    expect(sameDocument(a, { ...a, extra: 1 })).toBe(false);
    expect(sameDocument({ ...a, rating: 4 }, { ...a, rating: 0 }, ['rating'])).toBe(true);
    expect(sameDocument(undefined, a)).toBe(false);
  });
});

describe('formatReport', () => {
  it('lists refused rows with their reasons, then the summary', () => {
    const report = { ...emptyReport('products', false), imported: ['legacy-1'], unchanged: ['legacy-2'] };
    report.refused.push({ row: 3, oldId: 'abc', reasons: ['color: “purple” is not a colour the shop offers'] });
    expect(formatReport(report)).toBe(
      'Refused (not imported):\n  row 3, old id abc:\n    - color: “purple” is not a colour the shop offers\n' +
        'Summary (products): 1 imported, 0 updated, 1 unchanged, 1 skipped (refused).',
    );
  });
});
