/**
 * The router's ScrollRestoration keeps each history entry's scroll position
 * under the entry's key, in session storage. An entry opened by a full page
 * load (a typed address, a reload from a bookmark, a link from elsewhere) has
 * no state, and the router then calls it "default": every such entry of the
 * tab shared one saved position, so `/cart` typed after scrolling another page
 * opened at that page's footer. Giving the entry a key of its own before the
 * router starts makes a new page open at the top, while Back and a reload
 * (which keep the entry's state) still find their position.
 */
export const ROUTER_DEFAULT_KEY = 'default';

interface HistoryLike {
  readonly state: unknown;
  replaceState(data: unknown, unused: string): void;
}

/** Gives the current entry its own key unless it has one; returns the entry's key. */
export function keyHistoryEntry(history: HistoryLike, newKey: () => string = () => Math.random().toString(36).slice(2, 10)): string {
  const state = history.state && typeof history.state === 'object' ? (history.state as Record<string, unknown>) : null;
  if (state && typeof state.key === 'string' && state.key !== ROUTER_DEFAULT_KEY) return state.key;
  const key = newKey();
  // The router's own fields (`usr`, `idx`) are kept; it adds what is missing.
  history.replaceState({ usr: null, ...state, key }, '');
  return key;
}
