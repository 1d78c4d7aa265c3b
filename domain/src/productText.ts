/**
 * A design's name and description in the shop's language: the owner's Hindi
 * (`productNameHi`, `descriptionHi`, optional) when Hindi is chosen and they
 * are filled in, else the English ones. Zod-free: the product pages and the
 * served pages read it. (The cards and the View Design dialog make the same
 * choice inline, see ProductCard: the first download has no room for this module.)
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
