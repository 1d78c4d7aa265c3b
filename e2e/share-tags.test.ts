/**
 * Link previews and search engines: the served HTML is parsed as a crawler
 * parses it (no scripts run), and its Open Graph, Twitter card, canonical and
 * schema.org Product data are checked against the product in Firestore.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Window } from 'happy-dom';
import { SHOP, discountedPaise, paiseToRupees } from '@tailor/domain';
import { BASE_URL } from './support/browser';
import { adminDb } from '../tests/support/admin';
import { PROJECT_ID } from '../tests/support/emulators';

const SEEDED_ID = 'p-maroon-banarasi-lehenga';
const HOSTILE_ID = 'p-share-tags-check';

/** The document a crawler builds from the HTML: parsed, no script run, nothing fetched. */
function parse(html: string): Document {
  const window = new Window({
    settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true },
  });
  return new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document;
}

async function served(path: string): Promise<{ status: number; doc: Document; html: string }> {
  const res = await fetch(`${BASE_URL}${path}`);
  const html = await res.text();
  return { status: res.status, doc: parse(html), html };
}

const og = (doc: Document, property: string) => [...doc.querySelectorAll(`meta[property="${property}"]`)].map((m) => m.getAttribute('content'));
const twitter = (doc: Document, name: string) => doc.querySelector(`meta[name="${name}"]`)?.getAttribute('content');
const canonical = (doc: Document) => [...doc.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href'));
const jsonLd = (doc: Document) =>
  [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>);

/** The `pages` function called directly, as anyone on the internet can call it. */
const PAGES_FUNCTION = `http://127.0.0.1:5001/${PROJECT_ID}/asia-south1/pages`;
let savedPublicUrl: unknown;

// Pages name the shop's web address from settings/shop: here, the preview server,
// so the absolute links (images included) can be fetched offline.
beforeAll(async () => {
  const settings = adminDb().doc('settings/shop');
  savedPublicUrl = (await settings.get()).get('publicUrl');
  await settings.set({ publicUrl: BASE_URL }, { merge: true });
  // The functions cache the document for SHOP_SETTINGS_TTL_MS (half a second on the emulator stack).
  await new Promise((r) => setTimeout(r, 1000));
});

afterAll(async () => {
  await adminDb().doc(`products/${HOSTILE_ID}`).delete();
  await adminDb()
    .doc('settings/shop')
    .set({ publicUrl: typeof savedPublicUrl === 'string' ? savedPublicUrl : SHOP.publicUrl }, { merge: true });
});

describe('share tags of a served product page', () => {
  it('carry the product: Open Graph with absolute links and the price in INR, Twitter card, canonical, schema.org Product', async () => {
    const product = (await adminDb().doc(`products/${SEEDED_ID}`).get()).data()!;
    const { status, doc } = await served(`/product/${SEEDED_ID}`);
    expect(status).toBe(200);
    const url = `${BASE_URL}/product/${SEEDED_ID}`;
    // Each once: the shop's defaults of the page template are replaced, not repeated.
    expect(og(doc, 'og:type')).toEqual(['product']);
    expect(og(doc, 'og:title')).toEqual([product.productName]);
    expect(og(doc, 'og:site_name')).toEqual([SHOP.name]);
    expect(og(doc, 'og:url')).toEqual([url]);
    expect(canonical(doc)).toEqual([url]);
    const [description] = og(doc, 'og:description');
    expect(description!.length).toBeGreaterThan(40);
    expect(product.description.replace(/\s+/g, ' ')).toContain(description!.replace(/…$/, ''));
    expect(doc.querySelectorAll('meta[name="description"]')).toHaveLength(1);

    const [image] = og(doc, 'og:image');
    expect(image).toBe(new URL(product.images[0].url, BASE_URL).href);
    expect(og(doc, 'og:image:width')).toEqual(['600']);
    const picture = await fetch(image!);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\//);

    expect(og(doc, 'product:price:amount')).toEqual([paiseToRupees(product.priceFrom).toFixed(2)]);
    expect(og(doc, 'product:price:currency')).toEqual(['INR']);
    expect(twitter(doc, 'twitter:card')).toBe('summary_large_image');
    expect(twitter(doc, 'twitter:title')).toBe(product.productName);
    expect(twitter(doc, 'twitter:image')).toBe(image);

    const [data, ...more] = jsonLd(doc);
    expect(more).toEqual([]);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.productName,
      sku: SEEDED_ID,
      brand: { '@type': 'Brand', name: SHOP.name },
    });
    expect(data!.image).toEqual(product.images.map((i: { url: string }) => new URL(i.url, BASE_URL).href));
    const offers = data!.offers as { price: string; priceCurrency: string; availability: string; name: string }[];
    expect(offers.map((o) => [o.name, o.price, o.priceCurrency, o.availability])).toEqual([
      ['Ready-made', paiseToRupees(discountedPaise(product.readyMadePrice, product.discount)).toFixed(2), 'INR', 'https://schema.org/InStock'],
      [
        'Tailor-made to your measurements',
        paiseToRupees(discountedPaise(product.tailorPrice, product.discount)).toFixed(2),
        'INR',
        'https://schema.org/InStock',
      ],
    ]);
  });

  it('say out of stock and discontinued as the shop does, and markup in the product cannot break out', async () => {
    const base = (await adminDb().doc(`products/${SEEDED_ID}`).get()).data()!;
    const ref = adminDb().doc(`products/${HOSTILE_ID}`);
    const hostile = 'Lehenga "</script><script>alert(1)</script><!--';
    await ref.set({ ...base, productId: HOSTILE_ID, productName: hostile, description: `${hostile} & more`, quantityInStock: 0 });
    let { doc, html } = await served(`/product/${HOSTILE_ID}`);
    expect(html).not.toContain('<script>alert(1)');
    expect(og(doc, 'og:title')).toEqual([hostile]);
    let [data] = jsonLd(doc);
    expect(data!.name).toBe(hostile);
    expect((data!.offers as { availability: string }[]).map((o) => o.availability)).toEqual([
      'https://schema.org/OutOfStock',
      'https://schema.org/InStock',
    ]);

    await ref.update({ availabilityStatus: 'Discontinued' });
    ({ doc, html } = await served(`/product/${HOSTILE_ID}`));
    [data] = jsonLd(doc);
    expect((data!.offers as { availability: string }[]).every((o) => o.availability === 'https://schema.org/Discontinued')).toBe(true);
  });

  it('an unknown product carries no product tags', async () => {
    const { status, doc } = await served('/product/no-such-design');
    expect(status).toBe(404);
    expect(og(doc, 'og:type')).toEqual(['website']);
    expect(jsonLd(doc)).toEqual([]);
  });
});

describe('a request claiming another host', () => {
  it("still names the shop's own address in og:url, the canonical link and every absolute link", async () => {
    for (const path of [`/product/${SEEDED_ID}`, '/gallery?category=Lehenga']) {
      const res = await fetch(`${PAGES_FUNCTION}${path}`, {
        headers: { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'http' },
      });
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(html, path).not.toContain('evil.example');
      const doc = parse(html);
      expect(og(doc, 'og:url')[0], path).toBe(`${BASE_URL}${path}`);
      expect(canonical(doc)[0], path).toBe(`${BASE_URL}${path}`);
    }
  });
});

describe("the shop's own tags", () => {
  it('home: a website with the shop’s name and description', async () => {
    const { doc } = await served('/');
    expect(og(doc, 'og:type')).toEqual(['website']);
    expect(og(doc, 'og:site_name')).toEqual([SHOP.name]);
    expect(og(doc, 'og:title')[0]).toContain(SHOP.name);
    expect(og(doc, 'og:description')[0]).toContain(SHOP.name);
    expect(twitter(doc, 'twitter:card')).toBe('summary');
  });

  it('gallery: a website, its canonical address the query as the app writes it', async () => {
    const { doc } = await served('/gallery?q=silk&category=Lehenga&sort=newest&unknown=1');
    expect(og(doc, 'og:type')).toEqual(['website']);
    expect(og(doc, 'og:site_name')).toEqual([SHOP.name]);
    expect(og(doc, 'og:url')).toEqual([`${BASE_URL}/gallery?q=silk&category=Lehenga`]);
    expect(canonical(doc)).toEqual([`${BASE_URL}/gallery?q=silk&category=Lehenga`]);
    expect(jsonLd(doc)).toEqual([]);
  });
});
