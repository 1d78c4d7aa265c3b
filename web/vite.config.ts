import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { routePreload } from './build/route-preload.ts';
import { prerender } from './build/prerender.ts';
import { pwa } from './build/pwa.ts';
import { apiProductLookup, devPageStatusPlugin } from './build/dev-page-status.ts';
import {
  PRERENDERED_PAGES,
  routePatternSource,
  SERVED_PAGES,
  type FirstPaintPageName,
} from '../domain/src/pageRoutes.ts';

// The functions emulator serves the functions here (the `api` function at
// /asia-south1/api); Hosting's rewrites do the same job in production.
const FUNCTIONS_EMULATOR = 'http://127.0.0.1:5001/demo-tailor';

const proxy = {
  '/api/v1': { target: `${FUNCTIONS_EMULATOR}/asia-south1/api`, changeOrigin: true },
};

// The storefront screens shoppers land on from links and search results: the
// pages of the route table (domain/src/pageRoutes.ts) that arrive as HTML.
const LANDING_SCREENS: Record<FirstPaintPageName, string> = {
  home: 'src/features/catalog/pages/HomePage.tsx',
  gallery: 'src/features/catalog/pages/GalleryPage.tsx',
  product: 'src/features/catalog/pages/ProductPage.tsx',
};
const LANDING_PAGES = { ...PRERENDERED_PAGES, ...SERVED_PAGES };

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    // `npm run dev`: a design shoppers cannot see answers 404, as the `pages` function does.
    devPageStatusPlugin(apiProductLookup(`${FUNCTIONS_EMULATOR}/asia-south1/api`)),
    // The rest only concern the browser build, not the pre-render's server bundle.
    !isSsrBuild && [
      routePreload(
        Object.fromEntries(Object.entries(LANDING_PAGES).map(([name, page]) => [routePatternSource(page.path), LANDING_SCREENS[name as FirstPaintPageName]])),
      ),
      // First screens as HTML: `/` at build time; the gallery and product pages per
      // request by the `pages` function (docs/rendering.md).
      prerender(
        Object.fromEntries(
          Object.entries(PRERENDERED_PAGES).map(([name, page]) => [
            page.path,
            { html: page.file, screen: LANDING_SCREENS[name as FirstPaintPageName], scriptsAfterPaint: true },
          ]),
        ),
        {
          outDir: '../functions/lib/pages',
          templates: Object.fromEntries(Object.entries(SERVED_PAGES).map(([name, page]) => [page.template, LANDING_SCREENS[name as FirstPaintPageName]])),
          emulatorOrigin: FUNCTIONS_EMULATOR,
        },
      ),
      // The manifest and the service worker (build only: `npm run dev` has neither). After the
      // pre-render, whose app.html it precaches as the shell.
      pwa(),
      // `npm run bench:bundle`: a treemap of what each chunk holds, with gzip sizes.
      process.env.ANALYZE === '1' && visualizer({ filename: '../bench-results/bundle.html', gzipSize: true, template: 'treemap' }),
    ],
  ],
  server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true, proxy },
  build: {
    target: 'es2022',
    sourcemap: false,
    // The manifest lets scripts/bundle-budget.ts trace what `/` loads.
    manifest: true,
    chunkSizeWarningLimit: 700,
  },
}));
