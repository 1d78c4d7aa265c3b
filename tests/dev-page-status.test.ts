/**
 * `npm run dev` (Vite's dev server) answers a product page with the status
 * production's `pages` function gives it: 404 for an inactive or unknown
 * design, still with the app's page, which shows the friendly screen. The dev
 * server asks the real API in the functions emulator.
 */
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';
import { adminDb } from './support/admin';

const WEB = resolve(import.meta.dirname, '../web');
const RUN = `dev${Date.now().toString(36)}`;

describe('dev server product page status', () => {
  let server: ViteDevServer;
  let base: string;

  beforeAll(async () => {
    const product = (await adminDb().collection('products').where('productStatus', '==', 'Active').limit(1).get()).docs[0]?.data();
    const shape = product ?? { productName: 'Dev Status Kurta', category: 'Kurti', productStatus: 'Active' };
    await adminDb().doc(`products/${RUN}-live`).set({ ...shape, productId: `${RUN}-live`, productStatus: 'Active' });
    await adminDb().doc(`products/${RUN}-retired`).set({ ...shape, productId: `${RUN}-retired`, productStatus: 'Inactive' });
    server = await createServer({
      configFile: resolve(WEB, 'vite.config.ts'),
      root: WEB,
      logLevel: 'silent',
      server: { port: 5198, strictPort: false, hmr: false },
    });
    await server.listen();
    base = server.resolvedUrls!.local[0]!.replace(/\/$/, '');
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    await Promise.all([adminDb().doc(`products/${RUN}-live`).delete(), adminDb().doc(`products/${RUN}-retired`).delete()]);
  });

  it('answers 404 with the app page for an inactive or unknown design, 200 for a shown one', async () => {
    const retired = await fetch(`${base}/product/${RUN}-retired`);
    expect(retired.status).toBe(404);
    expect(retired.headers.get('content-type')).toContain('text/html');
    expect(await retired.text()).toContain('<div id="root">');

    expect((await fetch(`${base}/product/${RUN}-never-existed`)).status).toBe(404);

    const live = await fetch(`${base}/product/${RUN}-live`);
    expect(live.status).toBe(200);
    expect(await live.text()).toContain('<div id="root">');
    expect((await fetch(`${base}/gallery`)).status).toBe(200);
  }, 60_000);
});
