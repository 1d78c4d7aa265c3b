/** The wizard's draft in localStorage, so a reload loses nothing. */
import { emptyOrderDraft, ORDER_CATEGORIES, orderCustomerFromData, type OrderDraft, type OrderType } from '@tailor/domain';

/** Marks drafts whose measurements keep a typed 0 (blank is left out). */
export const DRAFT_VERSION = 2;

export function draftKey(productId: string, orderType: OrderType): string {
  return `silai:order-draft:${productId}:${orderType}`;
}

function str(v: unknown, fallback = ''): string {
  return typeof v === 'string' ? v : fallback;
}
function strList(v: unknown): string[] {
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string').slice(0, 10) : [];
}
function obj(v: unknown): Record<string, unknown> {
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

/** A stored draft merged over the defaults; anything malformed falls back to the default. */
export function restoreDraft(stored: unknown, orderType: OrderType, productId: string): OrderDraft {
  const base = emptyOrderDraft(orderType, productId);
  const s = obj(stored);
  const customer = orderCustomerFromData(s.customer);
  const measurements: Record<string, number> = {};
  // Drafts saved before DRAFT_VERSION stored a blank measurement as 0 ("not given"); later ones keep a typed 0 as 0.
  const zeroIsBlank = s.draftVersion !== DRAFT_VERSION;
  for (const [k, v] of Object.entries(obj(s.measurements))) {
    if (/^[A-Za-z]{1,32}$/.test(k) && typeof v === 'number' && Number.isFinite(v) && !(zeroIsBlank && v === 0)) measurements[k] = v;
  }
  const category = (ORDER_CATEGORIES as readonly unknown[]).includes(s.category) ? (s.category as OrderDraft['category']) : null;
  return {
    ...base,
    // The form has no country: a draft is always for India.
    customer: { ...customer, address: { ...customer.address, country: 'India' } },
    category,
    measurements,
    clothPic: strList(s.clothPic),
    color: str(s.color),
    designDetails: str(s.designDetails),
    designPic: strList(s.designPic),
    Link: str(s.Link),
    specialInstructions: str(s.specialInstructions),
    customerDetails: str(s.customerDetails),
  };
}

export function loadDraft(productId: string, orderType: OrderType): OrderDraft {
  let stored: unknown = null;
  try {
    const raw = localStorage.getItem(draftKey(productId, orderType));
    stored = raw ? JSON.parse(raw) : null;
  } catch {
    stored = null;
  }
  return restoreDraft(stored, orderType, productId);
}

export function saveDraft(productId: string, orderType: OrderType, draft: unknown): void {
  try {
    // userId and lines come from the session and the route, not from storage.
    const { userId: _userId, lines: _lines, ...rest } = obj(draft);
    localStorage.setItem(draftKey(productId, orderType), JSON.stringify({ ...rest, draftVersion: DRAFT_VERSION }));
  } catch {
    // Storage full or disabled: the draft simply is not kept.
  }
}

export function clearDraft(productId: string, orderType: OrderType): void {
  try {
    localStorage.removeItem(draftKey(productId, orderType));
  } catch {
    // ignore
  }
}
