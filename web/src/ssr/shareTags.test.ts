import { describe, expect, it } from 'vitest';
import { PRODUCT_FORM_DEFAULTS, encodeImageUrl, type Product } from '@tailor/domain';
import {
  SHARE_END,
  SHARE_START,
  absoluteImages,
  previewImage,
  productJsonLd,
  productShareTags,
  siteShareTags,
  summary,
  withShareTags,
  SHOP_DESCRIPTION,
} from './shareTags';
import { SHARE_TEXT } from './shareText';

const ORIGIN = 'https://silaistudio.in';

const product = (extra: Partial<Product> = {}): Product => ({
  ...PRODUCT_FORM_DEFAULTS,
  id: 'p-1',
  productId: 'p-1',
  productName: 'Maroon Banarasi Silk Lehenga',
  description: 'A rich maroon lehenga.\n\nWoven with zari.',
  category: 'Lehenga',
  color: 'Maroon',
  fabricType: 'Silk',
  readyMadePrice: 3850000,
  tailorPrice: 4200000,
  discount: 10,
  quantityInStock: 4,
  images: [{ url: '/garments/lehenga-maroon-embroidered-front.svg' }, { url: 'https://cdn.example.com/photo.jpg' }],
  rating: 4.5,
  ratingCount: 2,
  priceFrom: 3465000,
  createdAt: null,
  lastUpdated: null,
  ...extra,
});

/** The page's head as a crawler reads it. */
function head(tags: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><html><head>${tags}</head><body></body></html>`, 'text/html');
}
const prop = (doc: Document, p: string) => doc.querySelector(`meta[property="${p}"]`)?.getAttribute('content');
const name = (doc: Document, n: string) => doc.querySelector(`meta[name="${n}"]`)?.getAttribute('content');

describe('productShareTags', () => {
  it('carries Open Graph, price, Twitter card, canonical and Product data with absolute links', () => {
    const doc = head(productShareTags(product(), ORIGIN));
    expect(prop(doc, 'og:type')).toBe('product');
    expect(prop(doc, 'og:title')).toBe('Maroon Banarasi Silk Lehenga');
    expect(prop(doc, 'og:description')).toBe('A rich maroon lehenga. Woven with zari.');
    expect(prop(doc, 'og:url')).toBe(`${ORIGIN}/product/p-1`);
    // A photograph before a drawing: previews show no SVG.
    expect(prop(doc, 'og:image')).toBe('https://cdn.example.com/photo.jpg');
    expect(prop(doc, 'product:price:amount')).toBe('34650.00');
    expect(prop(doc, 'product:price:currency')).toBe('INR');
    expect(name(doc, 'twitter:card')).toBe('summary_large_image');
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}/product/p-1`);
    const data = JSON.parse(doc.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Maroon Banarasi Silk Lehenga',
      sku: 'p-1',
      brand: { '@type': 'Brand', name: 'Silai Studio' },
      image: [`${ORIGIN}/garments/lehenga-maroon-embroidered-front.svg`, 'https://cdn.example.com/photo.jpg'],
      aggregateRating: { ratingValue: 4.5, reviewCount: 2 },
    });
    expect(data.offers).toEqual([
      expect.objectContaining({ price: '34650.00', priceCurrency: 'INR', availability: 'https://schema.org/InStock' }),
      expect.objectContaining({ price: '37800.00', priceCurrency: 'INR', availability: 'https://schema.org/InStock' }),
    ]);
  });

  it('a design without a description is described in the page’s language', () => {
    const bare = product({ description: '', descriptionHi: undefined, productNameHi: 'मरून बनारसी लहंगा' });
    const hindi = head(productShareTags(bare, ORIGIN, 'hi'));
    expect(name(hindi, 'description')).toBe('Silai Studio पर मरून बनारसी लहंगा देखें');
    expect(prop(hindi, 'og:description')).toBe(name(hindi, 'description'));
    expect(name(hindi, 'twitter:description')).toBe(name(hindi, 'description'));
    expect(prop(hindi, 'og:title')).toBe('मरून बनारसी लहंगा');
    expect(name(head(productShareTags(bare, ORIGIN)), 'description')).toBe('Maroon Banarasi Silk Lehenga from Silai Studio');
  });

  it('gives the drawing its size when it is the only image', () => {
    const doc = head(productShareTags(product({ images: [{ url: '/garments/a-front.svg' }] }), ORIGIN));
    expect(prop(doc, 'og:image')).toBe(`${ORIGIN}/garments/a-front.svg`);
    expect(prop(doc, 'og:image:width')).toBe('600');
    expect(prop(doc, 'og:image:type')).toBe('image/svg+xml');
  });

  it('shares a stored photo by its variant at least 1200px wide, with its size and without the fragment', () => {
    const base = 'https://firebasestorage.googleapis.com/v0/b/shop/o/products%2Fp-1%2F1700-lehenga';
    const photo = encodeImageUrl({
      url: `${base}_1440w.webp?alt=media&token=T4`,
      width: 1440,
      height: 1920,
      color: '7a1f3d',
      smaller: [
        { width: 240, token: 'T1' },
        { width: 480, token: 'T2' },
        { width: 960, token: 'T3' },
      ],
    });
    const wide = encodeImageUrl({ url: `${base}-wide_1920w.webp?alt=media&token=W4`, width: 1920, height: 1440, smaller: [{ width: 320 }, { width: 1280 }] });
    const html = productShareTags(product({ images: [{ url: '/garments/a-front.svg' }, { url: photo }, { url: wide }] }), ORIGIN);
    expect(html).not.toContain('#w=');
    const doc = head(html);
    // The 960w variant is too small for a large card: the 1440w one is shared.
    expect(prop(doc, 'og:image')).toBe(`${base}_1440w.webp?alt=media&token=T4`);
    expect(prop(doc, 'og:image:secure_url')).toBe(`${base}_1440w.webp?alt=media&token=T4`);
    expect(name(doc, 'twitter:image')).toBe(`${base}_1440w.webp?alt=media&token=T4`);
    expect(prop(doc, 'og:image:type')).toBe('image/webp');
    expect(prop(doc, 'og:image:width')).toBe('1440');
    expect(prop(doc, 'og:image:height')).toBe('1920');
    const data = JSON.parse(doc.querySelector('script[type="application/ld+json"]')!.textContent!);
    // Of a landscape photo with a 1280px variant, that one rather than the largest.
    expect(data.image).toEqual([`${ORIGIN}/garments/a-front.svg`, `${base}_1440w.webp?alt=media&token=T4`, `${base}-wide_1280w.webp?alt=media`]);
  });

  it('shares a photo smaller than 1200px as its largest variant, and a damaged fragment not at all', () => {
    const small = encodeImageUrl({ url: 'https://cdn.example.com/s_800w.webp', width: 800, height: 600, smaller: [{ width: 320 }] });
    const doc = head(productShareTags(product({ images: [{ url: small }, { url: 'https://cdn.example.com/b.jpg#w=oops' }] }), ORIGIN));
    expect(prop(doc, 'og:image')).toBe('https://cdn.example.com/s_800w.webp');
    expect(prop(doc, 'og:image:width')).toBe('800');
    const data = JSON.parse(doc.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(data.image).toEqual(['https://cdn.example.com/s_800w.webp', 'https://cdn.example.com/b.jpg']);
  });

  it('availability follows the shop rule: out of stock ready-made, discontinued, no price', () => {
    const out = productJsonLd(product({ quantityInStock: 0 }), `${ORIGIN}/product/p-1`, []).offers as { name: string; availability: string }[];
    expect(out.map((o) => o.availability)).toEqual(['https://schema.org/OutOfStock', 'https://schema.org/InStock']);
    const gone = productJsonLd(product({ availabilityStatus: 'Discontinued' }), ORIGIN, []).offers as { availability: string }[];
    expect(gone.every((o) => o.availability === 'https://schema.org/Discontinued')).toBe(true);
    expect(productJsonLd(product({ tailorPrice: null }), ORIGIN, []).offers).toHaveLength(1);
  });

  it('escapes everything: markup in the product can neither leave an attribute nor end the script', () => {
    const hostile = '"><script>alert(1)</script><!-- </script>\u2028&amp;';
    const html = productShareTags(product({ productName: hostile, description: hostile, id: 'p-1' }), ORIGIN);
    expect(html).not.toContain('<script>alert');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    const doc = head(html);
    expect(prop(doc, 'og:title')).toBe(hostile);
    expect(JSON.parse(doc.querySelector('script[type="application/ld+json"]')!.textContent!).name).toBe(hostile);
  });
});

describe('helpers', () => {
  it('absoluteImages resolves relative links and drops other schemes', () => {
    expect(absoluteImages({ images: [{ url: '/a.jpg' }, { url: 'javascript:alert(1)' }, { url: 'https://x.test/b.png' }] }, ORIGIN)).toEqual([
      `${ORIGIN}/a.jpg`,
      'https://x.test/b.png',
    ]);
    expect(previewImage([])).toBeUndefined();
  });

  it('summary keeps one line, cut at a word', () => {
    expect(summary('one  two\nthree')).toBe('one two three');
    expect(summary(`${'word '.repeat(60)}`, 30)).toBe('word word word word word…');
  });

  it('the shop’s own tags say website, with a canonical address when known', () => {
    const doc = head(siteShareTags(`${ORIGIN}/gallery?q=silk`, 'Designs'));
    expect(prop(doc, 'og:type')).toBe('website');
    expect(prop(doc, 'og:site_name')).toBe('Silai Studio');
    expect(prop(doc, 'og:url')).toBe(`${ORIGIN}/gallery?q=silk`);
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}/gallery?q=silk`);
    expect(head(siteShareTags(null)).querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('a Hindi page of the shop describes and titles itself in Hindi; the English one in English', () => {
    const hindi = head(siteShareTags(`${ORIGIN}/`, undefined, undefined, 'hi'));
    for (const tag of [name(hindi, 'description'), prop(hindi, 'og:description'), name(hindi, 'twitter:description')]) {
      expect(tag).toBe('Silai Studio, मुंबई: आपके नाप से सिले ब्लाउज़, सूट, लहंगे और साड़ियाँ। कैश ऑन डिलीवरी की सुविधा।');
    }
    expect(prop(hindi, 'og:title')).toBe('Silai Studio · आपके नाप से, आपके लिए');
    expect(name(hindi, 'twitter:title')).toBe(prop(hindi, 'og:title'));
    expect(prop(hindi, 'og:url')).toBe(`${ORIGIN}/?lang=hi`);
    const english = head(siteShareTags(`${ORIGIN}/`));
    expect(name(english, 'description')).toBe(SHOP_DESCRIPTION);
    expect(prop(english, 'og:title')).toBe('Silai Studio · Tailored for you');
    // A title given by the page (the gallery's) stands, with the language's description.
    const gallery = head(siteShareTags(`${ORIGIN}/gallery`, SHARE_TEXT.hi.galleryTitle('लहंगा'), undefined, 'hi'));
    expect(prop(gallery, 'og:title')).toBe('“लहंगा” · डिज़ाइन · Silai Studio');
    expect(prop(gallery, 'og:description')).toBe(SHARE_TEXT.hi.description);
  });

  it('every language has its share text, none of it left in English in Hindi', () => {
    expect(Object.keys(SHARE_TEXT).sort()).toEqual(['en', 'hi']);
    const hi = SHARE_TEXT.hi;
    for (const text of [hi.description, hi.homeTitle, hi.galleryTitle(), hi.galleryTitle('silk'), hi.productFallback('Rani Blouse')]) {
      expect(text).toMatch(/[\u0900-\u097F]/);
      expect(text).not.toMatch(/\b(from|Designs|Tailored|Mumbai|Cash)\b/);
    }
  });

  it('withShareTags replaces the block of the template only', () => {
    const page = `<head><meta charset="UTF-8" />${SHARE_START}<meta name="description" content="shop" />${SHARE_END}<title>x</title></head>`;
    expect(withShareTags(page, '<meta name="x" />')).toBe('<head><meta charset="UTF-8" /><meta name="x" /><title>x</title></head>');
    expect(withShareTags('<head></head>', '<meta />')).toBe('<head></head>');
  });
});
