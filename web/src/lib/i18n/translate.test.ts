import { afterEach, describe, expect, it } from 'vitest';
import { formatMoney } from './money';
import { formatDate } from '../dates';
import { DEFAULT_LANGUAGE, LANGUAGES, LOCALES } from '@tailor/domain/language';
import { addEntries, currentLanguage, currentLocale, msg, placeholdersOf, resetI18nState, setLanguage, t, tp } from './translate';

afterEach(() => resetI18nState());

describe('t', () => {
  it('shows the English source text in English, with placeholders filled', () => {
    addEntries({ 'Add to Cart': 'कार्ट में डालें' });
    expect(t('Add to Cart')).toBe('Add to Cart');
    expect(t('Hello, {name}', { name: 'Priya' })).toBe('Hello, Priya');
  });

  it('shows the Hindi text in Hindi, and the English text where a translation is missing (never a key)', () => {
    addEntries({ 'Add to Cart': 'कार्ट में डालें', 'Hello, {name}': 'नमस्ते, {name} जी' });
    setLanguage('hi');
    expect(t('Add to Cart')).toBe('कार्ट में डालें');
    expect(t('Hello, {name}', { name: 'Priya' })).toBe('नमस्ते, Priya जी');
    expect(t('Not translated yet')).toBe('Not translated yet');
  });

  it('leaves a placeholder without a value as it is', () => {
    expect(t('{count} left', {})).toBe('{count} left');
  });

  it('msg() marks a text and returns it unchanged', () => {
    expect(msg('Home')).toBe('Home');
  });

  it('lists placeholders sorted', () => {
    expect(placeholdersOf('{b} of {a}')).toEqual(['a', 'b']);
    expect(placeholdersOf('none')).toEqual([]);
  });
});

describe('tp (plurals by Intl.PluralRules)', () => {
  const items = (n: number) => tp(n, '{count} item', '{count} items');

  it('English: 1 is singular, 0 and 2 plural', () => {
    expect([0, 1, 2].map(items)).toEqual(['0 items', '1 item', '2 items']);
  });

  it('Hindi: 0 and 1 take the singular form', () => {
    addEntries({ '{count} item': '{count} आइटम', '{count} items': '{count} आइटम्स' });
    setLanguage('hi');
    expect([0, 1, 2, 5].map(items)).toEqual(['0 आइटम', '1 आइटम', '2 आइटम्स', '5 आइटम्स']);
  });
});

describe("the store's copy of domain's languages", () => {
  it("starts in domain's default language and formats with domain's locale for each", () => {
    expect(currentLanguage()).toBe(DEFAULT_LANGUAGE);
    for (const language of LANGUAGES) {
      setLanguage(language);
      expect(currentLocale()).toBe(LOCALES[language]);
    }
  });
});

describe('formatting follows the language', () => {
  it('money: ₹ with lakh grouping in both languages', () => {
    expect(formatMoney(12345650)).toBe('₹1,23,457');
    setLanguage('hi');
    expect(formatMoney(12345650)).toBe('₹1,23,457');
    expect(formatMoney(12345650, { decimals: 2 })).toBe('₹1,23,456.50');
  });

  it('dates: English month names, then Hindi ones', () => {
    const d = new Date(2026, 2, 5, 16, 30);
    expect(formatDate(d)).toBe('5 Mar 2026');
    setLanguage('hi');
    expect(formatDate(d)).toBe('5 मार्च 2026');
  });
});
