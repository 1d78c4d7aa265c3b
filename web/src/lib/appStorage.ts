/**
 * Every localStorage / sessionStorage key the app owns starts with this
 * prefix, so logout can clear the app's data without touching keys that
 * belong to the Firebase SDKs or the browser.
 */
export const APP_STORAGE_PREFIX = 'silai:';

/** `appKey('cart-count')` → 'silai:cart-count'. */
export function appKey(name: string): string {
  return APP_STORAGE_PREFIX + name;
}

function storages(): Storage[] {
  const found: Storage[] = [];
  // Access throws in some privacy modes; treat that as "nothing stored".
  try {
    found.push(window.localStorage);
  } catch {
    /* unavailable */
  }
  try {
    found.push(window.sessionStorage);
  } catch {
    /* unavailable */
  }
  return found;
}

/** Removes the app-owned keys from the given stores (local and session storage by default). */
export function clearAppStorage(stores: Storage[] = storages()): number {
  let removed = 0;
  for (const store of stores) {
    const keys: string[] = [];
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (key?.startsWith(APP_STORAGE_PREFIX)) keys.push(key);
    }
    for (const key of keys) {
      store.removeItem(key);
      removed++;
    }
  }
  return removed;
}

export function readSessionValue(name: string): string | null {
  try {
    return window.sessionStorage.getItem(appKey(name));
  } catch {
    return null;
  }
}

export function writeSessionValue(name: string, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(appKey(name));
    else window.sessionStorage.setItem(appKey(name), value);
  } catch {
    /* storage unavailable: the value is only a convenience */
  }
}
