/** File naming of the generated garment illustrations (served at /garments/<file>). */
import type { Category, Color, Pattern } from '@tailor/domain';

export const GARMENT_VIEWS = ['front', 'back', 'detail', 'styled'] as const;
export type GarmentView = (typeof GARMENT_VIEWS)[number];

export interface GarmentImageSpec {
  category: Category;
  color: Color;
  pattern: Pattern;
  view: GarmentView;
}

export const GARMENTS_PUBLIC_DIR = 'web/public/garments';
export const GARMENTS_URL_PREFIX = '/garments/';
export const PLACEHOLDER_URL = '/garments/placeholder.svg';

export function slug(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function garmentFileName(spec: GarmentImageSpec): string {
  return `${slug(spec.category)}-${slug(spec.color)}-${slug(spec.pattern)}-${spec.view}.svg`;
}

export function garmentImageUrl(spec: GarmentImageSpec): string {
  return GARMENTS_URL_PREFIX + garmentFileName(spec);
}

/** The first `count` views (1-4) of one design: front, back, detail, styled. */
export function garmentImageUrls(
  category: Category,
  color: Color,
  pattern: Pattern,
  count: number,
): { url: string }[] {
  const n = Math.max(1, Math.min(GARMENT_VIEWS.length, Math.trunc(count)));
  return GARMENT_VIEWS.slice(0, n).map((view) => ({ url: garmentImageUrl({ category, color, pattern, view }) }));
}
