/** Where to go after signing in: the page that sent the shopper to login, else home. Pure. */

const AUTH_PATHS = ['/login', '/signup', '/login-signup'];

function asPath(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null && 'pathname' in value) {
    const { pathname, search, hash } = value as { pathname?: unknown; search?: unknown; hash?: unknown };
    if (typeof pathname !== 'string') return null;
    return pathname + (typeof search === 'string' ? search : '') + (typeof hash === 'string' ? hash : '');
  }
  return null;
}

/** Accepts a router state `{from}` (string or location-like); only same-site, non-auth paths. */
export function returnPathFrom(state: unknown): string {
  const from = typeof state === 'object' && state !== null && 'from' in state ? (state as { from: unknown }).from : state;
  const path = asPath(from);
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return '/';
  const pathname = path.split(/[?#]/)[0]!;
  if (AUTH_PATHS.includes(pathname.replace(/\/+$/, '') || '/')) return '/';
  return path;
}
