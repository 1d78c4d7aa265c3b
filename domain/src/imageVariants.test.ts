import { describe, expect, it } from 'vitest';
import { imageUrlSchema } from './common';
import { imageSource, imageSrcSet, imageUrlAtLeast } from './imageVariants';
import { encodeImageUrl, variantFileName, variantPlan } from './imageUploadVariants';

describe('variantPlan', () => {
  it('makes each target long side below the original, and the capped original as the largest', () => {
    expect(variantPlan(3000, 4000)).toEqual([
      { width: 240, height: 320 },
      { width: 480, height: 640 },
      { width: 720, height: 960 },
      { width: 1080, height: 1440 },
      { width: 1440, height: 1920 },
    ]);
  });
  it('never upscales a small image', () => {
    expect(variantPlan(800, 600)).toEqual([
      { width: 320, height: 240 },
      { width: 640, height: 480 },
      { width: 800, height: 600 },
    ]);
    expect(variantPlan(200, 100)).toEqual([{ width: 200, height: 100 }]);
    expect(variantPlan(0, 100)).toEqual([]);
  });
});

describe('stored image URLs', () => {
  const base = 'https://firebasestorage.googleapis.com/v0/b/demo-tailor.appspot.com/o/products%2Fp1%2F17-ab-kurta_1440w.webp?alt=media&token=t-4';
  const stored = encodeImageUrl({
    url: base,
    width: 1440,
    height: 1920,
    color: '#8A6B5A',
    smaller: [{ width: 960, token: 't-3' }, { width: 240, token: 't-1' }, { width: 480, token: 't-2' }],
  });

  it('round-trips the variants, each with its own token', () => {
    expect(stored).toBe(`${base}#w=1440&h=1920&c=8a6b5a&v=240~t-1,480~t-2,960~t-3`);
    const source = imageSource(stored);
    expect(source.src).toBe(base);
    expect(source).toMatchObject({ width: 1440, height: 1920, color: '#8a6b5a' });
    expect(source.variants.map((v) => [v.width, v.height])).toEqual([[240, 320], [480, 640], [960, 1280], [1440, 1920]]);
    expect(source.variants[0].url).toBe(
      'https://firebasestorage.googleapis.com/v0/b/demo-tailor.appspot.com/o/products%2Fp1%2F17-ab-kurta_240w.webp?alt=media&token=t-1',
    );
    expect(imageSrcSet(source)).toMatch(/kurta_240w\.webp\?alt=media&token=t-1 240w, .*_1440w\.webp\?alt=media&token=t-4 1440w$/);
    expect(imageUrlAtLeast(source, 500)).toContain('kurta_960w.webp');
    expect(imageUrlAtLeast(source, 5000)).toBe(base);
  });

  it('is still a valid image URL for the schemas', () => {
    expect(imageUrlSchema.safeParse(stored).success).toBe(true);
    expect(imageUrlSchema.safeParse(encodeImageUrl({ url: '/photos/p1_1440w.webp', width: 1440, height: 1920, smaller: [{ width: 480 }] })).success).toBe(true);
  });

  it('derives token-less variants of a public path', () => {
    const source = imageSource('/photos/p1_1440w.webp#w=1440&h=1920&v=480');
    expect(source.variants.map((v) => v.url)).toEqual(['/photos/p1_480w.webp', '/photos/p1_1440w.webp']);
  });

  it('shows URLs without variants, or with a damaged fragment, as they are', () => {
    expect(imageSource('/images/kurta.svg')).toEqual({ src: '/images/kurta.svg', variants: [] });
    expect(imageSource('https://x.example/a.jpg#w=abc')).toEqual({ src: 'https://x.example/a.jpg', variants: [] });
    // A variant list on a name that does not follow the convention yields the largest only.
    expect(imageSource('https://x.example/a.jpg#w=100&h=50&v=20').variants).toEqual([{ url: 'https://x.example/a.jpg', width: 100, height: 50 }]);
    expect(imageSrcSet(imageSource('/images/kurta.svg'))).toBe('');
    // Bad tokens and widths are skipped, not trusted.
    expect(imageSource('/p_100w.webp#w=100&h=100&v=50~<x>,200,0').variants.map((v) => v.width)).toEqual([100]);
  });

  it('names variant files by width', () => {
    expect(variantFileName('17-ab-kurta', 480)).toBe('17-ab-kurta_480w.webp');
  });
});
