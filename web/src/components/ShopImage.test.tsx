import { describe, expect, it } from 'vitest';
import { fireEvent, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { encodeImageUrl } from '@tailor/domain';
import { ShopImage } from './ShopImage';
import { IMAGE_SIZES } from './imageSizes';
import { fullSizeUrl, storedImageSize } from './shopImageUrl';

const BASE = 'https://firebasestorage.googleapis.com/v0/b/shop/o/products%2Fp1%2F1700-kurta';
const LARGEST = `${BASE}_1440w.webp?alt=media&token=T4`;
const STORED = encodeImageUrl({
  url: LARGEST,
  width: 1440,
  height: 1920,
  color: '8a6b5a',
  smaller: [
    { width: 240, token: 'T1' },
    { width: 480, token: 'T2' },
    { width: 960, token: 'T3' },
  ],
});
const SRCSET = [
  `${BASE}_240w.webp?alt=media&token=T1 240w`,
  `${BASE}_480w.webp?alt=media&token=T2 480w`,
  `${BASE}_960w.webp?alt=media&token=T3 960w`,
  `${LARGEST} 1440w`,
].join(', ');

// Decorative images (alt="") have no img role: found by tag.
const img = () => document.querySelector('img')!;

describe('ShopImage', () => {
  it('draws a stored image with variants from its srcset, sized for its place, with its own size and colour', () => {
    render(<ShopImage url={STORED} alt="Kurta" sizes="galleryCard" />);
    expect(img().getAttribute('src')).toBe(LARGEST);
    expect(img().getAttribute('srcset')).toBe(SRCSET);
    expect(img().getAttribute('sizes')).toBe(IMAGE_SIZES.galleryCard);
    expect(img().getAttribute('width')).toBe('1440');
    expect(img().getAttribute('height')).toBe('1920');
    expect(img().getAttribute('alt')).toBe('Kurta');
    expect(img().style.backgroundColor).toMatch(/^(#8a6b5a|rgb\(138, 107, 90\))$/);
    // No fragment reaches the markup.
    expect(img().outerHTML).not.toContain('#w=');
  });

  it('keeps the slot size where the layout fixes the box', () => {
    render(<ShopImage url={STORED} alt="" sizes="cartLine" width={96} height={120} />);
    expect(img().getAttribute('width')).toBe('96');
    expect(img().getAttribute('height')).toBe('120');
    expect(img().getAttribute('sizes')).toBe(IMAGE_SIZES.cartLine);
  });

  it('clears the placeholder colour once the image has loaded, and shows it again for another image', () => {
    const { rerender } = render(<ShopImage url={STORED} alt="" sizes="productMain" style={{ borderRadius: '4px' }} />);
    expect(img().style.backgroundColor).not.toBe('');
    fireEvent.load(img());
    expect(img().style.backgroundColor).toBe('');
    expect(img().style.borderRadius).toBe('4px');
    rerender(<ShopImage url={STORED.replace('1700-kurta', '1800-saree')} alt="" sizes="productMain" style={{ borderRadius: '4px' }} />);
    expect(img().style.backgroundColor).not.toBe('');
  });

  it('loads lazily and decodes off the main thread unless it is the largest paint', () => {
    const { rerender } = render(<ShopImage url={STORED} alt="" sizes="galleryCard" />);
    expect(img().getAttribute('loading')).toBe('lazy');
    expect(img().getAttribute('decoding')).toBe('async');
    expect(img().getAttribute('fetchpriority')).toBeNull();
    rerender(<ShopImage url={STORED} alt="" sizes="productMain" priority />);
    expect(img().getAttribute('loading')).toBe('eager');
    expect(img().getAttribute('fetchpriority')).toBe('high');
    expect(img().getAttribute('decoding')).toBeNull();
    rerender(<ShopImage url={STORED} alt="" sizes="galleryCard" eager />);
    expect(img().getAttribute('loading')).toBe('eager');
    expect(img().getAttribute('fetchpriority')).toBeNull();
  });

  it('draws a URL without variants exactly as stored: no srcset, sizes or colour', () => {
    render(<ShopImage url="/garments/kurta-front.svg" alt="Kurta" sizes="galleryCard" width={600} height={800} className="x" data-testid="pic" />);
    expect(img().getAttribute('src')).toBe('/garments/kurta-front.svg');
    expect(img().hasAttribute('srcset')).toBe(false);
    expect(img().hasAttribute('sizes')).toBe(false);
    expect(img().hasAttribute('style')).toBe(false);
    expect(img().getAttribute('width')).toBe('600');
    expect(img().getAttribute('height')).toBe('800');
    expect(img().className).toBe('x');
    expect(img().dataset.testid).toBe('pic');
  });

  it('renders the same markup on the server, which the preload of the largest paint reads', () => {
    const html = renderToString(<ShopImage url={STORED} alt="" sizes="productMain" priority />);
    expect(html).toContain(`srcSet="${SRCSET.replace(/&/g, '&amp;')}"`);
    expect(html).toContain(`sizes="${IMAGE_SIZES.productMain}"`);
    expect(html).toContain('fetchPriority="high"');
    expect(html).toContain('background-color:#8a6b5a');
  });
});

describe('stored image addresses', () => {
  it('opens the largest variant without the fragment, and a plain URL as it is', () => {
    expect(fullSizeUrl(STORED)).toBe(LARGEST);
    expect(fullSizeUrl('https://example.com/a.jpg')).toBe('https://example.com/a.jpg');
  });

  it("gives the image's own size when recorded, else the slot's", () => {
    expect(storedImageSize(STORED, { width: 900, height: 640 })).toEqual({ width: 1440, height: 1920 });
    expect(storedImageSize('/a.png', { width: 900, height: 640 })).toEqual({ width: 900, height: 640 });
  });
});
