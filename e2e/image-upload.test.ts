import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { imageSource } from '@tailor/domain/imageVariants';
import { variantPlan } from '@tailor/domain/imageUploadVariants';
import { DESKTOP, launchBrowser, newPage, shot } from './support/browser';
import { cameraPhoto, exifHasGps } from './support/photos';
import { DEMO_ADMIN, signInAs } from './support/session';
import { fakeStorage, type FakeStorage } from './support/storage';
import { adminDb } from '../tests/support/admin';

const RUN = Date.now().toString(36);
const PRODUCT_NAME = `E2E Photo Kurta ${RUN}`;

/** The planned variants of a 4000×3000 photo shown upright (portrait): 240, 480, 720, 1080 and 1440 wide. */
const PORTRAIT_PLAN = variantPlan(3000, 4000);

async function fillNewProduct(page: Page): Promise<void> {
  await page.goto('/product/null/add');
  await page.getByRole('heading', { name: 'Add Product' }).waitFor();
  await page.getByLabel('Product name').fill(PRODUCT_NAME);
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Hand-block printed cotton kurta, photographed in the workshop.');
  await page.getByLabel('Category').selectOption('Suit');
  await page.getByLabel('Tailor-made price (₹)').fill('1800');
  await page.getByLabel('Quantity in stock').fill('3');
}

/** The Add images picker of the product form (the shared uploader's file input). */
function picker(page: Page) {
  return page.locator('.product-images input[type="file"]');
}

describe('uploads: photos are resized in the browser before they leave it', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let storage: FakeStorage;
  let photo: Buffer;
  let productId: string | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await newPage(browser, DESKTOP));
    storage = await fakeStorage(context);
    photo = await cameraPhoto();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    if (productId) await adminDb().doc(`products/${productId}`).delete();
  });

  it('the admin adds a camera photo to a product: upright WebP variants of the planned widths, without EXIF, and the product stores their URL', { timeout: 180_000 }, async () => {
    // The input is what a phone makes: 4000×3000 stored sideways, EXIF orientation 6, GPS, a few MB.
    const input = await sharp(photo).metadata();
    expect([input.width, input.height, input.orientation]).toEqual([4000, 3000, 6]);
    expect(exifHasGps(input.exif)).toBe(true);
    expect(photo.length).toBeGreaterThan(1_000_000);
    expect(photo.length).toBeLessThan(5 * 1024 * 1024);

    await signInAs(page, DEMO_ADMIN);
    await fillNewProduct(page);
    // Uploads are on: the emulator build found Storage answering at its address.
    await page.getByText('Images only, under 5 MB each.').waitFor();
    await picker(page).setInputFiles({ name: 'IMG_2041.JPG', mimeType: 'image/jpeg', buffer: photo });
    const cover = page.getByRole('img', { name: 'Product image 1 (cover)' });
    await cover.waitFor({ timeout: 60_000 });
    await shot(page, 'admin-product-photo-uploaded-desktop');

    // Exactly the planned variants went up, nothing else (never the original).
    const uploads = [...storage.uploads].sort((a, b) => a.bytes.length - b.bytes.length);
    expect(uploads).toHaveLength(PORTRAIT_PLAN.length);
    const stem = /^(products\/[^/]+\/\d+-[a-z0-9]{8}-img-2041)_240w\.webp$/.exec(uploads[0].path)?.[1];
    expect(stem, uploads[0].path).toBeTruthy();
    expect(uploads.map((u) => u.path)).toEqual(PORTRAIT_PLAN.map((size) => `${stem}_${size.width}w.webp`));
    const total = uploads.reduce((sum, u) => sum + u.bytes.length, 0);
    expect(total).toBeLessThan(photo.length / 2);
    for (const [i, upload] of uploads.entries()) {
      expect(upload.contentType).toBe('image/webp');
      expect(upload.cacheControl).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(upload.bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', PORTRAIT_PLAN[i].width, PORTRAIT_PLAN[i].height]);
      // Re-encoded from pixels: no EXIF (so no GPS, no camera), no orientation left to apply.
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(upload.bytes.includes('EXIF')).toBe(false);
      expect(upload.bytes.includes('PhoneMaker')).toBe(false);
    }
    // Upright: the band along the top of the stored frame is now the right edge.
    const { data, info } = await sharp(uploads[0].bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
    const [r, g, b] = pixel(info.width - 3, Math.round(info.height / 2));
    expect(r).toBeGreaterThan(180);
    expect(Math.max(g, b)).toBeLessThan(80);
    expect(pixel(2, Math.round(info.height / 2))[0]).toBeLessThan(180);

    await page.getByRole('button', { name: 'Add Product' }).click();
    await page.waitForURL('**/view_product');
    await page.getByText('Product added successfully').waitFor();
    const card = page.getByRole('article', { name: PRODUCT_NAME });
    await card.waitFor();
    const editHref = await card.getByRole('link', { name: `Edit ${PRODUCT_NAME}` }).getAttribute('href');
    productId = editHref!.split('/')[2];
    expect(stem!.startsWith(`products/${productId}/`)).toBe(true);

    // The product stores the largest variant's URL, whose fragment records the rest.
    const [image] = (await adminDb().doc(`products/${productId}`).get()).get('images') as { url: string; path?: string }[];
    expect(image.path).toBe(`${stem}_1440w.webp`);
    expect(image.url).toMatch(/_1440w\.webp\?alt=media&token=[0-9a-f-]{36}#w=1440&h=1920&c=[0-9a-f]{6}&v=240~[0-9a-f-]{36},480~[0-9a-f-]{36},720~[0-9a-f-]{36},1080~[0-9a-f-]{36}$/);
    const source = imageSource(image.url);
    expect(source.variants.map((v) => [v.width, v.height])).toEqual(PORTRAIT_PLAN.map((s) => [s.width, s.height]));
    // Each variant URL reads its own file.
    for (const variant of source.variants) {
      const token = new URL(variant.url).searchParams.get('token');
      const path = decodeURIComponent(new URL(variant.url).pathname.split('/o/')[1]);
      expect(storage.objects.get(path)?.token, path).toBe(token);
    }
    // The card shows the photo (served by the in-memory Storage).
    const loaded = await card.locator('img').first().evaluate(async (img: HTMLImageElement) => {
      if (!img.complete) await new Promise((done) => img.addEventListener('load', done, { once: true }));
      return img.naturalWidth;
    });
    expect(loaded).toBeGreaterThan(0);
  });

  it('an upload removed before saving is deleted, every variant of it', { timeout: 120_000 }, async () => {
    expect(productId).toBeTruthy();
    await page.goto(`/product/${productId}/update`);
    await page.getByRole('heading', { name: 'Update Product' }).waitFor();
    await page.getByRole('img', { name: 'Product image 1 (cover)' }).waitFor();
    const before = storage.uploads.length;
    await picker(page).setInputFiles({ name: 'back.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto(1000, 800) });
    await page.getByRole('img', { name: 'Product image 2' }).waitFor({ timeout: 60_000 });
    const added = storage.uploads.slice(before).map((u) => u.path);
    // Upright 800×1000: the plan's widths below it, and 800 itself.
    expect(added.map((p) => Number(p.replace(/^.*_(\d+)w\.webp$/, '$1'))).sort((a, b) => a - b)).toEqual(
      variantPlan(800, 1000).map((size) => size.width),
    );
    await page.getByRole('button', { name: 'Remove image 2' }).click();
    await expect.poll(() => [...storage.deleted].sort()).toEqual([...added].sort());
    expect(storage.deleted.some((p) => p.includes('img-2041'))).toBe(false);
  });

  it('the shop card offers the variants in srcset', { timeout: 60_000 }, async () => {
    expect(productId).toBeTruthy();
    await page.goto('/');
    await page.getByRole('group', { name: 'Products to show' }).getByRole('button', { name: 'All' }).click();
    const card = page.getByTestId('product-card').filter({ hasText: PRODUCT_NAME }).first();
    await card.waitFor();
    const srcset = (await card.locator('img').first().getAttribute('srcset')) ?? '';
    expect(srcset.split(',').map((s) => s.trim().split(' ')[1])).toEqual(PORTRAIT_PLAN.map((size) => `${size.width}w`));
  });
});
