import { describe, expect, it } from 'vitest';
import { fillDocument, splitHoisted } from './document';

const TEMPLATE = `<!doctype html><html><head><meta charset="UTF-8" /><title>Shop</title><style>body{margin:0}</style></head><body><div id="root"></div></body></html>`;

describe('splitHoisted', () => {
  it('separates the head tags React leads its output with from the body', () => {
    const { head, body } = splitHoisted('<link rel="preload" as="image" href="/a.svg"/><title>Home · Shop</title><div class="app">x</div>');
    expect(head).toBe('<link rel="preload" as="image" href="/a.svg"/><title>Home · Shop</title>');
    expect(body).toBe('<div class="app">x</div>');
  });

  it('leaves a body without head tags whole', () => {
    expect(splitHoisted('<div>x</div><title>t</title>')).toEqual({ head: '', body: '<div>x</div><title>t</title>' });
  });
});

describe('fillDocument', () => {
  const page = fillDocument(TEMPLATE, '/', '<title>Home · Shop</title><main>Hi $&amp; there</main>', '<script type="application/json">{}</script>');

  it('puts the markup in #root, marked with the path it was rendered for, and what follows it after', () => {
    // `$&` is markup, not a replacement pattern.
    expect(page).toContain('<div id="root" data-prerendered="/"><main>Hi $&amp; there</main></div><script type="application/json">{}</script>');
  });

  it("puts the page's title first, keeping the template's after it for screens without one", () => {
    expect(page).toContain('<head><meta charset="UTF-8" /><title>Home · Shop</title><title>Shop</title><style>');
  });

  it('puts the hoisted tags after the viewport meta, so an image preload is sized for the phone', () => {
    const withViewport = TEMPLATE.replace('<meta charset="UTF-8" />', '<meta charset="UTF-8" /><meta name="viewport" content="width=device-width" />');
    const filled = fillDocument(withViewport, '/p', '<link rel="preload" as="image" imageSrcSet="/a_240w.webp 240w" imageSizes="100vw"/><main>x</main>');
    expect(filled).toContain('<meta name="viewport" content="width=device-width" /><link rel="preload" as="image"');
  });

  it('escapes the path in its attribute', () => {
    expect(fillDocument(TEMPLATE, '/a"b<c&d', '<p>x</p>')).toContain('data-prerendered="/a&quot;b&lt;c&amp;d"');
  });

  it('refuses a template without an empty root or a charset', () => {
    expect(() => fillDocument('<meta charset="UTF-8"><div id="root">x</div>', '/', '')).toThrow(/empty <div id="root">/);
    expect(() => fillDocument('<head></head><div id="root"></div>', '/', '')).toThrow(/meta charset/);
  });
});
