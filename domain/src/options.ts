/** Option lists of the catalogue, cart and orders (spec section 3). */

export const CATEGORIES = ['Lehenga', 'Suit', 'Blouse', 'Toiler', 'Dress', 'Saree', 'Others'] as const;
export type Category = (typeof CATEGORIES)[number];

/** Categories offered by the admin form and the cart. */
export const ADMIN_CATEGORIES = ['Blouse', 'Suit', 'Lehenga', 'Saree'] as const;
export type AdminCategory = (typeof ADMIN_CATEGORIES)[number];

/** Categories of the order wizard (one measurement form each). */
export const ORDER_CATEGORIES = ['Blouse', 'Dress', 'Lehenga'] as const;
export type OrderCategory = (typeof ORDER_CATEGORIES)[number];

export const PRODUCT_TYPES = ['Ready-made', 'Custom-made', 'Semi-stitched', 'Toiler'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const FABRIC_TYPES = ['Cotton', 'Silk', 'Satin', 'Georgette', 'Linen', 'Chiffon', 'Velvet', 'Other'] as const;
export type FabricType = (typeof FABRIC_TYPES)[number];

export const STITCHING_TYPES = ['Machine Stitching', 'Hand Stitching', 'Mixed'] as const;
export type StitchingType = (typeof STITCHING_TYPES)[number];

export const PATTERNS = [
  'Plain',
  'Embroidered',
  'Printed',
  'Dyed',
  'Geometric',
  'Floral',
  'Polka Dots',
  'Other',
] as const;
export type Pattern = (typeof PATTERNS)[number];

export const EMBELLISHMENTS = ['Zari Work', 'Sequin', 'Stone Work', 'Beads', 'Embroidery', 'Other'] as const;
export type Embellishment = (typeof EMBELLISHMENTS)[number];

export const AVAILABILITY_STATUSES = ['Available', 'Out of Stock', 'Discontinued'] as const;
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];

export const COLORS = [
  'Red',
  'Maroon',
  'Pink',
  'Golden',
  'Royal Blue',
  'Green',
  'Black',
  'White',
  'Peach',
  'Yellow',
] as const;
export type Color = (typeof COLORS)[number];

export const PRODUCT_STATUSES = ['Active', 'Inactive'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export const SLEEVE_TYPES = ['Short Sleeve', 'Long Sleeve', 'Sleeveless'] as const;
export type SleeveType = (typeof SLEEVE_TYPES)[number];

export const BLOUSE_BACK_DESIGNS = ['Closed Back', 'Back Open', 'Keyhole Back'] as const;
export type BlouseBackDesign = (typeof BLOUSE_BACK_DESIGNS)[number];

export const FIT_TYPES = ['Regular Fit', 'Slim Fit', 'Loose Fit'] as const;
export type FitType = (typeof FIT_TYPES)[number];

export const SUIT_STYLES = ['Straight Cut', 'Anarkali', 'A-Line', 'Patiala', 'Palazzo'] as const;
export type SuitStyle = (typeof SUIT_STYLES)[number];

export const SUIT_FABRICS = ['Cotton', 'Silk', 'Georgette', 'Chiffon', 'Satin'] as const;
export type SuitFabric = (typeof SUIT_FABRICS)[number];

export const LEHENGA_TYPES = ['A-Line', 'Mermaid', 'Flared', 'Straight'] as const;
export type LehengaType = (typeof LEHENGA_TYPES)[number];

export const SAREE_FABRICS = ['Silk', 'Cotton', 'Georgette', 'Chiffon', 'Satin', 'Linen'] as const;
export type SareeFabric = (typeof SAREE_FABRICS)[number];

export const BLOUSE_TYPES = ['Unstitched Blouse', 'Stitched Blouse', 'No Blouse'] as const;
export type BlouseType = (typeof BLOUSE_TYPES)[number];

export const BORDER_STYLES = ['Plain', 'Zari Border', 'Embroidered Border', 'Lace Border'] as const;
export type BorderStyle = (typeof BORDER_STYLES)[number];

export const DRAPE_STYLES = ['Nivi', 'Bengali', 'Gujarati', 'Maharashtrian'] as const;
export type DrapeStyle = (typeof DRAPE_STYLES)[number];

export const NECKLINE_STYLES = ['Round', 'V-Neck', 'Sweetheart', 'Boat Neck', 'High Neck', 'Square'] as const;
export type NecklineStyle = (typeof NECKLINE_STYLES)[number];

export const CART_PRODUCT_TYPES = ['readymade', 'tailor'] as const;
export type CartProductType = (typeof CART_PRODUCT_TYPES)[number];

/** The shop's one name for each way of buying a design, on every screen. */
export const CART_PRODUCT_TYPE_LABELS: Record<CartProductType, string> = {
  readymade: 'Ready-made',
  tailor: 'Tailor-made',
};

export const ORDER_TYPES = ['custom', 'tailor', 'readymade'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/** Order types as shoppers and the admin read them ("custom" is the design-request path). */
export const ORDER_TYPE_LABELS: Record<OrderType, string> = {
  readymade: 'Ready-made',
  tailor: 'Tailor-made',
  custom: 'Custom design',
};

export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'stitching',
  'approval',
  'ready',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  stitching: 'Stitching',
  approval: 'Awaiting approval',
  ready: 'Ready',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export const PAYMENT_TYPES = ['COD'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** Cash on delivery: pending → collected (recorded by the admin) → refunded. Older orders say 'paid' for collected. */
export const PAYMENT_STATUSES = ['pending', 'collected', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The 28 states and 8 union territories of India. */
export const INDIAN_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;
export type IndianState = (typeof INDIAN_STATES)[number];

export const SORT_OPTIONS = ['newest', 'rating', 'price-asc', 'price-desc'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

export const SORT_OPTION_LABELS: Record<SortOption, string> = {
  newest: 'Newest',
  rating: 'Top rated',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
};

/** Type guard for membership in one of the `as const` lists above. */
export function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}
