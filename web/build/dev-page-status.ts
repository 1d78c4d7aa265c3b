/**
 * `npm run dev` answers a product page with the status the `pages` function
 * gives it in production: 404 for a design shoppers cannot see (inactive,
 * deleted, or an id that is no id), with the same friendly screen, which the
 * app draws in the browser. Vite's dev server would otherwise answer every
 * path with the app's page and 200. It asks the shop's own API, through the
 * functions emulator, whether the design is shown; when the API does not
 * answer it leaves the page to Vite.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { matchServedPage } from '../../domain/src/pageRoutes.ts';

/** Whether the API shows the design: true, false (404 or 400), or null when it could not tell. */
export type ProductLookup = (id: string) => Promise<boolean | null>;

/** The status of a dev request for `pathname`: 404 for a product page of a design not shown, otherwise null (Vite answers as usual). */
export async function devPageStatus(method: string | undefined, pathname: string, lookup: ProductLookup): Promise<404 | null> {
  if (method !== 'GET' && method !== 'HEAD') return null;
  const match = matchServedPage(pathname);
  if (match?.name !== 'product') return null;
  let id: string;
  try {
    id = decodeURIComponent(match.params.id ?? '');
  } catch {
    return 404;
  }
  return (await lookup(id)) === false ? 404 : null;
}

/** `apiBase`: the `/api/v1` app's base URL in the functions emulator. */
export function apiProductLookup(apiBase: string): ProductLookup {
  return async (id) => {
    try {
      const answer = await fetch(`${apiBase}/api/v1/common/get_single_product?productId=${encodeURIComponent(id)}`);
      if (answer.status === 404 || answer.status === 400) return false;
      return answer.ok ? true : null;
    } catch {
      return null;
    }
  };
}

export function devPageStatusPlugin(lookup: ProductLookup): Plugin {
  return {
    name: 'dev-page-status',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://dev');
        devPageStatus(req.method, url.pathname, lookup).then(
          async (status) => {
            if (status === null) return next();
            const html = await server.transformIndexHtml(req.url ?? '/', readFileSync(join(server.config.root, 'index.html'), 'utf8'));
            res.statusCode = status;
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.setHeader('Cache-Control', 'no-cache');
            res.end(req.method === 'HEAD' ? undefined : html);
          },
          (error: unknown) => next(error),
        );
      });
    },
  };
}
