/**
 * An order document as the customer's and the admin's screens show it. The
 * reader tolerates missing and malformed fields (older documents, partial
 * writes): a screen never fails on one odd order.
 */
import { isOrderStatus } from './order';
import { ISO_DATE_REGEX, legacyOrderNumber, readPaymentStatus } from './orderFlow';
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
  /** Paise; null until priced. */
  totalPrice: number | null;
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
  /** Paise: the final amount agreed on the call, beside the computed totalPrice. */
  agreedPrice: number | null;
  agreedNote: string;
  /** The promised date, YYYY-MM-DD. */
  deliveryDate: string | null;
  /** Photos of the finished garment for the customer's approval, and the admin's note. */
  fitPhotos: string[];
  fitNote: string;
  cancelReason: string;
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

function lineFromData(raw: unknown, priced: boolean): OrderRecordLine {
  const line = obj(raw);
  const quantity = finite(line.quantity);
  return {
    productId: str(line.productId),
    productType: line.productType === 'readymade' ? 'readymade' : 'tailor',
    quantity: quantity && quantity > 0 ? quantity : 1,
    productName: str(line.productName) || str(line.ProductName),
    image: str(line.image) || null,
    price: priced ? finite(line.price) : null,
    discount: priced ? finite(line.discount) : null,
    totalPrice: priced ? finite(line.totalPrice) : null,
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
    lines: list(data.lines).map((raw) => lineFromData(raw, priced)),
    measurements,
    clothPic: urls(data.clothPic),
    designPic: urls(data.designPic),
    color: str(data.color),
    designDetails: str(data.designDetails),
    link: str(data.Link),
    specialInstructions: str(data.specialInstructions),
    customerDetails: str(data.customerDetails),
    totalPrice: priced ? finite(data.totalPrice) : null,
    priced,
    createdAt: date(data.createdAt) ?? date(data.orderDate),
    updatedAt: date(data.updatedAt),
    statusHistory: list(data.statusHistory).map(historyEntryFromData),
    payment: readPaymentStatus(data.paymentStatus),
    collectedAmount: finite(data.collectedAmount),
    collectedAt: date(data.collectedAt),
    refundedAt: date(data.refundedAt),
    agreedPrice: finite(data.agreedPrice),
    agreedNote: str(data.agreedNote),
    deliveryDate: typeof data.deliveryDate === 'string' && ISO_DATE_REGEX.test(data.deliveryDate) ? data.deliveryDate : null,
    fitPhotos: urls(data.fitPhotos),
    fitNote: str(data.fitNote),
    cancelReason: str(data.cancelReason),
  };
}
