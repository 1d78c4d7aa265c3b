/**
 * Data a server-rendered page was drawn with (the `pages` function renders
 * `/product/{id}` with its product). It travels in the HTML as JSON so the
 * browser's first render uses the same data and hydrates that HTML instead
 * of fetching it again.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { Product } from '@tailor/domain';
import { reviveProduct } from '../lib/productFromSnapshot';

export interface ServedData {
  /** The product page's product; null when the server found none of that id. */
  product?: { id: string; product: Product | null };
}

export const SERVED_DATA_ID = 'served-data';

const ServedDataContext = createContext<ServedData>({});

export function ServedDataProvider({ value, children }: { value: ServedData; children: ReactNode }) {
  return <ServedDataContext.Provider value={value}>{children}</ServedDataContext.Provider>;
}

/** The product the server rendered this page with: undefined when it rendered none of this id. */
export function useServedProduct(id: string): Product | null | undefined {
  const served = useContext(ServedDataContext).product;
  return served?.id === id ? served.product : undefined;
}

/** The data as a script element's text: JSON that cannot close the element or open a comment. */
export function servedDataScript(data: ServedData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${SERVED_DATA_ID}">${json}</script>`;
}

/** What the server put in the page, or nothing when it is absent or unreadable. */
export function readServedData(doc: Document): ServedData {
  try {
    const raw = JSON.parse(doc.getElementById(SERVED_DATA_ID)?.textContent ?? '{}') as ServedData;
    const served = raw?.product;
    if (!served || typeof served.id !== 'string') return {};
    return { product: { id: served.id, product: served.product && typeof served.product === 'object' ? reviveProduct(served.product) : null } };
  } catch {
    return {};
  }
}
