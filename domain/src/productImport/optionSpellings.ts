/** The shop's option lists, matched the way the old shop spelt them. */
// Each list is named where it is matched below rather than listed again in an import.
import * as lists from '../options';
import { isPlainObject, type Rec } from './looseValues';

/** Lower case, letters and digits only, without a plural s: 'Ready made' and 'readymade' meet. */
export function optionKey(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .replace(/s$/, '');
}

export interface OptionList {
  values: readonly string[];
  /** Legacy spellings (compared by optionKey) → the value of the list. */
  aliases?: Record<string, string>;
  /** What the list is, in a refusal. */
  noun: string;
}

const SLEEVES: OptionList = {
  values: lists.SLEEVE_TYPES,
  noun: 'sleeve type',
  aliases: { short: 'Short Sleeve', halfsleeve: 'Short Sleeve', long: 'Long Sleeve', fullsleeve: 'Long Sleeve', full: 'Long Sleeve', nosleeve: 'Sleeveless' },
};
const FITS: OptionList = { values: lists.FIT_TYPES, noun: 'fit', aliases: { regular: 'Regular Fit', slim: 'Slim Fit', loose: 'Loose Fit' } };
const NECKLINES: OptionList = {
  values: lists.NECKLINE_STYLES,
  noun: 'neckline',
  aliases: { roundneck: 'Round', v: 'V-Neck', boat: 'Boat Neck', high: 'High Neck', squareneck: 'Square' },
};

/** Option lists of the top-level fields. */
export const PRODUCT_OPTION_FIELDS: Record<string, OptionList> = {
  category: {
    values: lists.CATEGORIES,
    noun: 'category',
    aliases: { lehnga: 'Lehenga', lehengacholi: 'Lehenga', salwarsuit: 'Suit', salwarkameez: 'Suit', sari: 'Saree', other: 'Others' },
  },
  productType: {
    values: lists.PRODUCT_TYPES,
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
  color: { values: lists.COLORS, noun: 'colour', aliases: { gold: 'Golden', royalblue: 'Royal Blue', royal: 'Royal Blue' } },
  fabricType: { values: lists.FABRIC_TYPES, noun: 'fabric' },
  stitchingType: {
    values: lists.STITCHING_TYPES,
    noun: 'stitching type',
    aliases: { machine: 'Machine Stitching', machinestitched: 'Machine Stitching', hand: 'Hand Stitching', handstitched: 'Hand Stitching', handmade: 'Hand Stitching', both: 'Mixed' },
  },
  pattern: {
    values: lists.PATTERNS,
    noun: 'pattern',
    aliases: { polka: 'Polka Dots', polkadot: 'Polka Dots', embroidery: 'Embroidered', print: 'Printed', dye: 'Dyed' },
  },
  availabilityStatus: {
    values: lists.AVAILABILITY_STATUSES,
    noun: 'availability',
    aliases: { instock: 'Available', available: 'Available', outofstock: 'Out of Stock', soldout: 'Out of Stock', unavailable: 'Out of Stock' },
  },
  productStatus: { values: lists.PRODUCT_STATUSES, noun: 'product status', aliases: { enabled: 'Active', disabled: 'Inactive' } },
};

export const EMBELLISHMENT_LIST: OptionList = {
  values: lists.EMBELLISHMENTS,
  noun: 'embellishment',
  aliases: { zari: 'Zari Work', sequence: 'Sequin', stone: 'Stone Work', stonework: 'Stone Work', bead: 'Beads', beadwork: 'Beads', embroidered: 'Embroidery' },
};

/** Option lists inside the category detail objects. */
export const DETAIL_OPTION_FIELDS: Record<string, Record<string, OptionList>> = {
  blouseDetails: {
    sleeveType: SLEEVES,
    blouseBackDesign: {
      values: lists.BLOUSE_BACK_DESIGNS,
      noun: 'back design',
      aliases: { closed: 'Closed Back', open: 'Back Open', openback: 'Back Open', keyhole: 'Keyhole Back' },
    },
    necklineStyle: NECKLINES,
    fitType: FITS,
  },
  suitDetails: {
    sleeveType: SLEEVES,
    fitType: FITS,
    suitStyle: { values: lists.SUIT_STYLES, noun: 'suit style', aliases: { straight: 'Straight Cut', aline: 'A-Line' } },
    fabricType: { values: lists.SUIT_FABRICS, noun: 'suit fabric' },
    necklineStyle: NECKLINES,
  },
  lehengaDetails: {
    lehengaType: { values: lists.LEHENGA_TYPES, noun: 'lehenga type', aliases: { flare: 'Flared' } },
    lehengaFabric: { values: lists.FABRIC_TYPES, noun: 'lehenga fabric' },
  },
  sareeDetails: {
    sareeFabric: { values: lists.SAREE_FABRICS, noun: 'saree fabric' },
    blouseType: {
      values: lists.BLOUSE_TYPES,
      noun: 'blouse type',
      aliases: { unstitched: 'Unstitched Blouse', stitched: 'Stitched Blouse', none: 'No Blouse', withoutblouse: 'No Blouse' },
    },
    borderStyle: { values: lists.BORDER_STYLES, noun: 'border style', aliases: { zari: 'Zari Border', embroidered: 'Embroidered Border', lace: 'Lace Border' } },
    drapeStyle: { values: lists.DRAPE_STYLES, noun: 'drape style' },
    blouseFitType: FITS,
  },
};

export const DETAIL_BOOLEANS: Record<string, readonly string[]> = {
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

export function notInList(list: OptionList, value: unknown): string {
  const shown = typeof value === 'string' ? `“${value}”` : 'this value';
  return `${shown} is not a ${list.noun} the shop offers (${list.values.join(', ')})`;
}

