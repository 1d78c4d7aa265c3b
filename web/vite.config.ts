import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { routePreload } from './build/route-preload.ts';

// The functions emulator serves the `api` function here; the Hosting rewrite
// does the same job in production.
const FUNCTIONS_TARGET = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:5001/demo-tailor/asia-south1/api';

const proxy = {
  '/api/v1': { target: FUNCTIONS_TARGET, changeOrigin: true },
};

export default defineConfig({
  plugins: [
    react(),
    // The storefront screens shoppers land on from links and search results.
    routePreload({
      '^/$': { chunk: 'src/features/catalog/pages/HomePage.tsx', images: ['/garments/hero-1.svg'] },
      '^/gallery/?$': { chunk: 'src/features/catalog/pages/GalleryPage.tsx' },
      '^/product/[^/]+/?$': { chunk: 'src/features/catalog/pages/ProductPage.tsx' },
    }),
    // `npm run bench:bundle`: a treemap of what each chunk holds, with gzip sizes.
    process.env.ANALYZE === '1' && visualizer({ filename: '../bench-results/bundle.html', gzipSize: true, template: 'treemap' }),
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
});
