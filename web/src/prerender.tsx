/**
 * Server-side entry: renders a route's first screen to HTML the way the
 * browser's first render draws it (signed-out session; the data given in
 * `served`, or still loading), so `main.tsx` can hydrate it. Used at build
 * time by build/prerender.ts and per request by the `pages` function.
 * Data goes through JSON before it is rendered, so the server draws exactly
 * what the browser reads back from the page.
 */
import { prerender } from 'react-dom/static';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router-dom';
import { SHOP, catalogueQueryFromSearchParams, catalogueQueryToSearchParams, isShownToShoppers, readShopSettings, type ShopSettings } from '@tailor/domain';
import type { PageRenderers } from '@tailor/domain/pageRoutes';
import { AppShell } from './app/App';
import { routes } from './app/routes';
import { servedDataScript, type ServedData } from './lib/servedData';
import { countGalleryCandidates, fetchGalleryChunk, fetchHomePage, toServedCursor } from './features/catalog/data';
import { feedKey } from './features/catalog/useHomeFeed';
import { GALLERY_PAGE_SIZE } from './features/catalog/useGallery';
import { productFromSnapshot, reviveProduct, type ProductSnapshot } from './lib/productFromSnapshot';
import { fillDocument } from './ssr/document';
import { productShareTags, siteShareTags, withShareTags } from './ssr/shareTags';

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

const throughJson = <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const servedShop = (shop: ShopSettings | undefined): Pick<ServedData, 'shop'> =>
  shop ? { shop: readShopSettings(throughJson(shop)) } : {};

async function renderPage(template: string, path: string, served: ServedData): Promise<string> {
  return fillDocument(template, path, await render(path, served), servedDataScript(served));
}

/**
 * `/product/{id}` as a whole page: `template` is the app's page for that
 * route, `snapshot` the product document as read on the server (null when
 * there is none). An inactive product renders the "no longer available"
 * page, without its data. `origin` (the shop's address, null when unknown)
 * makes the share tags' links absolute; `shop` is the shop's details
 * (settings/shop) when read.
 */
export async function renderProductPage(
  template: string,
  id: string,
  snapshot: ProductSnapshot | null,
  origin: string | null = null,
  shop?: ShopSettings,
): Promise<string> {
  const product = snapshot && productFromSnapshot(snapshot);
  if (product && !isShownToShoppers(product)) {
    return renderPage(template, `/product/${id}`, { product: { id, product: null, unavailable: true }, ...servedShop(shop) });
  }
  const html = await renderPage(template, `/product/${id}`, {
    product: { id, product: product && reviveProduct(throughJson(product)) },
    ...servedShop(shop),
  });
  return product && origin ? withShareTags(html, productShareTags(product, origin)) : html;
}

/**
 * `/gallery?{search}` (filters, text `q` and sort) as a whole page with its
 * first results, read as the browser reads them (Firestore Lite, as a
 * signed-out visitor).
 */
export async function renderGalleryPage(template: string, search: string, origin: string | null = null, shop?: ShopSettings): Promise<string> {
  const catalogueQuery = catalogueQueryFromSearchParams(new URLSearchParams(search));
  const [chunk, total] = await Promise.all([
    fetchGalleryChunk(catalogueQuery, null, GALLERY_PAGE_SIZE),
    // The count is a nicety: the page shows without it.
    countGalleryCandidates(catalogueQuery).catch(() => null),
  ]);
  const key = catalogueQueryToSearchParams(catalogueQuery).toString();
  const gallery = {
    key,
    products: throughJson(chunk.products).map(reviveProduct),
    hasMore: chunk.hasMore,
    scanned: chunk.scanned,
    total,
    cursor: toServedCursor(chunk.cursor, catalogueQuery.sort),
  };
  const html = await renderPage(template, search ? `/gallery?${search}` : '/gallery', { gallery, ...servedShop(shop) });
  // The canonical address is the query as the app writes it (no unknown or default parameters).
  const url = origin && `${origin}/gallery${key ? `?${key}` : ''}`;
  const title = catalogueQuery.q ? `“${catalogueQuery.q}” · Designs · ${SHOP.name}` : `Designs · ${SHOP.name}`;
  return withShareTags(html, siteShareTags(url, title));
}

/**
 * `/` as a whole page with the home grid's first designs (featured, newest
 * first: what a first visit shows), so a phone on a slow connection sees
 * them before any script has arrived.
 */
export async function renderHomePage(template: string, origin: string | null = null, shop?: ShopSettings): Promise<string> {
  const [view, sort] = ['featured', 'newest'] as const;
  const page = await fetchHomePage(view, sort, null);
  const home = {
    key: feedKey(view, sort),
    products: throughJson(page.products).map(reviveProduct),
    hasMore: page.hasMore,
    cursor: toServedCursor(page.cursor, sort),
  };
  const html = await renderPage(template, '/', { home, ...servedShop(shop) });
  return withShareTags(html, siteShareTags(origin && `${origin}/`));
}

// The `pages` function calls these through this type: a change on either side fails the typecheck.
const _renderers = { renderProductPage, renderGalleryPage, renderHomePage } satisfies PageRenderers;
