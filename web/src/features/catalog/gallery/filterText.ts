/** Wording of the gallery's filters: facet lists, active-filter chips, the result count. */
import {
  AVAILABILITY_STATUSES,
  CATEGORIES,
  COLORS,
  DEFAULT_FILTERS,
  DISCOUNT_SLIDER_MAX,
  EMBELLISHMENTS,
  FABRIC_TYPES,
  PATTERNS,
  PRICE_SLIDER_MAX,
  PRODUCT_TYPES,
  STITCHING_TYPES,
  formatINR,
  type CatalogueFilters,
  type Range,
} from '@tailor/domain';

export type FacetField =
  | 'category'
  | 'fabricType'
  | 'stitchingType'
  | 'pattern'
  | 'embellishment'
  | 'availabilityStatus'
  | 'color'
  | 'productType';

export interface Facet {
  field: FacetField;
  label: string;
  all: string;
  options: readonly string[];
}

/** One dropdown per facet, 'All …' first. */
export const FACETS: readonly Facet[] = [
  { field: 'category', label: 'Category', all: 'All Categories', options: CATEGORIES },
  { field: 'fabricType', label: 'Fabric Type', all: 'All Fabric Types', options: FABRIC_TYPES },
  { field: 'stitchingType', label: 'Stitching Type', all: 'All Stitching Types', options: STITCHING_TYPES },
  { field: 'pattern', label: 'Pattern', all: 'All Patterns', options: PATTERNS },
  { field: 'embellishment', label: 'Embellishment', all: 'All Embellishments', options: EMBELLISHMENTS },
  { field: 'availabilityStatus', label: 'Availability', all: 'All Statuses', options: AVAILABILITY_STATUSES },
  { field: 'color', label: 'Colour', all: 'All Colours', options: COLORS },
  { field: 'productType', label: 'Product Type', all: 'All Product Types', options: PRODUCT_TYPES },
];

export type BoolField = 'customizationAvailable' | 'featuredProduct';
export const BOOL_FACETS: readonly { field: BoolField; label: string; chip: [yes: string, no: string] }[] = [
  { field: 'customizationAvailable', label: 'Customisation available', chip: ['Customisable', 'Not customisable'] },
  { field: 'featuredProduct', label: 'Featured', chip: ['Featured', 'Not featured'] },
];

export type RangeField = 'tailorPrice' | 'readyMadePrice' | 'discount';
export const RANGES: readonly { field: RangeField; label: string; max: number; step: number; unit: 'rupees' | 'percent' }[] = [
  { field: 'tailorPrice', label: 'Tailor-made price', max: PRICE_SLIDER_MAX, step: 100, unit: 'rupees' },
  { field: 'readyMadePrice', label: 'Ready-made price', max: PRICE_SLIDER_MAX, step: 100, unit: 'rupees' },
  { field: 'discount', label: 'Discount', max: DISCOUNT_SLIDER_MAX, step: 5, unit: 'percent' },
];

function isDefaultRange(range: Range, max: number): boolean {
  return range[0] <= 0 && range[1] >= max;
}

/** Whether any range is narrowed: those are applied on the client, not by the query. */
export function hasClientSideFilters(filters: CatalogueFilters): boolean {
  return RANGES.some((r) => !isDefaultRange(filters[r.field], r.max));
}

/** '₹500', '₹10,000+' (the slider top means "and above"), '20%'. */
export function boundText(value: number, unit: 'rupees' | 'percent', max: number): string {
  if (unit === 'percent') return `${value}%`;
  return value >= max ? `${formatINR(max * 100)}+` : formatINR(value * 100);
}

export function rangeText(range: Range, unit: 'rupees' | 'percent', max: number): string {
  return `${boundText(range[0], unit, max)} – ${boundText(range[1], unit, max)}`;
}

export interface FilterChip {
  id: string;
  label: string;
  /** The filters without this one. */
  without: CatalogueFilters;
}

/** One removable chip per active filter. */
export function filterChips(filters: CatalogueFilters): FilterChip[] {
  const chips: FilterChip[] = [];
  for (const facet of FACETS) {
    const value = filters[facet.field];
    if (value !== '') chips.push({ id: facet.field, label: `${facet.label}: ${value}`, without: { ...filters, [facet.field]: '' } });
  }
  for (const facet of BOOL_FACETS) {
    const value = filters[facet.field];
    if (value !== '') {
      chips.push({ id: facet.field, label: facet.chip[value === 'true' ? 0 : 1], without: { ...filters, [facet.field]: '' } });
    }
  }
  for (const range of RANGES) {
    const value = filters[range.field];
    if (!isDefaultRange(value, range.max)) {
      chips.push({
        id: range.field,
        label: `${range.label}: ${rangeText(value, range.unit, range.max)}`,
        without: { ...filters, [range.field]: [...DEFAULT_FILTERS[range.field]] as Range },
      });
    }
  }
  return chips;
}

let countFormat: Intl.NumberFormat | undefined;

/** 1,00,000 style. One formatter: toLocaleString builds a new one on every call, which is slow. */
function count(n: number): string {
  countFormat ??= new Intl.NumberFormat('en-IN');
  return countFormat.format(n);
}

function designs(n: number): string {
  return `${count(n)} design${n === 1 ? '' : 's'}`;
}

export interface ResultCountInput {
  /** Products found and shown so far. */
  shown: number;
  /** Documents read so far. */
  scanned: number;
  /** Products passing what the server applies (facets, one word of the text), when known. */
  total: number | null;
  hasMore: boolean;
  /** Whether some condition (a range, further words) is checked on the client. */
  clientSideFilters: boolean;
  /** The shopper's text, if any. */
  q?: string;
}

/**
 * The result count, never claiming more than is known: when the server
 * applies everything its count is exact; with a price or discount range, or
 * further words of the text, it is exact only once every candidate has been
 * checked. With text it says what was searched: 12 designs for “silk”.
 */
export function resultCountText({ shown, scanned, total, hasMore, clientSideFilters, q }: ResultCountInput): string {
  const searched = q ? ` for “${q}”` : '';
  if (!clientSideFilters) {
    if (total !== null) return designs(total) + searched;
    return hasMore ? `Showing ${designs(shown)}${searched}` : designs(shown) + searched;
  }
  if (!hasMore) return designs(shown) + searched;
  const of = total !== null ? ` of ${count(total)}` : '';
  return `${designs(shown)}${searched} found so far (checked ${count(scanned)}${of})`;
}
