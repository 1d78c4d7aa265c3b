/**
 * Server-rendered first screens. After the client build, this plugin builds
 * src/prerender.tsx for Node, renders each given route's first screen (the
 * shell, headings, hero and loading placeholders; no data) and writes it into
 * a copy of index.html, which main.tsx then hydrates. The browser can paint
 * that screen, hero image included, before any script has run. Screens whose
 * first paint is data (a product, the gallery's first cards) are rendered per
 * request by the `pages` function, with the same server bundle and the page
 * templates written here.
 *
 *   /              → the `pages` function (with the first featured designs)
 *   /gallery       → the `pages` function (with its first results)
 *   /product/{id}  → the `pages` function (with the product)
 *   all others     → app.html     (the empty shell; the app renders in the browser)
 *
 * The route table (domain/src/pageRoutes.ts) says which path is which;
 * firebase.json's Hosting rewrites are checked against it, and `vite preview`
 * follows the rewrites it gives through the middleware below, so the journeys
 * and benchmarks see what Hosting serves. docs/rendering.md tells the whole story.
 */
import { copyFileSync, existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import { hostingRewrites, SERVER_BUNDLE, SHELL_FILE, type HostingRewrite } from '../../domain/src/pageRoutes.ts';
import { fillDocument } from '../src/ssr/document.ts';
import { afterPaintLoader } from './after-paint.ts';
import { screenFiles } from './route-preload.ts';

export { afterPaintLoader, SERVER_BUNDLE, SHELL_FILE };

export interface PrerenderPage {
  /** The HTML file it is written to, relative to the build's outDir. */
  html: string;
  /** The route's screen, relative to the web project's root: its stylesheets are inlined so the HTML paints styled. */
  screen: string;
  /**
   * The screen's largest paint (the hero of `/`) is in the HTML itself: load
   * the app's scripts once the page has loaded and painted, so they do not
   * share the connection with it. Not for screens whose largest paint needs
   * data the app fetches. The function's pages always do this.
   */
  scriptsAfterPaint?: boolean;
}

export interface ServerRendering {
  /** Where the server bundle and the page templates go, relative to the web project: inside the functions' deploy. */
  outDir: string;
  /** Page template file (in outDir/<mode>/) → the screen whose stylesheets it inlines. */
  templates: Record<string, string>;
  /** The functions emulator's base URL (with the project id): `vite preview` sends function rewrites there. */
  emulatorOrigin: string;
}

const ENTRY = 'src/prerender.tsx';

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*>/g;

/**
 * index.html with the stylesheets it links plus `stylesheets` inlined, so the
 * first paint waits for no request but the document's. `readCss` gives a
 * stylesheet's text by its public URL.
 */
export function inlineStylesheets(template: string, stylesheets: string[], readCss: (href: string) => string): string {
  const linked = [...template.matchAll(STYLESHEET_LINK)].map((m) => m[1]);
  const hrefs = [...new Set([...linked, ...stylesheets])];
  const css = hrefs.map(readCss).join('\n');
  // Disabled links (never fetched) name the inlined sheets, so the app's chunk loader does not
  // add them again when a screen's code loads: a new stylesheet restyles the whole page.
  const named = hrefs.map((href) => `<link rel="stylesheet" href="${href}" disabled>`).join('');
  return template.replace(STYLESHEET_LINK, '').replace('</head>', () => `<style>${css}</style>${named}</head>`);
}

const HEAD_SCRIPTS = /<script\b[^>]*>[\s\S]*?<\/script>|<link rel="modulepreload"[^>]*>/g;

/** Moves the head's scripts and module preloads into a template that a small loader adds back after the first paint. */
export function scriptsAfterPaint(html: string): string {
  const headEnd = html.indexOf('</head>');
  const head = html.slice(0, headEnd);
  const held = head.match(HEAD_SCRIPTS) ?? [];
  const rest = head.replace(HEAD_SCRIPTS, '') + html.slice(headEnd);
  return rest.replace('</body>', () => `<template id="app-scripts">${held.join('')}</template><script>${afterPaintLoader()}</script></body>`);
}

/** A Hosting glob as a RegExp: `**` matches any run of segments, `*` one segment's characters. */
function globPattern(glob: string): RegExp {
  const body = glob
    .split(/(\*\*|\*)/)
    .map((part) => (part === '**' ? '.*' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${body}/?$`);
}

/** The first of Hosting's rewrites that answers `pathname` when no file of that name exists. */
export function rewriteFor(pathname: string, rewrites: HostingRewrite[]): HostingRewrite | undefined {
  return rewrites.find((r) => globPattern(r.source).test(pathname));
}

/** What src/prerender.tsx exports, as the build uses it. */
interface ServerBundle {
  render(path: string): Promise<string>;
}

async function loadServerBundle(serverDir: string): Promise<ServerBundle> {
  return (await import(`${pathToFileURL(join(serverDir, SERVER_BUNDLE)).href}?t=${Date.now()}`)) as ServerBundle;
}

/**
 * `pages`: route path → where its HTML goes and which screen it shows.
 * `server`: the routes the `pages` function renders per request.
 */
export function prerender(pages: Record<string, PrerenderPage>, server: ServerRendering): Plugin {
  let config: ResolvedConfig;
  let bundle: Rollup.OutputBundle = {};
  return {
    name: 'prerender',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_options, written) {
      bundle = written;
    },
    async closeBundle() {
      if (config.command !== 'build' || config.build.ssr) return;
      const outDir = resolve(config.root, config.build.outDir);
      // One file holding the app and every package it uses: the functions' deploy carries none of them.
      const serverDir = resolve(config.root, server.outDir, config.mode);
      await build({
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        ssr: { noExternal: true },
        // React, React DOM and React Router choose their development or production code by
        // NODE_ENV at run time, which the functions emulator leaves unset: fixed here, the bundle
        // holds only the production renderer (three to four times faster) and no dead copy.
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        build: {
          ssr: ENTRY,
          outDir: serverDir,
          emptyOutDir: true,
          copyPublicDir: false,
          manifest: false,
          minify: false,
          rolldownOptions: { output: { entryFileNames: SERVER_BUNDLE, codeSplitting: false } },
        },
      });
      const { render } = await loadServerBundle(serverDir);
      const templateFile = join(outDir, 'index.html');
      const template = readFileSync(templateFile, 'utf8');
      copyFileSync(templateFile, join(outDir, SHELL_FILE));
      const readCss = (href: string) => readFileSync(join(outDir, href), 'utf8');
      const styled = (screen: string) =>
        inlineStylesheets(
          template,
          screenFiles(bundle, screen).filter((file) => file.endsWith('.css')),
          readCss,
        );
      for (const [path, page] of Object.entries(pages)) {
        const html = fillDocument(styled(page.screen), path, await render(path));
        writeFileSync(join(outDir, page.html), page.scriptsAfterPaint ? scriptsAfterPaint(html) : html);
      }
      // Hosting answers `/` with index.html whenever the file exists, before any rewrite:
      // when `/` is the function's to draw, the build holds no index.html (the shell is app.html).
      if (!Object.values(pages).some((page) => page.html === 'index.html')) rmSync(templateFile);
      // The pages the function sends hold their largest image: scripts wait for it, as on `/`.
      for (const [file, screen] of Object.entries(server.templates)) {
        writeFileSync(join(serverDir, file), scriptsAfterPaint(styled(screen)));
      }
    },
    configurePreviewServer(previewServer) {
      const outDir = resolve(previewServer.config.root, previewServer.config.build.outDir);
      const rewrites = hostingRewrites();
      previewServer.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://preview');
        const file = join(outDir, decodeURIComponent(url.pathname));
        const isFile = existsSync(file) && statSync(file).isFile();
        const isDirWithIndex = existsSync(join(file, 'index.html'));
        const rewrite = (req.method === 'GET' || req.method === 'HEAD') && !isFile && !isDirWithIndex ? rewriteFor(url.pathname, rewrites) : undefined;
        if (rewrite?.destination) {
          req.url = rewrite.destination + url.search;
        } else if (rewrite?.function && rewrite.function.functionId !== 'api') {
          // (The `api` function is Vite's proxy's: it forwards every method and body.)
          // What the Hosting rewrite does in production: the function's answer, from the functions emulator.
          const target = `${server.emulatorOrigin}/${rewrite.function.region}/${rewrite.function.functionId}${url.pathname}${url.search}`;
          // As Hosting does, the function learns the address the visitor asked for (its share tags' links).
          const headers = {
            'x-forwarded-host': req.headers.host ?? '',
            'x-forwarded-proto': 'http',
            'accept-encoding': String(req.headers['accept-encoding'] ?? 'identity'),
          };
          void fetch(target, { method: req.method, headers }).then(
            async (answer) => {
              res.statusCode = answer.status;
              for (const header of ['content-type', 'cache-control', 'vary']) {
                const value = answer.headers.get(header);
                if (value) res.setHeader(header, value);
              }
              // fetch hands over the body decoded: encode it again as the function sent it.
              const body = Buffer.from(await answer.arrayBuffer());
              if (answer.headers.get('content-encoding') === 'gzip') {
                res.setHeader('content-encoding', 'gzip');
                res.end(gzipSync(body));
              } else {
                res.end(body);
              }
            },
            () => {
              // No functions emulator (a bench that runs without it): the app renders the page in the browser.
              req.url = `/${SHELL_FILE}${url.search}`;
              next();
            },
          );
          return;
        }
        next();
      });
    },
  };
}
