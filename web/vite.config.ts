import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { routePreload } from './build/route-preload.ts';
import { prerender } from './build/prerender.ts';

// The functions emulator serves the functions here (the `api` function at
// /asia-south1/api); Hosting's rewrites do the same job in production.
const FUNCTIONS_EMULATOR = 'http://127.0.0.1:5001/demo-tailor';

const proxy = {
  '/api/v1': { target: `${FUNCTIONS_EMULATOR}/asia-south1/api`, changeOrigin: true },
};

// The storefront screens shoppers land on from links and search results.
const LANDING_SCREENS = {
  home: 'src/features/catalog/pages/HomePage.tsx',
  gallery: 'src/features/catalog/pages/GalleryPage.tsx',
  product: 'src/features/catalog/pages/ProductPage.tsx',
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    // The rest only concern the browser build, not the pre-render's server bundle.
    !isSsrBuild && [
      routePreload({
        '^/$': LANDING_SCREENS.home,
        '^/gallery/?$': LANDING_SCREENS.gallery,
        '^/product/[^/]+/?$': LANDING_SCREENS.product,
      }),
      // First screens as HTML: `/` at build time; the gallery and product pages per
      // request by the `pages` function. firebase.json's Hosting rewrites say the same.
      prerender(
        { '/': { html: 'index.html', screen: LANDING_SCREENS.home, scriptsAfterPaint: true } },
        {
          outDir: '../functions/lib/pages',
          templates: { 'gallery.html': LANDING_SCREENS.gallery, 'product.html': LANDING_SCREENS.product },
          emulatorOrigin: FUNCTIONS_EMULATOR,
        },
      ),
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
