/**
 * Photographs stored as resized variants: a product whose images carry the
 * variants' fragment is shown from its srcset on the product page and the
 * gallery, each image drawn at the width its `sizes` promised (the browser
 * sizes a srcset image by its `sizes`, so a mismatch with the CSS shows as a
 * natural width different from the drawn one), and the served page preloads
 * the variant the browser will pick and shares one without the fragment.
 * The photos' host is answered by the browser context (no Storage offline).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { Timestamp } from 'firebase-admin/firestore';
import type { Browser, Page } from 'playwright-core';
import { encodeImageUrl } from '@tailor/domain';
import { BASE_URL, launchBrowser, waitForApp } from './support/browser';
import { adminDb } from '../tests/support/admin';

const SEEDED_ID = 'p-maroon-banarasi-lehenga';
const ID = 'p-photo-variants-check';
const HOST = 'https://photos.example.test';
const WIDTHS = [240, 480, 720, 1080, 1440];
const variantUrl = (name: string, width: number) => `${HOST}/o/products%2F${ID}%2F${name}_${width}w.webp?alt=media&token=t${width}`;
const stored = (name: string) =>
  encodeImageUrl({
    url: variantUrl(name, 1440),
    width: 1440,
    height: 1920,
    color: '7a1f3d',
    smaller: WIDTHS.slice(0, -1).map((width) => ({ width, token: `t${width}` })),
  });

/** The variants' files, by width: a seeded drawing as a 3:4 WebP. */
const files = new Map<number, Buffer>();
let browser: Browser;

beforeAll(async () => {
  const drawing = readFileSync('web/public/garments/lehenga-maroon-embroidered-front.svg');
  for (const width of WIDTHS) {
    files.set(width, await sharp(drawing, { density: 200 }).resize(width, (width * 4) / 3).webp({ quality: 70 }).toBuffer());
  }
  const seeded = (await adminDb().doc(`products/${SEEDED_ID}`).get()).data()!;
  await adminDb()
    .doc(`products/${ID}`)
    .set({
      ...seeded,
      productId: ID,
      productName: 'Photo Variants Check Lehenga',
      images: [{ url: stored('front') }, { url: stored('back') }],
      // The newest design: the gallery's first card.
      createdAt: Timestamp.now(),
      lastUpdated: Timestamp.now(),
    });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await adminDb().doc(`products/${ID}`).delete();
});

async function open(viewport: { width: number; height: number }, deviceScaleFactor: number): Promise<Page> {
  const context = await browser.newContext({ viewport, deviceScaleFactor, baseURL: BASE_URL, isMobile: viewport.width < 600, hasTouch: viewport.width < 600 });
  await context.route(`${HOST}/**`, (route) => {
    const width = Number(/_(\d+)w\.webp/.exec(route.request().url())?.[1]);
    const body = files.get(width);
    return body ? route.fulfill({ status: 200, contentType: 'image/webp', body }) : route.fulfill({ status: 404 });
  });
  return context.newPage();
}

interface Drawn {
  src: string;
  current: string;
  drawn: number;
  natural: number;
  loading: string;
  priority: string | null;
}

/** Every loaded image of the page that has a srcset. */
async function variantImages(page: Page): Promise<Drawn[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('img[srcset]')]
      .map((el) => el as HTMLImageElement)
      .filter((img) => img.complete && img.naturalWidth > 0)
      .map((img) => ({
        src: img.getAttribute('src')!,
        current: img.currentSrc,
        drawn: img.getBoundingClientRect().width,
        natural: img.naturalWidth,
        loading: img.loading,
        priority: img.getAttribute('fetchpriority'),
      })),
  );
}

/**
 * Every image the browser loads now has loaded: the eager ones, and the lazy
 * ones on screen (the product page's thumbnails). A lazy image on screen starts
 * only once the browser's lazy-load observer has seen it, which may come after
 * the main image has loaded, so waiting for the eager ones alone misses it.
 */
const settled = (page: Page) =>
  page.waitForFunction(() =>
    [...document.images].every((img) => {
      if (img.complete) return true;
      if (img.loading !== 'lazy') return false;
      const box = img.getBoundingClientRect();
      const onScreen = box.width > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
      return !onScreen;
    }),
  );

describe('photographs with variants', () => {
  it('the served product page preloads the main image by srcset and sizes, and shares a variant without the fragment', async () => {
    const html = await (await fetch(`${BASE_URL}/product/${ID}`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const preload = /<link rel="preload" as="image" imageSrcSet="([^"]+)" imageSizes="([^"]+)" fetchPriority="high"\/>/.exec(head);
    expect(preload?.[1]).toBe(WIDTHS.map((w) => `${variantUrl('front', w)} ${w}w`).join(', ').replace(/&/g, '&amp;'));
    expect(head).toContain(`<meta property="og:image" content="${variantUrl('front', 1440).replace(/&/g, '&amp;')}" />`);
    expect(head).toContain('<meta property="og:image:width" content="1440" />');
    // Only the app's data (the stored URLs) keeps the fragment; no attribute carries it.
    expect(html.replace(/<script\b[\s\S]*?<\/script>/g, '')).not.toContain('#w=');
  });

  for (const [name, viewport, dpr, pick] of [
    ['phone', { width: 390, height: 844 }, 3, 1080],
    ['desktop', { width: 1280, height: 800 }, 1, 480],
  ] as const) {
    it(`on a ${name}, every image is drawn from a variant at the width its sizes say`, async () => {
      const page = await open(viewport, dpr);
      const mainRequests = new Set<string>();
      page.on('request', (request) => {
        if (request.url().includes('front_')) mainRequests.add(request.url());
      });
      await page.goto(`/product/${ID}`);
      await waitForApp(page);
      await settled(page);
      // The thumbnails load lazily: on a phone they may start below the screen, so bring them into view.
      await page.getByRole('list', { name: 'More images' }).scrollIntoViewIfNeeded();
      await settled(page);
      const product = await variantImages(page);
      const [main] = product;
      // The main image: high priority, the variant that covers its width at this pixel ratio.
      expect(main).toMatchObject({ src: variantUrl('front', 1440), current: variantUrl('front', pick), loading: 'eager', priority: 'high' });
      // Its thumbnail (72 px wide) takes the 240 px variant, or the main image's variant when that is already in
      // the memory cache as the lazy thumbnail is chosen: Chromium then reuses it rather than fetch a smaller one.
      const thumb = product.find((img) => img !== main && img.src === variantUrl('front', 1440));
      expect([variantUrl('front', 240), variantUrl('front', pick)]).toContain(thumb?.current);
      // Nothing else is fetched: one variant for the main image (the preload and the image choose alike), and the thumbnail's.
      expect([...mainRequests].sort()).toEqual([...new Set([variantUrl('front', pick), thumb!.current])].sort());
      await page.goto('/gallery');
      await waitForApp(page);
      await settled(page);
      const gallery = await variantImages(page);
      expect(gallery[0]?.src).toBe(variantUrl('front', 1440));
      for (const img of [...product, ...gallery]) {
        expect(Math.abs(img.natural - img.drawn), `${img.current} drawn ${img.drawn}px, sized ${img.natural}px`).toBeLessThanOrEqual(2);
        expect(img.current).toMatch(/^https:\/\/photos\.example\.test\/[^#]+$/);
      }
      await page.context().close();
    });
  }
});
