/**
 * Which language a visit starts in: `?lang=` in the address (a shared link
 * keeps its language), else the one remembered on this device, else English.
 * An unknown `?lang=` value is ignored.
 */
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_PARAM, type Language } from '@tailor/domain/language';
import { appKey } from '../appStorage';

export const LANGUAGE_STORAGE_NAME = 'language';
export { LANGUAGE_PARAM };

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
