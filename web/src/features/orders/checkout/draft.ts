/** The checkout's draft in localStorage, so a reload loses nothing typed. */
import { MEASUREMENT_CATEGORIES, orderCustomerFromData, type MeasurementCategory, type OrderCustomer } from '@tailor/domain';

export interface LineDraft {
  category: MeasurementCategory | null;
  values: Record<string, number>;
  /** The saved profile picked for this line ('' when typed). */
  profileId: string;
  profileName: string;
}

export interface CheckoutDraft {
  customer: OrderCustomer;
  /** A saved address's id, or 'new'. */
  addressChoice: string;
  saveAddress: boolean;
  lines: Record<string, LineDraft>;
  clothPic: string[];
  specialInstructions: string;
  /** Cart line ids kept out of this order (they stay in the cart); null until the shopper chooses. */
  leftOut: string[] | null;
}

const key = (uid: string) => `silai:checkout-draft:${uid}`;
const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const str = (v: unknown) => (typeof v === 'string' ? v : '');

export function emptyCheckoutDraft(): CheckoutDraft {
  return { customer: orderCustomerFromData(null), addressChoice: 'new', saveAddress: false, lines: {}, clothPic: [], specialInstructions: '', leftOut: null };
}

export function restoreCheckoutDraft(stored: unknown): CheckoutDraft {
  const s = obj(stored);
  const lines: Record<string, LineDraft> = {};
  for (const [id, raw] of Object.entries(obj(s.lines)).slice(0, 50)) {
    const l = obj(raw);
    const values: Record<string, number> = {};
    for (const [k, v] of Object.entries(obj(l.values))) if (/^[A-Za-z]{1,32}$/.test(k) && typeof v === 'number' && Number.isFinite(v)) values[k] = v;
    const category = (MEASUREMENT_CATEGORIES as readonly unknown[]).includes(l.category) ? (l.category as MeasurementCategory) : null;
    lines[id] = { category, values, profileId: str(l.profileId), profileName: str(l.profileName).slice(0, 60) };
  }
  const customer = orderCustomerFromData(s.customer);
  return {
    customer: { ...customer, address: { ...customer.address, country: 'India' } },
    addressChoice: str(s.addressChoice) || 'new',
    saveAddress: s.saveAddress === true,
    lines,
    clothPic: Array.isArray(s.clothPic) ? s.clothPic.filter((u): u is string => typeof u === 'string').slice(0, 10) : [],
    specialInstructions: str(s.specialInstructions).slice(0, 2000),
    leftOut: Array.isArray(s.leftOut) ? s.leftOut.filter((id): id is string => typeof id === 'string').slice(0, 200) : null,
  };
}

export function loadCheckoutDraft(uid: string): CheckoutDraft {
  try {
    const raw = localStorage.getItem(key(uid));
    return restoreCheckoutDraft(raw ? JSON.parse(raw) : null);
  } catch {
    return emptyCheckoutDraft();
  }
}

export function saveCheckoutDraft(uid: string, draft: CheckoutDraft): void {
  try {
    localStorage.setItem(key(uid), JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the draft simply is not kept.
  }
}

export function clearCheckoutDraft(uid: string): void {
  try {
    localStorage.removeItem(key(uid));
  } catch {
    // ignore
  }
}
