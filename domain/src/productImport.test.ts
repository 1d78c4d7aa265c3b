import { describe, expect, it } from 'vitest';
import {
  AVAILABILITY_STATUSES,
  CATEGORIES,
  COLORS,
  EMBELLISHMENTS,
  FABRIC_TYPES,
  PATTERNS,
  PRODUCT_STATUSES,
  PRODUCT_TYPES,
  STITCHING_TYPES,
} from './options';
import {
  PRODUCT_OPTION_FIELDS,
  canonicalProductOption,
  describeProductIssue,
  firstProductDate,
  formatProblems,
  legacyDocId,
  legacyIdOf,
  missingCreatedAt,
  normaliseProduct,
  normaliseProductFields,
  withListSpellings,
} from './productImport';
import { DOC_ID_REGEX } from './common';
import { productInputSchema } from './product';

const NOW = Date.UTC(2026, 10, 24);

/** A product as the old shop's gel_all_product answered it (spec section 3). */
function legacy(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    _id: '65f1c2a9e4b0a1b2c3d4e5f6',
    productId: '65f1c2a9e4b0a1b2c3d4e5f6',
    productName: 'Maroon Banarasi Lehenga',
    category: 'Lehenga',
    description: 'Banarasi silk lehenga with zari border.',
    productType: 'Ready-made',
    color: 'red',
    price: { tailor: 4500, readyMade: '6,999' },
    discount: '10',
    quantityInStock: '4',
    fabricType: 'silk',
    stitchingType: 'machine stitching',
    pattern: 'embroidered',
    embellishments: { embroidery: 'Zardozi on the border', beadwork: '', stonework: 'none', additionalDetails: 'Tassels on the dupatta' },
    customizationAvailable: 'true',
    customizationOptions: ['Blouse length', 'Sleeve length'],
    images: [{ url: 'https://res.cloudinary.com/demo/image/upload/v1/lehenga.jpg', public_id: 'lehenga', _id: 'x1' }],
    shippingCost: 150,
    estimatedDeliveryTime: '10-12 days',
    availabilityStatus: 'In Stock',
    featuredProduct: false,
    tags: 'bridal, silk',
    dateAdded: '2024-03-01T10:00:00.000Z',
    lastUpdated: '2024-03-05T10:00:00.000Z',
    productStatus: 'Active',
    rating: 4.5,
    __v: 0,
    lehengaDetails: { lehengaType: 'a line', lehengaDupattaIncluded: 'yes', lehengaFabric: 'Silk' },
    ...overrides,
  };
}

function ok(raw: unknown) {
  const result = normaliseProduct(raw, { unknownKeys: 'drop', now: NOW });
  if (!result.ok) throw new Error(formatProblems(result.problems));
  return result;
}

function refused(raw: unknown) {
  const result = normaliseProduct(raw, { unknownKeys: 'drop', now: NOW });
  if (result.ok) throw new Error('expected a refusal');
  return result.problems;
}

describe('normaliseProduct over the spec’s shapes', () => {
  it('maps a whole exported product onto the stored shape', () => {
    const { input, createdAt, ignored } = ok(legacy());
    expect(input).toMatchObject({
      productName: 'Maroon Banarasi Lehenga',
      color: 'Red',
      tailorPrice: 450000,
      readyMadePrice: 699900,
      discount: 10,
      quantityInStock: 4,
      shippingCost: 15000,
      fabricType: 'Silk',
      stitchingType: 'Machine Stitching',
      pattern: 'Embroidered',
      availabilityStatus: 'Available',
      customizationAvailable: true,
      tags: ['bridal', 'silk'],
      images: [{ url: 'https://res.cloudinary.com/demo/image/upload/v1/lehenga.jpg' }],
      embellishments: ['Embroidery'],
      embellishmentDetails: { embroidery: 'Zardozi on the border', beadwork: '', stonework: 'none', additionalDetails: 'Tassels on the dupatta' },
      lehengaDetails: { lehengaType: 'A-Line', lehengaDupattaIncluded: true, lehengaFabric: 'Silk' },
    });
    expect(createdAt).toBe(Date.parse('2024-03-01T10:00:00.000Z'));
    expect(ignored).toEqual([]);
    // The result is exactly what the admin form's schema accepts.
    expect(productInputSchema.parse(input)).toEqual(input);
  });

  it('takes the form’s defaults, including color "red"', () => {
    const { input } = ok({ productName: 'Blouse', description: 'Cotton blouse', quantityInStock: 1, shippingCost: 0, color: 'red', category: 'Blouse' });
    expect(input).toMatchObject({ color: 'Red', category: 'Blouse', productType: 'Ready-made', fabricType: 'Cotton', discount: 0, productStatus: 'Active' });
  });

  it('maps the price object in its spellings, and a single price to the product’s own type', () => {
    expect(ok(legacy({ price: { tailorPrice: 1200, readyMadePrice: 1500.5 } })).input).toMatchObject({ tailorPrice: 120000, readyMadePrice: 150050 });
    expect(ok(legacy({ price: { ready_made: '₹2,000', tailor_made: null } })).input).toMatchObject({ readyMadePrice: 200000, tailorPrice: null });
    expect(ok(legacy({ price: 999 })).input).toMatchObject({ readyMadePrice: 99900 });
    expect(ok(legacy({ price: { max: 800, min: 800 }, productType: 'tailor' })).input).toMatchObject({ productType: 'Custom-made', tailorPrice: 80000 });
    expect(ok(legacy({ price: { amount: 'Rs. 750' }, productType: 'Custom-made' })).input.tailorPrice).toBe(75000);
  });

  it('lets explicit tailorPrice and readyMadePrice win over the price object', () => {
    const { input } = ok(legacy({ tailorPrice: 1000, readyMadePrice: null, price: { tailor: 5, readyMade: 6 } }));
    expect(input).toMatchObject({ tailorPrice: 100000, readyMadePrice: null });
  });

  it('takes the explicit prices beside a {min, max} range (the spec always sends it), warning when the range does not span them', () => {
    const spanned = ok(legacy({ tailorPrice: 1500, readyMadePrice: 1200, price: { min: 1200, max: 1500 } }));
    expect(spanned.input).toMatchObject({ tailorPrice: 150000, readyMadePrice: 120000 });
    expect(spanned.warnings).toEqual([]);
    const odd = ok(legacy({ tailorPrice: 1500, readyMadePrice: 1200, price: { min: 900, max: 1500 } }));
    expect(odd.input).toMatchObject({ tailorPrice: 150000, readyMadePrice: 120000 });
    expect(odd.warnings).toEqual([
      { field: 'price', message: 'the price range ₹900–₹1,500 does not match the prices given (tailor ₹1,500, ready-made ₹1,200); the prices given are kept' },
    ]);
    // One explicit price: the range's ends must both be that price.
    expect(ok(legacy({ readyMadePrice: 999, price: { min: 999, max: 999 } })).warnings).toEqual([]);
    expect(ok(legacy({ readyMadePrice: 999, price: { max: 1299 } })).warnings[0]!.message).toContain('₹1,299 does not match the prices given (ready-made ₹999)');
  });

  it('refuses a price range that does not say which price is which, and prices that are not rupees', () => {
    expect(refused(legacy({ price: { min: 500, max: 900 } }))[0]).toMatchObject({ field: 'price' });
    expect(refused(legacy({ price: { tailor: 'ask us' } }))).toContainEqual({ field: 'price.tailor', message: 'tailor price must be a number of rupees' });
    expect(refused(legacy({ price: { colour: 5 } }))[0]!.field).toBe('price.colour');
    expect(refused(legacy({ tailorPrice: -3, price: undefined }))).toContainEqual({ field: 'tailorPrice', message: 'tailor price cannot be negative' });
    expect(refused(legacy({ readyMadePrice: 10.555, price: undefined }))[0]!.message).toContain('2 decimals');
    expect(refused(legacy({ readyMadePrice: 20_000_000, price: undefined }))[0]!.message).toBe('ready-made price can be at most ₹10,00,000');
  });

  it('keeps the embellishment list form as the list, with legacy spellings and without duplicates', () => {
    expect(ok(legacy({ embellishments: ['zari', 'SEQUINS', 'stone work', 'Beads', 'beadwork'] })).input.embellishments).toEqual([
      'Zari Work',
      'Sequin',
      'Stone Work',
      'Beads',
    ]);
    expect(ok(legacy({ embellishments: 'Embroidery, other' })).input.embellishments).toEqual(['Embroidery', 'Other']);
    expect(ok(legacy({ embellishments: null })).input.embellishments).toEqual([]);
    expect(refused(legacy({ embellishments: ['Mirror Work'] }))[0]).toMatchObject({ field: 'embellishments' });
  });

  it('maps suitDetails.style to suitStyle and matches detail options loosely', () => {
    const { input } = ok(
      legacy({
        category: 'suit',
        lehengaDetails: undefined,
        suitDetails: { style: 'anarkali', sleeveType: 'full sleeve', fitType: 'regular', fabricType: 'georgette', necklineStyle: 'v neck' },
      }),
    );
    expect(input.category).toBe('Suit');
    expect(input.suitDetails).toEqual({ suitStyle: 'Anarkali', sleeveType: 'Long Sleeve', fitType: 'Regular Fit', fabricType: 'Georgette', necklineStyle: 'V-Neck' });
    expect(refused(legacy({ suitDetails: { style: 'Sherwani' } }))[0]).toMatchObject({ field: 'suitDetails.suitStyle' });
  });

  it('keeps old image links as links, in any of the old spellings', () => {
    const { input } = ok(legacy({ images: ['https://img.example/a.jpg', { secure_url: 'https://img.example/b.jpg', url: 'http://img.example/b.jpg' }], stitchedImage: { url: 'https://img.example/s.jpg' } }));
    expect(input.images).toEqual([{ url: 'https://img.example/a.jpg' }, { url: 'https://img.example/b.jpg' }]);
    expect(input.stitchedImage).toBe('https://img.example/s.jpg');
    const paths = { images: [{ url: 'https://img.example/a.jpg', path: 'products/p1/a.jpg' }] };
    expect(normaliseProductFields(paths).values.images).toEqual(paths.images);
    expect(normaliseProductFields(paths, { keepImagePaths: false }).values.images).toEqual([{ url: 'https://img.example/a.jpg' }]);
    expect(refused(legacy({ images: [{ url: 'javascript:alert(1)' }] }))[0]).toMatchObject({ field: 'images.0.url', message: 'Enter a valid image URL' });
  });

  it('reads database export wrappers ($oid, $date)', () => {
    const row = legacy({ _id: { $oid: 'abc123' }, dateAdded: { $date: '2023-05-01T00:00:00Z' } });
    expect(legacyIdOf(row)).toBe('abc123');
    expect(ok(row).createdAt).toBe(Date.parse('2023-05-01T00:00:00Z'));
  });

  it('drops fields the product does not have when importing, and refuses them in the API', () => {
    expect(ok(legacy({ likes: 12, sellerNote: 'x' })).ignored).toEqual(['likes', 'sellerNote']);
    const api = normaliseProduct(legacy({ likes: 12 }), { unknownKeys: 'refuse', now: NOW });
    expect(api.ok).toBe(false);
    if (!api.ok) expect(formatProblems(api.problems)).toBe('likes: unknown field “likes”');
  });
});

describe('every option list, in lower case and in legacy spellings', () => {
  const lists: [string, readonly string[]][] = [
    ['category', CATEGORIES],
    ['productType', PRODUCT_TYPES],
    ['color', COLORS],
    ['fabricType', FABRIC_TYPES],
    ['stitchingType', STITCHING_TYPES],
    ['pattern', PATTERNS],
    ['availabilityStatus', AVAILABILITY_STATUSES],
    ['productStatus', PRODUCT_STATUSES],
  ];
  it.each(lists)('%s: each value in lower and upper case maps to the list’s spelling', (field, values) => {
    expect(Object.keys(PRODUCT_OPTION_FIELDS)).toContain(field);
    for (const value of values) {
      expect(canonicalProductOption(field, value.toLowerCase())).toBe(value);
      expect(canonicalProductOption(field, value.toUpperCase())).toBe(value);
      expect(canonicalProductOption(field, ` ${value.replace(/-/g, ' ')} `)).toBe(value);
      const { input } = ok(legacy({ [field]: value.toLowerCase() }));
      expect(input[field as keyof typeof input]).toBe(value);
    }
  });

  it('embellishments: each value in lower case', () => {
    expect(ok(legacy({ embellishments: EMBELLISHMENTS.map((e) => e.toLowerCase()) })).input.embellishments).toEqual([...EMBELLISHMENTS]);
  });

  it.each([
    ['productType', 'readymade', 'Ready-made'],
    ['productType', 'ready made', 'Ready-made'],
    ['productType', 'Readymade', 'Ready-made'],
    ['productType', 'tailor', 'Custom-made'],
    ['productType', 'Tailor Made', 'Custom-made'],
    ['productType', 'semi stitched', 'Semi-stitched'],
    ['availabilityStatus', 'In Stock', 'Available'],
    ['availabilityStatus', 'out-of-stock', 'Out of Stock'],
    ['color', 'gold', 'Golden'],
    ['color', 'royalblue', 'Royal Blue'],
    ['category', 'sari', 'Saree'],
    ['category', 'other', 'Others'],
    ['pattern', 'polka dot', 'Polka Dots'],
    ['stitchingType', 'hand', 'Hand Stitching'],
  ])('%s “%s” is %s', (field, value, expected) => {
    expect(canonicalProductOption(field, value)).toBe(expected);
  });

  it('refuses a value of no list, naming the field and the choices', () => {
    const problems = refused(legacy({ color: 'purple' }));
    expect(problems).toEqual([{ field: 'color', message: expect.stringContaining('“purple” is not a colour the shop offers (Red, Maroon') }]);
  });
});

describe('bad rows are refused with every reason in plain words', () => {
  it('lists the missing required fields', () => {
    const problems = refused({ _id: 'x', productName: '', price: { tailor: 100 } });
    expect(formatProblems(problems)).toBe(
      'productName: product name is required; description: description is required; quantityInStock: quantity in stock is required; shippingCost: shipping cost is required',
    );
  });

  it('says what a wrong type should have been', () => {
    expect(refused(legacy({ quantityInStock: 'many' }))).toContainEqual({ field: 'quantityInStock', message: 'quantity in stock must be a number' });
    expect(refused(legacy({ discount: 150 }))).toContainEqual({ field: 'discount', message: 'discount can be at most 100' });
    expect(refused(legacy({ tags: [1] }))).toContainEqual({ field: 'tags.0', message: 'tags must be text' });
    expect(refused(legacy({ shippingCost: 'free' }))).toContainEqual({ field: 'shippingCost', message: 'shipping cost must be a number of rupees' });
  });

  it("takes the owner's Hindi name and description, and refuses them too long", () => {
    const taken = ok(legacy({ productNameHi: 'ज़री सिल्क लहंगा', descriptionHi: 'हाथ से तैयार ज़री बॉर्डर।' }));
    expect(taken.input).toMatchObject({ productNameHi: 'ज़री सिल्क लहंगा', descriptionHi: 'हाथ से तैयार ज़री बॉर्डर।' });
    expect(ok(legacy()).input).not.toHaveProperty('productNameHi');
    expect(refused(legacy({ productNameHi: 'क'.repeat(121) }))).toContainEqual({ field: 'productNameHi', message: expect.stringMatching(/^name in Hindi /) });
  });

  it('refuses rows that are not objects and dates in the future', () => {
    expect(refused('a string')).toEqual([{ field: '', message: 'a product must be a JSON object' }]);
    expect(refused(legacy({ dateAdded: '2099-01-01' }))).toEqual([{ field: 'dateAdded', message: 'the date is in the future' }]);
  });

  it('maps any schema issue, also without the payload', () => {
    const issue = productInputSchema.safeParse({}).error!.issues[0]!;
    expect(describeProductIssue(issue)).toEqual({ field: 'productName', message: 'product name is required' });
  });
});

describe('normaliseProductFields (update patches)', () => {
  it('refuses a __proto__ key instead of taking it as the prototype', () => {
    const body = JSON.parse('{"__proto__": {"color": "Red"}, "suitDetails": {"__proto__": {"x": 1}, "style": "anarkali"}}') as Record<string, unknown>;
    const { values, problems } = normaliseProductFields(body);
    expect(problems).toEqual([{ field: '__proto__', message: 'unknown field “__proto__”' }]);
    expect(Object.getPrototypeOf(values)).toBe(Object.prototype);
    expect(values).toEqual({ suitDetails: { suitStyle: 'Anarkali' } });
  });

  it('maps only the fields present, without defaults', () => {
    const { values, problems } = normaliseProductFields({ productId: 'p1', color: 'maroon', price: { tailor: 10 } });
    expect(problems).toEqual([]);
    expect(values).toEqual({ color: 'Maroon', tailorPrice: 1000 });
  });

  it('gives a single price to the stored product’s type', () => {
    expect(normaliseProductFields({ price: 500 }, { productType: 'Custom-made' }).values).toEqual({ tailorPrice: 50000 });
    expect(normaliseProductFields({ price: 500 }, { productType: 'Ready-made' }).values).toEqual({ readyMadePrice: 50000 });
    expect(normaliseProductFields({ price: 500, productType: 'tailor' }, { productType: 'Ready-made' }).values).toEqual({ productType: 'Custom-made', tailorPrice: 50000 });
  });
});

describe('dates', () => {
  it('follows the spec’s chain and tells when a document needs createdAt', () => {
    expect(firstProductDate({ created_at: '2024-01-01T00:00:00Z', updatedAt: '2025-01-01' })).toBe(Date.UTC(2024, 0, 1));
    expect(firstProductDate({ lastUpdated: '2024-01-01' })).toBeNull();
    expect(missingCreatedAt({ date_added: 1_700_000_000_000 })).toBe(1_700_000_000_000);
    expect(missingCreatedAt({ createdAt: '2024-01-01T00:00:00Z' })).toBe(Date.UTC(2024, 0, 1));
    expect(missingCreatedAt({})).toBe(0);
    expect(missingCreatedAt({ createdAt: { toMillis: () => 5 } })).toBeNull();
  });
});

describe('legacy ids', () => {
  it('are stable, valid document ids, distinct for distinct old ids', () => {
    expect(legacyDocId('65f1c2a9e4b0a1b2c3d4e5f6')).toBe('legacy-65f1c2a9e4b0a1b2c3d4e5f6');
    const a = legacyDocId('a/b');
    const b = legacyDocId('a.b');
    expect(a).toMatch(/^legacy-a-b-[0-9a-z]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toBe(legacyDocId('a-b'));
    expect(legacyDocId('a/b')).toBe(a);
    const long = legacyDocId('x'.repeat(300));
    expect(long.length).toBeLessThanOrEqual(128);
    for (const id of [a, b, long, legacyDocId('__x__'), legacyDocId('ü')]) expect(id).toMatch(DOC_ID_REGEX);
    expect(legacyIdOf({ productId: 7 })).toBe('7');
    expect(legacyIdOf({})).toBeNull();
  });
});

describe('withListSpellings (the admin form opening a stored document)', () => {
  it('respells matching options and keeps everything else, prices included', () => {
    const stored = { color: 'red', tailorPrice: 150000, suitDetails: { style: 'anarkali', fitType: 'slim' }, embellishments: ['zari', 'Glitter'], category: 'Sherwani' };
    expect(withListSpellings(stored)).toEqual({
      color: 'Red',
      tailorPrice: 150000,
      suitDetails: { style: 'anarkali', suitStyle: 'Anarkali', fitType: 'Slim Fit' },
      embellishments: ['Zari Work', 'Glitter'],
      category: 'Sherwani',
    });
  });
});
