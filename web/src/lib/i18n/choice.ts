/**
 * Which language a visit starts in: `?lang=` in the address (a shared link
 * keeps its language), else the one remembered on this device, else English.
 * An unknown `?lang=` value is ignored.
 */
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@tailor/domain/language';
import { appKey } from '../appStorage';

export const LANGUAGE_STORAGE_NAME = 'language';
export const LANGUAGE_PARAM = 'lang';

export function languageFromSearch(search: string): Language | null {
  const value = new URLSearchParams(search).get(LANGUAGE_PARAM);
  return isLanguage(value) ? value : null;
}

export function rememberedLanguage(): Language | null {
  try {
    const value = window.localStorage.getItem(appKey(LANGUAGE_STORAGE_NAME));
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

export function rememberLanguage(language: Language): void {
  try {
    window.localStorage.setItem(appKey(LANGUAGE_STORAGE_NAME), language);
  } catch {
    /* storage unavailable: the choice lasts for this page */
  }
}

export function startingLanguage(search: string): Language {
  return languageFromSearch(search) ?? rememberedLanguage() ?? DEFAULT_LANGUAGE;
}

/** The address with `?lang=` set to `language`, when it had one (so a reload keeps the new choice); else unchanged. */
export function searchWithLanguage(search: string, language: Language): string {
  const params = new URLSearchParams(search);
  if (!params.has(LANGUAGE_PARAM)) return search;
  params.set(LANGUAGE_PARAM, language);
  return `?${params.toString()}`;
}
