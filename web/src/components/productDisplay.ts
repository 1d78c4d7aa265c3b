/** Display helpers shared by the product card, the product page and the design detail view. */
import { CART_PRODUCT_TYPE_LABELS, discountedPaise, savingPaise, type CartProductType, type Paise, type PricedProduct } from '@tailor/domain';

import { t } from '../lib/i18n/translate';

export const PLACEHOLDER_IMAGE = '/garments/placeholder.svg';
/** Garment illustrations are 3:4 portraits. */
export const PRODUCT_IMAGE_WIDTH = 600;
export const PRODUCT_IMAGE_HEIGHT = 800;

export function imageUrls(product: { images?: readonly { url?: unknown }[] | null }): string[] {
  const urls = (product.images ?? [])
    .map((image) => (typeof image?.url === 'string' ? image.url.trim() : ''))
    .filter((url) => url !== '');
  return urls.length ? urls : [PLACEHOLDER_IMAGE];
}

/** '20% OFF' (in the chosen language), or '' when there is no discount. */
export function discountLabel(discount: number | null | undefined): string {
  const d = typeof discount === 'number' && Number.isFinite(discount) ? Math.min(100, Math.max(0, discount)) : 0;
  if (d <= 0) return '';
  return t('{percent}% OFF', { percent: Number.isInteger(d) ? d : d.toFixed(1) });
}

export interface PurchaseOption {
  type: CartProductType;
  label: string;
  price: Paise;
  final: Paise;
  saving: Paise;
}

/** The options a product is sold as (ready-made first), each with the discount applied. */
export function purchaseOptions(product: PricedProduct): PurchaseOption[] {
  const out: PurchaseOption[] = [];
  const entries: [CartProductType, Paise | null | undefined][] = [
    ['readymade', product.readyMadePrice],
    ['tailor', product.tailorPrice],
  ];
  for (const [type, price] of entries) {
    if (typeof price !== 'number' || !Number.isFinite(price) || price < 0) continue;
    out.push({
      type,
      label: CART_PRODUCT_TYPE_LABELS[type],
      price,
      final: discountedPaise(price, product.discount ?? 0),
      saving: savingPaise(price, product.discount ?? 0),
    });
  }
  return out;
}

/** Text shortened at a word boundary to at most `max` characters, with an ellipsis. */
export function truncateText(text: string, max: number): { text: string; truncated: boolean } {
  if (text.length <= max) return { text, truncated: false };
  const cut = text.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  const base = lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut;
  return { text: `${base.replace(/[\s,.;:–-]+$/, '')}…`, truncated: true };
}
