/**
 * A served page's addresses in each language, for search engines: the
 * canonical link of the language it is drawn in, and `hreflang` alternates
 * naming every language's address (`x-default` the English one, which a
 * visitor who asked for neither gets).
 */
import { HTML_LANGS, LANGUAGES, LANGUAGE_PARAM, type Language } from '@tailor/domain/language';

/** `url` in `language`: English without the parameter, another language with `?lang=`. */
export function addressIn(url: string, language: Language): string {
  const address = new URL(url);
  address.searchParams.delete(LANGUAGE_PARAM);
  if (language !== 'en') address.searchParams.set(LANGUAGE_PARAM, language);
  return address.href;
}

// An address from URL.href has no `"` or `<`; `&` is escaped as HTML wants it.
const link = (attributes: string, href: string) => `<link ${attributes} href="${href.replace(/&/g, '&amp;').replace(/"/g, '%22')}" />`;

/** The canonical link for the page in `language`, and the alternates of every language. */
export function languageLinks(url: string, language: Language): string {
  return [
    link('rel="canonical"', addressIn(url, language)),
    ...LANGUAGES.map((other) => link(`rel="alternate" hreflang="${other}"`, addressIn(url, other))),
    link('rel="alternate" hreflang="x-default"', addressIn(url, 'en')),
  ].join('');
}

/** Open Graph's locale of a page in `language`. */
export const OG_LOCALES: Record<Language, string> = { en: 'en_IN', hi: 'hi_IN' };

/** The page's `<html lang>` set to `language`'s. */
export function withHtmlLang(html: string, language: Language): string {
  return html.replace(/<html\b([^>]*?)\slang="[^"]*"/i, (_whole, before: string) => `<html${before} lang="${HTML_LANGS[language]}"`);
}

/**
 * For a page drawn in English: a visitor who chose Hindi on this device
 * (localStorage, which the server cannot read) and whose address names no
 * language is sent to the Hindi page before anything shows, rather than
 * seeing English and then Hindi. It runs in the head, before the body is read.
 */
export function rememberedLanguageRedirect(storageKey: string): string {
  const names = LANGUAGES.join('|');
  return (
    `<script>try{var p=new URLSearchParams(location.search);` +
    `if(!/^(${names})$/.test(p.get('${LANGUAGE_PARAM}')||'')&&localStorage.getItem(${JSON.stringify(storageKey)})==='hi')` +
    `{p.set('${LANGUAGE_PARAM}','hi');location.replace(location.pathname+'?'+p+location.hash)}}catch(e){}</script>`
  );
}

/** `script` placed right after the page's `<meta charset>`: the first thing the browser runs. */
export function withEarlyScript(html: string, script: string): string {
  return html.replace(/<meta charset="[^"]*"\s*\/?>/i, (charset) => charset + script);
}
