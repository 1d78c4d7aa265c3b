/**
 * The shop's billing settings (`settings/shop.billing`), without the schema
 * (./billingSchema): the shape and the defaults every older document reads with.
 * Rates are basis points (500 = 5 %), amounts paise, codes HSN (goods) or SAC (services).
 */
import type { Paise } from './money';

export interface BillingSettings {
  /** The shop's GSTIN; '' when the shop is not registered (its bills are Bills of Supply). */
  gstin: string;
  /** Tailoring service: tailor-made and custom lines. */
  tailoringRateBp: number;
  tailoringSac: string;
  /** Ready-made garments up to the threshold per piece… */
  garmentRateBp: number;
  /** …and above it. */
  garmentHighRateBp: number;
  /** Sale value per piece before tax up to which garmentRateBp applies. */
  garmentThresholdPaise: Paise;
  garmentHsn: string;
}

export const DEFAULT_BILLING_SETTINGS: BillingSettings = {
  gstin: '',
  tailoringRateBp: 500,
  // SAC 998822: wearing apparel manufacturing services (tailoring).
  tailoringSac: '998822',
  garmentRateBp: 500,
  garmentHighRateBp: 1800,
  garmentThresholdPaise: 250_000,
  // HSN 6204: women's suits, ensembles, dresses, skirts (woven).
  garmentHsn: '6204',
};

/** Highest rate the form takes: 40 %, the highest GST slab. */
export const MAX_RATE_BP = 4000;
/** HSN or SAC: 4, 6 or 8 digits. */
export const HSN_PATTERN = /^[0-9]{4}([0-9]{2}){0,2}$/;
