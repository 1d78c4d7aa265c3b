import { describe, expect, it } from 'vitest';
import { encodeImageUrl } from './imageUploadVariants';
import { variantPaths } from './imageVariantFiles';

const base = 'https://firebasestorage.googleapis.com/v0/b/shop/o/products%2Fp1%2F17-ab-kurta_1440w.webp?alt=media&token=T4';

describe('variantPaths', () => {
  it('lists every variant of an image stored as variants, the largest last', () => {
    const url = encodeImageUrl({
      url: base,
      width: 1440,
      height: 1920,
      smaller: [
        { width: 240, token: 'T1' },
        { width: 480, token: 'T2' },
        { width: 960, token: 'T3' },
      ],
    });
    expect(variantPaths('products/p1/17-ab-kurta_1440w.webp', url)).toEqual([
      'products/p1/17-ab-kurta_240w.webp',
      'products/p1/17-ab-kurta_480w.webp',
      'products/p1/17-ab-kurta_960w.webp',
      'products/p1/17-ab-kurta_1440w.webp',
    ]);
  });

  it('is the path alone for older uploads and URLs without (or with damaged) variants', () => {
    expect(variantPaths('products/p1/17-ab-kurta.jpg', `${base}#w=1440&h=1920&v=240`)).toEqual(['products/p1/17-ab-kurta.jpg']);
    expect(variantPaths('products/p1/17-ab-kurta_1440w.webp', base)).toEqual(['products/p1/17-ab-kurta_1440w.webp']);
    expect(variantPaths('products/p1/17-ab-kurta_1440w.webp', `${base}#w=oops`)).toEqual(['products/p1/17-ab-kurta_1440w.webp']);
  });

  it('stays inside the stem of the path it is given', () => {
    const paths = variantPaths('products/p1/x_640w.webp', `${base}#w=640&h=480&v=320,../../y`);
    expect(paths).toEqual(['products/p1/x_320w.webp', 'products/p1/x_640w.webp']);
  });
});
