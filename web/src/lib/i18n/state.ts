/**
 * The language the shop is shown in and the Hindi text loaded so far. A tiny
 * store outside React: `t()` reads it wherever a text is made (components,
 * toasts, validation messages), and useT() re-renders the components that
 * use it when it changes.
 */
import { DEFAULT_LANGUAGE, LOCALES, type Language } from '@tailor/domain/language';

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

/** Tests only: back to English with nothing loaded. */
export function resetI18nState(): void {
  language = DEFAULT_LANGUAGE;
  entries.clear();
  changed();
}
