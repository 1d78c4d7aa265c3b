/**
 * The shop's details the owner edits (`settings/shop`): contact, address,
 * hours, social links, free-shipping threshold, order-number prefix and the
 * turnaround table that suggests delivery dates.
 * firestore.rules (settings/{name}) checks the same keys, sizes and patterns.
 */
import { z } from 'zod';
import { VPA_REGEX } from './paymentLedger';
import { billingSettingsSchema } from './billingSchema';
import { DEFAULT_SHOP_SETTINGS, MAX_SOCIAL_LINKS, type ShopSettings } from './shopDetails';
import { appointmentSettingsSchema, readAppointmentSettings } from './appointmentSettings';

export * from './shopDetails';

/** Indian phone numbers as typed: an optional +91, then ten digits with spaces or dashes. */
export const SHOP_PHONE_PATTERN = /^\+?[0-9][0-9 -]{7,18}[0-9]$/;
/** wa.me wants the number with country code and nothing else. */
export const WHATSAPP_PATTERN = /^[1-9][0-9]{9,14}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PINCODE_PATTERN = /^[1-9][0-9]{5}$/;
export const TIME_PATTERN = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
export const DAYS_PATTERN = /^(Mo|Tu|We|Th|Fr|Sa|Su)(-(Mo|Tu|We|Th|Fr|Sa|Su))?$/;
export const ORDER_PREFIX_PATTERN = /^[A-Z]{2,4}$/;
export const HTTPS_URL_PATTERN = /^https:\/\/[^\s/]+\.[^\s]+$/;
/** A web address without path: scheme, host and an optional port (local shops run on http://127.0.0.1:5173). */
export const PUBLIC_URL_PATTERN = /^https?:\/\/[a-z0-9]([a-z0-9.-]{0,98}[a-z0-9])?(:[0-9]{1,5})?$/;
export const PUBLIC_URL_MAX = 120;

const text = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `Please enter the ${label}`)
    .max(max, `The ${label} can be at most ${max} characters`);

export const MAX_TURNAROUND_DAYS = 90;

const days = z
  .number({ message: 'Please enter a number of days' })
  .int('Please enter whole days')
  .min(1, 'At least 1 day')
  .max(MAX_TURNAROUND_DAYS, `At most ${MAX_TURNAROUND_DAYS} days`);

/** The turnaround table's rows as the admin sees them, in the order of the form. */
export const TURNAROUND_ROWS = [
  { kind: 'tailor', key: 'Blouse', label: 'Blouse, tailor-made' },
  { kind: 'tailor', key: 'Suit', label: 'Suit, tailor-made' },
  { kind: 'tailor', key: 'Dress', label: 'Dress, tailor-made' },
  { kind: 'tailor', key: 'Lehenga', label: 'Lehenga, tailor-made' },
  { kind: 'tailor', key: 'Saree', label: 'Saree, tailor-made' },
  { kind: 'tailor', key: 'default', label: 'Other tailor-made' },
  { kind: 'readymade', key: 'default', label: 'Ready-made' },
] as const;

/** A UPI ID (VPA): name@handle (same pattern as domain/src/paymentLedger.ts VPA_REGEX and firestore.rules). */
export const UPI_ID_PATTERN = VPA_REGEX;

/** settings/shop `payments`: the advance policy and the shop's UPI details. */
export const paymentSettingsSchema = z
  .object({
    advancePercent: z
      .number({ message: 'Please enter a percentage' })
      .int('Please enter a whole percentage')
      .min(0, 'From 0 to 100 (0: no advance)')
      .max(100, 'From 0 to 100 (0: no advance)'),
    workStartsBeforeAdvance: z.boolean(),
    upiId: z.union([z.literal(''), z.string().trim().max(100, 'The UPI ID can be at most 100 characters').regex(UPI_ID_PATTERN, 'Enter a UPI ID like name@okaxis')]),
    upiPayeeName: z.string().trim().max(50, 'The payee name can be at most 50 characters').regex(/^[^|]*$/, 'The payee name cannot contain |'),
  })
  .strict()
  .refine((p) => p.upiId === '' || p.upiPayeeName !== '', { message: 'Please enter the payee name UPI apps show', path: ['upiPayeeName'] });

export const shopSettingsSchema = z
  .object({
    name: text('shop name', 60),
    phone: text('phone number', 20).regex(SHOP_PHONE_PATTERN, 'Please enter a valid phone number, e.g. +91 98200 12345'),
    whatsapp: z
      .string()
      .trim()
      .regex(WHATSAPP_PATTERN, 'Please enter the WhatsApp number with country code and digits only, e.g. 919820012345'),
    email: text('e-mail address', 120).regex(EMAIL_PATTERN, 'Please enter a valid e-mail address'),
    address: z
      .object({
        street: text('street', 120),
        locality: text('locality', 60),
        city: text('city', 60),
        state: text('state', 60),
        pincode: z.string().trim().regex(PINCODE_PATTERN, 'Please enter a 6-digit pincode'),
      })
      .strict(),
    geo: z
      .object({
        lat: z.number({ message: 'Please enter the latitude' }).min(-90, 'Latitude is between -90 and 90').max(90, 'Latitude is between -90 and 90'),
        lng: z
          .number({ message: 'Please enter the longitude' })
          .min(-180, 'Longitude is between -180 and 180')
          .max(180, 'Longitude is between -180 and 180'),
      })
      .strict(),
    hours: z
      .array(
        z
          .object({
            days: z.string().regex(DAYS_PATTERN, 'Days like Mo-Sa or Su'),
            opens: z.string().regex(TIME_PATTERN, 'Time like 09:00'),
            closes: z.string().regex(TIME_PATTERN, 'Time like 19:00'),
          })
          .strict()
          .refine((h) => h.opens < h.closes, { message: 'Closing time must be after opening time', path: ['closes'] }),
      )
      .min(1, 'Please enter the opening hours')
      .max(7),
    hoursText: text('opening hours text', 80),
    social: z
      .array(
        z
          .object({
            name: text('link name', 30),
            url: z.string().trim().max(200, 'The link can be at most 200 characters').regex(HTTPS_URL_PATTERN, 'Please enter a full https:// link'),
          })
          .strict(),
      )
      .max(MAX_SOCIAL_LINKS, `At most ${MAX_SOCIAL_LINKS} social links`),
    freeShippingThresholdPaise: z
      .number({ message: 'Please enter an amount' })
      .int('Please enter a whole amount')
      .min(0, 'The amount cannot be negative')
      .max(10_000_000, 'The amount is too large'),
    orderNumberPrefix: z.string().trim().regex(ORDER_PREFIX_PATTERN, '2 to 4 capital letters, e.g. SS'),
    publicUrl: z
      .string()
      .trim()
      .toLowerCase()
      .max(PUBLIC_URL_MAX, `The address can be at most ${PUBLIC_URL_MAX} characters`)
      .regex(PUBLIC_URL_PATTERN, 'Please enter the address without a path or a closing slash, e.g. https://silaistudio.in'),
    turnaroundDays: z
      .object({
        tailor: z
          .object({ Blouse: days, Suit: days, Dress: days, Lehenga: days, Saree: days, default: days })
          .strict(),
        readymade: z.object({ default: days }).strict(),
      })
      .strict(),
    payments: paymentSettingsSchema,
    billing: billingSettingsSchema.optional(),
    appointments: appointmentSettingsSchema,
  })
  .strict();

// The schema's output is exactly the interface the zod-free module declares.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _sameShape: Same<z.infer<typeof shopSettingsSchema>, ShopSettings> = true;
void _sameShape;

/**
 * A stored document as settings: every field that is missing or no longer
 * valid falls back to its default, so an old or half-written document still reads.
 */
export function readShopSettings(data: unknown): ShopSettings {
  if (typeof data !== 'object' || data === null) return DEFAULT_SHOP_SETTINGS;
  const whole = shopSettingsSchema.safeParse(data);
  if (whole.success) return whole.data;
  const shape = shopSettingsSchema.shape;
  const raw = data as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(shape) as (keyof ShopSettings)[]) {
    const field = shape[key].safeParse(raw[key]);
    out[key] = field.success ? field.data : DEFAULT_SHOP_SETTINGS[key];
  }
  // Field by field inside: a document written before one of its fields still keeps the others.
  out.appointments = readAppointmentSettings(raw.appointments);
  return out as unknown as ShopSettings;
}
