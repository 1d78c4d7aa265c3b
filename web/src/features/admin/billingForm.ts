/**
 * The "Billing and tax" part of the shop-details form: rates typed in percent
 * and the threshold in rupees (stored as basis points and paise, settings/shop.billing).
 */
import { z } from 'zod';
import { msg } from '../../lib/i18n/translate';
import { billingSettingsSchema, MAX_RATE_BP, type BillingSettings } from '@tailor/domain';

const hundredths = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

const percent = z
  .number({ message: msg('Please enter a rate in percent, e.g. 5') })
  .min(0, msg('The rate cannot be negative'))
  .max(MAX_RATE_BP / 100, `At most ${MAX_RATE_BP / 100} %`)
  .refine(hundredths, msg('At most two decimals, e.g. 2.5'));

const shape = billingSettingsSchema.shape;

export const billingFormSchema = z
  .object({
    gstin: shape.gstin,
    tailoringRate: percent,
    tailoringSac: shape.tailoringSac,
    garmentRate: percent,
    garmentHighRate: percent,
    garmentThresholdRupees: z
      .number({ message: msg('Please enter an amount in rupees') })
      .min(0, msg('The amount cannot be negative'))
      .max(1_000_000, msg('The amount is too large'))
      .refine(hundredths, msg('At most two decimals (paise)')),
    garmentHsn: shape.garmentHsn,
  })
  .strict()
  .transform(
    (v): BillingSettings => ({
      gstin: v.gstin,
      tailoringRateBp: Math.round(v.tailoringRate * 100),
      tailoringSac: v.tailoringSac,
      garmentRateBp: Math.round(v.garmentRate * 100),
      garmentHighRateBp: Math.round(v.garmentHighRate * 100),
      garmentThresholdPaise: Math.round(v.garmentThresholdRupees * 100),
      garmentHsn: v.garmentHsn,
    }),
  );

export type BillingFormInput = z.input<typeof billingFormSchema>;

export function toBillingForm(b: BillingSettings): BillingFormInput {
  return {
    gstin: b.gstin,
    tailoringRate: b.tailoringRateBp / 100,
    tailoringSac: b.tailoringSac,
    garmentRate: b.garmentRateBp / 100,
    garmentHighRate: b.garmentHighRateBp / 100,
    garmentThresholdRupees: b.garmentThresholdPaise / 100,
    garmentHsn: b.garmentHsn,
  };
}
