/**
 * The installable app: the web app manifest and the service worker, made by
 * vite-plugin-pwa with Workbox's `generateSW` (docs/offline.md says why).
 *
 * What the worker does with each kind of request:
 * - the shell and the browsing screens' code (the entry, `/` and `/gallery`
 *   with their static imports and stylesheets, the empty shell app.html, the
 *   manifest; not the icons): precached when the worker installs, served from
 *   there; a new build's worker waits until the shopper accepts the update;
 * - the rest of the app's hashed files (other screens, the full Firestore
 *   SDK): cache first, kept as they are first used, bounded by count and age;
 * - the pages that arrive as HTML with their first screen drawn (`/`,
 *   `/gallery`, `/product/:id`, from the route table): network first, the
 *   last copy kept as the fallback offline, and the shell when there is no
 *   copy (the app then draws the page from what Firestore and the product
 *   cache remember);
 * - every other navigation (the app's own routes): the precached shell;
 * - pictures (the resized variants from Storage, the seed's drawings): cache
 *   first, bounded by count and age;
 * - `/api/` and everything else (Firestore, Auth): not touched.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import type { ManifestEntry } from 'workbox-build';
import { PRERENDERED_PAGES, routePatternSource, SERVED_PAGES, SHELL_FILE } from '../../domain/src/pageRoutes.ts';

export const SHOP_NAME = 'Silai Studio';
/** base.css `--primary` and `--bg`. */
export const THEME_COLOR = '#7a1f3d';
export const BACKGROUND_COLOR = '#fdf8f4';

/** Pictures kept for offline viewing: at most this many, none older than this. */
export const IMAGE_CACHE = { maxEntries: 150, maxAgeSeconds: 30 * 24 * 60 * 60 };
/** Pages kept: the HTML of the last pages seen, bounded as the pictures are. */
export const PAGE_CACHE = { maxEntries: 40, maxAgeSeconds: 30 * 24 * 60 * 60 };

/** Path patterns (no anchors) of the pages that arrive drawn; `/index.html` is `/` by its file name. */
function firstPaintPaths(): string[] {
  const pages = [...Object.values(PRERENDERED_PAGES), ...Object.values(SERVED_PAGES)];
  return [...pages.map((page) => routePatternSource(page.path).replace(/^\^/, '').replace(/\$$/, '')), '/index\\.html'];
}

/** A pathname with its query, as the navigation fallback's denylist tests it. */
export function firstPaintPathPattern(): RegExp {
  return new RegExp(`^(?:${firstPaintPaths().join('|')})(?:\\?.*)?$`);
}

export type RouteMatcher = (options: { url: URL; sameOrigin: boolean }) => boolean;

/**
 * The first-paint pages' runtime route: the shop's own origin only. Another
 * origin's `/` is no page of ours (a RegExp over the whole URL matched the
 * Storage emulator's probe of `http://127.0.0.1:9199/`, and answered it with
 * the shell). generateSW copies a matcher's source into sw.js, so it cannot
 * close over a variable: the pattern is written into the function's text.
 */
export function firstPaintMatcher(): RouteMatcher {
  return new Function('{ url, sameOrigin }', `return sameOrigin && ${firstPaintPathPattern().toString()}.test(url.pathname + url.search);`) as RouteMatcher;
}

/**
 * The manifest keys of the screens every visitor browses (vite.config.ts's landing screens). Not the
 * product page: its code and the domain's schemas (about 35 KB) would be downloaded by every visitor
 * who only browses; a product page is kept once opened, like every other screen, including the one
 * a visitor lands on before the worker is installed (features/offline/keepLoadedFiles.ts).
 */
export const FIRST_SCREENS = ['src/features/catalog/pages/HomePage.tsx', 'src/features/catalog/pages/GalleryPage.tsx'];

interface ManifestChunk {
  file: string;
  css?: string[];
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * The build's files the first screens need: the entry and the landing screens
 * with everything they import statically (and their stylesheets), read from
 * Vite's manifest (build.manifest is on). Not their dynamic imports: the
 * other screens, and the full Firestore SDK the signed-in screens load,
 * are cached as they are first used (the `assets` route below), so a
 * visitor who only browses does not download them (docs/costs.md).
 */
export function firstScreenFiles(manifest: Record<string, ManifestChunk>, screens: string[] = FIRST_SCREENS): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    chunk.css?.forEach((css) => files.add(css));
    chunk.imports?.forEach(visit);
  };
  Object.keys(manifest)
    .filter((key) => manifest[key]!.isEntry)
    .forEach(visit);
  screens.forEach(visit);
  return files;
}

/** Keeps the precache to the shell, the first screens' code and the files outside assets/ (the manifest, the favicon). */
export function precacheFirstScreens(outDir: string) {
  return (entries: (ManifestEntry & { size: number })[]) => {
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
    const first = firstScreenFiles(manifest);
    return { manifest: entries.filter((entry) => !entry.url.startsWith('assets/') || first.has(entry.url)), warnings: [] };
  };
}

/** The app's other hashed files, kept as they are used: at most this many, none older than this. */
export const ASSET_CACHE = { maxEntries: 250, maxAgeSeconds: 30 * 24 * 60 * 60 };

export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'generateSW',
  registerType: 'prompt',
  // Registered by features/offline/ServiceWorkerUpdates.tsx once the first screen is up, not by a script in the page.
  injectRegister: false,
  // The icons stay out of the precache: the browser fetches the one it needs to install the app,
  // and the installed app's icon is kept by the phone; precached, each new visitor downloaded all five.
  includeAssets: ['favicon.svg'],
  includeManifestIcons: false,
  manifest: {
    name: SHOP_NAME,
    short_name: SHOP_NAME,
    description: 'Custom-stitched blouses, suits, lehengas and sarees from Mumbai, tailored to your measurements. Cash on delivery.',
    lang: 'en-IN',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // index.html is `/` drawn at build time: it is a first-paint page (network first below), not the shell.
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    globIgnores: ['index.html', 'garments/**', 'icons/**', '.vite/**'],
    // Hashed names change with their content: no need to add a revision.
    dontCacheBustURLsMatching: /^assets\//,
    navigateFallback: SHELL_FILE,
    navigateFallbackDenylist: [/^\/api\//, firstPaintPathPattern()],
    directoryIndex: null,
    cleanupOutdatedCaches: true,
    // The update waits for the shopper (registerType 'prompt'): no skipWaiting. clientsClaim only
    // concerns the first install (a page already controlled changes worker on activation anyway):
    // the worker then serves the rest of that first visit, so the screens it opens are kept.
    clientsClaim: true,
    skipWaiting: false,
    runtimeCaching: [
      {
        // The screens and code not precached: kept once fetched, served from the cache after.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
        handler: 'CacheFirst',
        options: {
          cacheName: 'assets',
          expiration: ASSET_CACHE,
          cacheableResponse: { statuses: [200] },
          // A hashed file is the same bytes whoever asks. A server that answers `Vary: Origin` (Vite's
          // preview does) would otherwise keep a copy asked for by fetch() (no Origin header) from
          // matching the module loader's request (which carries one): a page handed over by
          // keepLoadedFiles would not open offline.
          matchOptions: { ignoreVary: true },
        },
      },
      {
        urlPattern: firstPaintMatcher(),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'pages',
          expiration: PAGE_CACHE,
          cacheableResponse: { statuses: [200] },
          precacheFallback: { fallbackURL: SHELL_FILE },
        },
      },
      {
        urlPattern: ({ request }) => request.destination === 'image',
        handler: 'CacheFirst',
        options: {
          cacheName: 'images',
          // Storage's pictures come from another origin and load without CORS: the browser keeps them
          // as opaque answers (status 0), which it counts at a padded size; on a full quota the cache empties.
          expiration: { ...IMAGE_CACHE, purgeOnQuotaError: true },
          cacheableResponse: { statuses: [0, 200] },
        },
      },
    ],
  },
};

/** The plugins; the precache's filter reads the Vite manifest of the build's own outDir. */
export function pwa(): Plugin[] {
  let outDir = '';
  const locate: Plugin = {
    name: 'pwa-out-dir',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
  };
  const options = { ...pwaOptions, workbox: { ...pwaOptions.workbox, manifestTransforms: [(entries: (ManifestEntry & { size: number })[]) => precacheFirstScreens(outDir)(entries)] } };
  return [locate, ...VitePWA(options)];
}
