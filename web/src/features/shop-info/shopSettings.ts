/**
 * The shop's details for every component that shows them (footer, contact,
 * Call/WhatsApp buttons), shared by the session: what the server rendered
 * with (servedData) when the visit began on a page it drew; otherwise read
 * once, after a first render with the defaults.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from '@tailor/domain/shopDetails';
import { useServedShop } from '../../lib/servedData';

let loaded: ShopSettings | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Sets the session's copy (after the admin saves, or the one read). */
export function setShopSettings(value: ShopSettings): void {
  loaded = value;
  for (const l of listeners) l();
}

function loadOnce(): void {
  // Loaded after the first render: Firestore Lite and the schema stay out of the first download.
  loading ??= import('./data')
    .then(({ fetchShopSettings }) => fetchShopSettings())
    .then((value) => {
      if (value) setShopSettings(value);
    })
    // Offline or refused: the served or default details stay; try again next visit.
    .catch(() => undefined);
}

export function useShopSettings(): ShopSettings {
  const served = useServedShop();
  const first = served ?? DEFAULT_SHOP_SETTINGS;
  const value = useSyncExternalStore(
    subscribe,
    () => loaded ?? first,
    () => first,
  );
  // A page the server drew carries the details it read (settings/shop, validated there, as fresh
  // as the page): reading them again cost every visitor a read and the schema library (26 KB).
  useEffect(() => {
    if (!served) loadOnce();
  }, [served]);
  return value;
}
