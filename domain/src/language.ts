/**
 * The shop's languages. Kept free of zod: the web app's first download reads
 * these (the language switch), and zod is not part of it.
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** The Intl locale each language formats with: Indian English and Hindi (India), lakh grouping in both. */
export const LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Each language's name in itself, as the language switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

/** `<html lang>` in each language: Indian English, and Hindi. */
export const HTML_LANGS: Record<Language, string> = { en: 'en-IN', hi: 'hi' };

/** The query parameter that names a page's language (`?lang=hi`): a shared link keeps its language. */
export const LANGUAGE_PARAM = 'lang';
