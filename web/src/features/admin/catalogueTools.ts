/** Pure parts of the catalogue tools: filters, bulk actions, copying a design. */
import {
  AVAILABILITY_STATUSES,
  CATEGORIES,
  PRODUCT_STATUSES,
  mergeProductDefaults,
  withListSpellings,
  type ProductInput,
} from '@tailor/domain';
import { productFormSchema, toFormValues, toProductInput } from './productForm';
import { msg, tp } from '../../lib/i18n/translate';

export interface CatalogueFilters {
  status: (typeof PRODUCT_STATUSES)[number] | null;
  availability: (typeof AVAILABILITY_STATUSES)[number] | null;
  category: (typeof CATEGORIES)[number] | null;
}

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : null;

/** Filters from the address (?status=Inactive&availability=…&category=…); unknown values are ignored. */
export function filtersFromParams(params: URLSearchParams): CatalogueFilters {
  return {
    status: oneOf(PRODUCT_STATUSES, params.get('status')),
    availability: oneOf(AVAILABILITY_STATUSES, params.get('availability')),
    category: oneOf(CATEGORIES, params.get('category')),
  };
}

export type BulkAction = 'activate' | 'deactivate' | 'delete';

export const BULK_LABELS: Record<BulkAction, string> = { activate: msg('Activate'), deactivate: msg('Deactivate'), delete: msg('Delete') };

/** "Deactivate 7 designs?", in the chosen language (one whole text per action: the verb's form differs in Hindi). */
export function bulkQuestion(action: BulkAction, count: number): string {
  if (action === 'activate') return tp(count, 'Activate {count} design?', 'Activate {count} designs?');
  if (action === 'deactivate') return tp(count, 'Deactivate {count} design?', 'Deactivate {count} designs?');
  return tp(count, 'Delete {count} design?', 'Delete {count} designs?');
}

/** "Deactivated 7 designs." */
export function bulkDone(action: BulkAction, count: number): string {
  if (action === 'activate') return tp(count, 'Activated {count} design.', 'Activated {count} designs.');
  if (action === 'deactivate') return tp(count, 'Deactivated {count} design.', 'Deactivated {count} designs.');
  return tp(count, 'Deleted {count} design.', 'Deleted {count} designs.');
}

export const bulkStatus = (action: Exclude<BulkAction, 'delete'>) => (action === 'activate' ? 'Active' : 'Inactive');

const MAX_NAME = 120;

/**
 * A stored design as a new Inactive draft: "Copy of …", the same images as
 * links only (no storage path, so deleting the copy's images never deletes the
 * original's files), no rating. Null when the stored design no longer passes the form.
 */
export function copyOfProduct(data: Record<string, unknown>): ProductInput | null {
  const parsed = productFormSchema.safeParse(toFormValues(mergeProductDefaults(withListSpellings(data))));
  if (!parsed.success) return null;
  const input = toProductInput(parsed.data);
  return {
    ...input,
    productName: `Copy of ${input.productName}`.slice(0, MAX_NAME),
    productStatus: 'Inactive',
    featuredProduct: false,
    images: (input.images ?? []).map(({ url }) => ({ url })),
  };
}
