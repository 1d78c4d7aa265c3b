/**
 * The shop's links: react-router's `Link` and `NavLink`, whose address names
 * the shown language when it is not English (`?lang=hi`), so a crawler
 * following a Hindi page's links, "open in new tab" and "copy link" reach the
 * Hindi page. Every internal link of the shop uses these (ESLint refuses the
 * router's own outside this module). The address bar keeps the language by
 * itself (useLanguageInAddress); these are the `href`s, in the served HTML too.
 */
import { useSyncExternalStore } from 'react';
import { Link as RouterLink, NavLink as RouterNavLink, type LinkProps, type NavLinkProps, type To } from 'react-router-dom';
import type { Language } from '@tailor/domain/language';
import { currentLanguage, subscribe } from '../lib/i18n/translate';

// domain's LANGUAGE_PARAM: the `?lang=` every address names its language with.
const PARAM = 'lang=';

/** `search` (with or without its `?`) naming `language`: `lang=` last, none in English. */
function searchIn(search: string, language: Language): string {
  const kept = search.replace(/^\?/, '').split('&').filter((pair) => pair && !pair.startsWith(PARAM));
  if (language !== 'en') kept.push(PARAM + language);
  return kept.length ? `?${kept.join('&')}` : '';
}

/**
 * `to` in `language`: the query names it (after the query's own parameters,
 * before any `#fragment`); in English `to` as given, less a `lang=` it named.
 * A link to a fragment of the same page only (`#top`) is left alone.
 */
export function toInLanguage(to: To, language: Language): To {
  if (language === 'en' && !(typeof to === 'string' ? to : (to.search ?? '')).includes(PARAM)) return to;
  if (typeof to !== 'string') {
    return to.pathname === undefined && to.search === undefined ? to : { ...to, search: searchIn(to.search ?? '', language) };
  }
  const hashAt = to.indexOf('#');
  if (hashAt === 0) return to;
  const hash = hashAt < 0 ? '' : to.slice(hashAt);
  const rest = hashAt < 0 ? to : to.slice(0, hashAt);
  const queryAt = rest.indexOf('?');
  const path = queryAt < 0 ? rest : rest.slice(0, queryAt);
  return path + searchIn(queryAt < 0 ? '' : rest.slice(queryAt), language) + hash;
}

/** The shown language; re-renders the link on a switch. */
const useLanguage = () => useSyncExternalStore(subscribe, currentLanguage, currentLanguage);

export function Link({ to, ...props }: LinkProps) {
  return <RouterLink to={toInLanguage(to, useLanguage())} {...props} />;
}

export function NavLink({ to, ...props }: NavLinkProps) {
  return <RouterNavLink to={toInLanguage(to, useLanguage())} {...props} />;
}
