/**
 * Build-time entry (server side): renders a route's first screen to HTML, the
 * way the browser's first render draws it (signed-out session, data still
 * loading), so `main.tsx` can hydrate it. Used by build/prerender.ts.
 */
import { prerender } from 'react-dom/static';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router-dom';
import { AppShell } from './app/App';
import { routes } from './app/routes';

export async function render(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`prerender: ${path} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // Unlike renderToString, waits for the lazy route chunks.
  const { prelude } = await prerender(
    <AppShell>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppShell>,
    // One document, no streamed segments: every boundary inline, so it shows without a script.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
