/**
 * GST on the shop's bills. Prices in the shop are what the customer pays, tax
 * included; a bill derives each line's taxable value and tax from its amount.
 *
 * Rounding (integer paise, per line):
 * - taxable value = amount × 10000 / (10000 + rate in basis points), rounded
 *   to the nearest paisa (half a paisa up); tax = amount − taxable value, so a
 *   line's taxable value and tax always add up to what the customer paid;
 * - within the shop's state the tax is split into CGST and SGST halves; an odd
 *   paisa goes to CGST (CGST = ⌈tax / 2⌉, SGST = ⌊tax / 2⌋), so the halves add
 *   up to the tax exactly; in another state the whole tax is IGST;
 * - the bill's totals are sums of its lines (no second rounding).
 *
 * Rates by kind of line (settings/shop.billing):
 * - tailoring (tailor-made and custom lines): tailoringRateBp;
 * - ready-made garments: garmentRateBp when the sale value per piece, before
 *   tax, is at most garmentThresholdPaise, else garmentHighRateBp. The GST
 *   rate notification speaks of the sale value, i.e. the value before tax;
 *   it is taken at the lower rate: a piece at ₹2,625.00 (₹2,500.00 + 5 %) is
 *   at 5 %, one at ₹2,625.01 at 18 %;
 * - delivery: charged with the garments on one bill, it is part of a composite
 *   supply and is taxed as its principal supply: the rate and code of the
 *   bill's largest line.
 */
import type { BillingSettings } from './billing';
import type { Paise } from './money';

export const BILL_LINE_KINDS = ['tailoring', 'garment', 'delivery'] as const;
export type BillLineKind = (typeof BILL_LINE_KINDS)[number];

const BP = 10_000;

/** Taxable value and tax of a tax-inclusive amount at `rateBp`. */
export function splitInclusive(amountPaise: Paise, rateBp: number): { taxablePaise: Paise; taxPaise: Paise } {
  const divisor = BP + rateBp;
  // round(amount × BP / divisor), half up, in integers.
  const taxablePaise = Math.floor((2 * amountPaise * BP + divisor) / (2 * divisor));
  return { taxablePaise, taxPaise: amountPaise - taxablePaise };
}

export interface TaxSplit {
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
}

/** CGST + SGST within the shop's state (the odd paisa to CGST), IGST otherwise. */
export function splitTax(taxPaise: Paise, intraState: boolean): TaxSplit {
  if (!intraState) return { cgstPaise: 0, sgstPaise: 0, igstPaise: taxPaise };
  const sgstPaise = Math.floor(taxPaise / 2);
  return { cgstPaise: taxPaise - sgstPaise, sgstPaise, igstPaise: 0 };
}

/**
 * The rate of a ready-made line of `quantity` pieces costing `amountPaise` in all:
 * the lower rate while the value per piece before tax at that rate is at most
 * the threshold (amount / (1 + low) ≤ threshold × quantity, compared in integers).
 */
export function garmentRateBp(amountPaise: Paise, quantity: number, billing: BillingSettings): number {
  const q = Math.max(1, Math.floor(quantity));
  const low = billing.garmentRateBp;
  return amountPaise * BP <= billing.garmentThresholdPaise * q * (BP + low) ? low : billing.garmentHighRateBp;
}

/** The rate of a tailoring or garment line (delivery follows the bill's principal line: see billLines). */
export function lineRateBp(kind: Exclude<BillLineKind, 'delivery'>, amountPaise: Paise, quantity: number, billing: BillingSettings): number {
  return kind === 'tailoring' ? billing.tailoringRateBp : garmentRateBp(amountPaise, quantity, billing);
}

export const lineCode = (kind: Exclude<BillLineKind, 'delivery'>, billing: BillingSettings): string =>
  kind === 'tailoring' ? billing.tailoringSac : billing.garmentHsn;

/** '5 %', '2.5 %', '18 %'. */
export function formatRate(rateBp: number): string {
  const percent = rateBp / 100;
  return `${Number.isInteger(percent) ? percent : percent.toFixed(2).replace(/0$/, '')} %`;
}
