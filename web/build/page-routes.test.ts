/**
 * The route table (domain/src/pageRoutes.ts) against what restates it:
 * firebase.json's Hosting rewrites, and the matching the preview server and
 * the `pages` function derive from it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hostingRewrites, matchServedPage, routePattern, SERVED_PAGES, SHELL_FILE } from '../../domain/src/pageRoutes';
import { rewriteFor } from './prerender';

const firebaseJson = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8')) as {
  hosting: { rewrites: unknown[] };
};

describe('the route table', () => {
  it("is what firebase.json's Hosting rewrites say, in the same order", () => {
    expect(firebaseJson.hosting.rewrites).toEqual(hostingRewrites());
  });

  it('sends each served page to the pages function, the API to its own, and the rest to the shell', () => {
    const rewrites = hostingRewrites();
    expect(rewriteFor('/', rewrites)?.function?.functionId).toBe('pages');
    expect(rewriteFor('/gallery', rewrites)?.function?.functionId).toBe('pages');
    expect(rewriteFor('/gallery/', rewrites)?.function?.functionId).toBe('pages');
    expect(rewriteFor('/product/p-1', rewrites)?.function?.functionId).toBe('pages');
    expect(rewriteFor('/api/v1/user/cart', rewrites)?.function?.functionId).toBe('api');
    for (const path of ['/index.html', '/cart', '/product/p-1/tailor', '/galleryx', '/orders/o-1']) {
      expect(rewriteFor(path, rewrites)?.destination).toBe(`/${SHELL_FILE}`);
    }
  });

  it('matches served pages as Hosting does: the same paths, a parameter being one segment', () => {
    expect(matchServedPage('/')).toEqual({ name: 'home', params: {} });
    expect(matchServedPage('/gallery')).toEqual({ name: 'gallery', params: {} });
    expect(matchServedPage('/gallery/')).toEqual({ name: 'gallery', params: {} });
    expect(matchServedPage('/product/p-1')).toEqual({ name: 'product', params: { id: 'p-1' } });
    expect(matchServedPage('/product/p-1/')).toEqual({ name: 'product', params: { id: 'p-1' } });
    for (const path of ['//', '/index.html', '/product', '/product/', '/product/p-1/tailor', '/gallery/x', '/productx/p-1', '/cart']) {
      expect(matchServedPage(path)).toBeNull();
    }
    const rewrites = hostingRewrites();
    for (const path of ['/', '/gallery', '/product/a', '/product/a/', '/product/a/b', '/x', '/product']) {
      expect(matchServedPage(path) !== null).toBe(rewriteFor(path, rewrites)?.function?.functionId === 'pages');
    }
  });

  it('gives route paths as patterns: parameters are one non-empty segment, a trailing slash allowed', () => {
    expect(routePattern('/').test('/')).toBe(true);
    expect(routePattern('/').test('/x')).toBe(false);
    expect(routePattern(SERVED_PAGES.product.path).exec('/product/abc')?.[1]).toBe('abc');
    expect(routePattern(SERVED_PAGES.product.path).test('/product//')).toBe(false);
  });
});
