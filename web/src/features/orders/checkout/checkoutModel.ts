/**
 * What the checkout computes from its draft and cart, apart from the screens:
 * the request lines, the messages of a step, and which messages a change fixes.
 */
import {
  customerSchema,
  MAX_ORDER_LINES,
  MEASUREMENT_FIELDS,
  MEASUREMENT_KEYS,
  measurementCategoryKey,
  measurementProblem,
  type MeasurementCategory,
  type OrderCustomer,
  type OrderFieldError,
  type OrderLineError,
} from '@tailor/domain';
import { formatINR } from '@tailor/domain/money';
import { currentLocale, msg } from '../../../lib/i18n/translate';
import type { CheckoutLine } from './data';
import type { LineDraft } from './draft';

export const STEPS = [msg('Your details'), msg('Sizes & measurements'), msg('Review & send')] as const;
export const panelId = (step: number) => `checkout-step-panel-${step}`;
// formatMoney's own line (lib/i18n/money.ts): imported by a second lazy screen, that module becomes a chunk
// of its own, whose name the first download's preload table then carries (bytes `/` does not have).
export const money = (paise: number) => formatINR(paise, { decimals: 2, locale: currentLocale() });
/**
 * Messages by field: `customer.<path>` for step 1, `<line id>.<key>` for step 2
 * (`<line id>.line` for the line as a whole), `review.<path>` for step 3.
 */
export type Errors = Record<string, string>;

/** 'Chest (bust, inches)' → 'Chest'. */
export function measurementLabel(label: string): string {
  return label.replace(/\s*\(.*\)\s*$/, '');
}

/** The category a tailor-made line is measured for: the customer's choice, else the design's. */
export function lineCategory(line: CheckoutLine, draft: LineDraft | undefined): MeasurementCategory | null {
  return draft?.category ?? measurementCategoryKey(line.category);
}

export function lineValues(cat: MeasurementCategory, draft: LineDraft | undefined): Record<string, number> {
  const out: Record<string, number> = {};
  for (const key of MEASUREMENT_KEYS[cat]) out[key] = draft?.values[key] ?? 0;
  return out;
}

export function addressLine(a: OrderCustomer): string {
  return `${a.name}, ${a.address.street}, ${a.address.city}, ${a.address.state} ${a.address.pincode}`;
}

/** The order request's lines: ready-made ones by size, tailor-made ones with their measurements. */
export function requestLinesFor(orderable: readonly CheckoutLine[], drafts: Record<string, LineDraft>) {
  return orderable.map((l) => {
    if (l.productType === 'readymade') return { productId: l.productId, productType: l.productType, quantity: l.quantity, size: l.size! };
    const d = drafts[l.id];
    const cat = lineCategory(l, d);
    return {
      productId: l.productId,
      productType: l.productType,
      quantity: l.quantity,
      measurements: {
        category: cat ?? ('' as MeasurementCategory),
        values: cat ? lineValues(cat, d) : {},
        ...(d?.profileName ? { profileName: d.profileName } : {}),
      },
    };
  });
}

export function customerErrors(customer: OrderCustomer): Errors {
  const parsed = customerSchema.safeParse(customer);
  const out: Errors = {};
  if (!parsed.success) for (const i of parsed.error.issues) out[`customer.${i.path.join('.')}`] ??= i.message;
  return out;
}

export function measurementErrors(orderable: readonly CheckoutLine[], drafts: Record<string, LineDraft>): Errors {
  const out: Errors = {};
  for (const l of orderable) {
    if (l.productType !== 'tailor') continue;
    const d = drafts[l.id];
    const cat = lineCategory(l, d);
    if (!cat) {
      out[`${l.id}.category`] = 'Choose the garment for these measurements';
      continue;
    }
    // The domain's own check, as the API runs it: blank or 0 is missing, and above the limit is out of range.
    for (const f of MEASUREMENT_FIELDS[cat]) {
      const message = measurementProblem(f.label, d?.values[f.key], true);
      if (message) out[`${l.id}.${f.key}`] = message;
    }
  }
  return out;
}

/** The steps whose panels show a message: 0 for the details, 1 for the measurements. */
export function stepsWithErrors(errors: Errors): Set<number> {
  const steps = new Set<number>();
  for (const k of Object.keys(errors)) steps.add(k.startsWith('customer.') ? 0 : k.startsWith('review.') ? 2 : 1);
  return steps;
}

/** A shown message goes once its field is fixed: the customer's messages still true of `customer`. */
export function withoutFixedCustomerErrors(errors: Errors, customer: OrderCustomer): Errors {
  const parsed = customerSchema.safeParse(customer);
  const still = new Set(parsed.success ? [] : parsed.error.issues.map((i) => `customer.${i.path.join('.')}`));
  return Object.fromEntries(Object.entries(errors).filter(([k]) => !k.startsWith('customer.') || still.has(k)));
}

/** The messages of line `lineId` still true of its new draft; other lines' messages stay. */
export function withoutFixedLineErrors(errors: Errors, lineId: string, draft: LineDraft): Errors {
  const cat = draft.category;
  return Object.fromEntries(
    Object.entries(errors).filter(([k]) => {
      if (!k.startsWith(`${lineId}.`)) return true;
      const key = k.slice(lineId.length + 1);
      if (!cat || key === 'category' || key === 'line') return false;
      const field = MEASUREMENT_FIELDS[cat].find((f) => f.key === key);
      return !!field && measurementProblem(field.label, draft.values[key], true) !== null;
    }),
  );
}

/** The messages of one line. */
export function lineErrors(errors: Errors, lineId: string): Errors {
  return Object.fromEntries(Object.entries(errors).filter(([k]) => k.startsWith(`${lineId}.`)));
}

/**
 * The lines this order sends: the orderable ones the shopper has not left out.
 * `leftOut` null means not chosen yet: beyond MAX_ORDER_LINES the newest lines
 * wait in the cart for a next order.
 */
export function leftOutLines(orderable: readonly CheckoutLine[], leftOut: readonly string[] | null): Set<string> {
  if (leftOut) return new Set(leftOut);
  return new Set(orderable.slice(MAX_ORDER_LINES).map((l) => l.id));
}

export function sentLines(orderable: readonly CheckoutLine[], leftOut: readonly string[] | null): CheckoutLine[] {
  const out = leftOutLines(orderable, leftOut);
  return orderable.filter((l) => !out.has(l.id));
}

/** A 400 answer's fields as the checkout shows them (the API's paths name the lines it was sent, in order). */
export function errorsFromAnswer(errors: readonly OrderFieldError[], sent: readonly CheckoutLine[]): Errors {
  const out: Errors = {};
  for (const e of errors) {
    const [head, index, part, sub, key] = e.path;
    let field: string;
    if (head === 'customer') field = `customer.${e.path.slice(1).join('.')}`;
    else if (head === 'lines' && typeof index === 'number' && sent[index]) {
      const id = sent[index].id;
      field = part === 'measurements' ? (sub === 'values' && typeof key === 'string' ? `${id}.${key}` : `${id}.category`) : `${id}.line`;
    } else field = `review.${e.path.join('.') || 'order'}`;
    out[field] ??= e.message;
  }
  return out;
}

/** A 409 answer's line problems by cart line id. */
export function lineProblemsFromAnswer(errors: readonly OrderLineError[], sent: readonly CheckoutLine[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of errors) {
    const line = sent[e.lineIndex];
    if (line) out[line.id] ??= e.message;
  }
  return out;
}

/** The messages of the review step (fields the other steps do not show). */
export function reviewErrors(errors: Errors): string[] {
  return Object.entries(errors)
    .filter(([k]) => k.startsWith('review.'))
    .map(([, v]) => v);
}
