/**
 * What a screen loaded, kept while the app stays open so that coming back to
 * it (Back, or a link to the same view) shows the same results at once and the
 * saved scroll position can be restored. It lives as long as the page (a
 * reload forgets it) and holds the `size` most recently used keys, so a long
 * session of filter changes does not grow it without bound.
 */
export interface PageMemory<V> {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  has(key: string): boolean;
  /** Forgets everything (tests start each case afresh). */
  clear(): void;
}

export function pageMemory<V>(size = 24): PageMemory<V> {
  const entries = new Map<string, V>();
  return {
    get(key) {
      const value = entries.get(key);
      if (value !== undefined) {
        // Most recently used last: the first key is the one to drop.
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, value);
      if (entries.size > size) entries.delete(entries.keys().next().value as string);
    },
    has: (key) => entries.has(key),
    clear: () => entries.clear(),
  };
}
