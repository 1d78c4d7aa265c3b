/**
 * Which paths arrive as HTML with their first screen drawn, and who draws it:
 * the one table behind firebase.json's Hosting rewrites (a test keeps them
 * equal), the preview server's answers (web/build/prerender.ts), the web
 * build's pre-rendered files and page templates (web/vite.config.ts) and the
 * `pages` function's matching (functions/src/pages.ts). Every other path gets
 * the empty shell, and the app draws it in the browser (routes.tsx, whose
 * paths a test checks against this table). docs/rendering.md explains why.
 */
import type { ShopSettings } from './shopDetails';
import type { Language } from './language';

/** Where the functions run; Hosting's rewrites name it. */
export const FUNCTIONS_REGION = 'asia-south1';
/** The empty shell (index.html as built, before `/` is pre-rendered into it): every path not in the table. */
export const SHELL_FILE = 'app.html';
/** The server bundle of the app, beside the page templates (web/src/prerender.tsx, built by web/build/prerender.ts). */
export const SERVER_BUNDLE = 'render.mjs';

export interface PrerenderedPage {
  /** A route path as React Router writes it. */
  path: string;
  /** Drawn once, at build time, into this file of the web build (no data: shell, headings, placeholders). */
  file: string;
}

export interface ServedPage {
  path: string;
  /** Drawn per request, with its data, by the `pages` function from this template (in functions/lib/pages/<mode>/). */
  template: string;
  /** Hosting's glob for the path (firebase.json `source`). */
  hosting: string;
}

/**
 * None today: `/` was one until its first cards had to arrive in the HTML (a
 * phone on a slow connection waited for the app's scripts and then Firestore
 * to see a design). The build still supports drawing a data-less page here.
 */
export const PRERENDERED_PAGES: Readonly<Record<string, PrerenderedPage>> = {};

export const SERVED_PAGES = {
  home: { path: '/', template: 'home.html', hosting: '/' },
  gallery: { path: '/gallery', template: 'gallery.html', hosting: '/gallery' },
  product: { path: '/product/:id', template: 'product.html', hosting: '/product/*' },
} as const satisfies Record<string, ServedPage>;

export type PrerenderedPageName = never;
export type ServedPageName = keyof typeof SERVED_PAGES;
/** The screens a visitor lands on as HTML. */
export type FirstPaintPageName = PrerenderedPageName | ServedPageName;

export interface HostingRewrite {
  source: string;
  destination?: string;
  function?: { functionId: string; region: string };
}

/** firebase.json's `hosting.rewrites`, in order: the API, the served pages, then the shell for the rest. */
export function hostingRewrites(): HostingRewrite[] {
  const fn = (functionId: string) => ({ functionId, region: FUNCTIONS_REGION });
  return [
    { source: '/api/v1/**', function: fn('api') },
    ...Object.values(SERVED_PAGES).map((page) => ({ source: page.hosting, function: fn('pages') })),
    { source: '**', destination: `/${SHELL_FILE}` },
  ];
}

/**
 * A route path as a RegExp source over a pathname: `:name` is one non-empty
 * segment (captured), a trailing slash is allowed, as Hosting and React Router
 * allow it.
 */
export function routePatternSource(path: string): string {
  if (path === '/') return '^/$';
  const body = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '([^/]+)' : segment.replace(/[.+?^${}()|[\]\\*]/g, '\\$&')))
    .join('/');
  return `^${body}/?$`;
}

export const routePattern = (path: string): RegExp => new RegExp(routePatternSource(path));

export type ServedMatch = { [N in ServedPageName]: { name: N; params: Record<string, string> } }[ServedPageName];

/** Which served page `pathname` is, with its parameters (`{ id }` of /product/:id, as written in the path); null for none. */
export function matchServedPage(pathname: string): ServedMatch | null {
  for (const [name, page] of Object.entries(SERVED_PAGES) as [ServedPageName, ServedPage][]) {
    const found = routePattern(page.path).exec(pathname);
    if (!found) continue;
    const keys = page.path.split('/').filter((s) => s.startsWith(':')).map((s) => s.slice(1));
    const params = Object.fromEntries(keys.map((key, i) => [key, found[i + 1]!]));
    return { name, params } as ServedMatch;
  }
  return null;
}

/** A stored product as the `pages` function reads it (a Firestore snapshot). */
export interface ProductSnapshotLike {
  id: string;
  data(): Record<string, unknown> | undefined;
}

/**
 * What the app's server bundle exports for the `pages` function: one
 * renderer per served page. web/src/prerender.tsx implements it, and the
 * function calls it, against this one type.
 */
export interface PageRenderers {
  // Properties, not methods: their parameters are then checked strictly.
  // `language`: the one the address named with `?lang=` (the page is drawn in it), absent when it named none.
  renderProductPage: (
    template: string,
    id: string,
    snapshot: ProductSnapshotLike | null,
    origin: string | null,
    shop?: ShopSettings,
    language?: Language,
  ) => Promise<string>;
  renderGalleryPage: (template: string, search: string, origin: string | null, shop?: ShopSettings, language?: Language) => Promise<string>;
  renderHomePage: (template: string, origin: string | null, shop?: ShopSettings, language?: Language) => Promise<string>;
}
