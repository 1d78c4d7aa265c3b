import type { DocumentSnapshot } from 'firebase/firestore';
import {
  INDIAN_MOBILE_REGEX,
  isOrderStatus,
  normaliseIndianMobile,
  orderNumber,
  timestampToMillis,
  type OrderStatus,
} from '@tailor/domain';

export interface AdminOrderLine {
  productId: string;
  productType: string;
  quantity: number;
  productName: string;
  price: number;
  discount: number;
  totalPrice: number;
}

export interface StatusHistoryEntry {
  status: string;
  at: Date | null;
  by: string;
}

export interface AdminOrder {
  id: string;
  orderNumber: string;
  userId: string;
  orderType: string;
  customer: {
    name: string;
    email: string;
    phone: string;
    address: { street: string; city: string; state: string; pincode: string; country: string };
  };
  lines: AdminOrderLine[];
  category: string | null;
  measurements: Record<string, number>;
  clothPic: string[];
  color: string;
  designDetails: string;
  designPic: string[];
  link: string;
  specialInstructions: string;
  customerDetails: string;
  paymentType: string;
  paymentStatus: string;
  orderStatus: OrderStatus;
  /** Paise; null until trusted code has priced the order. */
  totalPrice: number | null;
  createdAt: Date | null;
  updatedAt: Date | null;
  statusHistory: StatusHistoryEntry[];
}

type Data = Record<string, unknown>;

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const obj = (v: unknown): Data => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Data) : {});
const date = (v: unknown): Date | null => {
  const ms = timestampToMillis(v);
  return ms === null ? null : new Date(ms);
};
const urls = (v: unknown): string[] =>
  Array.isArray(v) ? v.map((x) => (typeof x === 'string' ? x : str(obj(x).url))).filter(Boolean) : [];

/** An order document for the admin screens, tolerant of missing fields. */
export function orderFromData(id: string, data: Data): AdminOrder {
  const customer = obj(data.customer);
  const address = obj(customer.address);
  const measurements: Record<string, number> = {};
  for (const [k, v] of Object.entries(obj(data.measurements))) if (typeof v === 'number') measurements[k] = v;
  return {
    id,
    orderNumber: str(data.orderNumber) || orderNumber(id),
    userId: str(data.userId),
    orderType: str(data.orderType),
    customer: {
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
    },
    lines: (Array.isArray(data.lines) ? data.lines : []).map((l) => {
      const line = obj(l);
      return {
        productId: str(line.productId),
        productType: str(line.productType),
        quantity: num(line.quantity) || 1,
        productName: str(line.productName) || str(line.ProductName),
        price: num(line.price),
        discount: num(line.discount),
        totalPrice: num(line.totalPrice),
      };
    }),
    category: str(data.category) || null,
    measurements,
    clothPic: urls(data.clothPic),
    color: str(data.color),
    designDetails: str(data.designDetails),
    designPic: urls(data.designPic),
    link: str(data.Link),
    specialInstructions: str(data.specialInstructions),
    customerDetails: str(data.customerDetails),
    paymentType: str(data.paymentType) || 'COD',
    paymentStatus: str(data.paymentStatus) || 'pending',
    orderStatus: isOrderStatus(data.orderStatus) ? data.orderStatus : 'pending',
    totalPrice: typeof data.totalPrice === 'number' ? data.totalPrice : null,
    createdAt: date(data.createdAt) ?? date(data.orderDate),
    updatedAt: date(data.updatedAt),
    statusHistory: (Array.isArray(data.statusHistory) ? data.statusHistory : []).map((h) => {
      const entry = obj(h);
      return { status: str(entry.status), at: date(entry.at), by: str(entry.by) };
    }),
  };
}

export function orderFromSnapshot(snap: DocumentSnapshot): AdminOrder | null {
  const data = snap.data();
  return data ? orderFromData(snap.id, data) : null;
}

/** The customer's mobile as 10 digits, or null when it is not a valid Indian mobile. */
export function customerMobile(phone: string): string | null {
  const digits = normaliseIndianMobile(phone);
  return INDIAN_MOBILE_REGEX.test(digits) ? digits : null;
}

export function telHref(phone: string): string | null {
  const m = customerMobile(phone);
  return m ? `tel:+91${m}` : null;
}

export function customerWhatsappHref(phone: string, message?: string): string | null {
  const m = customerMobile(phone);
  if (!m) return null;
  const base = `https://wa.me/91${m}`;
  return message ? `${base}?text=${encodeURIComponent(message)}` : base;
}
