/** The billing settings' schema (settings/shop.billing); firestore.rules' billingOk checks the same. */
import { z } from 'zod';
import { HSN_PATTERN, MAX_RATE_BP, type BillingSettings } from './billing';
import { GSTIN_PROBLEM_MESSAGES, gstinProblem } from './gstin';
import { MAX_PRICE_PAISE } from './money';

const rate = z
  .number({ message: 'Please enter a rate' })
  .int('Please enter the rate with at most two decimals')
  .min(0, 'The rate cannot be negative')
  .max(MAX_RATE_BP, `At most ${MAX_RATE_BP / 100} %`);

const code = (label: string) => z.string().trim().regex(HSN_PATTERN, `Please enter the ${label}: 4, 6 or 8 digits`);

export const billingSettingsSchema = z
  .object({
    gstin: z
      .string()
      .trim()
      .toUpperCase()
      .superRefine((value, ctx) => {
        const problem = value === '' ? null : gstinProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: GSTIN_PROBLEM_MESSAGES[problem] });
      }),
    tailoringRateBp: rate,
    tailoringSac: code('SAC'),
    garmentRateBp: rate,
    garmentHighRateBp: rate,
    garmentThresholdPaise: z
      .number({ message: 'Please enter an amount' })
      .int('Please enter whole paise')
      .min(0, 'The amount cannot be negative')
      .max(MAX_PRICE_PAISE, 'The amount is too large'),
    garmentHsn: code('HSN code'),
  })
  .strict();

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _sameShape: Same<z.infer<typeof billingSettingsSchema>, BillingSettings> = true;
void _sameShape;
