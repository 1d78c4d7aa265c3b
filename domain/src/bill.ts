/**
 * The final bill of an order: a snapshot taken once, when the admin issues it
 * (`orders/{orderId}.bill`, written only by trusted code), so later changes to
 * the shop's details, rates or the order never change a bill already given.
 *
 * With a GSTIN in settings/shop.billing the bill is a Tax Invoice (Rule 46 of
 * the CGST Rules): seller's name, address and GSTIN; buyer's name and address;
 * number and date; HSN/SAC, quantity, taxable value, rate and CGST + SGST or
 * IGST per line; place of supply with its state; totals. Without one it is a
 * Bill of Supply: the same lines without tax.
 * Tax rules and rounding: ./gst.ts. Amounts in paise.
 */
import { lineCode, lineRateBp, splitInclusive, splitTax, type BillLineKind } from './gst';
import { gstStateCode, sameState } from './gstin';
import type { Paise } from './money';
import { amountDue } from './orderPayment';
import type { OrderRecord } from './orderRecord';
import type { ShopSettings } from './shopDetails';
import { fullAddress, shopBilling } from './shopDetails';

export const BILL_KINDS = ['tax-invoice', 'bill-of-supply'] as const;
export type BillKind = (typeof BILL_KINDS)[number];
export const BILL_KIND_LABELS: Readonly<Record<BillKind, string>> = {
  'tax-invoice': 'Tax Invoice',
  'bill-of-supply': 'Bill of Supply',
};

export interface BillParty {
  name: string;
  /** One line, as printed. */
  address: string;
  state: string;
  /** GST state code; null when the state is not one of India's. */
  stateCode: string | null;
  gstin: string | null;
  phone: string;
}

export interface BillLine {
  kind: BillLineKind;
  description: string;
  /** HSN (goods) or SAC (services). */
  code: string;
  quantity: number;
  /** What the customer pays for the line, tax included. */
  amountPaise: Paise;
  taxablePaise: Paise;
  rateBp: number;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
}

export interface BillTotals {
  amountPaise: Paise;
  taxablePaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
  taxPaise: Paise;
}

export interface Bill {
  kind: BillKind;
  number: string;
  /** '2026-27'. */
  financialYear: string;
  /** The shop's calendar day (IST) of issue, YYYY-MM-DD. */
  issuedOn: string;
  orderId: string;
  orderNumber: string;
  seller: BillParty;
  buyer: BillParty;
  placeOfSupply: { state: string; stateCode: string | null };
  /** Buyer in the seller's state: CGST + SGST; otherwise IGST. */
  intraState: boolean;
  /** Rule 46(p): the shop's sales to customers never carry reverse charge. */
  reverseCharge: false;
  lines: BillLine[];
  totals: BillTotals;
}

/** Why an order cannot be billed (the API answers these as 409). */
export type BillRefusal = 'cancelled' | 'pending' | 'unpriced';
export const BILL_REFUSAL_MESSAGES: Readonly<Record<BillRefusal, string>> = {
  cancelled: 'This order is cancelled: it gets no bill.',
  pending: 'This order is still pending: confirm it before issuing the bill.',
  unpriced: 'This order has no price yet: set the agreed price before issuing the bill.',
};

export function billRefusal(order: Pick<OrderRecord, 'orderStatus' | 'agreedPrice' | 'totalPrice'>): BillRefusal | null {
  if (order.orderStatus === 'cancelled') return 'cancelled';
  if (order.orderStatus === 'pending') return 'pending';
  const due = amountDue(order);
  return due === null || due <= 0 ? 'unpriced' : null;
}

interface Part {
  kind: BillLineKind;
  description: string;
  quantity: number;
  amountPaise: Paise;
}

/** The order's parts as charged: its priced lines and the delivery charge. */
function orderParts(order: OrderRecord): Part[] {
  const parts: Part[] = order.lines
    .filter((l) => l.totalPrice !== null && l.totalPrice > 0)
    .map((l) => ({
      kind: l.productType === 'readymade' ? 'garment' : 'tailoring',
      description: `${l.productName || 'Design'}${l.productType === 'readymade' ? (l.size ? `, ready-made, size ${l.size}` : ', ready-made') : ', tailor-made'}`,
      quantity: l.quantity,
      amountPaise: l.totalPrice!,
    }));
  if (order.shippingCharge && order.shippingCharge > 0) {
    parts.push({ kind: 'delivery', description: 'Delivery', quantity: 1, amountPaise: order.shippingCharge });
  }
  return parts;
}

/**
 * Shares `total` among `weights` in proportion, in whole paise, the paise left
 * by rounding down going to the largest remainders (earlier parts first on a tie).
 */
export function shareInProportion(total: Paise, weights: Paise[]): Paise[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const shares = weights.map((w) => Math.floor((total * w) / sum));
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = weights.map((w, i) => ({ i, rest: (total * w) % sum })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

/**
 * The parts the bill charges, adding up to what is due: the order's lines and
 * delivery as priced when they make the amount due; when the admin agreed
 * another price, that price shared among them in proportion; a custom order
 * without priced lines is one tailoring line.
 */
export function billParts(order: OrderRecord): Part[] {
  const due = amountDue(order) ?? 0;
  const parts = orderParts(order);
  const sum = parts.reduce((a, p) => a + p.amountPaise, 0);
  if (parts.length === 0) {
    const what = order.category ? `${order.category}, custom tailoring` : 'Custom tailoring';
    return [{ kind: 'tailoring', description: what, quantity: 1, amountPaise: due }];
  }
  if (sum === due) return parts;
  const shares = shareInProportion(due, parts.map((p) => p.amountPaise));
  return parts.map((p, i) => ({ ...p, amountPaise: shares[i]! }));
}

function sellerParty(shop: ShopSettings, gstin: string | null): BillParty {
  return {
    name: shop.name,
    address: fullAddress(shop),
    state: shop.address.state,
    stateCode: gstStateCode(shop.address.state),
    gstin,
    phone: shop.phone,
  };
}

function buyerParty(order: OrderRecord): BillParty {
  const a = order.customer.address;
  const address = [a.street, a.city, `${a.state} ${a.pincode}`.trim(), a.country].filter((s) => s.trim() !== '').join(', ');
  return { name: order.customer.name, address, state: a.state, stateCode: gstStateCode(a.state), gstin: null, phone: order.customer.phone };
}

export interface BillIssue {
  number: string;
  financialYear: string;
  issuedOn: string;
}

/** The bill of a priced, confirmed order (check billRefusal first), as the shop's settings stand now. */
export function buildBill(order: OrderRecord, shop: ShopSettings, issue: BillIssue): Bill {
  const billing = shopBilling(shop);
  const taxed = billing.gstin !== '';
  const buyer = buyerParty(order);
  const intraState = sameState(buyer.state, shop.address.state);
  const parts = billParts(order);

  // Delivery is taxed as the principal supply: the largest other line.
  const goods = parts.filter((p) => p.kind !== 'delivery');
  const principal = goods.reduce<Part | null>((best, p) => (best === null || p.amountPaise > best.amountPaise ? p : best), null);
  const principalKind = principal && principal.kind !== 'delivery' ? principal.kind : 'tailoring';
  const principalRate = principal ? lineRateBp(principalKind, principal.amountPaise, principal.quantity, billing) : billing.tailoringRateBp;

  const lines: BillLine[] = parts.map((p) => {
    const kind = p.kind === 'delivery' ? principalKind : p.kind;
    const rateBp = !taxed ? 0 : p.kind === 'delivery' ? principalRate : lineRateBp(kind, p.amountPaise, p.quantity, billing);
    const { taxablePaise, taxPaise } = splitInclusive(p.amountPaise, rateBp);
    return {
      kind: p.kind,
      description: p.description,
      code: lineCode(kind, billing),
      quantity: p.quantity,
      amountPaise: p.amountPaise,
      taxablePaise,
      rateBp,
      ...splitTax(taxPaise, intraState),
    };
  });

  const sum = (key: keyof Pick<BillLine, 'amountPaise' | 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise'>) =>
    lines.reduce((a, l) => a + l[key], 0);
  const totals: BillTotals = {
    amountPaise: sum('amountPaise'),
    taxablePaise: sum('taxablePaise'),
    cgstPaise: sum('cgstPaise'),
    sgstPaise: sum('sgstPaise'),
    igstPaise: sum('igstPaise'),
    taxPaise: 0,
  };
  totals.taxPaise = totals.cgstPaise + totals.sgstPaise + totals.igstPaise;

  return {
    kind: taxed ? 'tax-invoice' : 'bill-of-supply',
    number: issue.number,
    financialYear: issue.financialYear,
    issuedOn: issue.issuedOn,
    orderId: order.id,
    orderNumber: order.orderNumber,
    seller: sellerParty(shop, taxed ? billing.gstin : null),
    buyer,
    placeOfSupply: { state: buyer.state, stateCode: buyer.stateCode },
    intraState,
    reverseCharge: false,
    lines,
    totals,
  };
}

// ---- reading a stored bill ----

type Data = Record<string, unknown>;
const obj = (v: unknown): Data => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Data) : {});
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const int = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? Math.round(v) : 0);
const strOrNull = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

function partyFromData(v: unknown): BillParty {
  const p = obj(v);
  return { name: str(p.name), address: str(p.address), state: str(p.state), stateCode: strOrNull(p.stateCode), gstin: strOrNull(p.gstin), phone: str(p.phone) };
}

/** `orders/{id}.bill` as stored; null when the order has none. Odd fields read as empty, never throw. */
export function billFromData(value: unknown): Bill | null {
  const b = obj(value);
  if (typeof b.number !== 'string' || b.number === '') return null;
  const lines: BillLine[] = (Array.isArray(b.lines) ? b.lines : []).map((raw) => {
    const l = obj(raw);
    const kind = l.kind === 'garment' || l.kind === 'delivery' ? l.kind : 'tailoring';
    return {
      kind,
      description: str(l.description),
      code: str(l.code),
      quantity: int(l.quantity) || 1,
      amountPaise: int(l.amountPaise),
      taxablePaise: int(l.taxablePaise),
      rateBp: int(l.rateBp),
      cgstPaise: int(l.cgstPaise),
      sgstPaise: int(l.sgstPaise),
      igstPaise: int(l.igstPaise),
    };
  });
  const t = obj(b.totals);
  const place = obj(b.placeOfSupply);
  return {
    kind: b.kind === 'tax-invoice' ? 'tax-invoice' : 'bill-of-supply',
    number: b.number,
    financialYear: str(b.financialYear),
    issuedOn: str(b.issuedOn),
    orderId: str(b.orderId),
    orderNumber: str(b.orderNumber),
    seller: partyFromData(b.seller),
    buyer: partyFromData(b.buyer),
    placeOfSupply: { state: str(place.state), stateCode: strOrNull(place.stateCode) },
    intraState: b.intraState === true,
    reverseCharge: false,
    lines,
    totals: {
      amountPaise: int(t.amountPaise),
      taxablePaise: int(t.taxablePaise),
      cgstPaise: int(t.cgstPaise),
      sgstPaise: int(t.sgstPaise),
      igstPaise: int(t.igstPaise),
      taxPaise: int(t.taxPaise),
    },
  };
}
