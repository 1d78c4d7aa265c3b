import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import {
  AVAILABILITY_STATUSES,
  BLOUSE_BACK_DESIGNS,
  BLOUSE_TYPES,
  BORDER_STYLES,
  CATEGORIES,
  COLORS,
  DRAPE_STYLES,
  EMBELLISHMENTS,
  FABRIC_TYPES,
  FIT_TYPES,
  LEHENGA_TYPES,
  NECKLINE_STYLES,
  PATTERNS,
  PRODUCT_FORM_DEFAULTS,
  PRODUCT_STATUSES,
  PRODUCT_TYPES,
  SAREE_FABRICS,
  SLEEVE_TYPES,
  STITCHING_TYPES,
  SUIT_FABRICS,
  SUIT_STYLES,
  SIZES,
  productInputSchema,
  searchTerms,
} from '@tailor/domain';
import { contexts, rulesEnv } from './support/rules';

/** What the admin form submits: a parsed productInputSchema value. */
function input(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  // The form keeps only the detail object of the product's category.
  const { suitDetails: _s, lehengaDetails: _l, sareeDetails: _r, ...defaults } = PRODUCT_FORM_DEFAULTS;
  return {
    ...defaults,
    productName: 'Peacock Zari Blouse',
    description: 'Raw silk blouse with a zari peacock on the back.',
    category: 'Blouse',
    tailorPrice: 180000,
    readyMadePrice: 150000,
    discount: 15,
    quantityInStock: 6,
    shippingCost: 9900,
    embellishments: ['Zari Work', 'Beads'],
    customizationAvailable: true,
    customizationOptions: ['Sleeve length', 'Back hooks'],
    images: [{ url: '/garments/blouse-maroon-floral-front.svg' }, { url: 'https://cdn.example.com/b.jpg', path: 'products/x/b.jpg' }],
    tags: ['zari'],
    ...overrides,
  };
}

function created(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...input(overrides), createdAt: serverTimestamp(), lastUpdated: serverTimestamp() };
}

/** A product as stored after trusted code ran. */
function stored(id: string) {
  const t = Timestamp.fromMillis(Date.UTC(2026, 0, 5));
  return { ...input(), productId: id, createdAt: t, lastUpdated: t, rating: 4.5, ratingCount: 2, priceFrom: 127500, searchTerms: searchTerms(input()) };
}

const env = await rulesEnv('rules-products', {
  seed: async (db) => {
    await setDoc(doc(db, 'products/p-1'), stored('p-1'));
    await setDoc(doc(db, 'products/p-2'), { ...stored('p-2'), featuredProduct: true });
  },
});
const { anon, customer, admin } = contexts(env, { customer: 'cust-1' });

describe('firestore.rules: products', () => {
  it('the fixture is a valid productInputSchema value (rules and schema agree on it)', () => {
    expect(productInputSchema.safeParse(input()).success).toBe(true);
  });

  describe('matrix: anonymous / customer / admin', () => {
    it('everyone may get and list (the public catalogue)', async () => {
      for (const db of [anon, customer, admin]) {
        await assertSucceeds(getDoc(doc(db, 'products/p-1')));
        await assertSucceeds(getDocs(query(collection(db, 'products'), where('featuredProduct', '==', true), orderBy('createdAt', 'desc'), limit(12))));
        await assertSucceeds(getDocs(query(collection(db, 'products'), orderBy('rating', 'desc'), limit(12))));
        // The gallery's search: one indexed word, facets and a sort.
        await assertSucceeds(
          getDocs(query(collection(db, 'products'), where('searchTerms', 'array-contains', 'zari'), where('category', '==', 'Blouse'), orderBy('priceFrom', 'asc'), limit(12))),
        );
      }
    });

    it('only the admin creates', async () => {
      await assertFails(setDoc(doc(anon, 'products/n-1'), created()));
      await assertFails(setDoc(doc(customer, 'products/n-1'), created()));
      await assertSucceeds(setDoc(doc(admin, 'products/n-1'), created()));
      await assertSucceeds(setDoc(doc(admin, 'products/n-2'), { ...created(), productId: 'n-2' }));
    });

    it('only the admin updates', async () => {
      const edit = { discount: 20, productName: 'Peacock Zari Blouse (new)', lastUpdated: serverTimestamp() };
      await assertFails(updateDoc(doc(anon, 'products/p-1'), edit));
      await assertFails(updateDoc(doc(customer, 'products/p-1'), edit));
      await assertSucceeds(updateDoc(doc(admin, 'products/p-1'), edit));
    });

    it('only the admin deletes', async () => {
      await assertFails(deleteDoc(doc(anon, 'products/p-1')));
      await assertFails(deleteDoc(doc(customer, 'products/p-1')));
      await assertSucceeds(deleteDoc(doc(admin, 'products/p-1')));
    });

    it('a customer cannot even write a perfectly valid product, nor touch its rating', async () => {
      await assertFails(setDoc(doc(customer, 'products/p-1'), { ...stored('p-1'), lastUpdated: serverTimestamp() }));
      await assertFails(updateDoc(doc(customer, 'products/p-1'), { rating: 5, ratingCount: 99 }));
    });
  });

  describe('admin writes are validated', () => {
    const badCreates: [string, Record<string, unknown>][] = [
      ['unknown key', { secret: true }],
      ['negative price', { tailorPrice: -1 }],
      ['price above ₹10,00,000', { readyMadePrice: 100_000_001 }],
      ['fractional paise', { tailorPrice: 1500.5 }],
      ['price as text', { tailorPrice: '1500' }],
      ['shipping above the limit', { shippingCost: 100_000_001 }],
      ['discount above 100', { discount: 101 }],
      ['negative discount', { discount: -1 }],
      ['unknown category', { category: 'Kurta' }],
      ['unknown colour', { color: 'Purple' }],
      ['unknown product type', { productType: 'Rental' }],
      ['unknown fabric', { fabricType: 'Denim' }],
      ['unknown stitching', { stitchingType: 'Glued' }],
      ['unknown pattern', { pattern: 'Tartan' }],
      ['unknown availability', { availabilityStatus: 'In Stock' }],
      ['unknown status', { productStatus: 'Archived' }],
      ['unknown embellishment', { embellishments: ['Feathers'] }],
      ['repeated embellishment', { embellishments: ['Beads', 'Beads'] }],
      ['empty name', { productName: '' }],
      ['name over 120 characters', { productName: 'x'.repeat(121) }],
      ['description over 5000 characters', { description: 'x'.repeat(5001) }],
      ['Hindi name over 120 characters', { productNameHi: 'क'.repeat(121) }],
      ['Hindi name as a number', { productNameHi: 7 }],
      ['Hindi description over 5000 characters', { descriptionHi: 'क'.repeat(5001) }],
      ['Hindi description as a list', { descriptionHi: ['हाथ की कढ़ाई'] }],
      ['negative stock', { quantityInStock: -1 }],
      ['stock as a float', { quantityInStock: 1.5 }],
      ['featured as text', { featuredProduct: 'yes' }],
      ['customisation options holding a map', { customizationOptions: ['ok', { a: 1 }] }],
      ['too many customisation options', { customizationOptions: Array.from({ length: 21 }, (_, i) => `o${i}`) }],
      ['too many tags', { tags: Array.from({ length: 31 }, (_, i) => `t${i}`) }],
      ['too many images', { images: Array.from({ length: 11 }, (_, i) => ({ url: `/garments/${i}.svg` })) }],
      ['image without url', { images: [{ path: 'x' }] }],
      ['image with a bad url', { images: [{ url: 'javascript:alert(1)' }] }],
      ['protocol-relative image', { images: [{ url: '//evil.example/x.png' }] }],
      ['protocol-relative image with a backslash', { images: [{ url: '/\\evil.example/x.png' }] }],
      ['stitched image protocol-relative with a backslash', { stitchedImage: '/\\evil.example/x.png' }],
      ['image with an extra key', { images: [{ url: '/a.svg', alt: 'x' }] }],
      ['bad sleeve type', { blouseDetails: { sleeveType: 'Puffed' } }],
      ['unknown blouse detail key', { blouseDetails: { sleeveType: 'Sleeveless', zip: true } }],
      ['bad suit style', { suitDetails: { suitStyle: 'Kaftan' } }],
      ['bad lehenga type', { lehengaDetails: { lehengaType: 'Circle' } }],
      ['dupatta flag as text', { lehengaDetails: { lehengaDupattaIncluded: 'yes' } }],
      ['saree too long', { sareeDetails: { sareeLength: 25 } }],
      ['bad drape', { sareeDetails: { drapeStyle: 'Dhoti' } }],
      ['tailoring note too long', { blouseTailoring: { galaDesign: 'x'.repeat(201) } }],
      ['embellishment details with an unknown key', { embellishmentDetails: { glitter: 'lots' } }],
      ['stitched image not a url', { stitchedImage: 'not a url' }],
      ['unknown size', { sizes: ['Medium'] }],
      ['repeated size', { sizes: ['M', 'M'] }],
      ['more than seven sizes', { sizes: [...SIZES, 'M'] }],
      ['sizes as text', { sizes: 'M' }],
      ['two sizes in one entry', { sizes: ['M|L'] }],
      ['a size as a number', { sizes: [1] }],
    ];

    it.each(badCreates)('rejects a create with %s', async (_label, overrides) => {
      await assertFails(setDoc(doc(admin, 'products/bad'), created(overrides)));
    });

    it.each(badCreates)('rejects an update with %s', async (_label, overrides) => {
      await assertFails(updateDoc(doc(admin, 'products/p-1'), { ...overrides, lastUpdated: serverTimestamp() }));
    });

    it('rejects a create missing a required field', async () => {
      for (const key of ['productName', 'category', 'featuredProduct', 'shippingCost', 'images', 'embellishments']) {
        const data: Record<string, unknown> = created();
        delete data[key];
        await assertFails(setDoc(doc(admin, 'products/bad'), data));
      }
    });

    it('accepts the edges of the ranges and both null prices', async () => {
      await assertSucceeds(setDoc(doc(admin, 'products/e-1'), created({ tailorPrice: 100_000_000, readyMadePrice: 0, discount: 100 })));
      await assertSucceeds(setDoc(doc(admin, 'products/e-2'), created({ tailorPrice: null, readyMadePrice: null, discount: 12.5 })));
      const noPrices: Record<string, unknown> = created();
      delete noPrices.tailorPrice;
      delete noPrices.readyMadePrice;
      await assertSucceeds(setDoc(doc(admin, 'products/e-3'), noPrices));
    });

    it('createdAt and lastUpdated are the server time on create', async () => {
      const past = Timestamp.fromMillis(Date.UTC(2020, 0, 1));
      await assertFails(setDoc(doc(admin, 'products/t-1'), { ...created(), createdAt: past }));
      await assertFails(setDoc(doc(admin, 'products/t-2'), { ...created(), lastUpdated: past }));
      const noDates = input();
      await assertFails(setDoc(doc(admin, 'products/t-3'), noDates));
    });

    it('createdAt never changes and lastUpdated is the server time on update', async () => {
      await assertFails(updateDoc(doc(admin, 'products/p-1'), { discount: 5 }));
      await assertFails(updateDoc(doc(admin, 'products/p-1'), { discount: 5, lastUpdated: Timestamp.now() }));
      await assertFails(updateDoc(doc(admin, 'products/p-1'), { createdAt: serverTimestamp(), lastUpdated: serverTimestamp() }));
      await assertFails(updateDoc(doc(admin, 'products/p-1'), { createdAt: deleteField(), lastUpdated: serverTimestamp() }));
    });

    it('rating, ratingCount, priceFrom and searchTerms are for trusted code only', async () => {
      for (const [field, value] of [['rating', 5], ['ratingCount', 5], ['priceFrom', 5], ['searchTerms', ['cheap']]] as const) {
        await assertFails(setDoc(doc(admin, 'products/r-1'), { ...created(), [field]: value }));
        await assertFails(updateDoc(doc(admin, 'products/p-1'), { [field]: value, lastUpdated: serverTimestamp() }));
        await assertFails(updateDoc(doc(admin, 'products/p-1'), { [field]: deleteField(), lastUpdated: serverTimestamp() }));
      }
      // Not even the terms trusted code would write: the form never sends them.
      await assertFails(setDoc(doc(admin, 'products/r-1'), { ...created(), searchTerms: searchTerms(input()) }));
      await assertFails(updateDoc(doc(customer, 'products/p-1'), { searchTerms: ['cheap'] }));
      // An edit that leaves them alone keeps them.
      await assertSucceeds(updateDoc(doc(admin, 'products/p-1'), { discount: 30, lastUpdated: serverTimestamp() }));
      const after = (await getDoc(doc(admin, 'products/p-1'))).data()!;
      expect(after).toMatchObject({ rating: 4.5, ratingCount: 2, priceFrom: 127500, discount: 30, searchTerms: searchTerms(input()) });
    });

    it('the largest valid product stays within the rules evaluation limit', async () => {
      const all = PRODUCT_FORM_DEFAULTS;
      const biggest: Record<string, unknown> = created({
        images: Array.from({ length: 10 }, (_, i) => ({ url: `https://cdn.example.com/${i}.jpg`, path: `products/big/${i}.jpg` })),
        embellishments: [...EMBELLISHMENTS],
        customizationOptions: Array.from({ length: 20 }, (_, i) => `Option ${i}`),
        seasonalTags: Array.from({ length: 20 }, (_, i) => `s${i}`),
        tags: Array.from({ length: 30 }, (_, i) => `t${i}`),
        fabricFeel: 'Soft',
        durability: 'Years',
        stitchedImage: '/garments/x.svg',
        video: 'https://video.example.com/x',
        category: 'Saree',
        sareeDetails: all.sareeDetails,
        blouseTailoring: { galaDesign: 'a', backDesign: 'b', bajuDesign: 'c', silaiType: 'd', blouseCustomizations: 'e' },
        embellishmentDetails: { embroidery: 'a', beadwork: 'b', stonework: 'c', additionalDetails: 'd' },
        sizes: ['Free Size'],
        productNameHi: 'क'.repeat(120),
        descriptionHi: 'क'.repeat(5000),
      });
      delete biggest.blouseDetails;
      delete biggest.suitDetails;
      delete biggest.lehengaDetails;
      await assertSucceeds(setDoc(doc(admin, 'products/big'), { ...biggest, productId: 'big' }));
      // Every group of fields changed at once: the most an update can check.
      const changed = {
        ...biggest,
        createdAt: undefined,
        productName: 'Renamed',
        discount: 50,
        category: 'Lehenga',
        sareeDetails: deleteField(),
        lehengaDetails: all.lehengaDetails,
        images: [...(biggest.images as { url: string }[])].reverse(),
        embellishments: [...EMBELLISHMENTS].reverse(),
        customizationOptions: Array.from({ length: 20 }, (_, i) => `Choice ${i}`),
        seasonalTags: Array.from({ length: 20 }, (_, i) => `z${i}`),
        tags: Array.from({ length: 30 }, (_, i) => `y${i}`),
        blouseTailoring: { galaDesign: 'z' },
        embellishmentDetails: { embroidery: 'z' },
        sizes: ['S', 'M', 'L', 'XL'],
        productNameHi: 'ख'.repeat(120),
        descriptionHi: 'ख'.repeat(5000),
        lastUpdated: serverTimestamp(),
      };
      delete changed.createdAt;
      await assertSucceeds(updateDoc(doc(admin, 'products/big'), changed));
    });

    it('productId, when written, is the document id', async () => {
      await assertFails(setDoc(doc(admin, 'products/i-1'), { ...created(), productId: 'someone-else' }));
      await assertFails(updateDoc(doc(admin, 'products/p-1'), { productId: 'p-2', lastUpdated: serverTimestamp() }));
    });

    it("accepts each category's own detail object, with the tailoring and embellishment details", async () => {
      const all = PRODUCT_FORM_DEFAULTS;
      const extras = {
        blouseTailoring: { galaDesign: 'Deep U', backDesign: 'Dori with latkans', bajuDesign: 'Elbow', silaiType: 'Princess cut', blouseCustomizations: 'Padded' },
        embellishmentDetails: { embroidery: 'Zardozi', beadwork: '', stonework: 'Kundan', additionalDetails: '' },
      };
      const { blouseDetails, ...rest } = created();
      const cases: [string, string, unknown][] = [
        ['Blouse', 'blouseDetails', blouseDetails],
        ['Suit', 'suitDetails', { ...all.suitDetails, suitStyle: 'Anarkali', fabricType: 'Georgette' }],
        ['Lehenga', 'lehengaDetails', { ...all.lehengaDetails, lehengaType: 'Mermaid', lehengaFabric: 'Velvet' }],
        ['Saree', 'sareeDetails', { ...all.sareeDetails, sareeLength: 6.3, borderStyle: 'Zari Border' }],
      ];
      for (const [category, key, value] of cases) {
        await assertSucceeds(setDoc(doc(admin, `products/d-${category}`), { ...rest, ...extras, category, [key]: value }));
      }
      // Another category's detail object is refused, on create and when the category changes.
      await assertFails(setDoc(doc(admin, 'products/d-x'), { ...rest, category: 'Suit', blouseDetails }));
      await assertFails(updateDoc(doc(admin, 'products/d-Blouse'), { category: 'Saree', lastUpdated: serverTimestamp() }));
      await assertSucceeds(
        updateDoc(doc(admin, 'products/d-Blouse'), { category: 'Saree', blouseDetails: deleteField(), sareeDetails: all.sareeDetails, lastUpdated: serverTimestamp() }),
      );
    });

    it('sizes: a list of ready-made sizes, written on create and changed alone; older products have none', async () => {
      await assertSucceeds(setDoc(doc(admin, 'products/s-1'), created({ sizes: ['S', 'M', 'L'] })));
      const { blouseDetails: _b, ...saree } = created({ category: 'Saree', sizes: ['Free Size'] });
      await assertSucceeds(setDoc(doc(admin, 'products/s-2'), saree));
      await assertSucceeds(updateDoc(doc(admin, 'products/s-1'), { sizes: ['XS', 'XXL'], lastUpdated: serverTimestamp() }));
      await assertSucceeds(updateDoc(doc(admin, 'products/s-1'), { sizes: [], lastUpdated: serverTimestamp() }));
      await assertFails(updateDoc(doc(admin, 'products/s-1'), { sizes: ['S', 'Huge'], lastUpdated: serverTimestamp() }));
      await assertFails(updateDoc(doc(customer, 'products/s-1'), { sizes: ['S'], lastUpdated: serverTimestamp() }));
      // A product written before sizes existed still takes other edits, and its first sizes.
      const old: Record<string, unknown> = { ...stored('p-old') };
      delete old.sizes;
      await env.withSecurityRulesDisabled((ctx) => setDoc(doc(ctx.firestore(), 'products/p-old'), old));
      await assertSucceeds(updateDoc(doc(admin, 'products/p-old'), { discount: 5, lastUpdated: serverTimestamp() }));
      await assertSucceeds(updateDoc(doc(admin, 'products/p-old'), { sizes: ['M'], lastUpdated: serverTimestamp() }));
    });

    it("the owner's Hindi name and description: optional, written on create or later, emptied; older products have none", async () => {
      await assertSucceeds(setDoc(doc(admin, 'products/h-1'), created({ productNameHi: 'ज़री सिल्क लहंगा', descriptionHi: 'हाथ से तैयार ज़री बॉर्डर।' })));
      await assertSucceeds(setDoc(doc(admin, 'products/h-2'), created({ productNameHi: '', descriptionHi: '' })));
      await assertSucceeds(updateDoc(doc(admin, 'products/h-2'), { productNameHi: 'रेशमी ब्लाउज़', lastUpdated: serverTimestamp() }));
      await assertFails(updateDoc(doc(customer, 'products/h-2'), { productNameHi: 'सस्ता', lastUpdated: serverTimestamp() }));
      const old: Record<string, unknown> = { ...stored('p-old-hi') };
      delete old.productNameHi;
      delete old.descriptionHi;
      await env.withSecurityRulesDisabled((ctx) => setDoc(doc(ctx.firestore(), 'products/p-old-hi'), old));
      await assertSucceeds(updateDoc(doc(admin, 'products/p-old-hi'), { discount: 5, lastUpdated: serverTimestamp() }));
      await assertSucceeds(updateDoc(doc(admin, 'products/p-old-hi'), { descriptionHi: 'हाथ की कढ़ाई।', lastUpdated: serverTimestamp() }));
    });

    it('odd shapes the cheap checks must still refuse', async () => {
      await assertFails(setDoc(doc(admin, 'products/o-1'), { ...created(), 'productName,tags': 'x' }));
      await assertFails(setDoc(doc(admin, 'products/o-2'), created({ embellishments: [''] })));
      await assertFails(setDoc(doc(admin, 'products/o-3'), created({ embellishments: '' })));
      await assertFails(setDoc(doc(admin, 'products/o-4'), created({ category: 'Blouse|Ready-made', productType: 'Red' })));
      await assertFails(setDoc(doc(admin, 'products/o-5'), created({ images: '' })));
      await assertFails(setDoc(doc(admin, 'products/o-6'), created({ tags: [{ nested: 'map' }] })));
      await assertFails(setDoc(doc(admin, 'products/o-7'), created({ description: 'x'.repeat(5001) })));
      await assertSucceeds(setDoc(doc(admin, 'products/o-8'), created({ description: `Line one.\n\nLine two.\n${'y'.repeat(4900)}` })));
      await assertFails(setDoc(doc(admin, 'products/o-9'), created({ blouseTailoring: { galaDesign: 5 } })));
      await assertFails(setDoc(doc(admin, 'products/o-10'), created({ blouseTailoring: { neck: 'x' } })));
    });
  });

  it("the rules' option lists and keys are domain's", () => {
    const rules = readFileSync(resolve(import.meta.dirname, '../firestore.rules'), 'utf8');
    const pattern = (fn: string): string => {
      const match = new RegExp(`function ${fn}\\(\\) \\{ return '([^']*)'; \\}`).exec(rules);
      if (!match) throw new Error(`${fn} not found in firestore.rules`);
      return match[1];
    };
    const oneOf = (values: readonly string[]) => `(${values.join('|')})`;
    const exact = (values: readonly string[]) => `^${oneOf(values)}$`;
    const pairs: [string, readonly string[]][] = [
      ['productFabricTypes', FABRIC_TYPES],
      ['productSleeveTypes', SLEEVE_TYPES],
      ['productBlouseBackDesigns', BLOUSE_BACK_DESIGNS],
      ['productFitTypes', FIT_TYPES],
      ['productSuitStyles', SUIT_STYLES],
      ['productSuitFabrics', SUIT_FABRICS],
      ['productLehengaTypes', LEHENGA_TYPES],
      ['productSareeFabrics', SAREE_FABRICS],
      ['productBlouseTypes', BLOUSE_TYPES],
      ['productBorderStyles', BORDER_STYLES],
      ['productDrapeStyles', DRAPE_STYLES],
      ['productNecklineStyles', NECKLINE_STYLES],
    ];
    for (const [fn, values] of pairs) expect(pattern(fn), fn).toBe(exact(values));
    expect(pattern('productSizeList')).toBe(`^${oneOf(SIZES)}([|]${oneOf(SIZES)})*$`);
    expect(pattern('productEmbellishmentList')).toBe(`^${oneOf(EMBELLISHMENTS)}([|]${oneOf(EMBELLISHMENTS)})*$`);
    const fields = [CATEGORIES, PRODUCT_TYPES, COLORS, FABRIC_TYPES, STITCHING_TYPES, PATTERNS, AVAILABILITY_STATUSES, PRODUCT_STATUSES];
    expect(pattern('productOptionFields')).toBe(`^${fields.map(oneOf).join('[|]')}$`);
    const keys = [...Object.keys(productInputSchema.shape), 'createdAt', 'lastUpdated', 'productId', 'rating', 'ratingCount', 'priceFrom', 'searchTerms'];
    const allowed = pattern('productKeyPattern').match(/^\^\(([^)]*)\)/)![1].split('|');
    expect([...allowed].sort()).toEqual([...keys].sort());
    expect(pattern('productKeyPattern')).toBe(`^(${allowed.join('|')})(,(${allowed.join('|')}))*$`);
  });
});
