/**
 * The Idempotency-Key of a draft's order request, kept in localStorage beside
 * the draft. It is made once per draft and reused by every send of it (after a
 * timeout, a 5xx, a reload or going offline), so the API answers a repeated
 * send with the order it already placed instead of placing a second one. Only a
 * placed order forgets it; the next draft gets a fresh one.
 */
import { appKey } from '../../../lib/appStorage';

const storageKey = (scope: string) => appKey(`order-key:${scope}`);

/** 32 hexadecimal characters (a UUID without dashes): inside the API's 8–128 `[A-Za-z0-9_-]`. */
export function newOrderKey(): string {
  // randomUUID exists only in secure contexts (https, localhost); getRandomValues everywhere.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID().replace(/-/g, '');
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const VALID = /^[A-Za-z0-9_-]{8,128}$/;

/** The key of the draft `scope`, made and stored on first use. Without storage every call makes a new one: callers keep it for the page's life. */
export function orderKeyFor(scope: string): string {
  try {
    const stored = localStorage.getItem(storageKey(scope));
    if (stored && VALID.test(stored)) return stored;
    const key = newOrderKey();
    localStorage.setItem(storageKey(scope), key);
    return key;
  } catch {
    return newOrderKey();
  }
}

/** After the order is placed (or the shopper asks to send it as a new order): the next send gets a new key. */
export function forgetOrderKey(scope: string): void {
  try {
    localStorage.removeItem(storageKey(scope));
  } catch {
    // Storage disabled: nothing was kept.
  }
}
