/**
 * An order document as the customer's and the admin's screens show it. The
 * reader tolerates missing and malformed fields (older documents, partial
 * writes): a screen never fails on one odd order.
 */
import { isLanguage, type Language } from './language';
import { readOrderMoney } from './paymentLedger';
import type { MoneySummary } from './paymentKinds';
import { measurementCategoryKey, MEASUREMENT_CATEGORIES, type MeasurementCategory } from './measurements';
import { isOrderStatus } from './order';
import { ISO_DATE_REGEX } from './orderDates';
import { legacyOrderNumber } from './orderNumbers';
import { readPaymentStatus } from './orderPayment';
import type { CartProductType, OrderStatus, OrderType, PaymentStatus } from './options';
import { timestampToMillis } from './sort';

export interface OrderRecordLine {
  productId: string;
  productType: CartProductType;
  quantity: number;
  productName: string;
  image: string | null;
  /** Paise (discount: percent); null until trusted code has priced the order. */
  price: number | null;
  discount: number | null;
  totalPrice: number | null;
  /** Ready-made: the size ordered. */
  size: string | null;
  /** Tailor-made: the line's measurements, or (older orders) the order's. */
  measurements: OrderLineMeasurements | null;
}

export interface OrderLineMeasurements {
  category: MeasurementCategory;
  values: Record<string, number>;
  profileName: string;
}

export interface OrderStatusChange {
  status: string;
  at: Date | null;
  by: string;
  /** Absent on plain forward moves (see OrderHistoryEntryData). */
  event?: string;
  reason?: string;
  /** The customer's alteration note, or the admin's note on fit photos. */
  note?: string;
  /** Fit photos of an approval round. */
  photos?: string[];
  /** Paise: an agreed price or a payment. */
  amount?: number;
  payment?: string;
}

export interface OrderCustomer {
  name: string;
  email: string;
  phone: string;
  address: { street: string; city: string; state: string; pincode: string; country: string };
}

export interface OrderRecord {
  id: string;
  orderNumber: string;
  userId: string;
  orderType: OrderType;
  orderStatus: OrderStatus;
  paymentType: string;
  paymentStatus: string;
  category: string | null;
  customer: OrderCustomer;
  /** The language the order was placed in (the admin's WhatsApp text uses it); absent on older orders: English. */
  language?: Language;
  lines: OrderRecordLine[];
  measurements: Record<string, number>;
  clothPic: string[];
  designPic: string[];
  color: string;
  designDetails: string;
  /** The design reference link (stored as `Link`, the spec's spelling). */
  link: string;
  specialInstructions: string;
  customerDetails: string;
  /** Paise; null until priced. Includes shipping. */
  totalPrice: number | null;
  /** Paise; null until priced or on orders priced before these were stored. */
  subtotal: number | null;
  discountTotal: number | null;
  shippingCharge: number | null;
  /** Why the shop (or its checks) cancelled the order; '' otherwise. */
  cancelReason: string;
  /** Trusted code has set the prices (`pricedAt`). */
  priced: boolean;
  createdAt: Date | null;
  updatedAt: Date | null;
  statusHistory: OrderStatusChange[];
  /** Collected / refunded; the older 'paid' reads as collected. */
  payment: PaymentStatus;
  /** Paise, recorded by the admin. */
  collectedAmount: number | null;
  collectedAt: Date | null;
  refundedAt: Date | null;
  /** Due, paid, refunded, balance and state (paymentLedger readOrderMoney: the stored summary, or the legacy fields). */
  money: MoneySummary;
  /** Paise: the final amount agreed on the call, beside the computed totalPrice. */
  agreedPrice: number | null;
  agreedNote: string;
  /** The promised date, YYYY-MM-DD. */
  deliveryDate: string | null;
  /** Photos of the finished garment for the customer's approval, and the admin's note. */
  fitPhotos: string[];
  fitNote: string;
}

type Data = Record<string, unknown>;

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const finite = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const obj = (v: unknown): Data => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Data) : {});
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const date = (v: unknown): Date | null => {
  const ms = timestampToMillis(v);
  return ms === null ? null : new Date(ms);
};
/** Picture URLs, stored as strings or as `{url}` objects. */
const urls = (v: unknown): string[] => list(v).map((x) => (typeof x === 'string' ? x : str(obj(x).url))).filter(Boolean);

function numbers(v: unknown): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [k, n] of Object.entries(obj(v))) if (typeof n === 'number' && Number.isFinite(n)) out[k] = n;
  return out;
}

function lineMeasurementsFromData(v: unknown): OrderLineMeasurements | null {
  const m = obj(v);
  const category = (MEASUREMENT_CATEGORIES as readonly unknown[]).includes(m.category) ? (m.category as MeasurementCategory) : null;
  return category ? { category, values: numbers(m.values), profileName: str(m.profileName) } : null;
}

function lineFromData(raw: unknown, priced: boolean, orderMeasurements: OrderLineMeasurements | null): OrderRecordLine {
  const line = obj(raw);
  const quantity = finite(line.quantity);
  const tailor = line.productType !== 'readymade';
  return {
    productId: str(line.productId),
    productType: line.productType === 'readymade' ? 'readymade' : 'tailor',
    quantity: quantity && quantity > 0 ? quantity : 1,
    productName: str(line.productName) || str(line.ProductName),
    image: str(line.image) || null,
    price: priced ? finite(line.price) : null,
    discount: priced ? finite(line.discount) : null,
    totalPrice: priced ? finite(line.totalPrice) : null,
    size: !tailor ? str(line.size) || null : null,
    measurements: tailor ? (lineMeasurementsFromData(line.measurements) ?? orderMeasurements) : null,
  };
}

/** An order's customer block (stored, or from a saved draft); the country defaults to India. */
export function orderCustomerFromData(value: unknown): OrderCustomer {
  const customer = obj(value);
  const address = obj(customer.address);
  return {
    name: str(customer.name),
    email: str(customer.email),
    phone: str(customer.phone),
    address: {
      street: str(address.street),
      city: str(address.city),
      state: str(address.state),
      pincode: str(address.pincode),
      country: str(address.country) || 'India',
    },
  };
}

function historyEntryFromData(raw: unknown): OrderStatusChange {
  const entry = obj(raw);
  const change: OrderStatusChange = { status: str(entry.status), at: date(entry.at), by: str(entry.by) };
  for (const key of ['event', 'reason', 'note', 'payment'] as const) if (str(entry[key])) change[key] = str(entry[key]);
  if (Array.isArray(entry.photos)) change.photos = urls(entry.photos);
  const amount = finite(entry.amount);
  if (amount !== null) change.amount = amount;
  return change;
}

/** The order document `data` of id `id` (timestamps as Firestore Timestamps, Dates or millis). */
export function orderFromData(id: string, data: Data): OrderRecord {
  const priced = data.pricedAt != null;
  const measurements: Record<string, number> = {};
  for (const [k, v] of Object.entries(obj(data.measurements))) if (typeof v === 'number') measurements[k] = v;
  // Orders from the one-design wizard keep the measurements on the order: they belong to its tailor-made lines.
  const orderCategory = measurementCategoryKey(str(data.category));
  const orderMeasurements =
    orderCategory && Object.keys(measurements).length > 0 ? { category: orderCategory, values: measurements, profileName: '' } : null;
  return {
    id,
    orderNumber: str(data.orderNumber) || legacyOrderNumber(id),
    userId: str(data.userId),
    orderType: data.orderType === 'tailor' || data.orderType === 'readymade' ? data.orderType : 'custom',
    orderStatus: isOrderStatus(data.orderStatus) ? data.orderStatus : 'pending',
    paymentType: str(data.paymentType) || 'COD',
    paymentStatus: str(data.paymentStatus) || 'pending',
    category: str(data.category) || null,
    customer: orderCustomerFromData(data.customer),
    ...(isLanguage(data.language) ? { language: data.language } : {}),
    lines: list(data.lines).map((raw) => lineFromData(raw, priced, orderMeasurements)),
    measurements,
    clothPic: urls(data.clothPic),
    designPic: urls(data.designPic),
    color: str(data.color),
    designDetails: str(data.designDetails),
    link: str(data.Link),
    specialInstructions: str(data.specialInstructions),
    customerDetails: str(data.customerDetails),
    totalPrice: priced ? finite(data.totalPrice) : null,
    subtotal: priced ? finite(data.subtotal) : null,
    discountTotal: priced ? finite(data.discountTotal) : null,
    shippingCharge: priced ? finite(data.shippingCharge) : null,
    cancelReason: str(data.cancelReason),
    priced,
    createdAt: date(data.createdAt) ?? date(data.orderDate),
    updatedAt: date(data.updatedAt),
    statusHistory: list(data.statusHistory).map(historyEntryFromData),
    payment: readPaymentStatus(data.paymentStatus),
    collectedAmount: finite(data.collectedAmount),
    collectedAt: date(data.collectedAt),
    refundedAt: date(data.refundedAt),
    money: readOrderMoney({ ...data, totalPrice: priced ? data.totalPrice : null }),
    agreedPrice: finite(data.agreedPrice),
    agreedNote: str(data.agreedNote),
    deliveryDate: typeof data.deliveryDate === 'string' && ISO_DATE_REGEX.test(data.deliveryDate) ? data.deliveryDate : null,
    fitPhotos: urls(data.fitPhotos),
    fitNote: str(data.fitNote),
  };
}
