/**
 * Product name search without a search index: Firestore prefix queries are
 * case-sensitive, so the term is tried as typed and in the common casings of
 * product names ('silk sa' → 'Silk Sa', 'SILK SA', 'silk sa').
 */
export function nameSearchVariants(term: string): string[] {
  const t = term.trim().replace(/\s+/g, ' ');
  if (!t) return [];
  const title = t.toLowerCase().replace(/(^|[\s-])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toUpperCase());
  const sentence = t.charAt(0).toUpperCase() + t.slice(1);
  return [...new Set([t, title, sentence, t.toLowerCase(), t.toUpperCase()])];
}

/** The exclusive upper bound of a prefix range query. */
export function prefixEnd(prefix: string): string {
  return prefix + '\uf8ff';
}

/** Case-insensitive "name starts with" — the same test the queries make, applied to merged results. */
export function nameStartsWith(name: string, term: string): boolean {
  return name.toLowerCase().startsWith(term.trim().replace(/\s+/g, ' ').toLowerCase());
}
