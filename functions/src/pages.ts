/**
 * Product pages rendered on the server (Hosting rewrites `/product/*` here):
 * the page arrives with the product drawn in it, image and all, and the app
 * hydrates it without fetching the product again. The web build writes the
 * app's server bundle and the page template into lib/pages/<mode>/
 * (web/build/prerender.ts); this module only reads the product and fills
 * the page.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Request, Response } from 'express';
import { logger } from 'firebase-functions/v2';
import { getFirestore } from 'firebase-admin/firestore';
import { DOC_ID_REGEX } from '@tailor/domain';
import { IN_EMULATOR } from './config';

interface ProductSnapshot {
  id: string;
  data(): Record<string, unknown> | undefined;
}

interface PageRenderer {
  renderProductPage(template: string, id: string, snapshot: ProductSnapshot | null): Promise<string>;
}

// `npm run build` writes the production build's; the journeys and benchmarks build with `--mode emulator`.
const BUILD_DIR = join(__dirname, 'pages', IN_EMULATOR ? 'emulator' : 'production');
const PRODUCT_PATH = /^\/product\/([^/]+)\/?$/;
/** Browsers keep a page a minute; Hosting's CDN serves it five, so edits show within minutes. */
const CACHE_CONTROL = 'public, max-age=60, s-maxage=300';

let loaded: Promise<{ renderer: PageRenderer; template: string }> | undefined;

function load() {
  if (!loaded) {
    loaded = (async () => ({
      // A real dynamic import: the bundle is an ES module, this file is CommonJS.
      renderer: (await import(pathToFileURL(join(BUILD_DIR, 'render.mjs')).href)) as PageRenderer,
      template: await readFile(join(BUILD_DIR, 'product.html'), 'utf8'),
    }))();
    // A failed load is tried again on the next request.
    loaded.catch(() => (loaded = undefined));
  }
  return loaded;
}

export async function servePage(req: Request, res: Response): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.status(405).set('Allow', 'GET, HEAD').json({ success: false, message: 'Method not allowed' });
    return;
  }
  const id = PRODUCT_PATH.exec(req.path)?.[1];
  let page: Awaited<ReturnType<typeof load>>;
  try {
    page = await load();
  } catch (error) {
    logger.error('pages: the web build is missing; run `npm run build`', error);
    res.status(503).set('Retry-After', '60').type('text/plain').send('The shop is being updated. Please try again in a minute.');
    return;
  }
  if (!id || !DOC_ID_REGEX.test(id)) {
    // Not a product page: the app's empty page, which shows "not found" in the browser.
    res.status(404).set('Cache-Control', CACHE_CONTROL).type('html').send(page.template);
    return;
  }
  try {
    const snapshot = await getFirestore().doc(`products/${id}`).get();
    const html = await page.renderer.renderProductPage(page.template, id, snapshot.exists ? snapshot : null);
    res.status(snapshot.exists ? 200 : 404).set('Cache-Control', CACHE_CONTROL).type('html').send(html);
  } catch (error) {
    // The app can still load the product itself: send its empty page, uncached.
    logger.error(`pages: rendering /product/${id} failed`, error);
    res.status(200).set('Cache-Control', 'no-store').type('html').send(page.template);
  }
}
