import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The functions emulator serves the `api` function here; the Hosting rewrite
// does the same job in production.
const FUNCTIONS_TARGET = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:5001/demo-tailor/asia-south1/api';

const proxy = {
  '/api/v1': { target: FUNCTIONS_TARGET, changeOrigin: true },
};

export default defineConfig({
  plugins: [react()],
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
