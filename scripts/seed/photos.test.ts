import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageSource } from '@tailor/domain';
import { CATALOGUE, generateProducts } from './catalogue';
import { cameraJpeg, PHOTO_COUNT, photoSpecs, photoStem, withPhotos, type SeedPhoto } from './photos';

/** A photo set as ensurePhotos records it, without making the files. */
function fakePhotos(): SeedPhoto[] {
  return photoSpecs(CATALOGUE).map((spec) => {
    const stem = photoStem(spec);
    return {
      stem,
      spec,
      url: `/photos/${stem}_1440w.webp#w=1440&h=1920&c=aabbcc&v=240,480,720,1080`,
      jpegBytes: 3_000_000,
      variantBytes: [5_000, 15_000, 45_000, 100_000],
    };
  });
}

describe('photoSpecs', () => {
  it('photographs the front view of distinct products, the bench product among them', () => {
    const specs = photoSpecs(CATALOGUE);
    expect(specs).toHaveLength(PHOTO_COUNT);
    expect(new Set(specs.map(photoStem)).size).toBe(PHOTO_COUNT);
    expect(specs.every((s) => s.view === 'front')).toBe(true);
    const bench = CATALOGUE.find((p) => p.id === 'p-maroon-banarasi-lehenga')!;
    expect(specs.map(photoStem)).toContain(bench.input.images[0].url.replace(/^.*\/|\.svg$/g, ''));
  });
});

describe('withPhotos', () => {
  const photos = fakePhotos();

  it('gives every image of every product (generated ones too) a photo with variants', () => {
    const products = withPhotos([...CATALOGUE, ...generateProducts(200)], photos);
    for (const p of products) {
      for (const image of p.input.images) {
        expect(photos.map((ph) => ph.url)).toContain(image.url);
        expect(imageSource(image.url).variants).toHaveLength(5);
      }
    }
  });

  it('keeps a photographed drawing its own photo, shows distinct photos of the same category on one product', () => {
    const byStem = new Map(photos.map((p) => [p.stem, p]));
    for (const p of withPhotos(CATALOGUE, photos)) {
      const original = CATALOGUE.find((o) => o.id === p.id)!;
      const front = original.input.images[0].url.replace(/^.*\/|\.svg$/g, '');
      if (byStem.has(front)) expect(p.input.images[0].url).toBe(byStem.get(front)!.url);
      const urls = p.input.images.map((i) => i.url);
      const sameCategory = photos.filter((ph) => ph.spec.category === p.input.category).length;
      expect(new Set(urls).size).toBe(Math.min(urls.length, Math.max(sameCategory, 1)));
      const categories = urls.map((u) => photos.find((ph) => ph.url === u)!.spec.category);
      if (sameCategory > 0) expect(new Set(categories)).toEqual(new Set([p.input.category]));
      // Only the images change.
      expect({ ...p.input, images: [] }).toEqual({ ...original.input, images: [] });
    }
  });

  it('shows every photo on a card', () => {
    const fronts = new Set(withPhotos(CATALOGUE, photos).map((p) => p.input.images[0].url));
    expect(photos.every((ph) => fronts.has(ph.url))).toBe(true);
  });

  it('leaves the products as they are without photos', () => {
    expect(withPhotos(CATALOGUE, [])).toEqual([...CATALOGUE]);
  });
});

describe('cameraJpeg', () => {
  it('makes the same 3000×4000 JPEG of 2–5 MB every time, like a phone photo', async () => {
    const spec = photoSpecs(CATALOGUE)[0];
    const [a, b] = [await cameraJpeg(spec), await cameraJpeg(spec)];
    const digest = (buf: Buffer) => createHash('sha256').update(buf).digest('hex');
    expect(digest(a)).toBe(digest(b));
    expect(a.length).toBeGreaterThan(2_000_000);
    expect(a.length).toBeLessThan(5_000_000);
    expect(await sharp(a).metadata()).toMatchObject({ format: 'jpeg', width: 3000, height: 4000 });
  }, 60_000);
});
