import { describe, expect, it } from 'vitest';
import { DEFAULT_BILLING_SETTINGS } from './billing';
import { formatRate, garmentRateBp, lineRateBp, splitInclusive, splitTax } from './gst';
import { formatINRPaise } from './money';

const billing = DEFAULT_BILLING_SETTINGS;

describe('splitInclusive: taxable value and tax of a tax-inclusive amount', () => {
  it('₹1,050.00 at 5 % is ₹1,000.00 + ₹50.00', () => {
    expect(splitInclusive(105_000, 500)).toEqual({ taxablePaise: 100_000, taxPaise: 5_000 });
  });
  it('₹999.00 at 5 %: 99,900 / 1.05 = 95,142.857… paise, rounded to 95,143; tax the rest, 4,757', () => {
    expect(splitInclusive(99_900, 500)).toEqual({ taxablePaise: 95_143, taxPaise: 4_757 });
  });
  it('rounds to the nearest paisa: 21 paise at 5 % is 20 + 1; 41 is 39.05 → 39 + 2; 43 is 40.95 → 41 + 2', () => {
    expect(splitInclusive(21, 500)).toEqual({ taxablePaise: 20, taxPaise: 1 });
    expect(splitInclusive(41, 500)).toEqual({ taxablePaise: 39, taxPaise: 2 });
    expect(splitInclusive(43, 500)).toEqual({ taxablePaise: 41, taxPaise: 2 });
  });
  it('at 0 % the whole amount is taxable value', () => {
    expect(splitInclusive(123_456, 0)).toEqual({ taxablePaise: 123_456, taxPaise: 0 });
  });
  it('taxable value + tax is always the amount', () => {
    for (let amount = 1; amount < 5_000; amount += 7) {
      for (const rate of [0, 250, 500, 1200, 1800, 2800]) {
        const { taxablePaise, taxPaise } = splitInclusive(amount, rate);
        expect(taxablePaise + taxPaise).toBe(amount);
        expect(Math.abs(taxablePaise * (10_000 + rate) - amount * 10_000)).toBeLessThanOrEqual((10_000 + rate) / 2);
      }
    }
  });
});

describe('splitTax', () => {
  it('intra-state (CGST + SGST): halves, an odd paisa to CGST', () => {
    expect(splitTax(5_000, true)).toEqual({ cgstPaise: 2_500, sgstPaise: 2_500, igstPaise: 0 });
    expect(splitTax(4_757, true)).toEqual({ cgstPaise: 2_379, sgstPaise: 2_378, igstPaise: 0 });
  });
  it('inter-state: all IGST', () => {
    expect(splitTax(4_757, false)).toEqual({ cgstPaise: 0, sgstPaise: 0, igstPaise: 4_757 });
  });
});

describe('worked examples', () => {
  it('intra-state: a tailor-made blouse at ₹999.00 to a customer in the shop’s state', () => {
    const rate = lineRateBp('tailoring', 99_900, 1, billing);
    const { taxablePaise, taxPaise } = splitInclusive(99_900, rate);
    const split = splitTax(taxPaise, true);
    expect([formatRate(rate), formatINRPaise(taxablePaise), formatINRPaise(split.cgstPaise), formatINRPaise(split.sgstPaise)]).toEqual([
      '5 %',
      '₹951.43',
      '₹23.79',
      '₹23.78',
    ]);
  });
  it('inter-state: a ready-made suit at ₹3,540.00 shipped to another state: 18 %, ₹3,000.00 + IGST ₹540.00', () => {
    const rate = lineRateBp('garment', 354_000, 1, billing);
    expect(rate).toBe(1_800);
    const { taxablePaise, taxPaise } = splitInclusive(354_000, rate);
    expect(splitTax(taxPaise, false)).toEqual({ cgstPaise: 0, sgstPaise: 0, igstPaise: 54_000 });
    expect(formatINRPaise(taxablePaise)).toBe('₹3,000.00');
  });
});

describe('ready-made garments: ₹2,500 a piece, value before tax', () => {
  it('₹2,625.00 a piece is ₹2,500.00 before 5 % tax: 5 %', () => {
    expect(garmentRateBp(262_500, 1, billing)).toBe(500);
    expect(splitInclusive(262_500, 500)).toEqual({ taxablePaise: 250_000, taxPaise: 12_500 });
  });
  it('₹2,625.01 a piece is ₹2,500.01 before 5 % tax: above the threshold, 18 % (₹2,224.58 + ₹400.43)', () => {
    expect(garmentRateBp(262_501, 1, billing)).toBe(1_800);
    expect(splitInclusive(262_501, 1_800)).toEqual({ taxablePaise: 222_458, taxPaise: 40_043 });
  });
  it('the threshold is per piece: two pieces at ₹2,625.00 (₹5,250.00) stay at 5 %, ₹5,250.02 is 18 %', () => {
    expect(garmentRateBp(525_000, 2, billing)).toBe(500);
    expect(garmentRateBp(525_002, 2, billing)).toBe(1_800);
  });
  it('follows the settings: a ₹1,000 threshold at 12 % / 18 %', () => {
    const other = { ...billing, garmentThresholdPaise: 100_000, garmentRateBp: 1_200 };
    expect(garmentRateBp(112_000, 1, other)).toBe(1_200);
    expect(garmentRateBp(112_001, 1, other)).toBe(1_800);
  });
  it('tailoring has one rate whatever the amount', () => {
    expect(lineRateBp('tailoring', 1_000_000, 1, billing)).toBe(500);
  });
});

describe('formats', () => {
  it('rates and en-IN amounts with two decimals', () => {
    expect(formatRate(500)).toBe('5 %');
    expect(formatRate(250)).toBe('2.5 %');
    expect(formatRate(1_800)).toBe('18 %');
    expect(formatINRPaise(12_345_600)).toBe('₹1,23,456.00');
    expect(formatINRPaise(5)).toBe('₹0.05');
  });
});
