import { describe, expect, it } from 'vitest';
import { fillTemplate, rewriteFor, scriptsAfterPaint, splitHoisted } from './prerender';

const TEMPLATE = `<!doctype html><html><head><meta charset="UTF-8" /><title>Shop</title><link rel="stylesheet" crossorigin href="/assets/index-a1.css"><script type="module" src="/assets/index-b2.js"></script></head><body><div id="root"></div></body></html>`;
const CSS: Record<string, string> = { '/assets/index-a1.css': 'body{margin:0}', '/assets/Home-c3.css': '.hero{color:red}' };

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

describe('fillTemplate', () => {
  const page = fillTemplate(TEMPLATE, '/', '<title>Home · Shop</title><main>Hi $&amp; there</main>', ['/assets/Home-c3.css'], (href) => CSS[href]);

  it('puts the markup in #root, marked with the path it was rendered for', () => {
    // `$&` is markup, not a replacement pattern.
    expect(page).toContain('<div id="root" data-prerendered="/"><main>Hi $&amp; there</main></div>');
  });

  it("puts the page's title first, keeping the template's after it for screens without one, and keeps the scripts", () => {
    expect(page).toContain('<head><meta charset="UTF-8" /><title>Home · Shop</title><title>Shop</title>');
    expect(page).toContain('<script type="module" src="/assets/index-b2.js"></script>');
  });

  it('inlines the linked and the given stylesheets, in order, and links none', () => {
    expect(page).toContain('<style>body{margin:0}\n.hero{color:red}</style>');
    expect(page).not.toContain('<link rel="stylesheet"');
  });

  it('refuses a template without an empty root or a charset', () => {
    expect(() => fillTemplate('<div id="root">x</div>', '/', '', [], () => '')).toThrow(/empty <div id="root">/);
    expect(() => fillTemplate('<head></head><div id="root"></div>', '/', '', [], () => '')).toThrow(/meta charset/);
  });
});

describe('rewriteFor (firebase.json Hosting rewrites)', () => {
  const rewrites = [
    { source: '/gallery', destination: '/gallery.html' },
    { source: '**', destination: '/app.html' },
  ];

  it('sends a named route to its file and every other path to the shell', () => {
    expect(rewriteFor('/gallery', rewrites)).toBe('/gallery.html');
    expect(rewriteFor('/gallery/', rewrites)).toBe('/gallery.html');
    expect(rewriteFor('/product/p-1', rewrites)).toBe('/app.html');
    expect(rewriteFor('/cart', rewrites)).toBe('/app.html');
  });

  it('answers nothing when no rewrite applies', () => {
    expect(rewriteFor('/x', [{ source: '/gallery', destination: '/gallery.html' }])).toBeUndefined();
  });
});

describe('scriptsAfterPaint', () => {
  const page = scriptsAfterPaint(
    '<html><head><style>a{}</style><script type="module" crossorigin src="/assets/index-b2.js"></script><link rel="modulepreload" crossorigin href="/assets/x.js"><script>preload()</script><link rel="preload" as="image" href="/hero.svg"></head><body><div id="root">x</div></body></html>',
  );
  const head = page.slice(0, page.indexOf('</head>'));

  it('leaves no script or module preload in the head, but keeps styles and the image preload', () => {
    expect(head).not.toMatch(/<script|modulepreload/);
    expect(head).toContain('<style>a{}</style>');
    expect(head).toContain('<link rel="preload" as="image" href="/hero.svg">');
  });

  it('holds them, in order, in a template that a loader adds back after the load event', () => {
    expect(page).toContain(
      '<template id="app-scripts"><script type="module" crossorigin src="/assets/index-b2.js"></script><link rel="modulepreload" crossorigin href="/assets/x.js"><script>preload()</script></template>',
    );
    expect(page).toContain("</template><script>addEventListener('load',");
    expect(page).toMatch(/\}\)\}\)\}\)<\/script><\/body><\/html>$/);
  });
});
