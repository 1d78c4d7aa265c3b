/** What other features use of the shop's details: logic only, no stylesheets (components are in ui.ts). */
import type { ShopSettings } from '@tailor/domain/shopDetails';

export { setShopSettings, useShopSettings } from './shopSettings';

/**
 * The stored details, read now. Through a dynamic import: a static re-export
 * of data.ts would pull Firestore Lite (a module with effects) into every
 * chunk that imports this entry, and with it into the first download.
 */
export function fetchShopSettings(): Promise<ShopSettings | null> {
  return import('./data').then((data) => data.fetchShopSettings());
}
