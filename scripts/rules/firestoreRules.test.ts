import { describe, expect, it } from 'vitest';
import {
  FEEDBACK_COMMENT_MAX,
  MAX_CART_QUANTITY,
  MAX_PRICE_PAISE,
  MAX_SOCIAL_LINKS,
  NOTE_MAX,
  PUBLIC_URL_MAX,
  PUBLIC_URL_PATTERN,
  SIZES,
  sizesForCategory,
} from '@tailor/domain';
import { firestoreRulesBlocks, rulesString, shopSettingsPatternLiterals, wholePattern } from './firestoreRulesBlocks';
import { generatedFirestoreRules, readFirestoreRules } from './firestoreRules';
import { fillGeneratedBlocks } from './markers';

const rules = readFirestoreRules();

describe('firestore.rules generated from domain/', () => {
  it('is up to date (run npm run rules:generate when this fails)', () => {
    expect(generatedFirestoreRules(rules) === rules, 'firestore.rules is stale: npm run rules:generate').toBe(true);
  });

  it('knows every category domain/ gives its own size chart (Others is free size)', () => {
    const block = firestoreRulesBlocks()['cart-sizes']!.join('\n');
    expect(sizesForCategory('Others')).toEqual(['Free Size']);
    expect(block).toContain("'Others': ['Free Size']");
    expect(block).toContain("'Saree': ['Free Size']");
    expect(rules).toContain(block.split('\n')[2]!.trim());
  });

  it('writes domain patterns as rules text', () => {
    expect(rulesString("it's a \\d")).toBe("'it\\'s a \\\\d'");
    expect(wholePattern(/^https:\/\/[^\s/]+$/)).toBe('https://[^\\s/]+');
    expect(() => wholePattern(/a+/)).toThrow(/anchored/);
    expect(() => wholePattern(/^a$/i)).toThrow(/flags/);
  });
});

describe('generated blocks', () => {
  const text = ['keep this', '  // <generated:one>', '  stale', '  // </generated:one>', 'and this'].join('\n');

  it('replaces only what lies between the markers, indented like the marker', () => {
    expect(fillGeneratedBlocks(text, { one: ['fresh()', '', 'x'] })).toBe(
      ['keep this', '  // <generated:one>', '  fresh()', '', '  x', '  // </generated:one>', 'and this'].join('\n'),
    );
  });

  it('refuses an unknown, missing, repeated or unclosed block', () => {
    expect(() => fillGeneratedBlocks(text, {})).toThrow(/no generator for the block "one"/);
    expect(() => fillGeneratedBlocks(text, { one: [], two: [] })).toThrow(/no marked block for: two/);
    expect(() => fillGeneratedBlocks(`${text}\n${text}`, { one: [] })).toThrow(/appears twice/);
    expect(() => fillGeneratedBlocks('// <generated:one>\nx', { one: [] })).toThrow(/never closed/);
    expect(() => fillGeneratedBlocks('x // </generated:one>', { one: [] })).toThrow(/out of place/);
  });
});

/**
 * Limits the rules write as literals inside larger expressions, where a
 * generated function would cost budget: each must read as the domain says.
 */
describe('limits the rules repeat', () => {
  const expected: [string, string][] = [
    ['cart quantity', `isInt(incoming().quantity, 1, ${MAX_CART_QUANTITY})`],
    ['product price', `v <= ${MAX_PRICE_PAISE}`],
    ['agreed price', `isInt(after.agreedPrice, 0, ${MAX_PRICE_PAISE})`],
    // Cash collected is no client write any more (the payments API validates amounts).
    ['advance percent', 'p.advancePercent >= 0 && p.advancePercent <= 100'],
    ['order note', `v.size() <= ${NOTE_MAX} && v.trim().size() > 0`],
    ['fit note', `after.fitNote.size() <= ${NOTE_MAX}`],
    ['feedback comments', `isStr(d.comments, 1, ${FEEDBACK_COMMENT_MAX})`],
    ['social links', `list.size() <= ${MAX_SOCIAL_LINKS}`],
    ['product sizes', `sizes.size() <= ${SIZES.length}`],
  ];
  it.each(expected)('%s', (_name, snippet) => {
    expect(rules).toContain(snippet);
  });
});

describe("shop settings' patterns, written inline in the rules", () => {
  it('the web address pattern bounds its length within PUBLIC_URL_MAX (the rules check no length of their own)', () => {
    const longest = `https://${'a'.repeat(100)}:65535`;
    expect(PUBLIC_URL_PATTERN.test(longest)).toBe(true);
    expect(longest.length).toBeLessThanOrEqual(PUBLIC_URL_MAX);
    expect(PUBLIC_URL_PATTERN.test(`https://${'a'.repeat(101)}`)).toBe(false);
  });

  it.each(Object.entries(shopSettingsPatternLiterals()))('%s matches the domain pattern', (_name, literal) => {
    expect(rules).toContain(`.matches(${literal})`);
  });
});
