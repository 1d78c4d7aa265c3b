import { describe, expect, it } from 'vitest';
import { firstPaintMatcher, firstPaintPathPattern, firstScreenFiles, pwaOptions } from './pwa';

describe('the pages that arrive drawn (network first, not the shell)', () => {
  const drawn = ['/', '/?ref=share', '/?lang=hi', '/gallery?q=silk&lang=hi', '/product/p1?lang=hi', '/index.html', '/gallery', '/gallery/', '/gallery?category=Blouse&sort=new', '/product/p-zari-blouse', '/product/p1/?x=1'];
  const shell = ['/cart', '/orders/abc', '/product/p1/reviews', '/products', '/gallery/extra', '/login?next=/'];

  it.each(drawn)('%s is one', (path) => {
    expect(firstPaintPathPattern().test(path)).toBe(true);
    expect(firstPaintMatcher()({ url: new URL(`http://127.0.0.1:4173${path}`), sameOrigin: true })).toBe(true);
  });

  it.each(drawn)('%s of another origin is not (the Storage emulator probe answers at `/`)', (path) => {
    expect(firstPaintMatcher()({ url: new URL(`http://127.0.0.1:9199${path}`), sameOrigin: false })).toBe(false);
  });

  it('is matched by a function whose text stands alone, as sw.js receives it', () => {
    const copied = new Function(`return (${firstPaintMatcher().toString()})`)() as ReturnType<typeof firstPaintMatcher>;
    expect(copied({ url: new URL('http://127.0.0.1:4173/gallery?category=Blouse'), sameOrigin: true })).toBe(true);
    expect(copied({ url: new URL('http://127.0.0.1:4173/cart'), sameOrigin: true })).toBe(false);
  });

  it('are kept per address, query included: `/?lang=hi` (Hindi) is not `/` (English)', () => {
    const route = pwaOptions.workbox?.runtimeCaching?.find((r) => r.options?.cacheName === 'pages');
    expect(route?.handler).toBe('NetworkFirst');
    // Workbox keys its cache by the whole request URL unless told to ignore the query.
    expect(route?.options?.matchOptions?.ignoreSearch).not.toBe(true);
    expect(route?.options?.plugins ?? []).toEqual([]);
  });

  it.each(shell)('%s is not', (path) => {
    expect(firstPaintPathPattern().test(path)).toBe(false);
    expect(firstPaintMatcher()({ url: new URL(`https://silai.example${path}`), sameOrigin: true })).toBe(false);
  });
});

describe('firstScreenFiles', () => {
  it('keeps the entry and the first screens with their static imports and stylesheets; leaves what is loaded later to be cached on use', () => {
    const files = firstScreenFiles(
      {
        'index.html': { file: 'assets/index.js', isEntry: true, css: ['assets/index.css'], imports: ['_react.js'], dynamicImports: ['src/home.tsx', 'src/cart.tsx', 'src/cart/data.ts', 'src/admin.tsx'] },
        '_react.js': { file: 'assets/react.js' },
        'src/home.tsx': { file: 'assets/Home.js', css: ['assets/Home.css'], imports: ['_lite.js'], dynamicImports: ['src/feedback.tsx'] },
        '_lite.js': { file: 'assets/firestoreLite.js' },
        'src/feedback.tsx': { file: 'assets/Feedback.js' },
        'src/cart.tsx': { file: 'assets/CartPage.js', imports: ['src/cart/data.ts'] },
        'src/cart/data.ts': { file: 'assets/cartData.js', imports: ['_firestore.js'] },
        '_firestore.js': { file: 'assets/firestore.js' },
        'src/admin.tsx': { file: 'assets/Dashboard.js' },
      },
      ['src/home.tsx'],
    );
    expect([...files].sort()).toEqual(['assets/Home.css', 'assets/Home.js', 'assets/firestoreLite.js', 'assets/index.css', 'assets/index.js', 'assets/react.js']);
  });

  it('names manifest keys the build has', async () => {
    const { readFileSync } = await import('node:fs');
    const config = readFileSync(new URL('../vite.config.ts', import.meta.url), 'utf8');
    const { FIRST_SCREENS } = await import('./pwa');
    for (const screen of FIRST_SCREENS) expect(config).toContain(`'${screen}'`);
  });
});
