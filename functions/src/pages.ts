/**
 * Pages rendered on the server (Hosting rewrites `/`, `/gallery` and `/product/*`
 * here): the page arrives with its data drawn in it, images and all, and the
 * app hydrates it without fetching that data again. The web build writes the
 * app's server bundle and the page templates into lib/pages/<mode>/
 * (web/build/prerender.ts).
 */
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Request, Response } from 'express';
import { logger } from 'firebase-functions/v2';
import { getFirestore } from 'firebase-admin/firestore';
import { DOC_ID_REGEX, isShownToShoppers, type ShopSettings } from '@tailor/domain';
import { isLanguage, LANGUAGE_PARAM, type Language } from '@tailor/domain/language';
import { matchServedPage, SERVED_PAGES, SERVER_BUNDLE, type PageRenderers, type ServedPageName } from '@tailor/domain/pageRoutes';
import { IN_EMULATOR } from './config';
import { shopSettings } from './shopSettings';

interface Loaded {
  /** What web/src/prerender.tsx exports. */
  renderer: PageRenderers;
  templates: Record<ServedPageName, string>;
}

// `npm run build` writes the production build's; the journeys and benchmarks build with `--mode emulator`.
const BUILD_DIR = join(__dirname, 'pages', IN_EMULATOR ? 'emulator' : 'production');
/** Browsers keep a page a minute; Hosting's CDN serves it five, so edits show within minutes. */
const CACHE_CONTROL = 'public, max-age=60, s-maxage=300';

let loaded: Promise<Loaded> | undefined;

/**
 * The address pages are shared under, for og:url, the canonical link and the
 * other absolute links: the shop's own web address from settings/shop
 * (publicUrl). Never a request header: X-Forwarded-Host and Host are written
 * by whoever calls the function, and a cached page would carry their host.
 */
export function pageOrigin(shop: Pick<ShopSettings, 'publicUrl'>): string | null {
  try {
    return new URL(shop.publicUrl).origin;
  } catch {
    return null;
  }
}

function load(): Promise<Loaded> {
  if (!loaded) {
    loaded = (async () => ({
      // A real dynamic import: the bundle is an ES module, this file is CommonJS.
      renderer: (await import(pathToFileURL(join(BUILD_DIR, SERVER_BUNDLE)).href)) as PageRenderers,
      templates: Object.fromEntries(
        await Promise.all(Object.entries(SERVED_PAGES).map(async ([name, page]) => [name, await readFile(join(BUILD_DIR, page.template), 'utf8')])),
      ) as Record<ServedPageName, string>,
    }))();
    // A failed load is tried again on the next request.
    loaded.catch(() => (loaded = undefined));
  }
  return loaded;
}

/** Whether the browser takes gzip, as Express negotiates it: no header, `identity` or `gzip;q=0` mean no. */
export function takesGzip(req: Pick<Request, 'acceptsEncodings'>): boolean {
  return req.acceptsEncodings('gzip') === 'gzip';
}

/**
 * The page, gzipped for a browser that takes it: a served page is some 90 KB
 * of HTML and data, about 15 KB compressed, and a function's answer is sent
 * as it is written (Hosting's transfer is billed by the byte: docs/costs.md).
 */
function send(req: Request, res: Response, status: number, html: string, cacheControl = CACHE_CONTROL): void {
  res.status(status).set('Cache-Control', cacheControl).set('Vary', 'Accept-Encoding').type('html');
  if (takesGzip(req)) res.set('Content-Encoding', 'gzip').send(gzipSync(html));
  else res.send(html);
}

/** The language the address names with `?lang=` (a shared link keeps its language); an unknown value names none. */
export function requestedLanguage(search: string): Language | undefined {
  const value = new URLSearchParams(search).get(LANGUAGE_PARAM);
  return isLanguage(value) ? value : undefined;
}

export async function servePage(req: Request, res: Response): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.status(405).set('Allow', 'GET, HEAD').json({ success: false, message: 'Method not allowed' });
    return;
  }
  let page: Loaded;
  try {
    page = await load();
  } catch (error) {
    logger.error('pages: the web build is missing; run `npm run build`', error);
    res.status(503).set('Retry-After', '60').type('text/plain').send('The shop is being updated. Please try again in a minute.');
    return;
  }
  const match = matchServedPage(req.path);
  const isGallery = match?.name === 'gallery';
  const productId = match?.name === 'product' ? match.params.id : undefined;
  const template = match?.name === 'home' ? page.templates.home : isGallery ? page.templates.gallery : page.templates.product;
  const search = new URL(req.originalUrl, 'http://host').search;
  // Hosting's cache keeps each address apart, query included: `/?lang=hi` is a page of its own.
  const language = requestedLanguage(search);
  try {
    if (match?.name === 'home') {
      const shop = await shopSettings();
      send(req, res, 200, await page.renderer.renderHomePage(template, pageOrigin(shop), shop, language));
    } else if (isGallery) {
      const shop = await shopSettings();
      send(req, res, 200, await page.renderer.renderGalleryPage(template, search.slice(1), pageOrigin(shop), shop, language));
    } else if (productId && DOC_ID_REGEX.test(productId)) {
      const [snapshot, shop] = await Promise.all([getFirestore().doc(`products/${productId}`).get(), shopSettings()]);
      // An inactive product is gone for shoppers: its page says so, with a 404 for crawlers.
      const shown = snapshot.exists && isShownToShoppers(snapshot.data() as { productStatus?: string });
      send(
        req,
        res,
        shown ? 200 : 404,
        await page.renderer.renderProductPage(template, productId, snapshot.exists ? snapshot : null, pageOrigin(shop), shop, language),
      );
    } else {
      // Not a page of ours: the app's empty page, which shows "not found" in the browser.
      send(req, res, 404, template);
    }
  } catch (error) {
    // The app can still load the data itself: send its empty page, uncached.
    logger.error(`pages: rendering ${req.path} failed`, error);
    send(req, res, 200, template, 'no-store');
  }
}
