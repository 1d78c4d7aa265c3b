import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { afterPaintLoader, inlineStylesheets, rewriteFor, scriptsAfterPaint } from './prerender';

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

  it('holds them, in order, in a template followed by its loader', () => {
    expect(page).toContain(
      '<template id="app-scripts"><script type="module" crossorigin src="/assets/index-b2.js"></script><link rel="modulepreload" crossorigin href="/assets/x.js"><script>preload()</script></template>',
    );
    expect(page).toContain(`</template><script>${afterPaintLoader()}</script></body></html>`);
  });
});

/**
 * Runs the loader on a page holding two tags. The browser's clock is in the
 * test's hands: frames, timers and paint entries happen when a test says so.
 */
function loadPage({ paintTiming = true } = {}) {
  const window = new Window({ url: 'https://shop.test/' });
  const { document } = window;
  document.body.innerHTML = '<template id="app-scripts"><link rel="modulepreload" href="/assets/a.js"><meta name="held" content="b"></template>';
  const frames: (() => void)[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const observers: { callback: (list: unknown, observer: unknown) => void; disconnected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : ['navigation'];
    private record: (typeof observers)[number];
    constructor(callback: (list: unknown, observer: unknown) => void) {
      this.record = { callback, disconnected: false };
      observers.push(this.record);
    }
    observe() {}
    disconnect() {
      this.record.disconnected = true;
    }
  }
  const browser = {
    document,
    PerformanceObserver: FakeObserver,
    addEventListener: window.addEventListener.bind(window),
    requestAnimationFrame: (run: () => void) => frames.push(run),
    setTimeout: (run: () => void, ms = 0) => timers.push({ run, ms }),
  };
  new Function('window', 'document', 'addEventListener', 'requestAnimationFrame', 'setTimeout', afterPaintLoader(1000))(
    browser,
    browser.document,
    browser.addEventListener,
    browser.requestAnimationFrame,
    browser.setTimeout,
  );
  const paint = (name: string) =>
    observers.forEach((o) => {
      if (!o.disconnected) o.callback({ getEntriesByName: (n: string) => (n === name ? [{ name }] : []) }, { disconnect: () => (o.disconnected = true) });
    });
  /** Runs what is due: the frames asked for, then the timers of at most `upToMs`. */
  const tick = (upToMs = 0) => {
    frames.splice(0).forEach((run) => run());
    timers
      .filter((t) => t.ms <= upToMs)
      .forEach((t) => {
        timers.splice(timers.indexOf(t), 1);
        t.run();
      });
  };
  const added = () => [...document.head.children].map((el) => el.outerHTML);
  const load = () => window.dispatchEvent(new window.Event('load'));
  return { paint, tick, added, load, observers };
}

const HELD = ['<link rel="modulepreload" href="/assets/a.js">', '<meta name="held" content="b">'];

describe('afterPaintLoader', () => {
  it('adds the held tags once the page has loaded and its first contentful paint is on screen, in the frame after', () => {
    const page = loadPage();
    page.tick();
    page.paint('first-contentful-paint');
    expect(page.added()).toEqual([]);
    page.load();
    page.paint('first-paint');
    page.tick();
    expect(page.added()).toEqual([]);
    page.paint('first-contentful-paint');
    expect(page.added()).toEqual([]);
    page.tick();
    page.tick();
    expect(page.added()).toEqual(HELD);
    expect(page.observers.every((o) => o.disconnected)).toBe(true);
  });

  it('adds them a second after the load event when no paint is reported, and only once', () => {
    const page = loadPage();
    page.load();
    page.tick(999);
    expect(page.added()).toEqual([]);
    page.tick(1000);
    page.tick();
    expect(page.added()).toEqual(HELD);
    page.paint('first-contentful-paint');
    page.tick(1000);
    page.tick(1000);
    expect(page.added()).toEqual(HELD);
  });

  it('adds them in the first frame after the load event where paint timing is missing', () => {
    const page = loadPage({ paintTiming: false });
    page.load();
    expect(page.observers).toEqual([]);
    page.tick();
    page.tick();
    expect(page.added()).toEqual(HELD);
  });
});
