/**
 * Server-side entry: renders a route's first screen to HTML the way the
 * browser's first render draws it (signed-out session; the data given in
 * `served`, or still loading), so `main.tsx` can hydrate it. Used at build
 * time by build/prerender.ts and per request by the `pages` function.
 * Data goes through JSON before it is rendered, so the server draws exactly
 * what the browser reads back from the page.
 */
import { prerender } from 'react-dom/static';
import { StaticRouterProvider, createStaticHandler, createStaticRouter, matchRoutes } from 'react-router-dom';
import { catalogueQueryFromSearchParams, catalogueQueryToSearchParams, isShownToShoppers, readShopSettings, type ShopSettings } from '@tailor/domain';
import type { PageRenderers } from '@tailor/domain/pageRoutes';
import { LANGUAGE_PARAM, type Language } from '@tailor/domain/language';
import { AppShell } from './app/App';
import { routes, type ScreenHandle } from './app/routes';
import { HINDI_CATALOGUES, type CatalogueName } from './app/hindiCatalogues';
import { addEntries, resetI18nState, setLanguage } from './lib/i18n/translate';
import { servedDataScript, type ServedData, type ServedMessages } from './lib/servedData';
import { countGalleryCandidates, fetchGalleryChunk, fetchHomePage, toServedCursor } from './features/catalog/data';
import { feedKey } from './features/catalog/useHomeFeed';
import { GALLERY_PAGE_SIZE } from './features/catalog/useGallery';
import { productFromSnapshot, reviveProduct, type ProductSnapshot } from './lib/productFromSnapshot';
import { fillDocument } from './ssr/document';
import { productShareTags, siteShareTags, withShareTags } from './ssr/shareTags';
import { SHARE_TEXT } from './ssr/shareText';
import { rememberedLanguageRedirect, withEarlyScript, withHtmlLang } from './ssr/languageLinks';
import { appKey } from './lib/appStorage';
import { LANGUAGE_STORAGE_NAME } from './lib/i18n/choice';

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
 * The Hindi text of `pathname`'s first screen: the shell's catalogue and its
 * screen's. The page carries it as data, so the browser hydrates the Hindi
 * HTML without downloading a catalogue.
 */
async function hindiMessages(pathname: string): Promise<ServedMessages> {
  // (Here, not in routes.tsx: only the server needs it, and routes.tsx is in the first download.)
  const screens = (matchRoutes(routes, pathname) ?? []).flatMap((m) => (m.route.handle as ScreenHandle | undefined)?.catalogues ?? []);
  const names: CatalogueName[] = ['shell', ...new Set(screens)];
  const modules = await Promise.all(names.map((name) => HINDI_CATALOGUES[name]()));
  const entries: Record<string, string> = Object.assign({}, ...modules.map((module) => module.default));
  return { catalogues: names, entries };
}

// The language is one store for the whole module (t() works outside components too), and a
// function instance serves requests side by side: renders take turns, each in its own language.
let renders: Promise<unknown> = Promise.resolve();

/**
 * Draws `path` in `language` with exactly the Hindi text the page carries
 * (`served.messages`), as the browser will hydrate it: a catalogue another
 * page loaded is not in the store.
 */
function renderIn(language: Language, path: string, served: ServedData): Promise<string> {
  const turn = renders.then(async () => {
    resetI18nState();
    if (served.messages) addEntries(served.messages.entries);
    setLanguage(language);
    try {
      return await render(path, served);
    } finally {
      resetI18nState();
    }
  });
  renders = turn.catch(() => undefined);
  return turn;
}

const throughJson = <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const servedShop = (shop: ShopSettings | undefined): Pick<ServedData, 'shop'> =>
  shop ? { shop: readShopSettings(throughJson(shop)) } : {};

/**
 * The page for `path` drawn in `language`. `path` carries `?lang=` when the
 * address did, so the browser's check that the page is its own holds.
 */
async function renderPage(template: string, path: string, served: ServedData, language: Language): Promise<string> {
  let data = served;
  if (language === 'hi') {
    // (The owner's Hindi names of the designs come with the designs themselves: productNameHi.)
    data = { ...served, language, messages: await hindiMessages(new URL(path, 'http://host').pathname) };
  }
  const html = fillDocument(template, path, await renderIn(language, path, data), servedDataScript(data));
  return language === 'hi' ? withHtmlLang(html, language) : withEarlyScript(html, rememberedLanguageRedirect(appKey(LANGUAGE_STORAGE_NAME)));
}

/** `?lang=` for an address that named its language, else nothing. */
const languageQuery = (language: Language | undefined) => (language ? `?${LANGUAGE_PARAM}=${language}` : '');

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
  language?: Language,
): Promise<string> {
  const product = snapshot && productFromSnapshot(snapshot);
  const path = `/product/${id}${languageQuery(language)}`;
  const drawIn = language ?? 'en';
  if (product && !isShownToShoppers(product)) {
    return withShopTags(await renderPage(template, path, { product: { id, product: null, unavailable: true }, ...servedShop(shop) }, drawIn), drawIn);
  }
  const html = await renderPage(
    template,
    path,
    {
      product: { id, product: product && reviveProduct(throughJson(product)) },
      ...servedShop(shop),
    },
    drawIn,
  );
  return product && origin ? withShareTags(html, productShareTags(product, origin, drawIn)) : withShopTags(html, drawIn);
}

/**
 * A page without tags of its own (a design not found or withdrawn) keeps the
 * shop's, which the template carries in English: in another language, the
 * shop's in that language.
 */
const withShopTags = (html: string, language: Language) =>
  language === 'en' ? html : withShareTags(html, siteShareTags(null, undefined, undefined, language));

/**
 * `/gallery?{search}` (filters, text `q` and sort) as a whole page with its
 * first results, read as the browser reads them (Firestore Lite, as a
 * signed-out visitor). `language`: the one `search` names with `?lang=`.
 */
export async function renderGalleryPage(
  template: string,
  search: string,
  origin: string | null = null,
  shop?: ShopSettings,
  language?: Language,
): Promise<string> {
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
  const drawIn = language ?? 'en';
  const html = await renderPage(template, search ? `/gallery?${search}` : '/gallery', { gallery, ...servedShop(shop) }, drawIn);
  // The canonical address is the query as the app writes it (no unknown or default parameters).
  const url = origin && `${origin}/gallery${key ? `?${key}` : ''}`;
  const title = SHARE_TEXT[drawIn].galleryTitle(catalogueQuery.q);
  return withShareTags(html, siteShareTags(url, title, undefined, drawIn));
}

/**
 * `/` as a whole page with the home grid's first designs (featured, newest
 * first: what a first visit shows), so a phone on a slow connection sees
 * them before any script has arrived.
 */
export async function renderHomePage(template: string, origin: string | null = null, shop?: ShopSettings, language?: Language): Promise<string> {
  const [view, sort] = ['featured', 'newest'] as const;
  const page = await fetchHomePage(view, sort, null);
  const home = {
    key: feedKey(view, sort),
    products: throughJson(page.products).map(reviveProduct),
    hasMore: page.hasMore,
    cursor: toServedCursor(page.cursor, sort),
  };
  const drawIn = language ?? 'en';
  const html = await renderPage(template, `/${languageQuery(language)}`, { home, ...servedShop(shop) }, drawIn);
  return withShareTags(html, siteShareTags(origin && `${origin}/`, undefined, undefined, drawIn));
}

// The `pages` function calls these through this type: a change on either side fails the typecheck.
const _renderers = { renderProductPage, renderGalleryPage, renderHomePage } satisfies PageRenderers;
