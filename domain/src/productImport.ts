/**
 * One normaliser for product payloads in the shapes the old shop used (spec
 * section 3, its `gel_all_product` answers and its admin form): the importer,
 * the admin API and the admin form share it, so a product is read the same
 * way wherever it comes from. It maps spellings and shapes onto the stored
 * fields and then validates with productInputSchema, the admin form's schema;
 * every refusal is a field name and a reason in plain words.
 */
import type { z } from 'zod';
import { DOC_ID_REGEX } from './common';
import { MAX_PRICE_PAISE, rupeesToPaise } from './money';
import {
  AVAILABILITY_STATUSES,
  BLOUSE_BACK_DESIGNS,
  BLOUSE_TYPES,
  BORDER_STYLES,
  CATEGORIES,
  COLORS,
  DRAPE_STYLES,
  EMBELLISHMENTS,
  FABRIC_TYPES,
  FIT_TYPES,
  LEHENGA_TYPES,
  NECKLINE_STYLES,
  PATTERNS,
  PRODUCT_STATUSES,
  PRODUCT_TYPES,
  SAREE_FABRICS,
  SLEEVE_TYPES,
  STITCHING_TYPES,
  SUIT_FABRICS,
  SUIT_STYLES,
  type Embellishment,
} from './options';
import { productInputSchema, type ProductInput } from './product';
import { TIMESTAMP_FIELDS, timestampToMillis } from './sort';

export interface ProductProblem {
  /** The field as the payload named it ('price', 'suitDetails.style', 'color'…). */
  field: string;
  message: string;
}

type Rec = Record<string, unknown>;

function isPlainObject(value: unknown): value is Rec {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// ---------------------------------------------------------------- option values

/** Lower case, letters and digits only, without a plural s: 'Ready made' and 'readymade' meet. */
function optionKey(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .replace(/s$/, '');
}

interface OptionList {
  values: readonly string[];
  /** Legacy spellings (compared by optionKey) → the value of the list. */
  aliases?: Record<string, string>;
  /** What the list is, in a refusal. */
  noun: string;
}

const SLEEVES: OptionList = {
  values: SLEEVE_TYPES,
  noun: 'sleeve type',
  aliases: { short: 'Short Sleeve', halfsleeve: 'Short Sleeve', long: 'Long Sleeve', fullsleeve: 'Long Sleeve', full: 'Long Sleeve', nosleeve: 'Sleeveless' },
};
const FITS: OptionList = { values: FIT_TYPES, noun: 'fit', aliases: { regular: 'Regular Fit', slim: 'Slim Fit', loose: 'Loose Fit' } };
const NECKLINES: OptionList = {
  values: NECKLINE_STYLES,
  noun: 'neckline',
  aliases: { roundneck: 'Round', v: 'V-Neck', boat: 'Boat Neck', high: 'High Neck', squareneck: 'Square' },
};

/** Option lists of the top-level fields. */
export const PRODUCT_OPTION_FIELDS: Record<string, OptionList> = {
  category: {
    values: CATEGORIES,
    noun: 'category',
    aliases: { lehnga: 'Lehenga', lehengacholi: 'Lehenga', salwarsuit: 'Suit', salwarkameez: 'Suit', sari: 'Saree', other: 'Others' },
  },
  productType: {
    values: PRODUCT_TYPES,
    noun: 'product type',
    aliases: {
      readymade: 'Ready-made',
      ready: 'Ready-made',
      tailor: 'Custom-made',
      tailormade: 'Custom-made',
      tailored: 'Custom-made',
      custom: 'Custom-made',
      semistitch: 'Semi-stitched',
      unstitched: 'Semi-stitched',
    },
  },
  color: { values: COLORS, noun: 'colour', aliases: { gold: 'Golden', royalblue: 'Royal Blue', royal: 'Royal Blue' } },
  fabricType: { values: FABRIC_TYPES, noun: 'fabric' },
  stitchingType: {
    values: STITCHING_TYPES,
    noun: 'stitching type',
    aliases: { machine: 'Machine Stitching', machinestitched: 'Machine Stitching', hand: 'Hand Stitching', handstitched: 'Hand Stitching', handmade: 'Hand Stitching', both: 'Mixed' },
  },
  pattern: {
    values: PATTERNS,
    noun: 'pattern',
    aliases: { polka: 'Polka Dots', polkadot: 'Polka Dots', embroidery: 'Embroidered', print: 'Printed', dye: 'Dyed' },
  },
  availabilityStatus: {
    values: AVAILABILITY_STATUSES,
    noun: 'availability',
    aliases: { instock: 'Available', available: 'Available', outofstock: 'Out of Stock', soldout: 'Out of Stock', unavailable: 'Out of Stock' },
  },
  productStatus: { values: PRODUCT_STATUSES, noun: 'product status', aliases: { enabled: 'Active', disabled: 'Inactive' } },
};

const EMBELLISHMENT_LIST: OptionList = {
  values: EMBELLISHMENTS,
  noun: 'embellishment',
  aliases: { zari: 'Zari Work', sequence: 'Sequin', stone: 'Stone Work', stonework: 'Stone Work', bead: 'Beads', beadwork: 'Beads', embroidered: 'Embroidery' },
};

/** Option lists inside the category detail objects. */
const DETAIL_OPTION_FIELDS: Record<string, Record<string, OptionList>> = {
  blouseDetails: {
    sleeveType: SLEEVES,
    blouseBackDesign: {
      values: BLOUSE_BACK_DESIGNS,
      noun: 'back design',
      aliases: { closed: 'Closed Back', open: 'Back Open', openback: 'Back Open', keyhole: 'Keyhole Back' },
    },
    necklineStyle: NECKLINES,
    fitType: FITS,
  },
  suitDetails: {
    sleeveType: SLEEVES,
    fitType: FITS,
    suitStyle: { values: SUIT_STYLES, noun: 'suit style', aliases: { straight: 'Straight Cut', aline: 'A-Line' } },
    fabricType: { values: SUIT_FABRICS, noun: 'suit fabric' },
    necklineStyle: NECKLINES,
  },
  lehengaDetails: {
    lehengaType: { values: LEHENGA_TYPES, noun: 'lehenga type', aliases: { flare: 'Flared' } },
    lehengaFabric: { values: FABRIC_TYPES, noun: 'lehenga fabric' },
  },
  sareeDetails: {
    sareeFabric: { values: SAREE_FABRICS, noun: 'saree fabric' },
    blouseType: {
      values: BLOUSE_TYPES,
      noun: 'blouse type',
      aliases: { unstitched: 'Unstitched Blouse', stitched: 'Stitched Blouse', none: 'No Blouse', withoutblouse: 'No Blouse' },
    },
    borderStyle: { values: BORDER_STYLES, noun: 'border style', aliases: { zari: 'Zari Border', embroidered: 'Embroidered Border', lace: 'Lace Border' } },
    drapeStyle: { values: DRAPE_STYLES, noun: 'drape style' },
    blouseFitType: FITS,
  },
};

const DETAIL_BOOLEANS: Record<string, readonly string[]> = {
  lehengaDetails: ['lehengaDupattaIncluded'],
  sareeDetails: ['pleated', 'blouseIncluded'],
};

/**
 * The list's own spelling of `value`, matched without regard to case, spaces,
 * hyphens or a plural s, and through the list's legacy spellings; null when
 * it is none of them.
 */
export function matchOption(list: OptionList, value: string): string | null {
  const key = optionKey(value);
  if (key === '') return null;
  for (const option of list.values) if (optionKey(option) === key) return option;
  for (const [alias, option] of Object.entries(list.aliases ?? {})) if (optionKey(alias) === key) return option;
  return null;
}

/** The spelling of `value` in the top-level option list of `field`, or null. */
export function canonicalProductOption(field: keyof typeof PRODUCT_OPTION_FIELDS, value: string): string | null {
  const list = PRODUCT_OPTION_FIELDS[field];
  return list ? matchOption(list, value) : null;
}

/**
 * A stored product with its option values in the lists' spelling where they
 * match one (`color: "red"` → "Red", `suitDetails.style` → suitStyle), and
 * everything else as it was: the admin form then opens a document written
 * elsewhere with its choices selected instead of refusing it.
 */
export function withListSpellings<T extends Rec>(data: T): T {
  const out: Rec = { ...data };
  for (const [field, list] of Object.entries(PRODUCT_OPTION_FIELDS)) {
    const v = out[field];
    if (typeof v === 'string') out[field] = matchOption(list, v) ?? v;
  }
  for (const [key, fields] of Object.entries(DETAIL_OPTION_FIELDS)) {
    const details = out[key];
    if (!isPlainObject(details)) continue;
    const copy: Rec = { ...details };
    if (key === 'suitDetails' && copy.suitStyle == null && copy.style != null) copy.suitStyle = copy.style;
    for (const [field, list] of Object.entries(fields)) {
      const v = copy[field];
      if (typeof v === 'string') copy[field] = matchOption(list, v) ?? v;
    }
    out[key] = copy;
  }
  if (Array.isArray(out.embellishments)) {
    out.embellishments = out.embellishments.map((e) => (typeof e === 'string' ? (matchOption(EMBELLISHMENT_LIST, e) ?? e) : e));
  }
  return out as T;
}

function notInList(list: OptionList, value: unknown): string {
  const shown = typeof value === 'string' ? `“${value}”` : 'this value';
  return `${shown} is not a ${list.noun} the shop offers (${list.values.join(', ')})`;
}

// ---------------------------------------------------------------- numbers, prices, dates

const RUPEE_NOISE = /^(₹|rs\.?|inr)\s*|\s*(₹|rs\.?|inr|\/-)$/gi;

/** A number from a number or a numeric text ('1,499.50', '₹1499', '10%'); NaN when it is not one. */
function looseNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return NaN;
  const cleaned = value.trim().replace(RUPEE_NOISE, '').replace(/,/g, '').replace(/%$/, '').trim();
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return NaN;
  return Number(cleaned);
}

const MAX_RUPEES = MAX_PRICE_PAISE / 100;

/**
 * Rupees (number or text) → paise. undefined for '' and null (the option is
 * not offered), a problem for anything else that is not a whole-paise amount.
 */
function priceToPaise(
  value: unknown,
  field: string,
  label: string,
  problems: ProductProblem[],
): number | null | undefined {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
  const n = looseNumber(value);
  if (!Number.isFinite(n)) {
    problems.push({ field, message: `${label} must be a number of rupees` });
    return undefined;
  }
  if (n < 0) {
    problems.push({ field, message: `${label} cannot be negative` });
    return undefined;
  }
  if (n > MAX_RUPEES) {
    problems.push({ field, message: `${label} can be at most ₹${MAX_RUPEES.toLocaleString('en-IN')}` });
    return undefined;
  }
  if (Math.abs(n * 100 - Math.round(n * 100)) > 1e-6) {
    problems.push({ field, message: `${label}: use at most 2 decimals (rupees)` });
    return undefined;
  }
  return rupeesToPaise(n);
}

const PRICE_OBJECT_KEYS: Record<string, 'tailorPrice' | 'readyMadePrice' | 'min' | 'max' | 'single'> = {
  tailor: 'tailorPrice',
  tailorprice: 'tailorPrice',
  tailormade: 'tailorPrice',
  tailored: 'tailorPrice',
  custom: 'tailorPrice',
  stitching: 'tailorPrice',
  readymade: 'readyMadePrice',
  readymadeprice: 'readyMadePrice',
  ready: 'readyMadePrice',
  min: 'min',
  minimum: 'min',
  max: 'max',
  maximum: 'max',
  amount: 'single',
  value: 'single',
  price: 'single',
  base: 'single',
};

/** Extended JSON of database exports: {$date: …}, {$numberLong: …}. */
function unwrapExport(value: unknown): unknown {
  if (isPlainObject(value)) {
    if ('$date' in value) return unwrapExport(value.$date);
    if ('$numberLong' in value) return Number(value.$numberLong);
    if ('$oid' in value) return value.$oid;
  }
  return value;
}

/** First usable date of the spec's chain (createdAt, created_at, dateAdded, …) in ms; null when none. */
export function firstProductDate(raw: Rec): number | null {
  for (const field of TIMESTAMP_FIELDS) {
    const ms = timestampToMillis(unwrapExport(raw[field]));
    if (ms !== null) return ms;
  }
  return null;
}

/**
 * The createdAt (ms) trusted code must store when a product document lacks a
 * proper one: the first date of the fallback chain, else 1970 (where the spec's
 * sort puts it). null when the stored createdAt is already a Firestore
 * timestamp, so applying the result twice changes nothing.
 */
export function missingCreatedAt(data: Rec): number | null {
  const current = data.createdAt;
  if (isPlainObject(current) && typeof current.toMillis === 'function') return null;
  return firstProductDate(data) ?? 0;
}

/** A day of clock difference is tolerated; later dates are refused. */
const FUTURE_SLACK_MS = 24 * 60 * 60 * 1000;

// ---------------------------------------------------------------- the normaliser

/** Keys of a fetched or exported product that trusted code owns (or that only carry a date). */
const DROPPED_KEYS = new Set([
  '_id',
  'id',
  'productId',
  '__v',
  'rating',
  'ratingCount',
  'priceFrom',
  'searchTerms',
  'lastUpdated',
  ...TIMESTAMP_FIELDS,
]);

const PRICE_FIELDS = ['tailorPrice', 'readyMadePrice'] as const;
const NUMBER_FIELDS = ['discount', 'quantityInStock'] as const;
const BOOLEAN_FIELDS = ['featuredProduct', 'customizationAvailable'] as const;
const LIST_FIELDS = ['customizationOptions', 'seasonalTags', 'tags'] as const;
const TEXT_FIELDS = ['estimatedDeliveryTime', 'fabricFeel', 'durability', 'video'] as const;

function looseBoolean(value: unknown): unknown {
  if (typeof value === 'string') {
    const v = value.trim().toLowerCase();
    if (['true', 'yes', 'y', '1'].includes(v)) return true;
    if (['false', 'no', 'n', '0', ''].includes(v)) return false;
  }
  if (value === 1) return true;
  if (value === 0) return false;
  return value;
}

/** Words that mean "nothing" in the old detail texts. */
const NOTHING = new Set(['', 'none', 'no', 'na', 'n/a', 'nil', '-', 'not available']);

function hasText(value: unknown): boolean {
  return typeof value === 'string' && !NOTHING.has(value.trim().toLowerCase());
}

function imageFrom(value: unknown, keepPath: boolean): unknown {
  if (typeof value === 'string') return { url: value.trim() };
  if (isPlainObject(value)) {
    const url = value.secure_url ?? value.url ?? value.src;
    const out: Rec = { url: typeof url === 'string' ? url.trim() : url };
    if (keepPath && typeof value.path === 'string') out.path = value.path;
    return out;
  }
  return value;
}

function textList(value: unknown): unknown {
  if (typeof value === 'string') value = value.split(/[,\n]/);
  if (!Array.isArray(value)) return value;
  const out: unknown[] = [];
  for (const item of value) {
    const v = typeof item === 'string' ? item.trim() : item;
    if (v === '' || v === null || v === undefined) continue;
    if (!out.includes(v)) out.push(v);
  }
  return out;
}

export interface NormaliseOptions {
  /**
   * 'refuse' (the API): a key the product schema does not know is refused.
   * 'drop' (the importer): such keys are left out and listed in `ignored`.
   */
  unknownKeys?: 'refuse' | 'drop';
  /** Now, for refusing dates in the future (tests pass a fixed one). */
  now?: number;
  /** The stored product's type, when an update's body does not say (a single price goes to that type). */
  productType?: string;
  /**
   * Keep `images[].path` (this shop's Storage path, sent back by the admin).
   * Off for exports: another system's paths mean nothing here.
   */
  keepImagePaths?: boolean;
}

export interface NormalisedFields {
  /** The payload's fields in the stored shape (paise, list spellings), not validated yet. */
  values: Rec;
  problems: ProductProblem[];
  /** First date of the fallback chain, or null when the payload has none. */
  createdAt: number | null;
  /** Keys left out because the product has no such field (importer only). */
  ignored: string[];
}

const SCHEMA_KEYS = (): Set<string> => new Set(Object.keys(productInputSchema.shape));

/**
 * Maps the fields present in `raw` onto the stored product shape, without
 * adding defaults (an update patch stays a patch): option values in the
 * lists' spelling, rupees to paise, the `price` object to tailorPrice and
 * readyMadePrice, the embellishment object to embellishmentDetails,
 * `suitDetails.style` to suitStyle, image links to `[{url}]`.
 */
export function normaliseProductFields(raw: Rec, options: NormaliseOptions = {}): NormalisedFields {
  const problems: ProductProblem[] = [];
  const ignored: string[] = [];
  const known = SCHEMA_KEYS();
  const values: Rec = {};
  const createdAt = firstProductDate(raw);
  if (createdAt !== null && createdAt > (options.now ?? Date.now()) + FUTURE_SLACK_MS) {
    const field = TIMESTAMP_FIELDS.find((f) => timestampToMillis(unwrapExport(raw[f])) !== null) ?? 'createdAt';
    problems.push({ field, message: 'the date is in the future' });
  }

  for (const [key, rawValue] of Object.entries(raw)) {
    if (DROPPED_KEYS.has(key) || key === 'price' || rawValue === undefined) continue;
    const value = unwrapExport(rawValue);
    if (!known.has(key)) {
      if (options.unknownKeys === 'drop') ignored.push(key);
      // Assigning '__proto__' would change the object's prototype instead of adding a key.
      else if (key === '__proto__') problems.push({ field: key, message: `unknown field “${key}”` });
      else values[key] = value;
      continue;
    }
    values[key] = value;
  }

  // Options: null or '' means "not given" (the schema's default applies).
  for (const [field, list] of Object.entries(PRODUCT_OPTION_FIELDS)) {
    if (!(field in values)) continue;
    const v = values[field];
    if (v === null || (typeof v === 'string' && v.trim() === '')) {
      delete values[field];
      continue;
    }
    const match = typeof v === 'string' ? matchOption(list, v) : null;
    if (match) values[field] = match;
    else problems.push({ field, message: notInList(list, v) });
  }

  for (const field of NUMBER_FIELDS) {
    if (!(field in values)) continue;
    const v = values[field];
    if (v === null || v === '') {
      if (field === 'discount') delete values[field];
      else values[field] = undefined;
      continue;
    }
    const n = looseNumber(v);
    if (Number.isFinite(n)) values[field] = n;
  }
  if ('shippingCost' in values) {
    const v = values.shippingCost;
    const paise = v === null || v === '' ? undefined : priceToPaise(v, 'shippingCost', 'shipping cost', problems);
    // Left out, the schema names it as required.
    if (paise === undefined || paise === null) delete values.shippingCost;
    else values.shippingCost = paise;
  }
  for (const field of PRICE_FIELDS) {
    if (!(field in values)) continue;
    const paise = priceToPaise(values[field], field, field === 'tailorPrice' ? 'tailor price' : 'ready-made price', problems);
    if (paise === undefined) delete values[field];
    else values[field] = paise;
  }
  if ('price' in raw && raw.price !== undefined) mapPriceObject(unwrapExport(raw.price), values, problems, options.productType);

  for (const field of BOOLEAN_FIELDS) if (field in values) values[field] = looseBoolean(values[field]);
  for (const field of LIST_FIELDS) if (field in values) values[field] = values[field] === null ? [] : textList(values[field]);
  for (const field of TEXT_FIELDS) {
    if (!(field in values)) continue;
    const v = values[field];
    if (v === null) delete values[field];
    else if (typeof v === 'number') values[field] = String(v);
  }

  if ('images' in values) {
    const v = values.images;
    if (v === null) values.images = [];
    else values.images = (Array.isArray(v) ? v : [v]).filter((i) => i !== '' && i !== null).map((i) => imageFrom(i, options.keepImagePaths ?? true));
  }
  if ('stitchedImage' in values) {
    const v = values.stitchedImage;
    if (v === null) delete values.stitchedImage;
    else if (isPlainObject(v)) values.stitchedImage = (imageFrom(v, false) as Rec).url;
  }

  if ('embellishments' in values) mapEmbellishments(values, problems);
  mapDetails(values, problems);

  return { values, problems, createdAt, ignored };
}

function mapPriceObject(price: unknown, values: Rec, problems: ProductProblem[], storedType?: string): void {
  const found: Partial<Record<'tailorPrice' | 'readyMadePrice' | 'min' | 'max' | 'single', { key: string; paise: number | null }>> = {};
  const read = (slot: keyof typeof found, key: string, v: unknown, label: string) => {
    const paise = priceToPaise(v, key, label, problems);
    if (paise !== undefined) found[slot] = { key, paise };
  };
  if (isPlainObject(price)) {
    for (const [k, v] of Object.entries(price)) {
      const slot = PRICE_OBJECT_KEYS[optionKey(k)] ?? PRICE_OBJECT_KEYS[k.toLowerCase().replace(/[^a-z]/g, '')];
      if (!slot) {
        problems.push({ field: `price.${k}`, message: 'the price object holds tailor and ready-made prices only (tailor, readyMade, min, max)' });
        continue;
      }
      const label = slot === 'tailorPrice' ? 'tailor price' : slot === 'readyMadePrice' ? 'ready-made price' : 'price';
      read(slot, `price.${k}`, unwrapExport(v), label);
    }
  } else if (price !== null && price !== '') {
    read('single', 'price', price, 'price');
  }
  const set = (field: 'tailorPrice' | 'readyMadePrice', paise: number | null) => {
    // Explicit tailorPrice/readyMadePrice fields win over the price object.
    if (!(field in values)) values[field] = paise;
  };
  if (found.tailorPrice) set('tailorPrice', found.tailorPrice.paise);
  if (found.readyMadePrice) set('readyMadePrice', found.readyMadePrice.paise);
  if (found.tailorPrice || found.readyMadePrice) return;
  // One amount without saying which option: the price of the product's own type.
  const amounts = [found.single, found.min, found.max].filter((a) => a && a.paise !== null) as { key: string; paise: number }[];
  const distinct = [...new Set(amounts.map((a) => a.paise))];
  if (distinct.length === 0) return;
  if (distinct.length > 1) {
    problems.push({
      field: 'price',
      message: 'a price range does not say which is the tailor price and which the ready-made price: give them as price.tailor and price.readyMade',
    });
    return;
  }
  const type = values.productType ?? storedType ?? 'Ready-made';
  set(type === 'Ready-made' ? 'readyMadePrice' : 'tailorPrice', distinct[0]!);
}

const EMBELLISHMENT_DETAIL_LIST: Record<string, Embellishment> = {
  embroidery: 'Embroidery',
  beadwork: 'Beads',
  stonework: 'Stone Work',
};

function mapEmbellishments(values: Rec, problems: ProductProblem[]): void {
  const v = values.embellishments;
  if (v === null || v === '') {
    values.embellishments = [];
    return;
  }
  if (isPlainObject(v)) {
    // The detail view's object: kept as the details, and the list derived from
    // what it names, so the gallery's embellishment filter finds the product.
    const details: Rec = { ...(isPlainObject(values.embellishmentDetails) ? values.embellishmentDetails : {}) };
    for (const [k, text] of Object.entries(v)) {
      if (details[k] === undefined && k !== '__proto__') details[k] = text === null ? '' : text;
    }
    values.embellishmentDetails = details;
    const list: Embellishment[] = [];
    for (const [k, option] of Object.entries(EMBELLISHMENT_DETAIL_LIST)) if (hasText(details[k])) list.push(option);
    values.embellishments = list;
    return;
  }
  const items = typeof v === 'string' ? v.split(/[,\n]/) : v;
  if (!Array.isArray(items)) return; // the schema names the problem
  const out: string[] = [];
  for (const item of items) {
    if (typeof item === 'string' && item.trim() === '') continue;
    const match = typeof item === 'string' ? matchOption(EMBELLISHMENT_LIST, item) : null;
    if (!match) {
      problems.push({ field: 'embellishments', message: notInList(EMBELLISHMENT_LIST, item) });
      continue;
    }
    if (!out.includes(match)) out.push(match);
  }
  values.embellishments = out;
}

function mapDetails(values: Rec, problems: ProductProblem[]): void {
  for (const [key, fields] of Object.entries(DETAIL_OPTION_FIELDS)) {
    const v = values[key];
    if (v === null) {
      delete values[key];
      continue;
    }
    if (!isPlainObject(v)) continue;
    const details: Rec = {};
    for (const [k, d] of Object.entries(v)) if (d !== null && d !== undefined && k !== '__proto__') details[k] = unwrapExport(d);
    if (key === 'suitDetails' && 'style' in details) {
      if (details.suitStyle === undefined) details.suitStyle = details.style;
      delete details.style;
    }
    for (const [field, list] of Object.entries(fields)) {
      const d = details[field];
      if (d === undefined) continue;
      if (typeof d === 'string' && d.trim() === '') {
        delete details[field];
        continue;
      }
      const match = typeof d === 'string' ? matchOption(list, d) : null;
      if (match) details[field] = match;
      else problems.push({ field: `${key}.${field}`, message: notInList(list, d) });
    }
    for (const field of DETAIL_BOOLEANS[key] ?? []) if (field in details) details[field] = looseBoolean(details[field]);
    if (key === 'sareeDetails' && 'sareeLength' in details) {
      const n = looseNumber(typeof details.sareeLength === 'string' ? details.sareeLength.replace(/\s*(m|meters?|metres?)$/i, '') : details.sareeLength);
      if (Number.isFinite(n)) details.sareeLength = n;
    }
    values[key] = details;
  }
  for (const key of ['blouseTailoring', 'embellishmentDetails']) {
    const v = values[key];
    if (v === null) delete values[key];
    else if (isPlainObject(v)) {
      const out: Rec = {};
      for (const [k, d] of Object.entries(v)) if (d !== null && d !== undefined && k !== '__proto__') out[k] = d;
      values[key] = out;
    }
  }
}

// ---------------------------------------------------------------- validation in plain words

const FIELD_LABELS: Record<string, string> = {
  productName: 'product name',
  description: 'description',
  category: 'category',
  productType: 'product type',
  color: 'colour',
  tailorPrice: 'tailor price',
  readyMadePrice: 'ready-made price',
  discount: 'discount',
  quantityInStock: 'quantity in stock',
  shippingCost: 'shipping cost',
  images: 'images',
  stitchedImage: 'stitched image',
  estimatedDeliveryTime: 'estimated delivery time',
  customizationOptions: 'customisation options',
  customizationAvailable: 'customisation available',
  featuredProduct: 'featured product',
  seasonalTags: 'seasonal tags',
  embellishmentDetails: 'embellishment details',
};

const MONEY_FIELDS = new Set(['tailorPrice', 'readyMadePrice', 'shippingCost']);

function labelOf(path: readonly PropertyKey[]): string {
  const last = [...path].reverse().find((p) => typeof p === 'string') as string | undefined;
  if (!last) return 'the product';
  return FIELD_LABELS[last] ?? last.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

const EXPECTED: Record<string, string> = {
  number: 'a number',
  string: 'text',
  boolean: 'true or false',
  array: 'a list',
  object: 'a group of fields',
};

/** One zod issue of productInputSchema as a field and a sentence a shop owner understands. */
export function describeProductIssue(issue: z.core.$ZodIssue, values?: unknown): ProductProblem {
  let input: unknown = values;
  for (const p of issue.path) input = isPlainObject(input) || Array.isArray(input) ? (input as Rec)[p as string] : undefined;
  const field = issue.path.map(String).join('.');
  const label = labelOf(issue.path);
  const money = MONEY_FIELDS.has(String(issue.path[0])) && issue.path.length === 1;
  switch (issue.code) {
    case 'invalid_type': {
      if (input === undefined) return { field, message: `${label} is required` };
      const expected = money ? 'a number of rupees' : (EXPECTED[issue.expected] ?? issue.expected);
      return { field, message: `${label} must be ${expected}` };
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return { field, message: min <= 1 ? `${label} is required` : `${label} needs at least ${min} characters` };
      if (issue.origin === 'array') return { field, message: `${label} needs at least ${min} entries` };
      return { field, message: min === 0 ? `${label} cannot be negative` : `${label} must be at least ${money ? `₹${min / 100}` : min}` };
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return { field, message: `${label} can be at most ${max} characters` };
      if (issue.origin === 'array') return { field, message: `${label}: at most ${max} entries` };
      return { field, message: `${label} can be at most ${money ? `₹${(max / 100).toLocaleString('en-IN')}` : max}` };
    }
    case 'invalid_value':
      return { field, message: `${label} must be one of: ${issue.values.map(String).join(', ')}` };
    case 'unrecognized_keys':
      return {
        field: field || issue.keys.join(', '),
        message: `${issue.keys.length === 1 ? 'unknown field' : 'unknown fields'} ${issue.keys.map((k) => `“${k}”`).join(', ')}${field ? ` in ${label}` : ''}`,
      };
    case 'invalid_format':
      return { field, message: `${label} is not valid` };
    case 'not_multiple_of':
      return { field, message: `${label} must be a whole number` };
    default:
      // Our own refinements carry messages written for people ('Enter a valid image URL').
      return { field, message: issue.message };
  }
}

/** "field: reason; field: reason" */
export function formatProblems(problems: readonly ProductProblem[]): string {
  return problems.map((p) => (p.field ? `${p.field}: ${p.message}` : p.message)).join('; ');
}

export type ProductValidation = { ok: true; input: ProductInput } | { ok: false; problems: ProductProblem[] };

/** productInputSchema (the admin form's schema), its refusals in plain words. */
export function validateProductValues(values: Rec): ProductValidation {
  const result = productInputSchema.safeParse(values);
  if (result.success) return { ok: true, input: result.data };
  return { ok: false, problems: result.error.issues.map((issue) => describeProductIssue(issue, values)) };
}

export type NormalisedProduct =
  | { ok: true; input: ProductInput; createdAt: number | null; ignored: string[] }
  | { ok: false; problems: ProductProblem[]; ignored: string[] };

/** A whole product in any of the old shapes → a valid product input, or every reason it is refused. */
export function normaliseProduct(raw: unknown, options: NormaliseOptions = {}): NormalisedProduct {
  if (!isPlainObject(raw)) return { ok: false, problems: [{ field: '', message: 'a product must be a JSON object' }], ignored: [] };
  const fields = normaliseProductFields(raw, options);
  const checked = validateProductValues(fields.values);
  const schemaProblems = checked.ok ? [] : checked.problems.filter((p) => !fields.problems.some((q) => q.field === p.field));
  const problems = [...fields.problems, ...schemaProblems];
  if (problems.length > 0 || !checked.ok) return { ok: false, problems, ignored: fields.ignored };
  return { ok: true, input: checked.input, createdAt: fields.createdAt, ignored: fields.ignored };
}

// ---------------------------------------------------------------- stable ids of imported documents

/** 53-bit string hash (cyrb53), for short, stable suffixes. */
function hash53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

export const LEGACY_ID_PREFIX = 'legacy-';

/** The old system's id of an exported row (`_id`, also as {$oid}), or null. */
export function legacyIdOf(row: unknown): string | null {
  if (!isPlainObject(row)) return null;
  for (const key of ['_id', 'productId', 'id', 'feedbackId']) {
    const v = unwrapExport(row[key]);
    if (typeof v === 'string' && v.trim() !== '') return v.trim();
    if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  }
  return null;
}

/**
 * The document id an imported row keeps for good: `legacy-<old id>`. Characters
 * a document id cannot hold become '-', and then a hash of the old id is added,
 * so two old ids never meet in one document.
 */
export function legacyDocId(oldId: string): string {
  const clean = oldId.replace(/[^A-Za-z0-9_-]/g, '-');
  const id = `${LEGACY_ID_PREFIX}${clean}`;
  if (clean === oldId && id.length <= 128 && DOC_ID_REGEX.test(id)) return id;
  const suffix = `-${hash53(oldId)}`;
  return `${id.slice(0, 128 - suffix.length)}${suffix}`;
}
