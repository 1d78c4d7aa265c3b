/**
 * Source-text messages, as gettext and Lingui have them: the English text is
 * the message's id, so English needs no catalogue and a Hindi text that is
 * missing shows the English one, never a key. `{name}` placeholders are
 * filled from `params`.
 *
 * The same module holds the language and the Hindi text loaded so far: a
 * tiny store outside React, so t() works wherever a text is made
 * (components, toasts, validation messages) and useT() re-renders the
 * components that use it when it changes. (One module, not two: each module
 * shared by the first download and the lazy screens becomes a chunk of its
 * own, and every chunk costs bytes.)
 */
import type { Language } from '@tailor/domain/language';

/**
 * domain's DEFAULT_LANGUAGE and LOCALES, copied (translate.test.ts keeps them equal): imported
 * from domain/language.ts, every lazy screen that translates would list that module's chunk in
 * its preload list in the first download, and `/` has no bytes for it.
 */
const DEFAULT_LANGUAGE: Language = 'en';
const LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

/** A language's text for a feature: English source text → translation. */
export type Catalogue = Readonly<Record<string, string>>;

let language: Language = DEFAULT_LANGUAGE;
// English needs no catalogue: the source text is the English text.
const entries = new Map<string, string>();
let version = 0;
const listeners = new Set<() => void>();

function changed(): void {
  version++;
  for (const listener of listeners) listener();
}

export function currentLanguage(): Language {
  return language;
}

export function currentLocale(): string {
  return LOCALES[language];
}

export function setLanguage(next: Language): void {
  if (next === language) return;
  language = next;
  changed();
}

/** Adds a loaded Hindi catalogue's entries. */
export function addEntries(catalogue: Catalogue): void {
  for (const [source, text] of Object.entries(catalogue)) entries.set(source, text);
  changed();
}

/** The translation of `source` in the current language, or undefined (English, or not translated). */
export function lookup(source: string): string | undefined {
  return language === 'en' ? undefined : entries.get(source);
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Changes whenever the language or the loaded text changes. */
export function stateVersion(): number {
  return version;
}

/** Back to English with nothing loaded (tests, and the server between two pages). */
export function resetI18nState(): void {
  language = DEFAULT_LANGUAGE;
  entries.clear();
  changed();
}

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
