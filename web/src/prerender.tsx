/**
 * Server-side entry: renders a route's first screen to HTML the way the
 * browser's first render draws it (signed-out session; the data given in
 * `served`, or still loading), so `main.tsx` can hydrate it. Used at build
 * time by build/prerender.ts and per request by the `pages` function.
 */
import { prerender } from 'react-dom/static';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router-dom';
import { AppShell } from './app/App';
import { routes } from './app/routes';
import { servedDataScript, type ServedData } from './app/servedData';
import { productFromSnapshot, reviveProduct, type ProductSnapshot } from './lib/productFromSnapshot';
import { fillDocument } from './ssr/document';

export async function render(path: string, served: ServedData = {}): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`server render: ${path} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // Unlike renderToString, waits for the lazy route chunks.
  const { prelude } = await prerender(
    <AppShell served={served}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppShell>,
    // One document, no streamed segments: every boundary inline, so it shows without a script.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

/**
 * `/product/{id}` as a whole page: `template` is the app's page for that
 * route, `snapshot` the product document as read on the server (null when
 * there is none). The product goes through JSON first, so the server renders
 * exactly what the browser will read back from the page.
 */
export async function renderProductPage(template: string, id: string, snapshot: ProductSnapshot | null): Promise<string> {
  const product = snapshot && productFromSnapshot(snapshot);
  const served: ServedData = { product: { id, product: product && reviveProduct(JSON.parse(JSON.stringify(product)) as typeof product) } };
  const path = `/product/${id}`;
  return fillDocument(template, path, await render(path, served), servedDataScript(served));
}
