/**
 * The spec's `app_all_products`: a small localStorage copy of what the
 * storefront last showed (the first home page of each view and sort, and the
 * products opened lately), so a returning visitor sees products at once while
 * the server's answer is on its way. Bounded in size; logout clears it with
 * the app's other keys.
 */
import type { Product } from '@tailor/domain';
import { appKey } from '../../lib/appStorage';
import { reviveProduct } from '../../lib/productFromSnapshot';

export const PRODUCT_CACHE_KEY = appKey('app_all_products');
/** Products opened lately that are kept for the product page. */
export const RECENT_PRODUCTS_KEPT = 24;

interface CacheContent {
  pages: Record<string, Product[]>;
  recent: Product[];
}

const EMPTY: CacheContent = { pages: {}, recent: [] };

function isProductList(value: unknown): value is Product[] {
  return Array.isArray(value) && value.every((p) => p && typeof p === 'object' && typeof (p as Product).id === 'string');
}

function read(): CacheContent {
  try {
    const raw = JSON.parse(window.localStorage.getItem(PRODUCT_CACHE_KEY) ?? 'null') as Partial<CacheContent> | null;
    if (!raw || typeof raw !== 'object') return EMPTY;
    const pages: CacheContent['pages'] = {};
    for (const [key, list] of Object.entries(raw.pages ?? {})) if (isProductList(list)) pages[key] = list.map(reviveProduct);
    return { pages, recent: isProductList(raw.recent) ? raw.recent.map(reviveProduct) : [] };
  } catch {
    // Unreadable or blocked storage: behave as if nothing were cached.
    return EMPTY;
  }
}

function write(content: CacheContent): void {
  try {
    window.localStorage.setItem(PRODUCT_CACHE_KEY, JSON.stringify(content));
  } catch {
    // Full or blocked storage: the cache is only a head start.
  }
}

export function cachedPage(key: string): Product[] | null {
  const page = read().pages[key];
  return page?.length ? page : null;
}

export function cachePage(key: string, products: Product[]): void {
  const content = read();
  write({ ...content, pages: { ...content.pages, [key]: products } });
}

export function cachedProduct(id: string): Product | null {
  const content = read();
  return content.recent.find((p) => p.id === id) ?? Object.values(content.pages).flat().find((p) => p.id === id) ?? null;
}

export function cacheProduct(product: Product): void {
  const content = read();
  const recent = [product, ...content.recent.filter((p) => p.id !== product.id)].slice(0, RECENT_PRODUCTS_KEPT);
  write({ ...content, recent });
}
