/**
 * Which source files each Hindi catalogue translates (paths from the
 * repository root; a folder covers everything under it; a file that screens of
 * two catalogues show is listed under both). The completeness
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
import { CART_LINE_BLOCKER_MESSAGES } from '@tailor/domain/cart';
import { sizeChartFor } from '@tailor/domain/sizes';
import { offlineActionMessage } from '../connection';
import { INDIAN_STATES, ORDER_CATEGORIES, ORDER_TYPE_LABELS } from '@tailor/domain/options';
import { CUSTOMER_STATUS_LABELS } from '@tailor/domain/orderFlow';
import { MEASUREMENT_FIELDS, measurementName } from '@tailor/domain/measurements';
import { customerSchema, lineMeasurementsSchema } from '@tailor/domain/order';
import { loginSchema, resetPasswordSchema, signupSchema } from '@tailor/domain/user';
import { SHOP_NAME_IN_USE_MESSAGE } from '@tailor/domain/shop';

/** The messages domain's order schemas give an empty form: every one the customer fields and a line can show. */
const ORDER_FORM_MESSAGES = [
  ...(customerSchema.safeParse({ name: '', email: '', phone: '', address: { street: '', city: '', state: '', pincode: '' } }).error?.issues ?? []),
  ...(lineMeasurementsSchema.safeParse({ category: '', values: {}, profileName: '|' }).error?.issues ?? []),
]
  .map((issue) => issue.message)
  .concat(['Choose a size', 'Choose a product to order', 'Select a category']);
import { ADMIN_VALUES, WORKSHOP_VALUES } from './ownerCatalogueValues';
import { FEEDBACK_COMMENT_MAX, feedbackInputSchema } from '@tailor/domain/feedback';
import { DAY_NAMES } from '@tailor/domain/shop';
import { VISIT_KIND_LABELS } from '@tailor/domain/appointmentKinds';
import { DEFAULT_APPOINTMENT_SETTINGS } from '@tailor/domain/appointmentDefaults';
import { changeTooLateMessage, slotRefusal, slotRefusalOfTime, trialOrderRefusal } from '@tailor/domain/appointmentSlots';
import { BILL_KIND_LABELS } from '@tailor/domain/bill';
import { receiptTitle } from '@tailor/domain/receipts';
import { ORDER_STEPS, emptyOrderDraft, validateOrderRequest } from '@tailor/domain/order';
import { measurementProfileSchema } from '@tailor/domain/measurements';
import { MONEY_STATE_LABELS, PAYMENT_KIND_LABELS, PAYMENT_METHOD_LABELS } from '@tailor/domain/paymentKinds';
import { paymentReportSchema } from '@tailor/domain/paymentLedger';
import { alterationNoteSchema } from '@tailor/domain/orderNotes';

/** domain's messages for the one-design order form's own fields (a bad link and picture, a profile without a name). */
const wizardCheck = validateOrderRequest({ ...emptyOrderDraft('custom'), clothPic: ['not a picture'], designPic: ['not a picture'], Link: 'not a link' });
const ORDER_WIZARD_MESSAGES = [
  ...(wizardCheck.ok ? [] : wizardCheck.errors.map((e) => e.message)),
  ...(measurementProfileSchema.safeParse({ name: '', category: 'blouse', values: { chest: 30 } }).error?.issues ?? []).map((issue) => issue.message),
].filter((m) => !/^(Invalid|Too big|Too small|Unrecognized|Expected)/.test(m));

/**
 * The customer's order page: domain's messages for an alteration note and a UPI payment report,
 * the refusals of the payment-reports API (functions/src/payments/ledgerWrites.ts) and of its
 * client (features/money/data.ts).
 */
const CUSTOMER_ORDER_MESSAGES = [
  ...[alterationNoteSchema.safeParse(''), alterationNoteSchema.safeParse('x'.repeat(501))].flatMap((r) => r.error?.issues.map((i) => i.message) ?? []),
  ...[{}, { amount: 0, reference: '12' }, { amount: 1.234, reference: '' }, { amount: 1e12, reference: 'x' }].flatMap(
    (body) => paymentReportSchema.safeParse(body).error?.issues.map((i) => i.message) ?? [],
  ),
  'Order not found',
  'This order is cancelled: nothing is due',
  'Nothing is due on this order',
  'A payment you reported is still waiting for the shop to check it',
  'This UPI reference was already reported',
  'Please sign in again.',
  'No connection. Please try again.',
  'Could not save. Please try again.',
].filter((m) => !/^(Invalid|Too big|Too small|Unrecognized|Expected)/.test(m));

export const CATALOGUE_SOURCES: Readonly<Record<string, readonly string[]>> = {
  'web/src/app/hi.ts': [
    'web/src/app',
    'web/src/features/offline',
    'web/src/features/shop-info/components/Footer.tsx',
    'web/src/features/auth/components/NavAccount.tsx',
    'web/src/components/Modal.tsx',
    'web/src/components/LoadFailed.tsx',
    'web/src/components/Carousel.tsx',
    'web/src/components/Stars.tsx',
    'web/src/components/ConfirmDialog.tsx',
    'web/src/components/PageLoading.tsx',
    'web/src/features/auth/components/NotAuthorised.tsx',
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
  'web/src/features/cart/hi.ts': [
    'web/src/features/cart/pages',
    'web/src/features/cart/components',
    'web/src/features/cart/cartView.ts',
    'web/src/features/cart/sizeLabel.ts',
  ],
  'web/src/features/orders/hi.ts': [
    'web/src/features/orders/checkout',
    'web/src/features/orders/problemText.ts',
    'web/src/features/orders/send',
    'web/src/features/orders/components/CustomerFields.tsx',
    'web/src/features/orders/components/CashOnDelivery.tsx',
    'web/src/features/orders/components/WizardStepper.tsx',
    'web/src/features/orders/components/WizardNav.tsx',
    'web/src/features/orders/components/OrderTotals.tsx',
    'web/src/features/orders/components/OrderSentHeader.tsx',
    'web/src/features/orders/components/useSaveProfile.ts',
    // The links to book a visit or a trial, shown on the order screens.
    'web/src/features/appointments/entryLinks.tsx',
    // My orders: the list, its order updates, the statuses.
    'web/src/features/orders/pages/MyOrdersPage.tsx',
    'web/src/features/orders/notices/NoticesList.tsx',
    'web/src/features/orders/format.ts',
    'web/src/components/StatusBadge.tsx',
    // The one-design order form (/order/:id/:type) and its confirmation.
    'web/src/features/orders/pages/OrderWizardPage.tsx',
    'web/src/features/orders/components/OrderWizard.tsx',
    'web/src/features/orders/steps',
    'web/src/features/orders/components/FieldError.tsx',
    'web/src/features/orders/components/MeasurementField.tsx',
    'web/src/features/orders/components/OrderConfirmation.tsx',
    'web/src/features/orders/components/PlacedTotals.tsx',
    // The customer's order page: the order, its progress and history, fit approval, the payments.
    'web/src/features/orders/pages/MyOrderPage.tsx',
    'web/src/features/orders/components/CustomerOrderView.tsx',
    'web/src/features/orders/components/FitApproval.tsx',
    'web/src/features/orders/components/LineSpec.tsx',
    'web/src/features/orders/components/MeasurementList.tsx',
    'web/src/features/orders/components/OrderFacts.tsx',
    'web/src/features/orders/components/OrderHistory.tsx',
    'web/src/features/orders/components/OrderPictures.tsx',
    'web/src/features/orders/components/OrderProgress.tsx',
    'web/src/features/orders/historyVoice.ts',
    // The history's lines, shared with the owner's order page (listed under the admin catalogue too).
    'web/src/lib/orderHistoryText.ts',
    'web/src/features/money/components/CustomerMoney.tsx',
    'web/src/features/money/components/MoneyFacts.tsx',
    'web/src/features/money/components/LedgerList.tsx',
    'web/src/features/money/components/UpiQr.tsx',
    'web/src/features/money/labels.ts',
  ],
  'web/src/features/auth/hi.ts': [
    'web/src/features/auth/pages',
    'web/src/features/auth/components/AuthParts.tsx',
    'web/src/features/auth/components/ForgotPassword.tsx',
    'web/src/features/auth/components/AlreadySignedIn.tsx',
    'web/src/features/auth/authErrors.ts',
    'web/src/features/auth/passwordReset.ts',
    'web/src/features/auth/useAuthFlow.ts',
    // The verify-e-mail banner under the navigation (it loads this catalogue itself).
    'web/src/features/auth/components/VerifyEmailBanner.tsx',
  ],
  // The owner's and the tailor's screens (admin and workshop routes only).
  'web/src/features/admin/hi.ts': [
    'web/src/features/admin',
    'web/src/features/workshop',
    // Shown on the order page: the status badge, the payments, bill and visits panels; the settings' payments section.
    'web/src/components/StatusBadge.tsx',
    'web/src/features/money/components/AdminLedger.tsx',
    'web/src/features/money/components/MoneyFacts.tsx',
    'web/src/features/money/components/LedgerList.tsx',
    'web/src/features/bills/components/AdminBillPanel.tsx',
    'web/src/features/appointments/OrderBookings.tsx',
    'web/src/features/money/components/PaymentSettingsSection.tsx',
    // The settings' preview of the contact page's cards.
    'web/src/features/shop-info/components/ContactCards.tsx',
    // The ledger's entry lines and days, and what the order page shows of a line and its measurements.
    'web/src/features/money/labels.ts',
    'web/src/features/orders/components/LineSpec.tsx',
    'web/src/features/orders/components/MeasurementList.tsx',
    'web/src/features/orders/components/OrderPictures.tsx',
    // The history's lines, shared with the customer's order page (listed under the orders catalogue too).
    'web/src/lib/orderHistoryText.ts',
  ],
  // The feedback page and the home page's feedback section (features/feedback/feedbackCatalogue.ts).
  'web/src/features/feedback/hi.ts': ['web/src/features/feedback'],
  // The image uploader, wherever it shows (components/ImageUploader.tsx loads it).
  'web/src/components/hi.ts': ['web/src/components/ImageUploader.tsx', 'web/src/components/PictureList.tsx', 'web/src/firebase/storage.ts'],
  // About and contact (each page loads it itself).
  'web/src/features/shop-info/hi.ts': ['web/src/features/shop-info/pages', 'web/src/features/shop-info/components/ContactCards.tsx'],
  // The customer's booking page (BookPage.tsx loads it).
  'web/src/features/appointments/hi.ts': [
    'web/src/features/appointments/BookPage.tsx',
    'web/src/features/appointments/SlotPicker.tsx',
    'web/src/features/appointments/bookingText.ts',
    'web/src/features/appointments/data.ts',
  ],
  // The bill page: the final bill and the receipts (BillPage.tsx loads it).
  'web/src/features/bills/hi.ts': ['web/src/features/bills/pages', 'web/src/features/bills/components/BillDocument.tsx', 'web/src/features/bills/components/ReceiptDocument.tsx'],
};

/**
 * Texts a catalogue translates that come from domain's lists rather than from
 * t() calls in its files (shown with t(value)): each must have its entry.
 */
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
  // The lines' option labels, reasons and categories.
  'web/src/features/cart/hi.ts': [...Object.values(CART_PRODUCT_TYPE_LABELS), ...Object.values(CART_LINE_BLOCKER_MESSAGES), ...CATEGORIES],
  // The order forms: domain's validation messages (shown with problemText), measurement
  // names, labels and guides, the states, the garments and the reasons a line cannot be ordered.
  'web/src/features/orders/hi.ts': [
    ...ORDER_FORM_MESSAGES,
    ...INDIAN_STATES,
    ...ORDER_CATEGORIES,
    ...Object.values(PURCHASE_BLOCKER_MESSAGES),
    ...Object.values(MEASUREMENT_FIELDS).flatMap((fields) => fields.flatMap((f) => [f.label, f.help, measurementName(f.label)])),
    ...Object.values(CUSTOMER_STATUS_LABELS),
    ...Object.values(ORDER_TYPE_LABELS),
    ...CATEGORIES,
    // The one-design order form: its step header, the product type, its fields' messages.
    ...ORDER_STEPS,
    ...Object.values(CART_PRODUCT_TYPE_LABELS),
    ...ORDER_WIZARD_MESSAGES,
    // The customer's order page: payment states and entries, its forms' and the API's messages.
    ...Object.values(MONEY_STATE_LABELS),
    ...Object.values(PAYMENT_KIND_LABELS),
    ...Object.values(PAYMENT_METHOD_LABELS),
    ...CUSTOMER_ORDER_MESSAGES,
    // The delivery address's country, as orders store it.
    'India',
  ],
  // The sign-in forms' messages from domain's schemas.
  'web/src/features/auth/hi.ts': [
    ...(signupSchema.safeParse({ name: '', email: '', password: '' }).error?.issues ?? []).map((issue) => issue.message),
    ...(loginSchema.safeParse({ email: 'a@b.in', password: '' }).error?.issues ?? []).map((issue) => issue.message),
    ...(resetPasswordSchema.safeParse({ password: 'secret1', confirm: 'secret2' }).error?.issues ?? []).map((issue) => issue.message),
    SHOP_NAME_IN_USE_MESSAGE,
    'Password is too long',
  ],
  // The owner's screens: domain's lists and messages they show (ownerCatalogueValues.ts).
  'web/src/features/admin/hi.ts': [...ADMIN_VALUES, ...WORKSHOP_VALUES],
  // The feedback form's messages from domain's schema, and its offline toast (FEEDBACK_OFFLINE_MESSAGE).
  'web/src/features/feedback/hi.ts': [
    ...(feedbackInputSchema.safeParse({ rating: 0, comments: '', screenshotUrl: 'bad link' }).error?.issues ?? []).map((issue) => issue.message),
    ...(feedbackInputSchema.safeParse({ rating: 5, comments: 'x'.repeat(FEEDBACK_COMMENT_MAX + 1) }).error?.issues ?? []).map((issue) => issue.message),
    `${offlineActionMessage('Sending feedback')} What you wrote stays here.`,
  ],
  // The opening hours' days, as domain's daysLabel names them.
  'web/src/features/shop-info/hi.ts': Object.values(DAY_NAMES),
  // The visit kinds, and the refusals domain and the API answer a booking with (those around a
  // value are whole texts in bookingText.ts).
  'web/src/features/appointments/hi.ts': [
    ...Object.values(VISIT_KIND_LABELS),
    ...[null, { userId: 'u', orderType: 'readymade', orderStatus: 'stitching' }, { userId: 'u', orderType: 'tailor', orderStatus: 'pending' }].map(
      (order) => trialOrderRefusal(order, 'u')?.message ?? '',
    ),
    changeTooLateMessage(0),
    slotRefusal(DEFAULT_APPOINTMENT_SETTINGS, { kind: 'measurement-home', day: '2000-01-03', time: '10:00', pincode: null }, new Date(), 0)?.message ?? '',
    slotRefusalOfTime(DEFAULT_APPOINTMENT_SETTINGS, '2000-01-03', '10:00', new Date())?.message ?? '',
    // domain's refusals of a full slot, a closed day and a time not offered, and the API's own (functions/src/appointments).
    'This slot is full. Please choose another time.',
    'The shop takes no visits on this day. Please choose another day.',
    'We do not take visits at this time. Please choose one of the times offered.',
    'We could not find this booking among yours.',
    'This booking is already cancelled.',
    'Your visit is already at this time. Please choose another slot.',
  ],
  // The bill's kinds, the receipts' titles, payment kinds and methods.
  'web/src/features/bills/hi.ts': [
    ...Object.values(BILL_KIND_LABELS),
    receiptTitle({ kind: 'advance' }),
    receiptTitle({ kind: 'refund' }),
    ...Object.values(PAYMENT_KIND_LABELS),
    ...Object.values(PAYMENT_METHOD_LABELS),
  ],
  // The spinner's own words (PageLoading's default label).
  'web/src/app/hi.ts': ['Loading...'],
};
