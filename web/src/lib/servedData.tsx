/**
 * Data a server-rendered page was drawn with (the `pages` function renders
 * `/product/{id}` with its product, `/gallery` with its first results and `/`
 * with its first featured designs).
 * It travels in the HTML as JSON so the browser's first render uses the same
 * data and hydrates that HTML instead of fetching it again.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { Product } from '@tailor/domain';
import { mergeShopSettings, type ShopSettings } from '@tailor/domain/shopDetails';
import type { Language } from '@tailor/domain/language';
import { reviveProduct } from './productFromSnapshot';

/**
 * Where a server-rendered gallery page stopped: the last document read, by
 * its id and its sort key. The browser continues after these values; the
 * document itself may have been deleted since the page was rendered.
 */
export interface ServedCursor {
  id: string;
  createdAt: { seconds: number; nanoseconds: number } | null;
  /** The rating or priceFrom of that document, when the gallery is sorted by one. */
  sortValue?: number | null;
}

export interface ServedGallery {
  /** The query string (catalogueQueryToSearchParams: filters, text, sort) the results are for. */
  key: string;
  products: Product[];
  hasMore: boolean;
  scanned: number;
  /** Products passing the facet filters; null when counting failed. */
  total: number | null;
  /** The last document read: the next load continues after it. */
  cursor: ServedCursor | null;
}

export interface ServedHome {
  /** The home grid's view and sort (`featured|newest`) the products are for. */
  key: string;
  products: Product[];
  hasMore: boolean;
  /** The last document shown: "Load more" continues after it. */
  cursor: ServedCursor | null;
}

/** The Hindi text of the page's first screen: its catalogues (by name) and their entries. */
export interface ServedMessages {
  catalogues: string[];
  entries: Record<string, string>;
}

export interface ServedData {
  /** The language the page was drawn in; absent for English. */
  language?: Language;
  /** With a Hindi page: its first screen's text, so the app hydrates without downloading a catalogue. */
  messages?: ServedMessages;
  /**
   * The product page's product; null when the server found none of that id.
   * `unavailable`: the product exists but is not shown to shoppers (its data is not sent).
   */
  product?: { id: string; product: Product | null; unavailable?: boolean };
  gallery?: ServedGallery;
  home?: ServedHome;
  /** The shop's details (settings/shop) as the server read them. */
  shop?: ShopSettings;
}

export const SERVED_DATA_ID = 'served-data';

const ServedDataContext = createContext<ServedData>({});

export function ServedDataProvider({ value, children }: { value: ServedData; children: ReactNode }) {
  return <ServedDataContext.Provider value={value}>{children}</ServedDataContext.Provider>;
}

/**
 * The product the server rendered this page with: undefined when it rendered
 * none of this id, 'unavailable' when that product is not shown to shoppers.
 */
export function useServedProduct(id: string): Product | null | 'unavailable' | undefined {
  const served = useContext(ServedDataContext).product;
  if (served?.id !== id) return undefined;
  return served.unavailable ? 'unavailable' : served.product;
}

/** The shop's details the server rendered with, if it read them. */
export function useServedShop(): ShopSettings | undefined {
  return useContext(ServedDataContext).shop;
}

/** The data as a script element's text: JSON that cannot close the element or open a comment. */
export function servedDataScript(data: ServedData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${SERVED_DATA_ID}">${json}</script>`;
}

/** The gallery results the server rendered for this query (catalogueQueryToSearchParams), if any. */
export function useServedGallery(key: string): ServedGallery | undefined {
  const served = useContext(ServedDataContext).gallery;
  return served?.key === key ? served : undefined;
}

/** The home grid the server rendered for this view and sort (`featured|newest`), if any. */
export function useServedHome(key: string): ServedHome | undefined {
  const served = useContext(ServedDataContext).home;
  return served?.key === key ? served : undefined;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isProduct = (value: unknown): value is Product => isObject(value) && typeof value.id === 'string';
const isWhole = (value: unknown): value is number => Number.isInteger(value);

function servedCursor(value: unknown): ServedCursor | null {
  if (!isObject(value) || typeof value.id !== 'string') return null;
  const { createdAt, sortValue } = value;
  // Present when the gallery is sorted by rating or price.
  const sort = sortValue === null || (typeof sortValue === 'number' && Number.isFinite(sortValue)) ? { sortValue } : {};
  if (createdAt === null) return { id: value.id, createdAt: null, ...sort };
  if (isObject(createdAt) && isWhole(createdAt.seconds) && isWhole(createdAt.nanoseconds)) {
    return { id: value.id, createdAt: { seconds: createdAt.seconds, nanoseconds: createdAt.nanoseconds }, ...sort };
  }
  return null;
}

/** What the server put in the page; nothing of what is absent or unreadable. */
export function readServedData(doc: Document): ServedData {
  let raw: unknown;
  try {
    raw = JSON.parse(doc.getElementById(SERVED_DATA_ID)?.textContent ?? '{}');
  } catch {
    return {};
  }
  const data: ServedData = {};
  if (!isObject(raw)) return data;
  const { product, gallery, home, shop, language, messages } = raw;
  if (isObject(shop)) data.shop = mergeShopSettings(shop);
  if (language === 'hi') data.language = language;
  // Written by the server from the catalogues (text only); checked for its shape, not entry by entry.
  if (isObject(messages) && Array.isArray(messages.catalogues) && isObject(messages.entries)) data.messages = messages as unknown as ServedMessages;
  if (isObject(product) && typeof product.id === 'string') {
    data.product = { id: product.id, product: isProduct(product.product) ? reviveProduct(product.product) : null };
    if (product.unavailable === true) data.product.unavailable = true;
  }
  if (isObject(gallery) && typeof gallery.key === 'string' && Array.isArray(gallery.products) && gallery.products.every(isProduct)) {
    data.gallery = {
      key: gallery.key,
      products: gallery.products.map(reviveProduct),
      hasMore: gallery.hasMore === true,
      scanned: typeof gallery.scanned === 'number' ? gallery.scanned : 0,
      total: typeof gallery.total === 'number' ? gallery.total : null,
      cursor: servedCursor(gallery.cursor),
    };
  }
  if (isObject(home) && typeof home.key === 'string' && Array.isArray(home.products) && home.products.every(isProduct)) {
    data.home = { key: home.key, products: home.products.map(reviveProduct), hasMore: home.hasMore === true, cursor: servedCursor(home.cursor) };
  }
  return data;
}
