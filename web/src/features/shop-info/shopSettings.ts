/**
 * The shop's details for every component that shows them (footer, contact,
 * Call/WhatsApp buttons). Read once per session and shared; the first render
 * uses what the server rendered with (servedData) or the defaults, so a
 * server-rendered page hydrates, and the stored details follow right after.
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
  const first = useServedShop() ?? DEFAULT_SHOP_SETTINGS;
  const value = useSyncExternalStore(
    subscribe,
    () => loaded ?? first,
    () => first,
  );
  useEffect(loadOnce, []);
  return value;
}
