/** The shop's details (settings/shop): one read over Firestore Lite, as a visitor. */
import { doc, getDoc } from 'firebase/firestore/lite';
import { readShopSettings, SHOP_SETTINGS_PATH, type ShopSettings } from '@tailor/domain/shopSettings';
import { liteDb } from '../../firebase/firestoreLite';

/** null when the document does not exist yet (a shop that never saved its details). */
export async function fetchShopSettings(): Promise<ShopSettings | null> {
  const snap = await getDoc(doc(liteDb, SHOP_SETTINGS_PATH));
  return snap.exists() ? readShopSettings(snap.data()) : null;
}
