/** Counts this browser session as one visit (the dashboard's visitor figure). */
import { appCheckHeaders } from '../firebase/appCheck';

export const VISITED_KEY = 'silai:visited';

function randomId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID().replace(/-/g, '');
  return Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('');
}

/** Call once at start-up; does nothing after the first call of a browser session. */
export function recordVisit(): void {
  let storage: Storage;
  try {
    storage = window.sessionStorage;
    if (storage.getItem(VISITED_KEY)) return;
  } catch {
    return; // storage blocked: do not count rather than count on every page load
  }
  const sessionId = randomId();
  storage.setItem(VISITED_KEY, sessionId);
  appCheckHeaders()
    .then((appCheck) =>
      fetch('/api/v1/stats/visit', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...appCheck },
        body: JSON.stringify({ sessionId }),
        keepalive: true,
      }),
    )
    .then((res) => {
      // Rate limited or failed: let a later page load of this session try again.
      if (!res.ok && res.status !== 400) storage.removeItem(VISITED_KEY);
    })
    .catch(() => storage.removeItem(VISITED_KEY));
}
