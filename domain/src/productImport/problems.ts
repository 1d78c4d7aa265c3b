/** Refusals as a field and a reason in plain words, and the schema check that produces them. */
import type { z } from 'zod';
import { productInputSchema, type ProductInput } from '../product';
import { isPlainObject, type Rec } from './looseValues';

export interface ProductProblem {
  /** The field as the payload named it ('price', 'suitDetails.style', 'color'…). */
  field: string;
  message: string;
}

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
  productNameHi: 'name in Hindi',
  descriptionHi: 'description in Hindi',
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

