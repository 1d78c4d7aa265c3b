/**
 * Whether the shop can be reached, for the offline bar and the actions that
 * need the server (Add to Cart, feedback). `navigator.onLine === false` is
 * only a hint: Chromium reports it on any machine whose only network is the
 * loopback, where a local server still answers. So a `false` is confirmed by
 * a small request to the site (a HEAD the service worker does not answer)
 * before the page says it is offline; while offline, the check runs again
 * every few seconds and on the browser's `online` event, so the bar goes once
 * the connection is back. A `true` is taken at its word: a page that thinks
 * it is online and is not finds out when its requests fail, as before.
 */
import { useSyncExternalStore } from 'react';

/** Answered by Hosting's CDN (a file of the build); the query keeps every cache out of the way. */
export const CONNECTION_CHECK_PATH = '/favicon.svg';
export const CONNECTION_RECHECK_MS = 5000;
const CHECK_TIMEOUT_MS = 4000;

let offline = false;
const listeners = new Set<() => void>();
let recheck: ReturnType<typeof setInterval> | null = null;
let checking: Promise<boolean> | null = null;

function setOffline(next: boolean): void {
  if (next === offline) return;
  offline = next;
  if (offline && recheck === null) recheck = setInterval(() => void checkConnection(), CONNECTION_RECHECK_MS);
  if (!offline && recheck !== null) {
    clearInterval(recheck);
    recheck = null;
  }
  listeners.forEach((listener) => listener());
}

/** Any answer at all (a 404 included) means the site is there. */
async function siteAnswers(): Promise<boolean> {
  try {
    await fetch(`${CONNECTION_CHECK_PATH}?connection=${Date.now()}`, { method: 'HEAD', cache: 'no-store', signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
    return true;
  } catch {
    return false;
  }
}

/** Checks now (one check at a time); resolves true when the page is offline. */
export function checkConnection(): Promise<boolean> {
  if (typeof navigator === 'undefined') return Promise.resolve(false);
  if (navigator.onLine !== false) {
    setOffline(false);
    return Promise.resolve(false);
  }
  checking ??= siteAnswers().then((answers) => {
    checking = null;
    setOffline(!answers);
    return !answers;
  });
  return checking;
}

/** The last known state, without checking. */
export const isOffline = (): boolean => offline;

let watching = 0;
const onChange = () => void checkConnection();

/** Follows the browser's online/offline events (and checks once now); returns the function that stops. */
export function watchConnection(): () => void {
  if (watching++ === 0) {
    window.addEventListener('online', onChange);
    window.addEventListener('offline', onChange);
  }
  void checkConnection();
  return () => {
    if (--watching > 0) return;
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while the page is offline; false on the server and in the first render, which must match its HTML. */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline, () => false);
}

/** "You are offline. <action> will work when the connection is back." */
export function offlineActionMessage(action: string): string {
  return `You are offline. ${action} will work when the connection is back.`;
}
