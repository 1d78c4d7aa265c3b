import { describe, expect, it } from 'vitest';
import { imageSource } from '@tailor/domain';
import { downloadUrl, imageFields, imageFieldsUpdate, planImageUrl, variantObjectPath, type ImageHosts } from './image-backfill';

const hosts: ImageHosts = {
  bucket: 'my-shop.appspot.com',
  storageOrigins: ['https://firebasestorage.googleapis.com', 'http://127.0.0.1:9199'],
};
const own = (path: string, origin = 'https://firebasestorage.googleapis.com') =>
  `${origin}/v0/b/my-shop.appspot.com/o/${encodeURIComponent(path)}?alt=media&token=abc-123`;

describe('planImageUrl', () => {
  it("takes the shop's own bucket's download URLs, production's and the emulator's", () => {
    expect(planImageUrl(own('products/p1/17-kurta.jpg'), hosts)).toEqual({ kind: 'storage', path: 'products/p1/17-kurta.jpg' });
    expect(planImageUrl(own('orders/u1/cloth 1.PNG', 'http://127.0.0.1:9199'), hosts)).toEqual({ kind: 'storage', path: 'orders/u1/cloth 1.PNG' });
  });

  it("takes the site's own raster files by their root-relative path", () => {
    expect(planImageUrl('/images/banner.jpg', hosts)).toEqual({ kind: 'hosted', path: '/images/banner.jpg' });
    expect(planImageUrl('/images/a%20b.webp?v=2', hosts)).toEqual({ kind: 'hosted', path: '/images/a b.webp' });
  });

  it('leaves URLs that already record variants', () => {
    expect(planImageUrl(`${own('products/p1/k_1440w.webp')}#w=1440&h=1920&v=240~t1`, hosts)).toEqual({ kind: 'done' });
    expect(planImageUrl('/photos/p1_1440w.webp#w=1440&h=1920&c=aabbcc&v=240,480,960', hosts)).toEqual({ kind: 'done' });
  });

  it('never takes another host, another bucket, or a path that climbs out', () => {
    const skipped = (url: string) => planImageUrl(url, hosts).kind === 'skip';
    expect(planImageUrl('https://images.example.com/kurta.jpg', hosts)).toEqual({ kind: 'skip', reason: 'external host images.example.com' });
    expect(skipped('https://firebasestorage.googleapis.com/v0/b/other-shop.appspot.com/o/a.jpg?alt=media')).toBe(true);
    expect(skipped('http://169.254.169.254/latest/meta-data/a.jpg')).toBe(true);
    expect(skipped('http://localhost:9199/v0/b/my-shop.appspot.com/o/a.jpg')).toBe(true);
    expect(skipped('https://firebasestorage.googleapis.com.evil.test/v0/b/my-shop.appspot.com/o/a.jpg')).toBe(true);
    expect(skipped('https://user:pw@firebasestorage.googleapis.com/v0/b/my-shop.appspot.com/o/a.jpg')).toBe(true);
    expect(skipped('//evil.test/a.jpg')).toBe(true);
    expect(skipped('/\\evil.test/a.jpg')).toBe(true);
    expect(skipped('/images/../../etc/passwd.jpg')).toBe(true);
    expect(skipped('/images/%2e%2e/%2e%2e/secret.png')).toBe(true);
    expect(skipped(own('../x.jpg'))).toBe(true);
    expect(skipped('data:image/png;base64,AAAA')).toBe(true);
    expect(skipped('gs://my-shop.appspot.com/a.jpg')).toBe(true);
    expect(skipped('kurta.jpg')).toBe(true);
  });

  it('leaves vector drawings and files that are not raster images', () => {
    expect(planImageUrl('/garments/saree-red-plain-front.svg', hosts)).toEqual({ kind: 'skip', reason: 'a vector drawing (no variants needed)' });
    expect(planImageUrl(own('feedback/u1/notes.pdf'), hosts).kind).toBe('skip');
  });
});

describe('variantObjectPath and downloadUrl', () => {
  it('puts variants beside a bucket object and under hosted/ for the site files', () => {
    expect(variantObjectPath({ kind: 'storage', path: 'products/p1/17-kurta.jpg' }, 1440)).toBe('products/p1/17-kurta_1440w.webp');
    expect(variantObjectPath({ kind: 'hosted', path: '/images/banner.v2.png' }, 240)).toBe('hosted/images/banner.v2_240w.webp');
  });

  it('makes download URLs that the stored-URL reader turns into a srcset', () => {
    const largest = downloadUrl('https://firebasestorage.googleapis.com', 'my-shop.appspot.com', 'products/p1/k_1440w.webp', 'tok-4');
    expect(largest).toBe('https://firebasestorage.googleapis.com/v0/b/my-shop.appspot.com/o/products%2Fp1%2Fk_1440w.webp?alt=media&token=tok-4');
    const source = imageSource(`${largest}#w=1440&h=1920&v=240~tok-1`);
    expect(source.variants.map((v) => v.url)).toEqual([
      'https://firebasestorage.googleapis.com/v0/b/my-shop.appspot.com/o/products%2Fp1%2Fk_240w.webp?alt=media&token=tok-1',
      largest,
    ]);
  });
});

describe('imageFields and imageFieldsUpdate', () => {
  const mapping = new Map([
    ['/a.jpg', '/a_1440w.webp#w=1440&h=1920'],
    ['/b.png', '/b_960w.webp#w=960&h=640'],
  ]);
  const replace = (url: string) => mapping.get(url);

  it('finds and rewrites product images and the stitched image, keeping the rest of each image', () => {
    const product = { name: 'Kurta', images: [{ url: '/a.jpg', alt: 'front' }, { url: '/garments/x.svg' }, 'junk'], stitchedImage: '/b.png' };
    expect(imageFields('products', product)).toEqual([
      { field: 'stitchedImage', url: '/b.png' },
      { field: 'images[0].url', url: '/a.jpg' },
      { field: 'images[1].url', url: '/garments/x.svg' },
    ]);
    expect(imageFieldsUpdate('products', product, replace)).toEqual({
      stitchedImage: '/b_960w.webp#w=960&h=640',
      images: [{ url: '/a_1440w.webp#w=1440&h=1920', alt: 'front' }, { url: '/garments/x.svg' }, 'junk'],
    });
  });

  it("rewrites an order's cloth, design and fit photos and its lines' snapshots, and nothing else", () => {
    const order = {
      clothPic: ['/a.jpg', 'https://x.test/c.jpg'],
      designPic: [],
      fitPhotos: ['/b.png'],
      lines: [{ productId: 'p1', image: '/a.jpg', quantity: 1 }, { productId: 'p2', image: null }],
      Link: '/a.jpg',
    };
    expect(imageFields('orders', order).map((f) => f.field)).toEqual(['clothPic[0]', 'clothPic[1]', 'fitPhotos[0]', 'lines[0].image']);
    expect(imageFieldsUpdate('orders', order, replace)).toEqual({
      clothPic: ['/a_1440w.webp#w=1440&h=1920', 'https://x.test/c.jpg'],
      fitPhotos: ['/b_960w.webp#w=960&h=640'],
      lines: [{ productId: 'p1', image: '/a_1440w.webp#w=1440&h=1920', quantity: 1 }, { productId: 'p2', image: null }],
    });
  });

  it("rewrites a feedback entry's screenshot", () => {
    expect(imageFields('feedback', { screenshotUrl: '', comments: 'x' })).toEqual([]);
    expect(imageFieldsUpdate('feedback', { screenshotUrl: '/b.png', profile_picture: '/a.jpg' }, replace)).toEqual({
      screenshotUrl: '/b_960w.webp#w=960&h=640',
    });
  });

  it('answers null when nothing changes, and tolerates missing or odd fields', () => {
    expect(imageFieldsUpdate('products', { images: [{ url: '/garments/x.svg' }] }, replace)).toBeNull();
    expect(imageFieldsUpdate('orders', { clothPic: 'not a list', lines: 3 }, replace)).toBeNull();
    expect(imageFieldsUpdate('feedback', {}, replace)).toBeNull();
    expect(imageFields('orders', { fitPhotos: [1, null, ''] })).toEqual([]);
  });
});
