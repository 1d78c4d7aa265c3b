import { z } from 'zod';
import { imageUrlOrEmptySchema, imageUrlSchema, text } from './common';
import { MAX_PRICE_PAISE, type Paise } from './money';
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
  type Category,
} from './options';
import { productSizesIssue, productSizesSchema } from './sizes';

export const paiseSchema = z.number().int().min(0).max(MAX_PRICE_PAISE);

export const blouseDetailsSchema = z.strictObject({
  sleeveType: z.enum(SLEEVE_TYPES).optional(),
  blouseBackDesign: z.enum(BLOUSE_BACK_DESIGNS).optional(),
  necklineStyle: z.enum(NECKLINE_STYLES).optional(),
  fitType: z.enum(FIT_TYPES).optional(),
  embellishments: text(200).optional(),
  padding: text(100).optional(),
  lining: text(100).optional(),
});

export const suitDetailsSchema = z.strictObject({
  sleeveType: z.enum(SLEEVE_TYPES).optional(),
  fitType: z.enum(FIT_TYPES).optional(),
  suitStyle: z.enum(SUIT_STYLES).optional(),
  fabricType: z.enum(SUIT_FABRICS).optional(),
  necklineStyle: z.enum(NECKLINE_STYLES).optional(),
  embellishments: text(200).optional(),
  lining: text(100).optional(),
  padding: text(100).optional(),
});

export const lehengaDetailsSchema = z.strictObject({
  lehengaType: z.enum(LEHENGA_TYPES).optional(),
  lehengaWaist: text(100).optional(),
  lehengaDupattaIncluded: z.boolean().default(true),
  lehengaFabric: z.enum(FABRIC_TYPES).default('Silk'),
  embroidery: text(300).default('Custom Embroidery based on requirements'),
});

export const sareeDetailsSchema = z.strictObject({
  /** Length in meters. */
  sareeLength: z.number().min(0).max(20).optional(),
  pleated: z.boolean().optional(),
  embroideryDetails: text(300).optional(),
  sareeFabric: z.enum(SAREE_FABRICS).default('Silk'),
  blouseType: z.enum(BLOUSE_TYPES).default('Unstitched Blouse'),
  borderStyle: z.enum(BORDER_STYLES).default('Plain'),
  drapeStyle: z.enum(DRAPE_STYLES).default('Nivi'),
  blouseIncluded: z.boolean().optional(),
  blouseFitType: z.enum(FIT_TYPES).optional(),
});

export const blouseTailoringSchema = z.strictObject({
  galaDesign: text(200).optional(),
  backDesign: text(200).optional(),
  bajuDesign: text(200).optional(),
  silaiType: text(200).optional(),
  blouseCustomizations: text(500).optional(),
});

export const embellishmentDetailsSchema = z.strictObject({
  embroidery: text(300).optional(),
  beadwork: text(300).optional(),
  stonework: text(300).optional(),
  additionalDetails: text(500).optional(),
});

export const productImageSchema = z.strictObject({
  url: imageUrlSchema,
  /** Storage path when the image was uploaded (lets trusted code delete it). */
  path: z.string().max(1024).optional(),
});

const shortList = (maxItems: number, maxChars: number) =>
  z.array(text(maxChars).min(1)).max(maxItems);

/** What the admin writes (form and API). Timestamps, rating and ids are set by trusted code. */
export const productInputSchema = z.strictObject({
  productName: z.string().trim().min(1, { message: 'Product name is required' }).max(120),
  description: z.string().trim().min(1, { message: 'Description is required' }).max(5000),
  category: z.enum(CATEGORIES).default('Lehenga'),
  productType: z.enum(PRODUCT_TYPES).default('Ready-made'),
  color: z.enum(COLORS).default('Red'),
  tailorPrice: paiseSchema.nullable().optional(),
  readyMadePrice: paiseSchema.nullable().optional(),
  discount: z.number().min(0).max(100).default(0),
  quantityInStock: z.number({ error: 'Quantity in stock is required' }).int().min(0).max(1_000_000),
  shippingCost: paiseSchema,
  fabricType: z.enum(FABRIC_TYPES).default('Cotton'),
  fabricFeel: text(100).optional(),
  durability: text(100).optional(),
  stitchingType: z.enum(STITCHING_TYPES).default('Machine Stitching'),
  pattern: z.enum(PATTERNS).default('Plain'),
  embellishments: z
    .array(z.enum(EMBELLISHMENTS))
    .refine((list) => new Set(list).size === list.length, { message: 'Embellishments must be unique' })
    .default([]),
  embellishmentDetails: embellishmentDetailsSchema.optional(),
  customizationAvailable: z.boolean().default(false),
  customizationOptions: shortList(20, 100).default([]),
  images: z.array(productImageSchema).max(10).default([]),
  stitchedImage: imageUrlOrEmptySchema.optional(),
  video: text(2048).optional(),
  estimatedDeliveryTime: text(100).default(''),
  availabilityStatus: z.enum(AVAILABILITY_STATUSES).default('Available'),
  featuredProduct: z.boolean().default(false),
  seasonalTags: shortList(20, 50).default([]),
  tags: shortList(30, 50).default([]),
  productStatus: z.enum(PRODUCT_STATUSES).default('Active'),
  blouseDetails: blouseDetailsSchema.optional(),
  suitDetails: suitDetailsSchema.optional(),
  lehengaDetails: lehengaDetailsSchema.optional(),
  sareeDetails: sareeDetailsSchema.optional(),
  blouseTailoring: blouseTailoringSchema.optional(),
  /** Ready-made sizes the design is offered in (from its category's chart); empty: the whole chart. */
  sizes: productSizesSchema.default([]),
  /** The owner's Hindi name and description, optional: the Hindi shop shows them when present, else the English ones. */
  productNameHi: z.string().trim().max(120, { message: 'Name in Hindi can be at most 120 characters' }).optional(),
  descriptionHi: z.string().trim().max(5000, { message: 'Description in Hindi can be at most 5000 characters' }).optional(),
}).superRefine((product, ctx) => {
  const issue = productSizesIssue(product.category, product.sizes);
  if (issue) ctx.addIssue({ code: 'custom', path: ['sizes'], message: issue });
});

export type ProductInput = z.output<typeof productInputSchema>;
/** Values as a form holds them before parsing (defaults not yet applied). */
export type ProductFormValues = z.input<typeof productInputSchema>;
export type BlouseDetails = z.output<typeof blouseDetailsSchema>;
export type SuitDetails = z.output<typeof suitDetailsSchema>;
export type LehengaDetails = z.output<typeof lehengaDetailsSchema>;
export type SareeDetails = z.output<typeof sareeDetailsSchema>;
export type BlouseTailoring = z.output<typeof blouseTailoringSchema>;
export type EmbellishmentDetails = z.output<typeof embellishmentDetailsSchema>;
export type ProductImage = z.output<typeof productImageSchema>;

/** Fields only trusted code writes (functions, server timestamps). */
export const TRUSTED_PRODUCT_FIELDS = [
  'rating',
  'ratingCount',
  'priceFrom',
  'searchTerms',
  'createdAt',
  'lastUpdated',
  'productId',
] as const;
export type TrustedProductField = (typeof TRUSTED_PRODUCT_FIELDS)[number];

export type Product = ProductInput & {
  id: string;
  productId: string;
  rating: number;
  ratingCount: number;
  priceFrom: Paise | null;
  createdAt: Date | null;
  lastUpdated: Date | null;
};

export const DETAIL_KEYS = [
  'blouseDetails',
  'suitDetails',
  'lehengaDetails',
  'sareeDetails',
  'blouseTailoring',
  'embellishmentDetails',
] as const;
export type DetailKey = (typeof DETAIL_KEYS)[number];

/** The category-specific detail object a category uses, if any. */
export function detailKeyForCategory(
  category: Category | string,
): 'blouseDetails' | 'suitDetails' | 'lehengaDetails' | 'sareeDetails' | null {
  switch (category) {
    case 'Blouse':
      return 'blouseDetails';
    case 'Suit':
      return 'suitDetails';
    case 'Lehenga':
      return 'lehengaDetails';
    case 'Saree':
      return 'sareeDetails';
    default:
      return null;
  }
}

export const PRODUCT_DETAIL_DEFAULTS = {
  blouseDetails: {
    sleeveType: 'Short Sleeve',
    blouseBackDesign: 'Closed Back',
    necklineStyle: 'Round',
    fitType: 'Regular Fit',
    embellishments: '',
    padding: '',
    lining: '',
  },
  suitDetails: {
    sleeveType: 'Long Sleeve',
    fitType: 'Regular Fit',
    suitStyle: 'Straight Cut',
    fabricType: 'Cotton',
    necklineStyle: 'Round',
    embellishments: '',
    lining: '',
    padding: '',
  },
  lehengaDetails: {
    lehengaType: 'A-Line',
    lehengaWaist: '',
    lehengaDupattaIncluded: true,
    lehengaFabric: 'Silk',
    embroidery: 'Custom Embroidery based on requirements',
  },
  sareeDetails: {
    sareeLength: 5.5,
    pleated: false,
    embroideryDetails: '',
    sareeFabric: 'Silk',
    blouseType: 'Unstitched Blouse',
    borderStyle: 'Plain',
    drapeStyle: 'Nivi',
    blouseIncluded: true,
    blouseFitType: 'Regular Fit',
  },
  blouseTailoring: {
    galaDesign: '',
    backDesign: '',
    bajuDesign: '',
    silaiType: '',
    blouseCustomizations: '',
  },
  embellishmentDetails: {
    embroidery: '',
    beadwork: '',
    stonework: '',
    additionalDetails: '',
  },
} satisfies Required<Pick<ProductInput, DetailKey>>;

/** Spec defaults of a new product in the admin form. */
export const PRODUCT_FORM_DEFAULTS: ProductInput = {
  productName: '',
  description: '',
  category: 'Lehenga',
  productType: 'Ready-made',
  color: 'Red',
  tailorPrice: null,
  readyMadePrice: null,
  discount: 0,
  quantityInStock: 0,
  shippingCost: 0,
  fabricType: 'Cotton',
  fabricFeel: '',
  durability: '',
  stitchingType: 'Machine Stitching',
  pattern: 'Plain',
  embellishments: [],
  customizationAvailable: false,
  customizationOptions: [],
  images: [],
  stitchedImage: '',
  video: '',
  estimatedDeliveryTime: '',
  availabilityStatus: 'Available',
  featuredProduct: false,
  seasonalTags: [],
  tags: [],
  productStatus: 'Active',
  sizes: [],
  productNameHi: '',
  descriptionHi: '',
  ...structuredCloneDetails(),
};

function structuredCloneDetails(): Required<Pick<ProductInput, DetailKey>> {
  return JSON.parse(JSON.stringify(PRODUCT_DETAIL_DEFAULTS)) as Required<Pick<ProductInput, DetailKey>>;
}

const PRODUCT_INPUT_KEYS = Object.keys(productInputSchema.shape) as (keyof ProductInput)[];
const NULLABLE_KEYS = new Set<string>(['tailorPrice', 'readyMadePrice']);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Edit form values: a stored product (possibly with extra or missing fields) over the
 * defaults, nested detail objects merged key by key. Keys the input schema does not know
 * (id, rating, timestamps…) are dropped so the result can be submitted as is.
 */
export function mergeProductDefaults(partial: Record<string, unknown> | null | undefined): ProductInput {
  const defaults = { ...PRODUCT_FORM_DEFAULTS, ...structuredCloneDetails() } as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  const source = partial ?? {};
  for (const key of PRODUCT_INPUT_KEYS) {
    const base = defaults[key];
    const value = source[key];
    if ((DETAIL_KEYS as readonly string[]).includes(key)) {
      const merged: Record<string, unknown> = { ...(base as Record<string, unknown>) };
      if (isPlainObject(value)) {
        // Older suit documents spell the style field `style`.
        if (key === 'suitDetails' && value.style != null && value.suitStyle == null) merged.suitStyle = value.style;
        for (const [k, v] of Object.entries(value)) {
          if (v !== undefined && v !== null && k in merged) merged[k] = v;
        }
      }
      out[key] = merged;
    } else if (
      value === undefined ||
      (value === null && !NULLABLE_KEYS.has(key)) ||
      (Array.isArray(base) && !Array.isArray(value))
    ) {
      out[key] = Array.isArray(base) ? [...base] : base;
    } else {
      out[key] = value;
    }
  }
  return out as ProductInput;
}
