/**
 * The shop's details (settings/shop) for the functions: read at most once a
 * minute per instance, and the demo defaults when the document is missing or
 * unreadable, so a page or trigger never fails for want of them.
 */
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { DEFAULT_SHOP_SETTINGS, readShopSettings, SHOP_SETTINGS_PATH, type ShopSettings } from '@tailor/domain';

/**
 * A minute by default. SHOP_SETTINGS_TTL_MS shortens it: the emulator stack
 * sets it so the trigger tests can change settings/shop and see the triggers
 * follow within a second, exercising the same cached path as production
 * (clearing the cache from a test cannot reach the emulator's function process).
 */
export function cacheTtlMs(raw: string | undefined): number {
  const ms = Number(raw);
  return raw !== undefined && raw.trim() !== '' && Number.isFinite(ms) && ms >= 0 ? ms : 60_000;
}

export const SHOP_SETTINGS_TTL_MS = cacheTtlMs(process.env.SHOP_SETTINGS_TTL_MS);
let cached: { at: number; value: Promise<ShopSettings> } | undefined;

export function shopSettings(now = Date.now()): Promise<ShopSettings> {
  if (!cached || now - cached.at > SHOP_SETTINGS_TTL_MS) {
    const value = getFirestore()
      .doc(SHOP_SETTINGS_PATH)
      .get()
      .then((snap) => (snap.exists ? readShopSettings(snap.data()) : DEFAULT_SHOP_SETTINGS))
      .catch((err: unknown) => {
        logger.warn('settings/shop unreadable, using the defaults', err);
        cached = undefined;
        return DEFAULT_SHOP_SETTINGS;
      });
    cached = { at: now, value };
  }
  return cached.value;
}

/** Forget the cached copy (tests that change the document). */
export function clearShopSettingsCache(): void {
  cached = undefined;
}
