import {
  AVAILABILITY_STATUSES,
  CATEGORIES,
  COLORS,
  EMBELLISHMENTS,
  FABRIC_TYPES,
  PATTERNS,
  PRODUCT_TYPES,
  STITCHING_TYPES,
  isOneOf,
  type AvailabilityStatus,
  type Category,
  type Color,
  type Embellishment,
  type FabricType,
  type Pattern,
  type ProductType,
  type StitchingType,
} from './options';

export const PRICE_SLIDER_MAX = 10000;
export const DISCOUNT_SLIDER_MAX = 100;

export type BoolFilter = '' | 'true' | 'false';
/** [min, max]; both inclusive. */
export type Range = [number, number];

/** Catalogue filters; '' means All. Prices in rupees. */
export interface CatalogueFilters {
  category: Category | '';
  fabricType: FabricType | '';
  stitchingType: StitchingType | '';
  pattern: Pattern | '';
  embellishment: Embellishment | '';
  availabilityStatus: AvailabilityStatus | '';
  color: Color | '';
  productType: ProductType | '';
  customizationAvailable: BoolFilter;
  featuredProduct: BoolFilter;
  tailorPrice: Range;
  readyMadePrice: Range;
  discount: Range;
}

export const DEFAULT_FILTERS: Readonly<CatalogueFilters> = Object.freeze({
  category: '',
  fabricType: '',
  stitchingType: '',
  pattern: '',
  embellishment: '',
  availabilityStatus: '',
  color: '',
  productType: '',
  customizationAvailable: '',
  featuredProduct: '',
  tailorPrice: [0, PRICE_SLIDER_MAX],
  readyMadePrice: [0, PRICE_SLIDER_MAX],
  discount: [0, DISCOUNT_SLIDER_MAX],
}) as Readonly<CatalogueFilters>;

/** A fresh, mutable copy of the defaults. */
export function defaultFilters(): CatalogueFilters {
  return {
    ...DEFAULT_FILTERS,
    tailorPrice: [0, PRICE_SLIDER_MAX],
    readyMadePrice: [0, PRICE_SLIDER_MAX],
    discount: [0, DISCOUNT_SLIDER_MAX],
  };
}

export interface FilterableProduct {
  category?: string;
  fabricType?: string;
  stitchingType?: string;
  pattern?: string;
  embellishments?: unknown;
  availabilityStatus?: string;
  color?: string;
  productType?: string;
  customizationAvailable?: boolean | null;
  featuredProduct?: boolean | null;
  tailorPrice?: number | null;
  readyMadePrice?: number | null;
  discount?: number | null;
}

type EnumField = 'category' | 'fabricType' | 'stitchingType' | 'pattern' | 'availabilityStatus' | 'color' | 'productType';
const ENUM_FIELDS: readonly EnumField[] = [
  'category',
  'fabricType',
  'stitchingType',
  'pattern',
  'availabilityStatus',
  'color',
  'productType',
];

function isDefaultRange(range: Range, max: number): boolean {
  return range[0] <= 0 && range[1] >= max;
}

/**
 * Price in rupees within [min, max]. The slider's top value means "and above", so a
 * range ending at the slider max has no upper bound. A product without that price
 * fails only when the range is narrowed from the default.
 */
function priceInRange(paise: number | null | undefined, range: Range): boolean {
  if (isDefaultRange(range, PRICE_SLIDER_MAX)) return true;
  if (typeof paise !== 'number' || !Number.isFinite(paise)) return false;
  const rupees = paise / 100;
  return rupees >= range[0] && (range[1] >= PRICE_SLIDER_MAX || rupees <= range[1]);
}

function boolMatches(filter: BoolFilter, value: boolean | null | undefined): boolean {
  return filter === '' || (filter === 'true') === (value === true);
}

export function matchesFilters(product: FilterableProduct, filters: CatalogueFilters): boolean {
  for (const field of ENUM_FIELDS) {
    if (filters[field] !== '' && product[field] !== filters[field]) return false;
  }
  if (filters.embellishment !== '') {
    const list = product.embellishments;
    if (!Array.isArray(list) || !list.includes(filters.embellishment)) return false;
  }
  if (!boolMatches(filters.customizationAvailable, product.customizationAvailable)) return false;
  if (!boolMatches(filters.featuredProduct, product.featuredProduct)) return false;
  if (!priceInRange(product.tailorPrice, filters.tailorPrice)) return false;
  if (!priceInRange(product.readyMadePrice, filters.readyMadePrice)) return false;
  const discount = typeof product.discount === 'number' && Number.isFinite(product.discount) ? product.discount : 0;
  if (discount < filters.discount[0] || discount > filters.discount[1]) return false;
  return true;
}

/** URL query keys of each filter. */
export const FILTER_PARAM_KEYS = {
  category: 'category',
  fabricType: 'fabric',
  stitchingType: 'stitching',
  pattern: 'pattern',
  embellishment: 'embellishment',
  availabilityStatus: 'availability',
  color: 'color',
  productType: 'type',
  customizationAvailable: 'customizable',
  featuredProduct: 'featured',
} as const;

const RANGE_PARAM_KEYS = {
  tailorPrice: ['tailorMin', 'tailorMax', PRICE_SLIDER_MAX],
  readyMadePrice: ['readyMin', 'readyMax', PRICE_SLIDER_MAX],
  discount: ['discountMin', 'discountMax', DISCOUNT_SLIDER_MAX],
} as const;

const ENUM_LISTS = {
  category: CATEGORIES,
  fabricType: FABRIC_TYPES,
  stitchingType: STITCHING_TYPES,
  pattern: PATTERNS,
  embellishment: EMBELLISHMENTS,
  availabilityStatus: AVAILABILITY_STATUSES,
  color: COLORS,
  productType: PRODUCT_TYPES,
} as const;

function parseBound(raw: string | null, fallback: number, max: number): number {
  if (raw === null || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n)) return fallback;
  return Math.min(max, Math.max(0, Math.round(n)));
}

/** Filters from a URL query: unknown values fall back to the default, numbers are clamped, min ≤ max. */
export function filtersFromSearchParams(params: URLSearchParams): CatalogueFilters {
  const f = defaultFilters();
  const mutable = f as unknown as Record<string, unknown>;
  for (const [field, list] of Object.entries(ENUM_LISTS)) {
    const raw = params.get(FILTER_PARAM_KEYS[field as keyof typeof ENUM_LISTS]);
    if (isOneOf(list as readonly string[], raw)) mutable[field] = raw;
  }
  for (const field of ['customizationAvailable', 'featuredProduct'] as const) {
    const raw = params.get(FILTER_PARAM_KEYS[field]);
    if (raw === 'true' || raw === 'false') f[field] = raw;
  }
  for (const [field, [minKey, maxKey, max]] of Object.entries(RANGE_PARAM_KEYS)) {
    let lo = parseBound(params.get(minKey), 0, max);
    let hi = parseBound(params.get(maxKey), max, max);
    if (lo > hi) [lo, hi] = [hi, lo];
    mutable[field] = [lo, hi];
  }
  return f;
}

/** Only the values that differ from the defaults. */
export function filtersToSearchParams(filters: CatalogueFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [field, key] of Object.entries(FILTER_PARAM_KEYS)) {
    const value = filters[field as keyof typeof FILTER_PARAM_KEYS];
    if (value !== '') params.set(key, value);
  }
  for (const [field, [minKey, maxKey, max]] of Object.entries(RANGE_PARAM_KEYS)) {
    const [lo, hi] = filters[field as keyof typeof RANGE_PARAM_KEYS];
    if (lo > 0) params.set(minKey, String(lo));
    if (hi < max) params.set(maxKey, String(hi));
  }
  return params;
}

/** Number of filters that differ from the defaults (a range counts once). */
export function activeFilterCount(filters: CatalogueFilters): number {
  let count = 0;
  for (const field of Object.keys(FILTER_PARAM_KEYS) as (keyof typeof FILTER_PARAM_KEYS)[]) {
    if (filters[field] !== '') count++;
  }
  for (const [field, [, , max]] of Object.entries(RANGE_PARAM_KEYS)) {
    if (!isDefaultRange(filters[field as keyof typeof RANGE_PARAM_KEYS], max)) count++;
  }
  return count;
}

export type QueryFilterField = EnumField | 'customizationAvailable' | 'featuredProduct' | 'embellishments';
/** [field, value]; the 'embellishments' pair is an array-contains clause, the others equality. */
export type QueryFilter = readonly [field: QueryFilterField, value: string | boolean];

/** The Firestore operator a QueryFilter's field takes. */
export function queryFilterOperator(field: QueryFilterField): '==' | 'array-contains' {
  return field === 'embellishments' ? 'array-contains' : '==';
}

/** Whether any filter must run on the client (a range narrowed from its default). */
export function hasClientSideFilters(filters: CatalogueFilters): boolean {
  return Object.entries(RANGE_PARAM_KEYS).some(
    ([field, [, , max]]) => !isDefaultRange(filters[field as keyof typeof RANGE_PARAM_KEYS], max),
  );
}

/**
 * Filters Firestore can apply as where clauses; the ranges (and anything else) are
 * applied on the client with matchesFilters.
 */
export function equalityFilters(filters: CatalogueFilters): QueryFilter[] {
  const out: QueryFilter[] = [];
  for (const field of ENUM_FIELDS) {
    if (filters[field] !== '') out.push([field, filters[field]]);
  }
  if (filters.customizationAvailable !== '') {
    out.push(['customizationAvailable', filters.customizationAvailable === 'true']);
  }
  if (filters.featuredProduct !== '') out.push(['featuredProduct', filters.featuredProduct === 'true']);
  if (filters.embellishment !== '') out.push(['embellishments', filters.embellishment]);
  return out;
}
