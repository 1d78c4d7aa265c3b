/** The normaliser: a payload in any of the old shapes → the stored product fields, then the schema's verdict. */
import { productInputSchema, type ProductInput } from '../product';
import { TIMESTAMP_FIELDS, timestampToMillis } from '../sort';
import { FUTURE_SLACK_MS, firstProductDate } from './dates';
import { mapDetails, mapEmbellishments } from './details';
import { imageFrom, isPlainObject, looseBoolean, looseNumber, textList, unwrapExport, type Rec } from './looseValues';
import { PRODUCT_OPTION_FIELDS, matchOption, notInList } from './optionSpellings';
import { mapPriceObject, priceToPaise } from './prices';
import { validateProductValues, type ProductProblem } from './problems';

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
  /** What was taken despite a doubt (a price range that does not match the prices given): reported, not refused. */
  warnings: ProductProblem[];
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
  const warnings: ProductProblem[] = [];
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
  if ('price' in raw && raw.price !== undefined) mapPriceObject(unwrapExport(raw.price), values, problems, options.productType, warnings);

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

  return { values, problems, warnings, createdAt, ignored };
}

export type NormalisedProduct =
  | { ok: true; input: ProductInput; createdAt: number | null; ignored: string[]; warnings: ProductProblem[] }
  | { ok: false; problems: ProductProblem[]; ignored: string[]; warnings: ProductProblem[] };

/** A whole product in any of the old shapes → a valid product input, or every reason it is refused. */
export function normaliseProduct(raw: unknown, options: NormaliseOptions = {}): NormalisedProduct {
  if (!isPlainObject(raw)) return { ok: false, problems: [{ field: '', message: 'a product must be a JSON object' }], ignored: [], warnings: [] };
  const fields = normaliseProductFields(raw, options);
  const checked = validateProductValues(fields.values);
  const schemaProblems = checked.ok ? [] : checked.problems.filter((p) => !fields.problems.some((q) => q.field === p.field));
  const problems = [...fields.problems, ...schemaProblems];
  if (problems.length > 0 || !checked.ok) return { ok: false, problems, ignored: fields.ignored, warnings: fields.warnings };
  return { ok: true, input: checked.input, createdAt: fields.createdAt, ignored: fields.ignored, warnings: fields.warnings };
}

