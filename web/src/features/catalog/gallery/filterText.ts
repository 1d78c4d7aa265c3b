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
  type CatalogueFilters,
  type Range,
} from '@tailor/domain';
import { currentLocale, msg, t, tp } from '../../../lib/i18n/translate';
import { formatMoney } from '../../../lib/i18n/money';

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
  { field: 'category', label: msg('Category'), all: msg('All Categories'), options: CATEGORIES },
  { field: 'fabricType', label: msg('Fabric Type'), all: msg('All Fabric Types'), options: FABRIC_TYPES },
  { field: 'stitchingType', label: msg('Stitching Type'), all: msg('All Stitching Types'), options: STITCHING_TYPES },
  { field: 'pattern', label: msg('Pattern'), all: msg('All Patterns'), options: PATTERNS },
  { field: 'embellishment', label: msg('Embellishment'), all: msg('All Embellishments'), options: EMBELLISHMENTS },
  { field: 'availabilityStatus', label: msg('Availability'), all: msg('All Statuses'), options: AVAILABILITY_STATUSES },
  { field: 'color', label: msg('Colour'), all: msg('All Colours'), options: COLORS },
  { field: 'productType', label: msg('Product Type'), all: msg('All Product Types'), options: PRODUCT_TYPES },
];

export type BoolField = 'customizationAvailable' | 'featuredProduct';
export const BOOL_FACETS: readonly { field: BoolField; label: string; chip: [yes: string, no: string] }[] = [
  { field: 'customizationAvailable', label: msg('Customisation available'), chip: [msg('Customisable'), msg('Not customisable')] },
  { field: 'featuredProduct', label: msg('Featured'), chip: [msg('Featured'), msg('Not featured')] },
];

export type RangeField = 'tailorPrice' | 'readyMadePrice' | 'discount';
export const RANGES: readonly { field: RangeField; label: string; max: number; step: number; unit: 'rupees' | 'percent' }[] = [
  { field: 'tailorPrice', label: msg('Tailor-made price'), max: PRICE_SLIDER_MAX, step: 100, unit: 'rupees' },
  { field: 'readyMadePrice', label: msg('Ready-made price'), max: PRICE_SLIDER_MAX, step: 100, unit: 'rupees' },
  { field: 'discount', label: msg('Discount'), max: DISCOUNT_SLIDER_MAX, step: 5, unit: 'percent' },
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
  return value >= max ? `${formatMoney(max * 100)}+` : formatMoney(value * 100);
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
    if (value !== '') {
      chips.push({ id: facet.field, label: t('{filter}: {value}', { filter: t(facet.label), value: t(value) }), without: { ...filters, [facet.field]: '' } });
    }
  }
  for (const facet of BOOL_FACETS) {
    const value = filters[facet.field];
    if (value !== '') {
      chips.push({ id: facet.field, label: t(facet.chip[value === 'true' ? 0 : 1]), without: { ...filters, [facet.field]: '' } });
    }
  }
  for (const range of RANGES) {
    const value = filters[range.field];
    if (!isDefaultRange(value, range.max)) {
      chips.push({
        id: range.field,
        label: t('{filter}: {value}', { filter: t(range.label), value: rangeText(value, range.unit, range.max) }),
        without: { ...filters, [range.field]: [...DEFAULT_FILTERS[range.field]] as Range },
      });
    }
  }
  return chips;
}

const countFormats = new Map<string, Intl.NumberFormat>();

/** 1,00,000 style, in the chosen locale. One formatter each: toLocaleString builds a new one on every call, which is slow. */
function count(n: number): string {
  const locale = currentLocale();
  let format = countFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    countFormats.set(locale, format);
  }
  return format.format(n);
}

/** '12 designs', or with the text searched: '12 designs for “silk”' (one sentence each, as word order differs by language). */
function designs(n: number, q?: string): string {
  return q
    ? tp(n, '{count} design for “{q}”', '{count} designs for “{q}”', { count: count(n), q })
    : tp(n, '{count} design', '{count} designs', { count: count(n) });
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
  if (!clientSideFilters) {
    if (total !== null) return designs(total, q);
    return hasMore ? t('Showing {designs}', { designs: designs(shown, q) }) : designs(shown, q);
  }
  if (!hasMore) return designs(shown, q);
  return total !== null
    ? t('{designs} found so far (checked {scanned} of {total})', { designs: designs(shown, q), scanned: count(scanned), total: count(total) })
    : t('{designs} found so far (checked {scanned})', { designs: designs(shown, q), scanned: count(scanned) });
}
