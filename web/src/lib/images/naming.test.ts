import { describe, expect, it } from 'vitest';
import { variantFileName } from '@tailor/domain/imageUploadVariants';
import { cacheControlFor, downloadToken, uploadStem } from './naming';

describe('image file names, cache headers and tokens', () => {
  it('gives every upload a new stem in its folder, readable and without extension', () => {
    const stems = new Set(Array.from({ length: 200 }, () => uploadStem('users/u1/orders/', 'Cloth Photo.2024.JPG')));
    expect(stems.size).toBe(200);
    for (const stem of stems) expect(stem).toMatch(/^users\/u1\/orders\/\d+-[a-z0-9]{8}-cloth-photo-2024$/);
    expect(uploadStem('products/p1', '.jpg')).toMatch(/^products\/p1\/\d+-[a-z0-9]{8}-jpg$/);
    expect(uploadStem('products/p1', '😀.png')).toMatch(/-image$/);
    expect(variantFileName(uploadStem('products/p1', 'a.jpg'), 640)).toMatch(/^products\/p1\/\d+-[a-z0-9]{8}-a_640w\.webp$/);
  });

  it('lets shared caches keep public images for a year, and only the browser keep private ones', () => {
    expect(cacheControlFor('products/p1/x_640w.webp')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('feedback/u1/x_640w.webp')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('users/u1/orders/x_640w.webp')).toBe('private, max-age=31536000, immutable');
    expect(cacheControlFor('orders/o1/fit/x_640w.webp')).toBe('private, max-age=31536000, immutable');
    expect(cacheControlFor('productsx/x.webp')).toBe('private, max-age=31536000, immutable');
  });

  it('reads the token of a download URL', () => {
    expect(downloadToken('https://firebasestorage.googleapis.com/v0/b/b/o/products%2Fx_640w.webp?alt=media&token=ab-12')).toBe('ab-12');
    expect(downloadToken('http://127.0.0.1:9199/v0/b/b/o/x?alt=media')).toBeUndefined();
    expect(downloadToken('not a url')).toBeUndefined();
  });
});
