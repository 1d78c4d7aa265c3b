/** Camera-like JPEGs for upload journeys, made with sharp. */
import sharp from 'sharp';

/**
 * A photo as a phone stores it: `width`×`height` pixels written sideways with
 * EXIF Orientation 6 (shown rotated 90° clockwise), the camera's make and a GPS
 * position. A red band runs along the top of the stored frame, so upright it
 * is the right edge; the rest is grain (a flat picture would compress to
 * nothing) around a blue disc.
 */
export async function cameraPhoto(width = 4000, height = 3000, quality = 85): Promise<Buffer> {
  const band = Math.round(height / 7.5);
  const marks = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<rect width="100%" height="${band}" fill="#e00000"/>` +
      `<circle cx="${width / 2}" cy="${height * 0.57}" r="${height * 0.3}" fill="#204a87"/></svg>`,
  );
  const pixels = await sharp({ create: { width, height, channels: 3, background: '#8a6b5a', noise: { type: 'gaussian', mean: 128, sigma: 10 } } })
    .composite([{ input: marks }])
    .png({ compressionLevel: 0 })
    .toBuffer();
  return sharp(pixels)
    .jpeg({ quality })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Camera 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '19/1 4/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '72/1 52/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** Whether EXIF bytes hold a GPS block (the GPS IFD pointer, tag 0x8825, in either byte order). */
export function exifHasGps(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  return exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
}
