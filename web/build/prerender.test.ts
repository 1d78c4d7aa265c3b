import { describe, expect, it } from 'vitest';
import { inlineStylesheets, rewriteFor, scriptsAfterPaint } from './prerender';

const TEMPLATE = `<!doctype html><html><head><meta charset="UTF-8" /><title>Shop</title><link rel="stylesheet" crossorigin href="/assets/index-a1.css"><script type="module" src="/assets/index-b2.js"></script></head><body><div id="root"></div></body></html>`;
const CSS: Record<string, string> = { '/assets/index-a1.css': 'body{margin:0}', '/assets/Home-c3.css': '.hero{color:red}' };

describe('inlineStylesheets', () => {
  const page = inlineStylesheets(TEMPLATE, ['/assets/Home-c3.css'], (href) => CSS[href]);

  it('inlines the linked and the given stylesheets, in order, and keeps the scripts', () => {
    expect(page).toContain('<style>body{margin:0}\n.hero{color:red}</style>');
    expect(page).toContain('<script type="module" src="/assets/index-b2.js"></script>');
  });

  it('loads none of them, but names each with a disabled link, so the app does not add it again', () => {
    expect(page).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)/);
    expect(page).toContain(
      '</style><link rel="stylesheet" href="/assets/index-a1.css" disabled><link rel="stylesheet" href="/assets/Home-c3.css" disabled></head>',
    );
  });

  it('reads a stylesheet both linked and given once', () => {
    expect(inlineStylesheets(TEMPLATE, ['/assets/index-a1.css'], (href) => CSS[href])).toContain('<style>body{margin:0}</style><link');
  });
});

describe('rewriteFor (firebase.json Hosting rewrites)', () => {
  const rewrites = [
    { source: '/gallery', destination: '/gallery.html' },
    { source: '**', destination: '/app.html' },
  ];

  it('sends a named route to its file and every other path to the shell', () => {
    expect(rewriteFor('/gallery', rewrites)?.destination).toBe('/gallery.html');
    expect(rewriteFor('/gallery/', rewrites)?.destination).toBe('/gallery.html');
    expect(rewriteFor('/product/p-1', rewrites)?.destination).toBe('/app.html');
    expect(rewriteFor('/cart', rewrites)?.destination).toBe('/app.html');
  });

  it('matches globs as Hosting does: `*` within one segment, `**` across them; the first match wins', () => {
    const pages = { functionId: 'pages', region: 'asia-south1' };
    const withFunctions = [{ source: '/api/v1/**', function: { functionId: 'api', region: 'asia-south1' } }, { source: '/product/*', function: pages }, ...rewrites];
    expect(rewriteFor('/product/p-1', withFunctions)?.function).toBe(pages);
    expect(rewriteFor('/product/p-1/', withFunctions)?.function).toBe(pages);
    expect(rewriteFor('/product/null/add', withFunctions)?.destination).toBe('/app.html');
    expect(rewriteFor('/api/v1/user/cart', withFunctions)?.function?.functionId).toBe('api');
    expect(rewriteFor('/productx/p-1', withFunctions)?.destination).toBe('/app.html');
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
