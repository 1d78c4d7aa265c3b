/**
 * The shop's details (settings/shop) for the functions: read at most once a
 * minute per instance, and the demo defaults when the document is missing or
 * unreadable, so a page or trigger never fails for want of them.
 */
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { DEFAULT_SHOP_SETTINGS, readShopSettings, SHOP_SETTINGS_PATH, type ShopSettings } from '@tailor/domain';

const TTL_MS = 60_000;
let cached: { at: number; value: Promise<ShopSettings> } | undefined;

export function shopSettings(now = Date.now()): Promise<ShopSettings> {
  if (!cached || now - cached.at > TTL_MS) {
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
