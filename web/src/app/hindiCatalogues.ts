/**
 * The Hindi catalogues, one module per feature, each downloaded only when
 * Hindi is chosen and a screen that shows the feature's text is opened.
 * routes.tsx names each screen's catalogues; `shell` (navigation, footer,
 * offline bar, error screens) is wanted on every page. docs/i18n.md says how
 * to add one.
 */
import type { CatalogueLoader } from '../lib/i18n/catalogues';

export const HINDI_CATALOGUES = {
  shell: () => import('./hi'),
  catalog: () => import('../features/catalog/hi'),
  gallery: () => import('../features/catalog/gallery/hi'),
  product: () => import('../features/catalog/product/hi'),
} satisfies Record<string, CatalogueLoader>;

export type CatalogueName = keyof typeof HINDI_CATALOGUES;
