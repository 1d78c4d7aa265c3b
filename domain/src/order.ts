import { z } from 'zod';
import { httpUrlOrEmptySchema, imageUrlSchema, text } from './common';
import { MAX_CART_QUANTITY } from './cart';
import { DOC_ID_REGEX } from './common';
import {
  MAX_MEASUREMENT,
  MEASUREMENT_CATEGORIES,
  MEASUREMENT_FIELDS,
  MEASUREMENT_KEYS,
  measurementCategoryKey,
  measurementProblem,
  type MeasurementCategory,
} from './measurements';
import { sizeSchema, type Size } from './sizes';
import {
  CART_PRODUCT_TYPES,
  INDIAN_STATES,
  ORDER_CATEGORIES,
  ORDER_STATUSES,
  ORDER_TYPES,
  type CartProductType,
  type OrderStatus,
  type OrderType,
} from './options';

export const INDIAN_MOBILE_REGEX = /^[6-9]\d{9}$/;
export const PINCODE_REGEX = /^[1-9]\d{5}$/;

export const PHONE_MESSAGE = 'Enter a valid 10-digit mobile number';
export const PINCODE_MESSAGE = 'Enter a valid 6-digit pincode';
export const EMAIL_MESSAGE = 'Enter a valid email address';
export const STATE_MESSAGE = 'Choose a state';

/** '+91 98200-12345', '091 9820012345', '09820012345' → '9820012345'. Other input is returned stripped. */
export function normaliseIndianMobile(input: string): string {
  let digits = String(input ?? '').replace(/[\s\-().]/g, '');
  if (digits.startsWith('+91')) digits = digits.slice(3);
  else if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 13 && digits.startsWith('091')) digits = digits.slice(3);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return digits;
}

export const phoneSchema = z
  .string({ error: PHONE_MESSAGE })
  .transform(normaliseIndianMobile)
  .pipe(z.string().regex(INDIAN_MOBILE_REGEX, { message: PHONE_MESSAGE }));

export const pincodeSchema = z
  .string({ error: PINCODE_MESSAGE })
  .transform((s) => s.replace(/\s/g, ''))
  .pipe(z.string().regex(PINCODE_REGEX, { message: PINCODE_MESSAGE }));

export const emailSchema = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .pipe(z.email({ error: EMAIL_MESSAGE }).max(254, { message: EMAIL_MESSAGE }));

export const addressSchema = z.strictObject({
  street: z.string({ error: 'Enter your street address' }).trim().min(1, { message: 'Enter your street address' }).max(200),
  city: z.string({ error: 'Enter your city' }).trim().min(1, { message: 'Enter your city' }).max(80),
  state: z.enum(INDIAN_STATES, { error: STATE_MESSAGE }),
  pincode: pincodeSchema,
  country: z.literal('India').default('India'),
});

export const customerSchema = z.strictObject({
  name: z
    .string({ error: 'Please enter your full name' })
    .trim()
    .min(2, { message: 'Please enter your full name' })
    .max(80),
  email: emailSchema,
  phone: phoneSchema,
  address: addressSchema,
});
export type Customer = z.output<typeof customerSchema>;

/**
 * At most this many designs in one order: a product decision (a wedding
 * party's outfits fit in one order, and the shop can still call back about
 * each). Orders are placed through the API, so no rules budget limits it.
 */
export const MAX_ORDER_LINES = 20;

/** Cloth pictures one line may carry (the order-level list is kept for old clients). */
export const MAX_LINE_PICTURES = 5;

/** A tailor-made line's own measurements: one garment's form, in inches. */
export const lineMeasurementsSchema = z.strictObject({
  category: z.enum(MEASUREMENT_CATEGORIES, { error: 'Choose the garment for these measurements' }),
  values: z
    .record(z.string().regex(/^[A-Za-z]{1,32}$/), z.number().min(0).max(MAX_MEASUREMENT))
    .refine((m) => Object.keys(m).length <= 8, { message: 'Too many measurements' }),
  /** The saved profile they came from, for the shop's reference ('|' is the rules' separator). */
  profileName: text(60)
    .refine((s) => !s.includes('|'), { message: 'Leave out the | character' })
    .optional(),
});
export type LineMeasurements = z.output<typeof lineMeasurementsSchema>;

/**
 * One order line: the design, the option and the quantity, plus what the
 * garment is made to: a size (ready-made, required) or measurements
 * (tailor-made; the one-design wizard keeps them on the order instead).
 */
export const orderLineSchema = z.strictObject({
  productId: z.string().regex(DOC_ID_REGEX, { message: 'Invalid product id' }),
  productType: z.enum(CART_PRODUCT_TYPES),
  quantity: z.number().int().min(1).max(MAX_CART_QUANTITY),
  size: sizeSchema.optional(),
  measurements: lineMeasurementsSchema.optional(),
  /** This line's cloth or reference pictures. */
  clothPic: z.array(imageUrlSchema).max(MAX_LINE_PICTURES, { message: `At most ${MAX_LINE_PICTURES} pictures per design` }).optional(),
});
export type OrderLine = z.output<typeof orderLineSchema>;

/** Problems of one line's size and measurements (paths relative to the line). */
export function orderLineIssues(line: Record<string, unknown>): { path: (string | number)[]; message: string }[] {
  const issues: { path: (string | number)[]; message: string }[] = [];
  if (line.productType === 'readymade') {
    if (!sizeSchema.safeParse(line.size).success) issues.push({ path: ['size'], message: 'Choose a size' });
    if (line.measurements !== undefined) issues.push({ path: ['measurements'], message: 'A ready-made piece comes in a size, not to measure' });
  } else if (line.size !== undefined) {
    issues.push({ path: ['size'], message: 'A tailor-made piece is made to measure, not in a size' });
  }
  const m = line.measurements as { category?: unknown; values?: unknown } | undefined;
  if (m && typeof m === 'object') {
    const cat = (MEASUREMENT_CATEGORIES as readonly unknown[]).includes(m.category) ? (m.category as MeasurementCategory) : null;
    if (!cat) {
      issues.push({ path: ['measurements', 'category'], message: 'Choose the garment for these measurements' });
    } else {
      const values = (m.values && typeof m.values === 'object' ? m.values : {}) as Record<string, unknown>;
      const allowed = MEASUREMENT_KEYS[cat] as readonly string[];
      for (const key of Object.keys(values)) {
        if (!allowed.includes(key)) issues.push({ path: ['measurements', 'values', key], message: `Unknown ${cat} measurement` });
      }
      for (const field of MEASUREMENT_FIELDS[cat]) {
        const message = measurementProblem(field.label, values[field.key], true);
        if (message) issues.push({ path: ['measurements', 'values', field.key], message });
      }
    }
  }
  return issues;
}

export const ORDER_STEPS = ['Product Info', 'Order Type', 'Measurements', 'Customer Details', 'Payment'] as const;
export type OrderStepIndex = 0 | 1 | 2 | 3 | 4;

const longText = text(2000).default('');

export const orderRequestBaseSchema = z.strictObject({
  userId: z.string().min(1, { message: 'Please sign in to place an order' }).max(128),
  orderType: z.enum(ORDER_TYPES),
  customer: customerSchema,
  lines: z.array(orderLineSchema).max(MAX_ORDER_LINES, { message: `One order holds at most ${MAX_ORDER_LINES} designs` }),
  category: z.enum(ORDER_CATEGORIES, { error: 'Select a category' }).nullable(),
  /** Inches, for the order's category (keys of MEASUREMENT_KEYS). */
  measurements: z
    .record(
      z.string().regex(/^[A-Za-z]{1,32}$/),
      z
        .number({ error: 'Enter measurements in inches' })
        .min(0, { message: 'Measurements cannot be negative' })
        .max(100, { message: 'Measurements must be at most 100 inches' }),
    )
    .refine((m) => Object.keys(m).length <= 20, { message: 'Too many measurements' })
    .default({}),
  clothPic: z.array(imageUrlSchema).max(10).default([]),
  color: text(60).default(''),
  designDetails: longText,
  designPic: z.array(imageUrlSchema).max(10).default([]),
  Link: httpUrlOrEmptySchema.default(''),
  specialInstructions: longText,
  customerDetails: longText,
  paymentType: z.literal('COD').default('COD'),
  paymentStatus: z.literal('pending').default('pending'),
  orderStatus: z.literal('pending').default('pending'),
});

export type OrderIssue = { path: (string | number)[]; message: string };

/**
 * Rules spanning several fields: lines per order type, a size on every
 * ready-made line, and measurements > 0 for every tailor-made line (its own,
 * or the order's category and measurements).
 */
export function crossFieldIssues(draft: Record<string, unknown>): OrderIssue[] {
  const issues: OrderIssue[] = [];
  const orderType = draft.orderType as OrderType | undefined;
  const lines = (Array.isArray(draft.lines) ? draft.lines : []).map((l) => (l && typeof l === 'object' ? (l as Record<string, unknown>) : {}));
  if ((orderType === 'tailor' || orderType === 'readymade') && lines.length === 0) {
    issues.push({ path: ['lines'], message: 'Choose a product to order' });
  }
  if (orderType === 'readymade' && lines.some((l) => l.productType !== 'readymade')) {
    issues.push({ path: ['orderType'], message: 'A ready-made order holds ready-made pieces only' });
  }
  lines.forEach((line, i) => {
    for (const issue of orderLineIssues(line)) issues.push({ path: ['lines', i, ...issue.path], message: issue.message });
  });
  // Every tailor-made line carries its own measurements (cart checkout): the order needs none of its own.
  const tailorLines = lines.filter((l) => l.productType === 'tailor');
  const linesMeasured = tailorLines.length > 0 && tailorLines.every((l) => l.measurements !== undefined);
  const required = orderType === 'custom' || (orderType === 'tailor' && !linesMeasured);
  const cat = measurementCategoryKey(typeof draft.category === 'string' ? draft.category : null);
  if (required && !cat) issues.push({ path: ['category'], message: 'Select a category' });
  if (cat) {
    // Measurements the order does not need may be left out, but what is given must make sense.
    const values = (draft.measurements ?? {}) as Record<string, unknown>;
    for (const field of MEASUREMENT_FIELDS[cat]) {
      const message = measurementProblem(field.label, values[field.key], required);
      if (message) issues.push({ path: ['measurements', field.key], message });
    }
  }
  return issues;
}

/** What the customer's client writes to orders/{orderId} (server timestamps and prices are added by the data layer and trusted code). */
export const orderRequestSchema = orderRequestBaseSchema.superRefine((draft, ctx) => {
  for (const issue of crossFieldIssues(draft)) ctx.addIssue({ code: 'custom', ...issue });
});
export type OrderRequest = z.output<typeof orderRequestSchema>;
/** The wizard's draft: the request before validation. */
export type OrderDraft = {
  userId: string;
  orderType: OrderType;
  customer: {
    name: string;
    email: string;
    phone: string;
    address: { street: string; city: string; state: string; pincode: string; country: 'India' };
  };
  lines: {
    productId: string;
    productType: CartProductType;
    quantity: number;
    size?: Size;
    measurements?: LineMeasurements;
    clothPic?: string[];
  }[];
  category: (typeof ORDER_CATEGORIES)[number] | null;
  measurements: Record<string, number>;
  clothPic: string[];
  color: string;
  designDetails: string;
  designPic: string[];
  Link: string;
  specialInstructions: string;
  customerDetails: string;
  paymentType: 'COD';
  paymentStatus: 'pending';
  orderStatus: 'pending';
};

export interface OrderValidationError {
  step: OrderStepIndex;
  field: string;
  message: string;
}

/** Which wizard step holds a field. */
export function stepForField(path: readonly PropertyKey[], orderType?: unknown): OrderStepIndex {
  switch (path[0]) {
    case 'userId':
    case 'lines':
      return 0;
    case 'category':
      return orderType === 'custom' ? 0 : 2;
    case 'orderType':
    case 'clothPic':
    case 'color':
    case 'designDetails':
    case 'designPic':
    case 'Link':
    case 'specialInstructions':
    case 'customerDetails':
      return 1;
    case 'measurements':
      return 2;
    case 'customer':
      return 3;
    default:
      return 4;
  }
}

export function validateOrderRequest(
  draft: unknown,
): { ok: true; data: OrderRequest } | { ok: false; errors: OrderValidationError[] } {
  const record = (typeof draft === 'object' && draft !== null ? draft : {}) as Record<string, unknown>;
  const parsed = orderRequestSchema.safeParse(draft);
  if (parsed.success) return { ok: true, data: parsed.data };
  // Cross-field checks run on the raw draft too, so every missing field shows at once.
  // They come first: for a field both report, theirs are the words written for people.
  const issues: OrderIssue[] = [
    ...crossFieldIssues(record),
    ...parsed.error.issues.map((i) => ({ path: i.path.map((p) => (typeof p === 'symbol' ? String(p) : p)), message: i.message })),
  ];
  const seen = new Set<string>();
  const errors: OrderValidationError[] = [];
  for (const issue of issues) {
    const field = issue.path.join('.');
    if (seen.has(field)) continue;
    seen.add(field);
    errors.push({ step: stepForField(issue.path, record.orderType), field, message: issue.message });
  }
  errors.sort((a, b) => a.step - b.step);
  return { ok: false, errors };
}

/** A new wizard draft with the spec's defaults. */
export function emptyOrderDraft(orderType: OrderType, productId?: string | null, size?: Size | null): OrderDraft {
  const hasProduct = orderType !== 'custom' && !!productId && productId !== 'null';
  const ready = orderType === 'readymade';
  return {
    userId: '',
    orderType,
    customer: { name: '', email: '', phone: '', address: { street: '', city: '', state: '', pincode: '', country: 'India' } },
    lines: hasProduct
      ? [
          ready && size
            ? { productId: productId as string, productType: 'readymade', quantity: 1, size }
            : { productId: productId as string, productType: ready ? 'readymade' : 'tailor', quantity: 1 },
        ]
      : [],
    category: null,
    measurements: {},
    clothPic: [],
    color: '',
    designDetails: '',
    designPic: [],
    Link: '',
    specialInstructions: '',
    customerDetails: '',
    paymentType: 'COD',
    paymentStatus: 'pending',
    orderStatus: 'pending',
  };
}

// The status flow of each order type lives in orderFlow.ts.

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}
