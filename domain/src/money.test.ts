import { describe, expect, it } from 'vitest';
import {
  cardPrice,
  discountedPaise,
  formatCardPrice,
  formatINR,
  formatINRPaise,
  lineTotalPaise,
  paiseToRupees,
  priceFrom,
  rupeesToPaise,
  savingPaise,
} from './money';

describe('conversions', () => {
  it('rupees ⇄ paise without float drift', () => {
    expect(rupeesToPaise(19.99)).toBe(1999);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(paiseToRupees(1999)).toBe(19.99);
    expect(paiseToRupees(120000)).toBe(1200);
  });
});

describe('discounts', () => {
  it('applies price × (1 − d/100), rounded to whole rupees', () => {
    expect(discountedPaise(100000, 10)).toBe(90000);
    expect(discountedPaise(119900, 10)).toBe(107900); // ₹1,079.10 → ₹1,079
    expect(discountedPaise(99999, 15)).toBe(85000); // ₹849.99 → ₹850
    expect(discountedPaise(1001, 50)).toBe(500); // ₹5.005 → ₹5
    expect(discountedPaise(1050, 0)).toBe(1050); // no discount: the price as it is
    expect(discountedPaise(5000)).toBe(5000);
    expect(discountedPaise(5000, null)).toBe(5000);
  });
  it('clamps silly discounts', () => {
    expect(discountedPaise(5000, 150)).toBe(0);
    expect(discountedPaise(5000, -10)).toBe(5000);
    expect(discountedPaise(5000, Number.NaN)).toBe(5000);
  });
  it('saving and line totals', () => {
    expect(savingPaise(100000, 25)).toBe(25000);
    expect(lineTotalPaise(100000, 10, 3)).toBe(270000);
    expect(lineTotalPaise(100000)).toBe(100000);
  });
});

describe('formatINR', () => {
  it('uses en-IN grouping and whole rupees by default', () => {
    expect(formatINR(12345650)).toBe('₹1,23,457');
    expect(formatINR(120000)).toBe('₹1,200');
    expect(formatINR(0)).toBe('₹0');
    expect(formatINR(1000000000)).toBe('₹1,00,00,000');
  });
  it('shows 2 decimals on request', () => {
    expect(formatINR(12345650, { decimals: 2 })).toBe('₹1,23,456.50');
    expect(formatINR(5, { decimals: 2 })).toBe('₹0.05');
  });
  it('drops the paise of a whole amount even on request', () => {
    expect(formatINR(5122000, { decimals: 2 })).toBe('₹51,220');
  });
  it('reads the same in Hindi: Latin digits, lakh grouping, ₹', () => {
    expect(formatINR(12345650, { locale: 'hi-IN' })).toBe('₹1,23,457');
    expect(formatINR(1000000000, { locale: 'hi-IN' })).toBe('₹1,00,00,000');
    expect(formatINR(12345650, { decimals: 2, locale: 'hi-IN' })).toBe('₹1,23,456.50');
    expect(formatINRPaise(5, 'hi-IN')).toBe('₹0.05');
  });
});

describe('card price', () => {
  it('range when readymade and tailor prices differ, discount applied to both', () => {
    const p = { readyMadePrice: 120000, tailorPrice: 180000, discount: 10 };
    expect(cardPrice(p)).toEqual({ kind: 'range', min: 108000, max: 162000 });
    expect(formatCardPrice(p)).toBe('₹1,080 – ₹1,620');
  });
  it('single when equal or only one present', () => {
    expect(cardPrice({ readyMadePrice: 120000, tailorPrice: 120000 })).toEqual({ kind: 'single', paise: 120000 });
    expect(cardPrice({ tailorPrice: 150000, readyMadePrice: null, discount: 20 })).toEqual({ kind: 'single', paise: 120000 });
    expect(formatCardPrice({ readyMadePrice: 120000 })).toBe('₹1,200');
  });
  it('none without prices', () => {
    expect(cardPrice({})).toEqual({ kind: 'none' });
    expect(formatCardPrice({ tailorPrice: null, readyMadePrice: null })).toBe('');
  });
  it('priceFrom is the lowest discounted price or null', () => {
    expect(priceFrom({ readyMadePrice: 200000, tailorPrice: 150000, discount: 10 })).toBe(135000);
    expect(priceFrom({})).toBeNull();
  });
});
