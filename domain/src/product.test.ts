import { describe, expect, it } from 'vitest';
import { PRODUCT_FORM_DEFAULTS, mergeProductDefaults, productInputSchema } from './product';
import { shopJsonLd, SHOP } from './shop';

const minimal = { productName: 'Silk Lehenga', description: 'Hand embroidered', quantityInStock: 3, shippingCost: 10000 };

describe('product input', () => {
  it('form defaults are a valid product once required fields are filled', () => {
    const parsed = productInputSchema.safeParse({ ...PRODUCT_FORM_DEFAULTS, ...minimal });
    expect(parsed.success).toBe(true);
    expect(PRODUCT_FORM_DEFAULTS).toMatchObject({
      category: 'Lehenga',
      productType: 'Ready-made',
      color: 'Red',
      fabricType: 'Cotton',
      stitchingType: 'Machine Stitching',
      pattern: 'Plain',
      availabilityStatus: 'Available',
      discount: 0,
      productStatus: 'Active',
    });
    expect(PRODUCT_FORM_DEFAULTS.lehengaDetails).toMatchObject({ lehengaDupattaIncluded: true, lehengaFabric: 'Silk' });
  });
  it('requires name, description, stock and shipping; rejects unknown keys and bad numbers', () => {
    expect(productInputSchema.safeParse({}).success).toBe(false);
    expect(productInputSchema.safeParse({ ...minimal, rating: 5 }).success).toBe(false);
    expect(productInputSchema.safeParse({ ...minimal, discount: 101 }).success).toBe(false);
    expect(productInputSchema.safeParse({ ...minimal, tailorPrice: -1 }).success).toBe(false);
    expect(productInputSchema.safeParse({ ...minimal, tailorPrice: 10.5 }).success).toBe(false);
    expect(productInputSchema.safeParse({ ...minimal, embellishments: ['Beads', 'Beads'] }).success).toBe(false);
    expect(productInputSchema.safeParse({ ...minimal, images: [{ url: 'javascript:alert(1)' }] }).success).toBe(false);
    expect(productInputSchema.safeParse({ ...minimal, images: [{ url: '/seed/lehenga-1.svg' }] }).success).toBe(true);
    expect(productInputSchema.safeParse({ ...minimal, color: 'Purple' }).success).toBe(false);
  });
  it('sizes default to none and must come from the category’s chart, once each', () => {
    expect(productInputSchema.parse(minimal).sizes).toEqual([]);
    expect(productInputSchema.safeParse({ ...minimal, category: 'Lehenga', sizes: ['S', 'M'] }).success).toBe(true);
    expect(productInputSchema.safeParse({ ...minimal, category: 'Saree', sizes: ['Free Size'] }).success).toBe(true);
    const wrong = productInputSchema.safeParse({ ...minimal, category: 'Lehenga', sizes: ['XS', 'M'] });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]).toMatchObject({ path: ['sizes'], message: expect.stringContaining('XS') });
    expect(productInputSchema.safeParse({ ...minimal, category: 'Blouse', sizes: ['M', 'M'] }).success).toBe(false);
    expect(productInputSchema.safeParse({ ...minimal, category: 'Blouse', sizes: ['Medium'] }).success).toBe(false);
    expect(productInputSchema.safeParse({ ...minimal, sizes: 'M' }).success).toBe(false);
  });
  it('an old document without sizes opens in the edit form with none chosen', () => {
    expect(mergeProductDefaults({ ...minimal }).sizes).toEqual([]);
    expect(mergeProductDefaults({ ...minimal, sizes: ['S'] }).sizes).toEqual(['S']);
  });
  it('detail defaults apply', () => {
    const p = productInputSchema.parse({ ...minimal, sareeDetails: { sareeLength: 6 } });
    expect(p.sareeDetails).toEqual({ sareeLength: 6, sareeFabric: 'Silk', blouseType: 'Unstitched Blouse', borderStyle: 'Plain', drapeStyle: 'Nivi' });
  });
  it('merges a stored product over the defaults for the edit form', () => {
    const merged = mergeProductDefaults({
      ...minimal,
      id: 'p1',
      rating: 4,
      tailorPrice: null,
      readyMadePrice: 50000,
      lehengaDetails: { lehengaType: 'Mermaid', lehengaFabric: null, bogus: 1 },
      suitDetails: { style: 'Anarkali' },
    });
    expect(merged).not.toHaveProperty('id');
    expect(merged).not.toHaveProperty('rating');
    expect(merged.lehengaDetails).toEqual({ ...PRODUCT_FORM_DEFAULTS.lehengaDetails, lehengaType: 'Mermaid' });
    expect(merged.suitDetails?.suitStyle).toBe('Anarkali');
    expect(merged.tailorPrice).toBeNull();
    expect(merged.readyMadePrice).toBe(50000);
    expect(productInputSchema.safeParse(merged).success).toBe(true);
    expect(mergeProductDefaults(null).category).toBe('Lehenga');
  });
});

describe('shop', () => {
  it('JSON-LD', () => {
    const ld = shopJsonLd('https://example.test/');
    expect(ld['@type']).toBe('ClothingStore');
    expect(ld).toMatchObject({ telephone: SHOP.phone, address: { postalCode: '400058', addressLocality: 'Mumbai' } });
    expect((ld.openingHoursSpecification as { dayOfWeek: string[] }[])[0]!.dayOfWeek).toHaveLength(6);
    expect(SHOP.whatsappHref('Order TS-ABC123')).toBe('https://wa.me/919820012345?text=Order%20TS-ABC123');
  });
});
