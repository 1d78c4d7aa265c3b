import { DEFAULT_LANGUAGE, LANGUAGE_PARAM, type Language } from '@tailor/domain/language';

/**
 * The query an address should have while the shop shows `language`, or null
 * when it already fits: Hindi keeps `?lang=hi` in every address (a link
 * copied from it, or a reload of a served page, arrives in Hindi), and a
 * `?lang=` that names another language than the one shown takes the shown one.
 */
export function searchKeepingLanguage(search: string, language: Language): string | null {
  const params = new URLSearchParams(search);
  const named = params.get(LANGUAGE_PARAM);
  if (named === language || (named === null && language === DEFAULT_LANGUAGE)) return null;
  params.set(LANGUAGE_PARAM, language);
  return `?${params.toString()}`;
}
