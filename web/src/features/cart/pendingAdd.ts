/**
 * An Add to Cart tapped while signed out: kept in sessionStorage while the
 * visitor signs in (it survives the login page's reloads and Google's
 * redirect), then carried out once, back on the page it was tapped on.
 *
 * "Once" across tabs: sessionStorage is per tab, but a duplicated tab gets a
 * copy of it. The tab that carries an action out first records its id in
 * localStorage (shared by all tabs), and a tab finding the id there drops
 * its copy. Actions older than ten minutes are dropped: an add the visitor
 * has long forgotten is not done behind their back.
 */
import { CART_PRODUCT_TYPES, isOneOf } from '@tailor/domain/options';
import { isSize } from '@tailor/domain/sizes';

export { PENDING_ADD_KEY, hasPendingAdd, newPendingAddId, savePendingAdd, serialisePendingAdd, type PendingAdd } from './pendingAddKey';
import { PENDING_ADD_KEY, type PendingAdd } from './pendingAddKey';

export const PENDING_ADD_DONE_KEY = 'pendingCartAddDone';
export const PENDING_ADD_TTL_MS = 10 * 60 * 1000;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The stored action, or null when absent, unreadable or expired (or from the future: a changed clock). */
export function parsePendingAdd(raw: string | null, now: number): PendingAdd | null {
  if (!raw) return null;
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof v !== 'object' || v === null) return null;
  const a = v as Record<string, unknown>;
  if (
    typeof a.id !== 'string' ||
    typeof a.productId !== 'string' ||
    typeof a.productName !== 'string' ||
    !isOneOf(CART_PRODUCT_TYPES, a.type) ||
    !(a.size === null || isSize(a.size)) ||
    typeof a.from !== 'string' ||
    typeof a.at !== 'number'
  ) {
    return null;
  }
  if (now - a.at > PENDING_ADD_TTL_MS || a.at - now > 60_000) return null;
  return { id: a.id, productId: a.productId, productName: a.productName, type: a.type, size: a.size, from: a.from, at: a.at };
}

/** Ids of actions already carried out (in any tab), with when, the expired ones dropped. */
export function parseDone(raw: string | null, now: number): Record<string, number> {
  if (!raw) return {};
  try {
    const v = JSON.parse(raw) as unknown;
    if (typeof v !== 'object' || v === null) return {};
    const out: Record<string, number> = {};
    for (const [id, at] of Object.entries(v)) if (typeof at === 'number' && now - at <= PENDING_ADD_TTL_MS) out[id] = at;
    return out;
  } catch {
    return {};
  }
}

function safely<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    // Storage can be off (private modes, quotas): the add is then simply not resumed.
    return fallback;
  }
}

/**
 * The action to carry out now on `path`, claimed so that it happens once:
 * removed from this tab and marked done for every tab. null when there is
 * none, it expired, was done elsewhere, or belongs to another page (it then
 * stays until it expires or the visitor gets back there).
 */
export function takePendingAdd(session: Store, local: Store, path: string, now: number): PendingAdd | null {
  return safely(() => {
    const raw = session.getItem(PENDING_ADD_KEY);
    const action = parsePendingAdd(raw, now);
    if (!action) {
      if (raw !== null) session.removeItem(PENDING_ADD_KEY);
      return null;
    }
    if (action.from !== path) return null;
    session.removeItem(PENDING_ADD_KEY);
    const done = parseDone(local.getItem(PENDING_ADD_DONE_KEY), now);
    if (done[action.id] !== undefined) return null;
    done[action.id] = now;
    local.setItem(PENDING_ADD_DONE_KEY, JSON.stringify(done));
    return action;
  }, null);
}
