import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { variantPlan } from '@tailor/domain';
import { makeVariants } from './imageVariants';

/** The tags of one TIFF IFD inside an EXIF block: tag → [type, count, value or offset]. */
function readIfd(tiff: Buffer, offset: number): Map<number, { type: number; count: number; at: number }> {
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const tags = new Map<number, { type: number; count: number; at: number }>();
  const n = u16(offset);
  for (let i = 0; i < n; i++) {
    const entry = offset + 2 + i * 12;
    tags.set(u16(entry), { type: u16(entry + 2), count: little ? tiff.readUInt32LE(entry + 4) : tiff.readUInt32BE(entry + 4), at: entry + 8 });
  }
  return tags;
}

/** Orientation and GPS latitude of an EXIF block as sharp's metadata() returns it ("Exif\0\0" + TIFF). */
function exifFacts(exif: Buffer): { orientation?: number; latitudeRef?: string; latitudeDegrees?: number } {
  const tiff = exif.subarray(6);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd0 = readIfd(tiff, u32(4));
  const facts: ReturnType<typeof exifFacts> = {};
  const orientation = ifd0.get(0x0112);
  if (orientation) facts.orientation = u16(orientation.at);
  const gpsPointer = ifd0.get(0x8825);
  if (gpsPointer) {
    const gps = readIfd(tiff, u32(gpsPointer.at));
    const ref = gps.get(0x0001);
    if (ref) facts.latitudeRef = tiff.toString('latin1', ref.at, ref.at + 1);
    const lat = gps.get(0x0002);
    if (lat) {
      const first = u32(lat.at); // three rationals: degrees, minutes, seconds
      facts.latitudeDegrees = u32(first) / u32(first + 4);
    }
  }
  return facts;
}

/**
 * A landscape 4000×3000 camera JPEG stored sideways with EXIF Orientation 6
 * (shown rotated 90° clockwise, so upright it is 3000×4000 portrait), with a
 * GPS position and an ICC profile, and a red block in its stored top-left
 * corner, which is the top-right corner once upright.
 */
async function phonePhoto(): Promise<Buffer> {
  const redCorner = await sharp({ create: { width: 1000, height: 750, channels: 3, background: '#ff0000' } }).png().toBuffer();
  return sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#3050a0', noise: { type: 'gaussian', mean: 0, sigma: 8 } } })
    .composite([{ input: redCorner, left: 0, top: 0 }])
    .withExif({
      IFD0: { Make: 'Phone', Model: 'Camera' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 1234/100', GPSLongitudeRef: 'E', GPSLongitude: '77/1 35/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 90 })
    .toBuffer();
}

describe('makeVariants', () => {
  it('applies the EXIF orientation, makes the plan of WebP variants and drops EXIF, GPS and ICC data', async () => {
    const input = await phonePhoto();
    const inMeta = await sharp(input).metadata();
    // The input really is what a phone writes.
    expect(inMeta).toMatchObject({ format: 'jpeg', width: 4000, height: 3000, orientation: 6 });
    expect(inMeta.icc?.length).toBeGreaterThan(0);
    expect(exifFacts(inMeta.exif!)).toEqual({ orientation: 6, latitudeRef: 'N', latitudeDegrees: 12 });

    const made = await makeVariants(input);

    expect(made.variants.map((v) => [v.width, v.height])).toEqual([
      [240, 320],
      [480, 640],
      [720, 960],
      [1080, 1440],
      [1440, 1920],
    ]);
    expect(made.variants.map(({ width, height }) => ({ width, height }))).toEqual(variantPlan(3000, 4000));
    expect([made.width, made.height]).toEqual([1440, 1920]);
    expect(made.color).toMatch(/^#[0-9a-f]{6}$/);

    for (const variant of made.variants) {
      const meta = await sharp(variant.data).metadata();
      expect(meta.format).toBe('webp');
      expect([meta.width, meta.height]).toEqual([variant.width, variant.height]);
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(variant.data.includes('Phone')).toBe(false);

      // Upright: the stored top-left corner is now top-right, and nothing red is top-left.
      const { data, info } = await sharp(variant.data).raw().toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
      const [r, g, b] = pixel(info.width - 5, 5);
      expect(r).toBeGreaterThan(200);
      expect(g + b).toBeLessThan(80);
      expect(pixel(5, 5)[0]).toBeLessThan(120);
    }
  }, 30_000);

  it('never upscales and keeps a small image as its only variant', async () => {
    const png = await sharp({ create: { width: 200, height: 100, channels: 4, background: { r: 0, g: 128, b: 0, alpha: 1 } } })
      .png()
      .toBuffer();
    const made = await makeVariants(png);
    expect(made.variants.map((v) => [v.width, v.height])).toEqual([[200, 100]]);
    expect(made.color).toBe('#008000');
    expect((await sharp(made.variants[0].data).metadata()).format).toBe('webp');
  });

  it('rejects what is not an image', async () => {
    await expect(makeVariants(Buffer.from('not an image'))).rejects.toThrow();
  });
});
