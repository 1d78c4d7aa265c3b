import { describe, expect, it } from 'vitest';
import { billingSettingsSchema } from './billingSchema';
import { DEFAULT_BILLING_SETTINGS } from './billing';
import { gstinCheckChar, gstinProblem, gstStateCode, sameState } from './gstin';

describe('GSTIN', () => {
  it('accepts published GSTINs (check character computed, not copied)', () => {
    expect(gstinCheckChar('27AAPFU0939F1Z')).toBe('V');
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeNull();
    expect(gstinProblem('29AAGCB7383J1Z4')).toBeNull();
  });
  it('refuses a wrong check character, length, pattern or state code', () => {
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe('checksum');
    expect(gstinProblem('27AAPFU0939F1Z')).toBe('length');
    expect(gstinProblem('27AAPFU0939F1XV')).toBe('pattern');
    expect(gstinProblem('27aapfu0939f1zv')).toBe('pattern');
    expect(gstinProblem('99AAPFU0939F1Z' + gstinCheckChar('99AAPFU0939F1Z'))).toBe('state');
  });
  it('in the settings schema: optional (empty), upper-cased, with the reason', () => {
    const parse = (gstin: string) => billingSettingsSchema.safeParse({ ...DEFAULT_BILLING_SETTINGS, gstin });
    expect(parse('').success).toBe(true);
    expect(parse(' 27aapfu0939f1zv ').data?.gstin).toBe('27AAPFU0939F1ZV');
    expect(parse('27AAPFU0939F1ZW').error?.issues[0]?.message).toMatch(/does not match/);
  });
  it('settings schema: rates in whole basis points up to 40 %, codes of 4, 6 or 8 digits', () => {
    const ok = (patch: object) => billingSettingsSchema.safeParse({ ...DEFAULT_BILLING_SETTINGS, ...patch }).success;
    expect(ok({ tailoringRateBp: 250 })).toBe(true);
    expect(ok({ tailoringRateBp: 2.5 })).toBe(false);
    expect(ok({ garmentHighRateBp: 4001 })).toBe(false);
    expect(ok({ garmentHsn: '620442' })).toBe(true);
    expect(ok({ garmentHsn: '62044' })).toBe(false);
    expect(ok({ extra: 1 })).toBe(false);
  });
  it('state codes and the same state as typed', () => {
    expect(gstStateCode('Maharashtra')).toBe('27');
    expect(gstStateCode(' tamil  nadu')).toBe('33');
    expect(gstStateCode('Atlantis')).toBeNull();
    expect(sameState('maharashtra', 'Maharashtra')).toBe(true);
    expect(sameState('Karnataka', 'Maharashtra')).toBe(false);
  });
});
