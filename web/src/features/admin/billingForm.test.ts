import { describe, expect, it } from 'vitest';
import { DEFAULT_BILLING_SETTINGS } from '@tailor/domain';
import { billingFormSchema, toBillingForm } from './billingForm';

describe('billing form', () => {
  it('shows rates in percent and the threshold in rupees, and stores basis points and paise', () => {
    const form = toBillingForm(DEFAULT_BILLING_SETTINGS);
    expect(form).toMatchObject({ tailoringRate: 5, garmentRate: 5, garmentHighRate: 18, garmentThresholdRupees: 2500 });
    expect(billingFormSchema.parse(form)).toEqual(DEFAULT_BILLING_SETTINGS);
    expect(billingFormSchema.parse({ ...form, tailoringRate: 2.5, garmentThresholdRupees: 1000.5 })).toMatchObject({
      tailoringRateBp: 250,
      garmentThresholdPaise: 100_050,
    });
  });

  it('refuses with the field’s words: a rate over 40 %, three decimals, an empty box, a bad GSTIN', () => {
    const form = toBillingForm(DEFAULT_BILLING_SETTINGS);
    const message = (patch: object) => billingFormSchema.safeParse({ ...form, ...patch }).error?.issues[0]?.message;
    expect(message({ garmentHighRate: 41 })).toBe('At most 40 %');
    expect(message({ tailoringRate: 5.125 })).toBe('At most two decimals, e.g. 2.5');
    expect(message({ garmentRate: Number.NaN })).toBe('Please enter a rate in percent, e.g. 5');
    expect(message({ gstin: '27AAPFU0939F1ZW' })).toMatch(/does not match/);
    expect(billingFormSchema.parse({ ...form, gstin: '27aapfu0939f1zv' }).gstin).toBe('27AAPFU0939F1ZV');
  });
});
