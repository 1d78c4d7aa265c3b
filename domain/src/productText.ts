/**
 * A design's name and description in the shop's language: the owner's Hindi
 * (`productNameHi`, `descriptionHi`, optional) when Hindi is chosen and they
 * are filled in, else the English ones. Zod-free: the product pages and the
 * served pages read it. (The cards of the first download make the same choice
 * inline, see ProductCard.)
 */
import type { Language } from './language';

export interface ProductTexts {
  productName: string;
  description?: string;
  productNameHi?: string;
  descriptionHi?: string;
}

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The name shoppers read in `language`. */
export function productNameIn(product: ProductTexts, language: Language): string {
  return language === 'hi' && filled(product.productNameHi) ? product.productNameHi : product.productName;
}

/** The description shoppers read in `language` ('' for none). */
export function productDescriptionIn(product: ProductTexts, language: Language): string {
  return language === 'hi' && filled(product.descriptionHi) ? product.descriptionHi : (product.description ?? '');
}

/**
 * The owner's Hindi names as Hindi text for the designs' English names: the
 * cards show `t(productName)`, so in Hindi a design with a Hindi name shows
 * it. Served Hindi pages carry these entries with their text; designs loaded
 * in the browser add theirs as they arrive. (Two designs of the same English
 * name share one entry: the last one read wins.)
 */
export function hindiNameEntries(products: readonly Partial<ProductTexts>[]): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const p of products) if (p.productName && filled(p.productNameHi)) entries[p.productName] = p.productNameHi.trim();
  return entries;
}
