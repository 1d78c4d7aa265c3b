/**
 * The shop's details (`settings/shop`) without the schema: the shape, the demo
 * defaults and the links built from them. The storefront's first download uses
 * this module only; the zod schema (./shopSettings) loads with the screens and
 * code that validate.
 */
import { DAY_NAMES, SHOP } from './shop';
import { FREE_SHIPPING_THRESHOLD_PAISE } from './shipping';
import { DEFAULT_BILLING_SETTINGS, type BillingSettings } from './billing';
import { DEFAULT_APPOINTMENT_SETTINGS, type AppointmentSettings } from './appointmentDefaults';

export const SHOP_SETTINGS_PATH = 'settings/shop';
export const MAX_SOCIAL_LINKS = 6;

export interface ShopSettings {
  name: string;
  phone: string;
  whatsapp: string;
  email: string;
  address: { street: string; locality: string; city: string; state: string; pincode: string };
  geo: { lat: number; lng: number };
  hours: { days: string; opens: string; closes: string }[];
  hoursText: string;
  social: { name: string; url: string }[];
  freeShippingThresholdPaise: number;
  orderNumberPrefix: string;
  /** The shop's public web address (`https://silaistudio.in`, no path): order links in e-mails, share tags, canonical links. */
  publicUrl: string;
  /** Days from confirming an order to the promised delivery date, by order kind and category. */
  turnaroundDays: TurnaroundTable;
  /** Advance policy and UPI details (docs/money.md); documents without it read with the defaults. */
  payments: PaymentSettings;
  /**
   * GSTIN, tax rates and HSN/SAC codes of the bills (./billing.ts). Absent in
   * documents written before it (and in the demo defaults): read it with shopBilling().
   */
  billing?: BillingSettings;
  /** Booking of measurement visits and trial fittings (optional in stored documents). */
  appointments: AppointmentSettings;
}

export interface PaymentSettings {
  /** Percent of what is due asked as an advance on tailor-made and custom orders, 0–100 (0: none). */
  advancePercent: number;
  /** Whether stitching may start before the advance is in. */
  workStartsBeforeAdvance: boolean;
  /** The shop's UPI ID (VPA, name@handle); '' shows no UPI payment. */
  upiId: string;
  /** The name UPI apps show as payee. */
  upiPayeeName: string;
}

export const DEFAULT_PAYMENT_SETTINGS: PaymentSettings = { advancePercent: 0, workStartsBeforeAdvance: true, upiId: '', upiPayeeName: '' };

export interface TurnaroundTable {
  tailor: { Blouse: number; Suit: number; Dress: number; Lehenga: number; Saree: number; default: number };
  readymade: { default: number };
}

/**
 * Demo values (the invented shop in domain/src/shop.ts): what the seed writes
 * and what the app shows until `settings/shop` has been read.
 */
export const DEFAULT_SHOP_SETTINGS: ShopSettings = {
  name: SHOP.name,
  phone: SHOP.phone,
  whatsapp: SHOP.whatsapp,
  email: SHOP.email,
  address: {
    street: SHOP.address.street,
    locality: SHOP.address.locality,
    city: SHOP.address.city,
    state: SHOP.address.state,
    pincode: SHOP.address.pincode,
  },
  geo: { lat: SHOP.geo.lat, lng: SHOP.geo.lng },
  hours: SHOP.hours.map((h) => ({ ...h })),
  hoursText: SHOP.hoursText,
  social: SHOP.social.map((s) => ({ ...s })),
  freeShippingThresholdPaise: FREE_SHIPPING_THRESHOLD_PAISE,
  orderNumberPrefix: SHOP.orderNumberPrefix,
  publicUrl: SHOP.publicUrl,
  turnaroundDays: { tailor: { ...SHOP.turnaroundDays.tailor }, readymade: { ...SHOP.turnaroundDays.readymade } },
  payments: { ...DEFAULT_PAYMENT_SETTINGS },
  appointments: DEFAULT_APPOINTMENT_SETTINGS,
};

/**
 * Details the server already validated (served in the page), shape-checked
 * only: a field of the wrong type falls back to its default.
 */
export function mergeShopSettings(raw: Record<string, unknown>): ShopSettings {
  const out: Record<string, unknown> = { ...DEFAULT_SHOP_SETTINGS };
  for (const [key, fallback] of Object.entries(DEFAULT_SHOP_SETTINGS)) {
    const value = raw[key];
    const sameKind = Array.isArray(fallback) ? Array.isArray(value) : typeof value === typeof fallback && value !== null;
    if (sameKind) out[key] = value;
  }
  return out as unknown as ShopSettings;
}

/** The shop's billing settings, the defaults (no GSTIN: Bills of Supply) where none are stored. */
export const shopBilling = (s: Pick<ShopSettings, 'billing'>): BillingSettings => s.billing ?? DEFAULT_BILLING_SETTINGS;

export const phoneHref = (s: Pick<ShopSettings, 'phone'>): string => `tel:${s.phone.replace(/[^0-9+]/g, '')}`;
export const emailHref = (s: Pick<ShopSettings, 'email'>): string => `mailto:${s.email}`;
export function whatsappHref(s: Pick<ShopSettings, 'whatsapp'>, message?: string): string {
  const base = `https://wa.me/${s.whatsapp}`;
  return message ? `${base}?text=${encodeURIComponent(message)}` : base;
}
export function fullAddress(s: Pick<ShopSettings, 'address'>): string {
  const a = s.address;
  return `${a.street}, ${a.locality}, ${a.city}, ${a.state} ${a.pincode}, India`;
}
export const mapsDirectionsUrl = (s: Pick<ShopSettings, 'address'>): string =>
  `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(fullAddress(s))}`;

/** 'Mo-Sa' → 'Monday – Saturday'. */
export function daysLabel(days: string): string {
  return days
    .split('-')
    .map((d) => DAY_NAMES[d] ?? d)
    .join(' – ');
}

/** '19:00' → '7:00 PM'. */
export function timeLabel(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}
