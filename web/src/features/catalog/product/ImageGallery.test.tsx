import { describe, expect, it } from 'vitest';
import { prerender } from 'react-dom/static';
import { encodeImageUrl } from '@tailor/domain';
import { splitHoisted } from '../../../ssr/document';
import { IMAGE_SIZES } from '../../../components/imageSizes';
import { ImageGallery } from './ImageGallery';

const BASE = 'https://firebasestorage.googleapis.com/v0/b/shop/o/products%2Fp1%2F1700-kurta';
const photo = (name: string) =>
  encodeImageUrl({ url: `${BASE}-${name}_1440w.webp?alt=media`, width: 1440, height: 1920, color: '8a6b5a', smaller: [{ width: 480 }, { width: 960 }] });

async function serverHtml(urls: string[]): Promise<string> {
  const { prelude } = await prerender(<ImageGallery urls={urls} name="Kurta" zoomable />);
  return new Response(prelude).text();
}

describe('ImageGallery on the server', () => {
  it('preloads the main image by its srcset and sizes, the variant the browser will pick, and nothing else', async () => {
    const { head, body } = splitHoisted(await serverHtml([photo('front'), photo('back')]));
    const preloads = head.match(/<link [^>]*>/g) ?? [];
    expect(preloads).toHaveLength(1);
    const [link] = preloads;
    expect(link).toContain('rel="preload"');
    expect(link).toContain('as="image"');
    expect(link).toContain('fetchPriority="high"');
    expect(link).toContain(`imageSizes="${IMAGE_SIZES.productMain}"`);
    expect(link).toContain(`imageSrcSet="${BASE}-front_480w.webp?alt=media 480w, ${BASE}-front_960w.webp?alt=media 960w, ${BASE}-front_1440w.webp?alt=media 1440w"`);
    // The main image and the lazy thumbnails carry the same srcset markup.
    expect(body.match(/srcSet="/g)).toHaveLength(3);
    expect(body).toContain(`sizes="${IMAGE_SIZES.productThumb}"`);
    expect(body).not.toContain('#w=');
  });

  it('preloads a drawing without variants by its URL, as before', async () => {
    const { head } = splitHoisted(await serverHtml(['/garments/kurta-front.svg']));
    expect(head).toBe('<link rel="preload" as="image" href="/garments/kurta-front.svg" fetchPriority="high"/>');
  });
});
