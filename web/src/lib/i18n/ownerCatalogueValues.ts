/**
 * Texts the owner's screens (features/admin, features/workshop) translate that
 * come from domain's lists and schemas rather than from t() calls: the lists
 * they show, and the messages domain's schemas give for bad values in each
 * field (found by parsing such values, so a changed message shows up here).
 * Read by the completeness test through catalogueSources.ts.
 */
import {
  AVAILABILITY_STATUSES,
  BLOUSE_BACK_DESIGNS,
  BLOUSE_TYPES,
  BORDER_STYLES,
  CATEGORIES,
  DRAPE_STYLES,
  FIT_TYPES,
  LEHENGA_TYPES,
  NECKLINE_STYLES,
  ORDER_STATUS_LABELS,
  ORDER_TYPE_LABELS,
  PRODUCT_STATUSES,
  SLEEVE_TYPES,
  SUIT_STYLES,
} from '@tailor/domain/options';
import { PAYMENT_STATUS_LABELS, agreedPriceSchema } from '@tailor/domain/orderPayment';
import { MONEY_STATE_LABELS, PAYMENT_KIND_LABELS, PAYMENT_METHOD_LABELS } from '@tailor/domain/paymentKinds';
import { DASHBOARD_TYPE_LABELS } from '@tailor/domain/dashboardView';
import { fitPhotosSchema, reasonSchema } from '@tailor/domain/orderNotes';
import { recordPaymentSchema } from '@tailor/domain/paymentLedger';
import { BILL_KIND_LABELS, BILL_REFUSAL_MESSAGES } from '@tailor/domain/bill';
import { VISIT_KIND_LABELS } from '@tailor/domain/appointmentKinds';
import { JOB_STAGE_LABELS, jobMeasurementLabel } from '@tailor/domain/workshop';
import { PRODUCT_FORM_DEFAULTS, productInputSchema } from '@tailor/domain/product';
import { TURNAROUND_ROWS, shopSettingsSchema } from '@tailor/domain/shopSettings';
import { DEFAULT_SHOP_SETTINGS } from '@tailor/domain/shopDetails';
import { DEFAULT_APPOINTMENT_SETTINGS, WEEKDAY_LABELS } from '@tailor/domain/appointmentDefaults';
import { appointmentSettingsSchema } from '@tailor/domain/appointmentSettings';
import { MAX_RATE_BP } from '@tailor/domain/billing';
import type { ZodType } from 'zod';
import { MEASUREMENT_FIELDS } from '@tailor/domain/measurements';

/** The messages domain's schema gives for each of `values` (the admin's forms show them through t()). */
function messagesOf(schema: ZodType, ...values: unknown[]): string[] {
  return values.flatMap((v) => schema.safeParse(v).error?.issues.map((i) => i.message) ?? []);
}

/**
 * Domain's messages for the product form's fields (the form's own number messages
 * are msg() texts in features/admin/productForm.ts); zod's generic ones, which the
 * form's controls do not let through, are left out.
 */
function productFormMessages(): string[] {
  const bad = [{ productName: '', description: '' }, { readyMadePrice: 100, sizes: ['ZZ'], category: 'Blouse' }, { images: [{ url: 'bad' }] }, { productNameHi: 'क'.repeat(121), descriptionHi: 'क'.repeat(5001) }];
  return messagesOf(productInputSchema, ...bad.map((b) => ({ ...PRODUCT_FORM_DEFAULTS, ...b }))).filter((m) => !/^(Invalid|Too big|Too small|Unrecognized)/.test(m));
}

/** Domain's messages for the settings page's fields (shop details and appointments), from bad values in each. */
function settingsMessages(): string[] {
  const shop = DEFAULT_SHOP_SETTINGS;
  const bad = [
    {
      name: '',
      phone: 'x',
      whatsapp: 'x',
      email: 'x',
      publicUrl: 'x',
      address: { street: '', locality: '', city: '', state: '', pincode: 'x' },
      geo: { lat: 200, lng: 500 },
      hours: [{ days: '', opens: 'x', closes: 'y' }],
      hoursText: '',
      social: [{ name: '', url: 'x' }],
      orderNumberPrefix: 'x',
      turnaroundDays: { tailor: { Blouse: 0 }, readymade: { default: 1000 } },
      payments: { advancePercent: 200, workStartsBeforeAdvance: false, upiId: 'bad', upiPayeeName: 'x'.repeat(200) },
      billing: { ...shop.billing, gstin: 'bad', tailoringSac: 'x', garmentHsn: 'x' },
    },
    { hours: [], social: Array(20).fill({ name: 'a', url: 'https://a.b' }), geo: { lat: 'x', lng: 'y' }, turnaroundDays: { tailor: {}, readymade: {} } },
  ];
  const appointments = DEFAULT_APPOINTMENT_SETTINGS;
  const badAppointments = [
    { visitKinds: [], weeklySlots: [{ weekday: 'x', time: '99:99' }], slotMinutes: 0, capacity: 0, changeCutoffHours: -1, homePincodes: ['x'], closedDates: ['x'] },
    { slotMinutes: 10000, capacity: 10000, changeCutoffHours: 10000 },
  ];
  return [
    ...messagesOf(shopSettingsSchema, ...bad.map((b) => ({ ...shop, ...b }))),
    ...messagesOf(appointmentSettingsSchema, ...badAppointments.map((b) => ({ ...appointments, ...b }))),
  ].filter((m) => !/^(Invalid|Too big|Too small|Unrecognized)/.test(m));
}

// The orders' statuses (the badges, filters and charts), payment states and types; the designs' categories.
export const ADMIN_VALUES: readonly string[] = [
  ...Object.values(ORDER_STATUS_LABELS),
  ...Object.values(PAYMENT_STATUS_LABELS),
  ...Object.values(MONEY_STATE_LABELS),
  ...Object.values(ORDER_TYPE_LABELS),
  ...Object.values(DASHBOARD_TYPE_LABELS),
  ...CATEGORIES,
  // An order's status moves and agreed price.
  ...messagesOf(reasonSchema, '', 'x'.repeat(501)),
  ...messagesOf(fitPhotosSchema, { fitPhotos: [], fitNote: 'x'.repeat(501) }, { fitPhotos: Array(11).fill('/x.jpg') }),
  ...messagesOf(agreedPriceSchema, { agreedPrice: Number.NaN, agreedNote: 'x' }, { agreedPrice: 0.5, agreedNote: 'x' }, { agreedPrice: -1, agreedNote: 'x' }, { agreedPrice: 1e12, agreedNote: 'x' }),
  // The payments panel: kinds, methods and domain's messages for a payment; the bill panel; the visits booked.
  ...Object.values(PAYMENT_KIND_LABELS),
  ...Object.values(PAYMENT_METHOD_LABELS),
  ...messagesOf(
    recordPaymentSchema(new Date('2026-11-26T10:00:00Z')),
    {},
    { kind: 'advance', method: 'upi', amount: -1, receivedOn: '2026-13-01', reference: 'abc' },
    { kind: 'advance', method: 'bank', amount: 0, receivedOn: '2027-01-01', reference: null },
    { kind: 'advance', method: 'cash', amount: 1.234, receivedOn: '2020-01-01', reference: 'x'.repeat(40) },
    { kind: 'advance', method: 'cash', amount: 1e12, receivedOn: '2026-11-01', reference: null },
  ),
  ...Object.values(BILL_KIND_LABELS),
  ...Object.values(BILL_REFUSAL_MESSAGES),
  ...Object.values(VISIT_KIND_LABELS),
  // The product form: its status choices and its messages (zod's own generic ones, for sizes a select cannot reach, left out).
  ...PRODUCT_STATUSES,
  ...productFormMessages(),
  // Its garment detail option lists (the fabric, colour, pattern and embellishment lists are the gallery's filters, in its catalogue).
  ...SLEEVE_TYPES,
  ...BLOUSE_BACK_DESIGNS,
  ...NECKLINE_STYLES,
  ...FIT_TYPES,
  ...SUIT_STYLES,
  ...LEHENGA_TYPES,
  ...BLOUSE_TYPES,
  ...BORDER_STYLES,
  ...DRAPE_STYLES,
  // The catalogue list's availability filter and badges.
  ...AVAILABILITY_STATUSES,
  // The settings: turnaround rows, weekdays, and domain's messages for the shop's details and appointments.
  ...TURNAROUND_ROWS.map((r) => r.label),
  ...Object.values(WEEKDAY_LABELS),
  ...settingsMessages(),
  // billingForm.ts's percent limit, written from domain's MAX_RATE_BP.
  `At most ${MAX_RATE_BP / 100} %`,
  // The order page's measurements (MeasurementList, LineSpec in features/orders).
  ...Object.values(MEASUREMENT_FIELDS).flatMap((fields) => fields.map((f) => f.label)),
];

// The week view's statuses and visits, the job cards' stages and options (as domain's OPTION_LABELS name them),
// and the job cards' measurement names (the form's labels without their unit).
export const WORKSHOP_VALUES: readonly string[] = [
  ...Object.values(ORDER_STATUS_LABELS),
  ...Object.values(JOB_STAGE_LABELS),
  ...Object.values(VISIT_KIND_LABELS),
  ...Object.values(ORDER_TYPE_LABELS),
  ...Object.values(MEASUREMENT_FIELDS).flatMap((fields) => fields.map((f) => jobMeasurementLabel(f.label))),
];
