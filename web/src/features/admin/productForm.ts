/**
 * The admin product form: domain's productInputSchema with the money fields in
 * rupees (what the admin types), converted to paise on submit.
 */
import { z } from 'zod';
import { msg } from '../../lib/i18n/translate';
import {
  DETAIL_KEYS,
  MAX_PRICE_PAISE,
  detailKeyForCategory,
  paiseToRupees,
  productInputSchema,
  rupeesToPaise,
  type ProductInput,
} from '@tailor/domain';

const MAX_RUPEES = MAX_PRICE_PAISE / 100;

const hasTwoDecimalsAtMost = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

// The messages are whole texts (msg), so the Hindi catalogue has each; ₹10,00,000 is MAX_PRICE_PAISE (productForm.test.ts).
function rupees(messages: { number: string; negative: string; max: string; decimals: string }) {
  return z
    .number({ error: messages.number })
    .min(0, { message: messages.negative })
    .max(MAX_RUPEES, { message: messages.max })
    .refine(hasTwoDecimalsAtMost, { message: messages.decimals });
}

// safeExtend: the input schema carries a refinement (sizes against the category), which plain extend refuses to keep.
export const productFormSchema = productInputSchema.safeExtend({
  tailorPrice: rupees({
    number: msg('Tailor-made price must be a number'),
    negative: msg('Tailor-made price cannot be negative'),
    max: msg('Tailor-made price can be at most ₹10,00,000'),
    decimals: msg('Tailor-made price: use at most 2 decimals'),
  })
    .nullable()
    .optional(),
  readyMadePrice: rupees({
    number: msg('Ready-made price must be a number'),
    negative: msg('Ready-made price cannot be negative'),
    max: msg('Ready-made price can be at most ₹10,00,000'),
    decimals: msg('Ready-made price: use at most 2 decimals'),
  })
    .nullable()
    .optional(),
  shippingCost: rupees({
    number: msg('Shipping cost is required'),
    negative: msg('Shipping cost cannot be negative'),
    max: msg('Shipping cost can be at most ₹10,00,000'),
    decimals: msg('Shipping cost: use at most 2 decimals'),
  }),
  discount: z
    .number({ error: msg('Discount must be a number between 0 and 100') })
    .min(0, { message: msg('Discount must be between 0 and 100') })
    .max(100, { message: msg('Discount must be between 0 and 100') }),
  quantityInStock: z
    .number({ error: msg('Quantity in stock is required') })
    .int({ message: msg('Quantity in stock must be a whole number') })
    .min(0, { message: msg('Quantity in stock cannot be negative') })
    .max(1_000_000, { message: msg('Quantity in stock can be at most 1,000,000') }),
});

export type ProductFormInput = z.input<typeof productFormSchema>;
export type ProductFormOutput = z.output<typeof productFormSchema>;

const toRupees = (paise: number | null | undefined) => (typeof paise === 'number' ? paiseToRupees(paise) : null);
const toPaise = (rupeeValue: number | null | undefined) => (typeof rupeeValue === 'number' ? rupeesToPaise(rupeeValue) : null);

/** Product input (paise) → form values (rupees). */
export function toFormValues(input: ProductInput): ProductFormInput {
  return {
    ...input,
    tailorPrice: toRupees(input.tailorPrice),
    readyMadePrice: toRupees(input.readyMadePrice),
    shippingCost: toRupees(input.shippingCost) ?? 0,
  };
}

const CATEGORY_DETAIL_KEYS = ['blouseDetails', 'suitDetails', 'lehengaDetails', 'sareeDetails'] as const;

/**
 * Form values (rupees) → the product input to store (paise), keeping only the detail
 * object of the chosen category (plus the tailoring and embellishment details every
 * product shows). Throws if the result does not satisfy productInputSchema.
 */
export function toProductInput(values: ProductFormOutput): ProductInput {
  const keep = detailKeyForCategory(values.category);
  const out: Record<string, unknown> = {
    ...values,
    tailorPrice: toPaise(values.tailorPrice),
    readyMadePrice: toPaise(values.readyMadePrice),
    shippingCost: rupeesToPaise(values.shippingCost),
  };
  for (const key of CATEGORY_DETAIL_KEYS) if (key !== keep) delete out[key];
  return productInputSchema.parse(out);
}

/** Detail keys a product of this category does not keep (removed on update). */
export function droppedDetailKeys(category: string): string[] {
  const keep = detailKeyForCategory(category);
  return CATEGORY_DETAIL_KEYS.filter((k) => k !== keep && (DETAIL_KEYS as readonly string[]).includes(k));
}

/** Comma- or newline-separated text → a clean list without blanks or duplicates. */
export function parseList(text: string): string[] {
  return [...new Set(text.split(/[,\n]/).map((s) => s.trim()).filter(Boolean))];
}
