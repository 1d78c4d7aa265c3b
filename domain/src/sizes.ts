/**
 * Standard sizes for ready-made garments: one chart per category, in inches.
 * A product lists the sizes it is offered in (`sizes`); a ready-made cart or
 * order line names one of them.
 */
import { z } from 'zod';
import type { Category } from './options';

export const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'Free Size'] as const;
export type Size = (typeof SIZES)[number];

export interface SizeRow {
  size: Size;
  /** Body measurements in inches (garment fits these); absent columns are not part of the chart. */
  bust?: number;
  waist?: number;
  hip?: number;
  length?: number;
}

export interface SizeChart {
  /** Column keys shown in the size guide, in order. */
  columns: readonly ('bust' | 'waist' | 'hip' | 'length')[];
  rows: readonly SizeRow[];
  note: string;
}

const UPPER_BODY: SizeChart = {
  columns: ['bust', 'waist', 'hip'],
  rows: [
    { size: 'XS', bust: 32, waist: 26, hip: 35 },
    { size: 'S', bust: 34, waist: 28, hip: 37 },
    { size: 'M', bust: 36, waist: 30, hip: 39 },
    { size: 'L', bust: 38, waist: 32, hip: 41 },
    { size: 'XL', bust: 40, waist: 34, hip: 43 },
    { size: 'XXL', bust: 42, waist: 36, hip: 45 },
  ],
  note: 'Body measurements in inches. Between two sizes, choose the larger: blouses and suits have seam allowance to take in.',
};

const LEHENGA: SizeChart = {
  columns: ['waist', 'hip', 'length'],
  rows: [
    { size: 'S', waist: 28, hip: 37, length: 40 },
    { size: 'M', waist: 30, hip: 39, length: 41 },
    { size: 'L', waist: 32, hip: 41, length: 42 },
    { size: 'XL', waist: 34, hip: 43, length: 42 },
  ],
  note: 'Body measurements in inches; length from waist to floor. The waist has a drawstring and adjusts by about an inch.',
};

const FREE_SIZE: SizeChart = {
  columns: [],
  rows: [{ size: 'Free Size' }],
  note: 'One size drapes every figure. The blouse piece, where included, is stitched or altered to your measurements.',
};

/**
 * The chart for a category: sarees, and the dupattas, stoles and shawls the
 * shop files under Others, are free size; everything worn fitted uses the upper-body chart.
 */
export function sizeChartFor(category: Category | string | null | undefined): SizeChart {
  switch (category) {
    case 'Saree':
    case 'Others':
      return FREE_SIZE;
    case 'Lehenga':
      return LEHENGA;
    default:
      return UPPER_BODY;
  }
}

/** Sizes of a category's chart, smallest first. */
export function sizesForCategory(category: Category | string | null | undefined): Size[] {
  return sizeChartFor(category).rows.map((r) => r.size);
}

export function isSize(value: unknown): value is Size {
  return typeof value === 'string' && (SIZES as readonly string[]).includes(value);
}

/**
 * The sizes a design is offered in: its own list, kept to its category's chart
 * and in chart order, or the whole chart for documents written before sizes existed.
 */
export function offeredSizes(product: { category?: string | null; sizes?: readonly unknown[] | null }): Size[] {
  const chart = sizesForCategory(product.category);
  if (!Array.isArray(product.sizes) || product.sizes.length === 0) return chart;
  const own = new Set(product.sizes.filter(isSize));
  const kept = chart.filter((s) => own.has(s));
  return kept.length ? kept : chart;
}

/** Size part of a cart item id: 'Free Size' → 'FreeSize'. */
export function sizeSlug(size: Size): string {
  return size.replace(/\s+/g, '');
}

export function sizeFromSlug(slug: string): Size | null {
  return SIZES.find((s) => sizeSlug(s) === slug) ?? null;
}

export const sizeSchema = z.enum(SIZES, { error: 'Choose a size' });

/** A product's `sizes` field: unique sizes of its category's chart (checked against the category by productSizesIssue). */
export const productSizesSchema = z
  .array(sizeSchema)
  .max(SIZES.length)
  .refine((list) => new Set(list).size === list.length, { message: 'Sizes must be unique' });

/** Why a product's size list does not fit its category, or null. */
export function productSizesIssue(category: string, sizes: readonly string[] | undefined): string | null {
  if (!sizes || sizes.length === 0) return null;
  const chart = sizesForCategory(category);
  const wrong = sizes.filter((s) => !(chart as string[]).includes(s));
  return wrong.length ? `${category} comes in ${chart.join(', ')}; ${wrong.join(', ')} is not one of them` : null;
}
