/**
 * What link previews (WhatsApp, Facebook, X) and search engines read from a
 * served page: Open Graph and Twitter card tags, the canonical link, and for
 * a product schema.org `Product` data. Crawlers run no scripts, so these are
 * written into the HTML on the server only (the `pages` function); no code
 * of this reaches the browser.
 *
 * The page template (web/index.html) carries the shop's own tags between
 * SHARE_START and SHARE_END; a served page replaces that block with its own.
 */
import {
  SHOP,
  discountedPaise,
  imageSource,
  imageUrlAtLeast,
  paiseToRupees,
  purchaseBlocker,
  type CartProductType,
  type Product,
} from '@tailor/domain';
import type { Language } from '@tailor/domain/language';
import { productDescriptionIn, productNameIn } from '@tailor/domain/productText';
import { addressIn, languageLinks, OG_LOCALES } from './languageLinks';
import { SHARE_TEXT } from './shareText';

export const SHARE_START = '<!--share-->';
export const SHARE_END = '<!--/share-->';

/** The shop in a sentence, in English (each language's is in shareText.ts). */
export const SHOP_DESCRIPTION = SHARE_TEXT.en.description;

/** Text for an HTML attribute or element: nothing in it can end the attribute or open a tag. */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** JSON for a <script> element: no `<`, `>` or `&` (so no `</script>` or `<!--`), nor line separators. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** One line of plain text, at most `max` characters, cut at a word. */
export function summary(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const at = cut.lastIndexOf(' ');
  return `${(at > max / 2 ? cut.slice(0, at) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}

const meta = (property: string, content: string) => `<meta property="${property}" content="${escapeHtml(content)}" />`;
const named = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}" />`;

const IMAGE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
};

function imageType(url: string): string | undefined {
  const ext = /\.([a-z0-9]+)(?:$|[?#])/i.exec(new URL(url).pathname)?.[1]?.toLowerCase();
  return ext ? IMAGE_TYPES[ext] : undefined;
}

/** Link previews are drawn up to about 1200px wide (Facebook's advice for a large card). */
export const SHARE_IMAGE_MIN_WIDTH = 1200;

/** An image as shared: an absolute address, never with the fragment that lists variants, and its size when known. */
export interface SharedImage {
  url: string;
  width?: number;
  height?: number;
}

/**
 * The product's images as previews and search engines get them, in order:
 * of a stored image with variants, the smallest at least 1200px wide (else
 * its largest), with that variant's size; any other image as stored. Relative
 * links are resolved against `origin`; links of other schemes left out.
 */
export function sharedImages(product: Pick<Product, 'images'>, origin: string): SharedImage[] {
  const out: SharedImage[] = [];
  for (const image of Array.isArray(product.images) ? product.images : []) {
    if (typeof image?.url !== 'string') continue;
    const source = imageSource(image.url);
    const chosen = imageUrlAtLeast(source, SHARE_IMAGE_MIN_WIDTH);
    const variant = source.variants.find((v) => v.url === chosen);
    try {
      const url = new URL(chosen, origin);
      url.hash = '';
      if (url.protocol !== 'https:' && url.protocol !== 'http:') continue;
      out.push(variant ? { url: url.href, width: variant.width, height: variant.height } : { url: url.href });
    } catch {
      // an unreadable link is left out
    }
  }
  return out;
}

/** Absolute http(s) URLs of the product's images, in order (see sharedImages). */
export function absoluteImages(product: Pick<Product, 'images'>, origin: string): string[] {
  return sharedImages(product, origin).map((image) => image.url);
}

/**
 * The preview's picture: the first photograph (previews show no SVG), else
 * the first image. The seed's garment drawings are SVG (600×800): their
 * previews show no picture until the shop uploads photographs.
 */
export function previewImage(images: readonly string[]): string | undefined {
  return images.find((url) => imageType(url) !== 'image/svg+xml') ?? images[0];
}

function imageTags(image: SharedImage | undefined, alt: string): string[] {
  if (!image) return [];
  const { url } = image;
  const type = imageType(url);
  // A stored image's variant records its size; the seed's drawings are 600×800; other images' sizes are not known here.
  const drawing = new URL(url).pathname.startsWith('/garments/') && type === 'image/svg+xml';
  const size = image.width && image.height ? { width: image.width, height: image.height } : drawing ? { width: 600, height: 800 } : null;
  return [
    meta('og:image', url),
    ...(url.startsWith('https:') ? [meta('og:image:secure_url', url)] : []),
    ...(type ? [meta('og:image:type', type)] : []),
    ...(size ? [meta('og:image:width', String(size.width)), meta('og:image:height', String(size.height))] : []),
    meta('og:image:alt', alt),
    named('twitter:image', url),
    named('twitter:image:alt', alt),
  ];
}

/**
 * The shop's own tags (home, gallery): a website, with its name and
 * description. `url` is the page's English address; a page in another
 * `language` is shared under that language's, with the alternates of both,
 * and its title and description default to that language's (shareText.ts).
 */
export function siteShareTags(
  url: string | null,
  title: string | undefined = undefined,
  description: string | undefined = undefined,
  language: Language = 'en',
): string {
  title ??= SHARE_TEXT[language].homeTitle;
  description ??= SHARE_TEXT[language].description;
  return [
    named('description', description),
    meta('og:site_name', SHOP.name),
    meta('og:type', 'website'),
    meta('og:title', title),
    meta('og:description', description),
    meta('og:locale', OG_LOCALES[language]),
    ...(url ? [meta('og:url', addressIn(url, language)), languageLinks(url, language)] : []),
    named('twitter:card', 'summary'),
    named('twitter:title', title),
    named('twitter:description', description),
  ].join('');
}

const AVAILABILITY = {
  'out-of-stock': 'https://schema.org/OutOfStock',
  discontinued: 'https://schema.org/Discontinued',
} as const;

const OPTIONS: readonly { option: CartProductType; field: 'readyMadePrice' | 'tailorPrice'; name: string }[] = [
  { option: 'readymade', field: 'readyMadePrice', name: 'Ready-made' },
  { option: 'tailor', field: 'tailorPrice', name: 'Tailor-made to your measurements' },
];

/** One schema.org Offer per option sold (a price set), with availability from the shop's one rule (purchaseBlocker). */
export function productOffers(product: Product, url: string): Record<string, unknown>[] {
  const offers: Record<string, unknown>[] = [];
  for (const { option, field, name } of OPTIONS) {
    const listed = product[field];
    if (typeof listed !== 'number') continue;
    const price = discountedPaise(listed, product.discount);
    const blocker = purchaseBlocker(product, option);
    if (blocker === 'no-price' || blocker === 'deleted' || blocker === 'inactive') continue;
    offers.push({
      '@type': 'Offer',
      name,
      url,
      price: paiseToRupees(price).toFixed(2),
      priceCurrency: 'INR',
      availability: blocker === null ? 'https://schema.org/InStock' : AVAILABILITY[blocker],
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: SHOP.name },
    });
  }
  return offers;
}

/** schema.org Product data of a design, with its name and description in the page's language. */
export function productJsonLd(product: Product, url: string, images: readonly string[], language: Language = 'en'): Record<string, unknown> {
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    name: productNameIn(product, language),
    description: summary(productDescriptionIn(product, language), 5000),
    sku: product.id,
    productID: product.id,
    url,
    image: images,
    brand: { '@type': 'Brand', name: SHOP.name },
    category: product.category,
    color: product.color,
    material: product.fabricType,
    offers: productOffers(product, url),
  };
  if (product.ratingCount > 0 && product.rating > 0) {
    data.aggregateRating = { '@type': 'AggregateRating', ratingValue: product.rating, reviewCount: product.ratingCount, bestRating: 5, worstRating: 1 };
  }
  return data;
}

/** Every tag of a product page: Open Graph (type product, price in INR), Twitter card, canonical and alternates, JSON-LD. */
export function productShareTags(product: Product, origin: string, language: Language = 'en'): string {
  const english = `${origin}/product/${encodeURIComponent(product.id)}`;
  const url = addressIn(english, language);
  const shared = sharedImages(product, origin);
  const images = shared.map((i) => i.url);
  const preview = previewImage(images);
  const image = shared.find((i) => i.url === preview);
  // The owner's Hindi name and description on a Hindi page, when filled in.
  const title = productNameIn(product, language);
  const description = summary(productDescriptionIn(product, language)) || SHARE_TEXT[language].productFallback(title);
  const offers = productOffers(product, url);
  const lowest = product.priceFrom ?? null;
  const inStock = offers.some((o) => o.availability === 'https://schema.org/InStock');
  return [
    named('description', description),
    meta('og:site_name', SHOP.name),
    meta('og:type', 'product'),
    meta('og:title', title),
    meta('og:description', description),
    meta('og:url', url),
    meta('og:locale', OG_LOCALES[language]),
    ...imageTags(image, title),
    ...(lowest !== null ? [meta('product:price:amount', paiseToRupees(lowest).toFixed(2)), meta('product:price:currency', 'INR')] : []),
    meta('product:availability', inStock ? 'in stock' : 'out of stock'),
    meta('product:brand', SHOP.name),
    meta('product:retailer_item_id', product.id),
    languageLinks(english, language),
    named('twitter:card', image ? 'summary_large_image' : 'summary'),
    named('twitter:title', title),
    named('twitter:description', description),
    `<script type="application/ld+json">${jsonForScript(productJsonLd(product, url, images, language))}</script>`,
  ].join('');
}

/** The page with its share block replaced by `tags` (the page unchanged when it has no block). */
export function withShareTags(html: string, tags: string): string {
  const start = html.indexOf(SHARE_START);
  const end = html.indexOf(SHARE_END, start);
  if (start < 0 || end < 0) return html;
  return html.slice(0, start) + tags + html.slice(end + SHARE_END.length);
}
