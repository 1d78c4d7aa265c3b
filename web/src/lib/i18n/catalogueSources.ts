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
import { ADMIN_VALUES, WORKSHOP_VALUES } from './ownerCatalogueValues';

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
  ],
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
  // The owner's screens: domain's lists and messages they show (ownerCatalogueValues.ts).
  'web/src/features/admin/hi.ts': [...ADMIN_VALUES, ...WORKSHOP_VALUES],
};
