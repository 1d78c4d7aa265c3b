/**
 * Source-text messages, as gettext and Lingui have them: the English text is
 * the message's id, so English needs no catalogue and a Hindi text that is
 * missing shows the English one, never a key. `{name}` placeholders are
 * filled from `params`.
 */
import { currentLocale, lookup } from './state';

export type Params = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{(\w+)\}/g;

function fill(text: string, params?: Params): string {
  if (!params) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** `t('Add to Cart')`, `t('Hello, {name}', { name })`. */
export function t(source: string, params?: Params): string {
  return fill(lookup(source) ?? source, params);
}

/**
 * Marks a text for translation where it is defined (a list of links, a
 * constant) and returns it unchanged; t() translates it where it is shown.
 */
export function msg<const S extends string>(source: S): S {
  return source;
}

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralCategory(count: number): Intl.LDMLPluralRule {
  const locale = currentLocale();
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

/**
 * A count in words: `tp(n, '{count} item', '{count} items')`. The form is
 * chosen by the language's plural rules (Intl.PluralRules), not `n === 1`:
 * Hindi puts 0 in the singular ("0 आइटम"), English in the plural. Both
 * English texts are ids; a Hindi catalogue translates each.
 */
export function tp(count: number, one: string, other: string, params?: Params): string {
  return t(pluralCategory(count) === 'one' ? one : other, { count, ...params });
}

/** The `{name}` placeholders of a text, sorted: a translation must keep the same ones. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!).sort();
}
