import { describe, expect, it, vi } from 'vitest';
import { imageSource } from '@tailor/domain/imageVariants';
import { storeImage, type VariantUpload } from './store';
import type { ResizedImage } from './resize';

const bytes = (n: number, type = 'image/webp') => new Blob([new Uint8Array(n)], { type });
const photo = new File([new Uint8Array(64)], 'Kurta Front.jpg', { type: 'image/jpeg' });

const resized: ResizedImage = {
  color: '#8A6B5A',
  variants: [
    { width: 240, height: 320, blob: bytes(10) },
    { width: 480, height: 640, blob: bytes(20) },
    { width: 960, height: 1280, blob: bytes(30) },
    { width: 1440, height: 1920, blob: bytes(40) },
  ],
};

function fakeStorage() {
  const puts: VariantUpload[] = [];
  const put = vi.fn(async (upload: VariantUpload) => {
    puts.push(upload);
    const token = `tok-${upload.path.match(/_(\d+)w/)?.[1]}`;
    return `http://127.0.0.1:9199/v0/b/demo/o/${encodeURIComponent(upload.path)}?alt=media&token=${token}`;
  });
  return { puts, put };
}

describe('storeImage', () => {
  it('uploads every variant (never the original) and returns the largest URL recording the rest', async () => {
    const { puts, put } = fakeStorage();
    const progress: number[] = [];
    const stored = await storeImage(photo, 'products/p1', {
      resize: async () => resized,
      put,
      stem: 'products/p1/17-ab-kurta-front',
      onProgress: (f) => progress.push(f),
    });

    expect(puts.map((p) => p.path).sort()).toEqual([
      'products/p1/17-ab-kurta-front_1440w.webp',
      'products/p1/17-ab-kurta-front_240w.webp',
      'products/p1/17-ab-kurta-front_480w.webp',
      'products/p1/17-ab-kurta-front_960w.webp',
    ]);
    expect(puts.every((p) => p.blob !== (photo as Blob) && p.contentType === 'image/webp')).toBe(true);
    expect(new Set(puts.map((p) => p.cacheControl))).toEqual(new Set(['public, max-age=31536000, immutable']));
    expect(stored.path).toBe('products/p1/17-ab-kurta-front_1440w.webp');
    expect(stored.url).toBe(
      'http://127.0.0.1:9199/v0/b/demo/o/products%2Fp1%2F17-ab-kurta-front_1440w.webp?alt=media&token=tok-1440' +
        '#w=1440&h=1920&c=8a6b5a&v=240~tok-240,480~tok-480,960~tok-960',
    );
    expect(imageSource(stored.url).variants.map((v) => [v.width, v.height, v.url.split('token=')[1]])).toEqual([
      [240, 320, 'tok-240'],
      [480, 640, 'tok-480'],
      [960, 1280, 'tok-960'],
      [1440, 1920, 'tok-1440'],
    ]);
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('keeps private folders private and types a variant as what the browser encoded', async () => {
    const { puts, put } = fakeStorage();
    const jpegOnly: ResizedImage = { color: '#ffffff', variants: [{ width: 200, height: 100, blob: bytes(5, 'image/jpeg') }] };
    const stored = await storeImage(photo, 'users/u1/orders', { resize: async () => jpegOnly, put });
    expect(puts).toHaveLength(1);
    expect(puts[0]).toMatchObject({ contentType: 'image/jpeg', cacheControl: 'private, max-age=31536000, immutable' });
    expect(puts[0].path).toMatch(/^users\/u1\/orders\/\d+-[a-z0-9]{8}-kurta-front_200w\.webp$/);
    expect(stored.url).toMatch(/#w=200&h=100&c=ffffff$/);
  });

  it('uploads nothing when the image cannot be resized, and fails when an upload fails', async () => {
    const { put } = fakeStorage();
    await expect(storeImage(photo, 'products/p1', { resize: () => Promise.reject(new Error('unreadable')), put })).rejects.toThrow('unreadable');
    expect(put).not.toHaveBeenCalled();
    const failing = vi.fn(async (u: VariantUpload) => (u.path.includes('_480w') ? Promise.reject(new Error('denied')) : 'http://x/y?token=t'));
    await expect(storeImage(photo, 'products/p1', { resize: async () => resized, put: failing })).rejects.toThrow('denied');
  });
});
