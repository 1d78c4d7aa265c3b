import { describe, expect, it } from 'vitest';
import { filesToKeep } from './keepLoadedFiles';

const origin = 'https://silai.example';
const loaded = [
  `${origin}/assets/ProductPage-CbgKK87k.js`,
  `${origin}/assets/schemas-4izYssDB.js`,
  `${origin}/assets/ProductPage-CbgKK87k.js`,
  `${origin}/assets/ProductPage-B8LewV6j.css`,
  `${origin}/api/v1/visits`,
  `${origin}/photos/saree_480w.webp`,
  'https://firebasestorage.googleapis.com/v0/b/shop/o/assets%2Fx.webp?alt=media',
  'https://cdn.example/assets/index.js',
];
const code = [`${origin}/assets/ProductPage-CbgKK87k.js`, `${origin}/assets/schemas-4izYssDB.js`, `${origin}/assets/ProductPage-B8LewV6j.css`];

describe('filesToKeep', () => {
  it("a page that arrives drawn: the page (with its query, not its fragment), then the shop's own hashed files, each once", () => {
    expect(filesToKeep(`${origin}/product/p-white-chikankari-suit?lang=hi#reviews`, loaded)).toEqual([`${origin}/product/p-white-chikankari-suit?lang=hi`, ...code]);
    expect(filesToKeep(`${origin}/gallery?type=blouse`, [])).toEqual([`${origin}/gallery?type=blouse`]);
  });

  it('a screen the app draws in the browser (the shell serves it offline): its code only', () => {
    expect(filesToKeep(`${origin}/cart`, loaded)).toEqual(code);
    expect(filesToKeep(`${origin}/orders/o-1`, [])).toEqual([]);
  });
});
