import { describe, expect, it } from 'vitest';
import { PRODUCT_FORM_DEFAULTS, type Product } from '@tailor/domain';
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
} from './shareTags';

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

  it('gives the drawing its size when it is the only image', () => {
    const doc = head(productShareTags(product({ images: [{ url: '/garments/a-front.svg' }] }), ORIGIN));
    expect(prop(doc, 'og:image')).toBe(`${ORIGIN}/garments/a-front.svg`);
    expect(prop(doc, 'og:image:width')).toBe('600');
    expect(prop(doc, 'og:image:type')).toBe('image/svg+xml');
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

  it('withShareTags replaces the block of the template only', () => {
    const page = `<head><meta charset="UTF-8" />${SHARE_START}<meta name="description" content="shop" />${SHARE_END}<title>x</title></head>`;
    expect(withShareTags(page, '<meta name="x" />')).toBe('<head><meta charset="UTF-8" /><meta name="x" /><title>x</title></head>');
    expect(withShareTags('<head></head>', '<meta />')).toBe('<head></head>');
  });
});
