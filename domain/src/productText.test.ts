import { describe, expect, it } from 'vitest';
import { productInputSchema, PRODUCT_FORM_DEFAULTS } from './product';
import { productDescriptionIn, productNameIn } from './productText';

const design = { productName: 'Zari Silk Lehenga', description: 'Hand-finished zari border.', productNameHi: 'ज़री सिल्क लहंगा', descriptionHi: 'हाथ से तैयार ज़री बॉर्डर।' };

describe("a design's name and description per language", () => {
  it('Hindi when chosen and filled in, else English', () => {
    expect(productNameIn(design, 'hi')).toBe('ज़री सिल्क लहंगा');
    expect(productDescriptionIn(design, 'hi')).toBe('हाथ से तैयार ज़री बॉर्डर।');
    expect(productNameIn(design, 'en')).toBe('Zari Silk Lehenga');
    expect(productDescriptionIn(design, 'en')).toBe('Hand-finished zari border.');
  });
  it('older designs without Hindi, or with it left empty, show the English', () => {
    const old = { productName: 'Cotton Suit', description: 'Daily wear.' };
    expect(productNameIn(old, 'hi')).toBe('Cotton Suit');
    expect(productDescriptionIn(old, 'hi')).toBe('Daily wear.');
    expect(productNameIn({ ...old, productNameHi: '  ', descriptionHi: '' }, 'hi')).toBe('Cotton Suit');
    expect(productDescriptionIn({ productName: 'x' }, 'hi')).toBe('');
  });
});

describe('the schema takes the Hindi name and description as optional, bounded like the English', () => {
  const base = { ...PRODUCT_FORM_DEFAULTS, productName: 'Zari Silk Lehenga', description: 'Hand-finished.' };
  it('accepts them, trimmed, and products without them', () => {
    const parsed = productInputSchema.parse({ ...base, productNameHi: ' ज़री सिल्क लहंगा ', descriptionHi: 'हाथ से तैयार।' });
    expect(parsed.productNameHi).toBe('ज़री सिल्क लहंगा');
    const { productNameHi: _n, descriptionHi: _d, ...old } = base;
    expect(productInputSchema.safeParse(old).success).toBe(true);
    expect(productInputSchema.safeParse({ ...base, productNameHi: '', descriptionHi: '' }).success).toBe(true);
  });
  it('refuses what is too long or not text', () => {
    expect(productInputSchema.safeParse({ ...base, productNameHi: 'क'.repeat(121) }).success).toBe(false);
    expect(productInputSchema.safeParse({ ...base, descriptionHi: 'क'.repeat(5001) }).success).toBe(false);
    expect(productInputSchema.safeParse({ ...base, productNameHi: 5 }).success).toBe(false);
    expect(productInputSchema.safeParse({ ...base, productNameHi: 'क'.repeat(120), descriptionHi: 'क'.repeat(5000) }).success).toBe(true);
  });
});
