/**
 * Which source files each Hindi catalogue translates (paths from the
 * repository root; a folder covers everything under it). The completeness
 * test reads the `t()`, `tp()` and `msg()` texts of these files and checks
 * them against the catalogue, and checks their JSX for English text left
 * outside t(). A folder is listed here once its screens are translated.
 */
import {
  AVAILABILITY_STATUSES,
  CATEGORIES,
  COLORS,
  EMBELLISHMENTS,
  FABRIC_TYPES,
  PATTERNS,
  PRODUCT_TYPES,
  SORT_OPTION_LABELS,
  STITCHING_TYPES,
  CART_PRODUCT_TYPE_LABELS,
} from '@tailor/domain/options';
import { PURCHASE_BLOCKER_MESSAGES } from '@tailor/domain/availability';
import { sizeChartFor } from '@tailor/domain/sizes';
import { offlineActionMessage } from '../connection';
import { PAYMENT_STATUS_LABELS } from '@tailor/domain/orderPayment';
import { MONEY_STATE_LABELS } from '@tailor/domain/paymentKinds';
import { ORDER_STATUS_LABELS, ORDER_TYPE_LABELS } from '@tailor/domain/options';
import { DASHBOARD_TYPE_LABELS } from '@tailor/domain/dashboardView';
import { fitPhotosSchema, reasonSchema } from '@tailor/domain/orderNotes';
import { agreedPriceSchema } from '@tailor/domain/orderPayment';
import { recordPaymentSchema } from '@tailor/domain/paymentLedger';
import { PAYMENT_KIND_LABELS, PAYMENT_METHOD_LABELS } from '@tailor/domain/paymentKinds';
import { BILL_KIND_LABELS, BILL_REFUSAL_MESSAGES } from '@tailor/domain/bill';
import { VISIT_KIND_LABELS } from '@tailor/domain/appointmentKinds';
import { JOB_STAGE_LABELS } from '@tailor/domain/workshop';
import { PRODUCT_FORM_DEFAULTS, productInputSchema } from '@tailor/domain/product';
import { PRODUCT_STATUSES } from '@tailor/domain/options';
import { TURNAROUND_ROWS, shopSettingsSchema } from '@tailor/domain/shopSettings';
import { DEFAULT_SHOP_SETTINGS } from '@tailor/domain/shopDetails';
import { DEFAULT_APPOINTMENT_SETTINGS, WEEKDAY_LABELS } from '@tailor/domain/appointmentDefaults';
import { appointmentSettingsSchema } from '@tailor/domain/appointmentSettings';
import { MAX_RATE_BP } from '@tailor/domain/billing';
import type { ZodType } from 'zod';

/** The messages domain's schema gives for each of `values` (the admin's forms show them through t()). */
function messagesOf(schema: ZodType, ...values: unknown[]): string[] {
  return values.flatMap((v) => schema.safeParse(v).error?.issues.map((i) => i.message) ?? []);
}

export const CATALOGUE_SOURCES: Readonly<Record<string, readonly string[]>> = {
  'web/src/app/hi.ts': [
    'web/src/app',
    'web/src/features/offline',
    'web/src/features/shop-info/components/Footer.tsx',
    'web/src/features/auth/components/NavAccount.tsx',
    'web/src/components/Modal.tsx',
    'web/src/components/LoadFailed.tsx',
    'web/src/components/Carousel.tsx',
  ],
  'web/src/features/catalog/hi.ts': [
    'web/src/features/catalog/pages/HomePage.tsx',
    'web/src/features/catalog/home',
    'web/src/features/catalog/components/ProductCard.tsx',
    'web/src/features/catalog/components/SortSelect.tsx',
    'web/src/components/productDisplay.ts',
    // The View Design dialog on the cards, with its size choice and the cart's toasts.
    'web/src/features/catalog/components/ProductOptionsModal.tsx',
    'web/src/components/SizePicker.tsx',
    'web/src/features/cart/addToCart.ts',
    'web/src/features/cart/sizeLabel.ts',
  ],
  'web/src/features/catalog/gallery/hi.ts': ['web/src/features/catalog/pages/GalleryPage.tsx', 'web/src/features/catalog/gallery'],
  'web/src/features/catalog/product/hi.ts': [
    'web/src/features/catalog/pages/ProductPage.tsx',
    'web/src/features/catalog/pages/DesignDetailPage.tsx',
    'web/src/features/catalog/product',
    'web/src/features/catalog/productRows.ts',
  ],
  // The owner's screens (admin routes only). The workshop's week view and job cards have their own.
  'web/src/features/admin/hi.ts': [
    'web/src/features/admin/pages/DashboardPage.tsx',
    'web/src/features/admin/components/charts',
    'web/src/features/admin/components/ProductSearchBox.tsx',
    'web/src/features/admin/pages/OrdersPage.tsx',
    'web/src/features/admin/components/OrdersList.tsx',
    'web/src/features/admin/components/OrderRow.tsx',
    'web/src/features/admin/components/OrdersTools.tsx',
    'web/src/components/StatusBadge.tsx',
    'web/src/features/admin/components/OrderDetail.tsx',
    'web/src/features/admin/components/OrderActions.tsx',
    'web/src/features/admin/components/OrderMoney.tsx',
    'web/src/features/admin/components/OrderSections.tsx',
    'web/src/features/admin/components/orderFields.tsx',
    'web/src/features/admin/orderHistoryText.ts',
    // The order page's payments, bill and visits panels.
    'web/src/features/money/components/AdminLedger.tsx',
    'web/src/features/bills/components/AdminBillPanel.tsx',
    'web/src/features/appointments/OrderBookings.tsx',
    // The product form (its options: the catalogue's and the gallery's catalogues, loaded beside).
    'web/src/features/admin/pages/ProductFormPage.tsx',
    'web/src/features/admin/components/ProductForm.tsx',
    'web/src/features/admin/components/productForm',
    'web/src/features/admin/components/ProductImagesField.tsx',
    'web/src/features/admin/productForm.ts',
    // The catalogue list.
    'web/src/features/admin/pages/CataloguePage.tsx',
    'web/src/features/admin/components/AdminProductCard.tsx',
    'web/src/features/admin/components/CatalogueTools.tsx',
    'web/src/features/admin/catalogueTools.ts',
    'web/src/features/admin/data.ts',
    // The settings: shop details, payments, billing and appointments.
    'web/src/features/admin/pages/SettingsPage.tsx',
    'web/src/features/admin/settingsForm.ts',
    'web/src/features/admin/billingForm.ts',
    'web/src/features/admin/components/BillingSettingsSection.tsx',
    'web/src/features/admin/components/AppointmentSettingsSection.tsx',
    'web/src/features/money/components/PaymentSettingsSection.tsx',
  ],
  'web/src/features/workshop/hi.ts': ['web/src/features/workshop'],
};

/**
 * Texts a catalogue translates that come from domain's lists rather than from
 * t() calls in its files (shown with t(value)): each must have its entry.
 */
/**
 * Domain's messages for the product form's fields (the form's own number messages
 * are msg() texts in features/admin/productForm.ts); zod's generic ones, which the
 * form's controls do not let through, are left out.
 */
function productFormMessages(): string[] {
  const bad = [{ productName: '', description: '' }, { readyMadePrice: 100, sizes: ['ZZ'], category: 'Blouse' }, { images: [{ url: 'bad' }] }];
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

export const CATALOGUE_VALUES: Readonly<Record<string, readonly string[]>> = {
  // The cards' category and availability, the sort choices.
  'web/src/features/catalog/hi.ts': [
    ...CATEGORIES,
    ...AVAILABILITY_STATUSES,
    ...Object.values(SORT_OPTION_LABELS),
    // The View Design dialog's option labels and reasons, the size guide's notes.
    ...Object.values(CART_PRODUCT_TYPE_LABELS),
    ...Object.values(PURCHASE_BLOCKER_MESSAGES),
    ...new Set(CATEGORIES.map((c) => sizeChartFor(c).note)),
    // Add to Cart's offline toast (features/cart/addToCart.ts), in the wording all actions share.
    offlineActionMessage('Add to Cart'),
  ],
  // The gallery's filter lists (categories and availability come with the catalogue's shared text).
  'web/src/features/catalog/gallery/hi.ts': [
    ...FABRIC_TYPES,
    ...STITCHING_TYPES,
    ...PATTERNS,
    ...EMBELLISHMENTS,
    ...COLORS,
    ...PRODUCT_TYPES,
  ],
  // The price card's option labels and reasons.
  'web/src/features/catalog/product/hi.ts': [...Object.values(CART_PRODUCT_TYPE_LABELS), ...Object.values(PURCHASE_BLOCKER_MESSAGES)],
  // The orders' statuses (the badges, filters and charts), payment states and types; the designs' categories.
  'web/src/features/admin/hi.ts': [
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
    // The catalogue list's availability filter and badges.
    ...AVAILABILITY_STATUSES,
    // The settings: turnaround rows, weekdays, and domain's messages for the shop's details and appointments.
    ...TURNAROUND_ROWS.map((r) => r.label),
    ...Object.values(WEEKDAY_LABELS),
    ...settingsMessages(),
    // billingForm.ts's percent limit, written from domain's MAX_RATE_BP.
    `At most ${MAX_RATE_BP / 100} %`,
  ],
  // The week view's statuses and visits, the job cards' stages and options (as domain's OPTION_LABELS name them).
  'web/src/features/workshop/hi.ts': [...Object.values(ORDER_STATUS_LABELS), ...Object.values(JOB_STAGE_LABELS), ...Object.values(VISIT_KIND_LABELS), ...Object.values(ORDER_TYPE_LABELS)],
};
