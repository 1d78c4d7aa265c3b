/**
 * Pre-rendered landing screens. After the client build, this plugin builds
 * src/prerender.tsx for Node, renders each given route's first screen (the
 * shell, headings, hero and loading placeholders; no data) and writes it into
 * a copy of index.html, which main.tsx then hydrates. The browser can paint
 * that screen, hero image included, before any script has run.
 *
 *   /          → index.html   (pre-rendered)
 *   /gallery   → gallery.html (pre-rendered)
 *   all others → app.html     (the empty shell; the app renders in the browser)
 *
 * firebase.json's Hosting rewrites say the same; `vite preview` follows them
 * through the middleware below, so the journeys and benchmarks see what
 * Hosting serves.
 */
import { copyFileSync, existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import { screenFiles } from './route-preload.ts';

export interface PrerenderPage {
  /** The HTML file it is written to, relative to the build's outDir. */
  html: string;
  /** The route's screen, relative to the web project's root: its stylesheets are inlined so the HTML paints styled. */
  screen: string;
  /**
   * The screen's largest paint (the hero of `/`) is in the HTML itself: load
   * the app's scripts once the page has loaded and painted, so they do not
   * share the connection with it. Not for screens whose largest paint needs
   * data the app fetches (the gallery's cards).
   */
  scriptsAfterPaint?: boolean;
}

export const SHELL_FILE = 'app.html';
const ENTRY = 'src/prerender.tsx';

interface HostingRewrite {
  source: string;
  destination?: string;
}

/** Splits React's output into the hoisted head tags it leads with (title, preloads) and the body. */
export function splitHoisted(html: string): { head: string; body: string } {
  const lead = /^(?:<link\b[^>]*\/?>|<meta\b[^>]*\/?>|<title>[^<]*<\/title>)*/.exec(html)?.[0] ?? '';
  return { head: lead, body: html.slice(lead.length) };
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*>/g;

/**
 * index.html with `rendered` (React's output for `path`) in #root, the head
 * tags it leads with at the top of <head>, and the stylesheets it links plus `stylesheets` inlined, so
 * the first paint waits for no request but the document's. `readCss` gives a
 * stylesheet's text by its public URL.
 */
export function fillTemplate(
  template: string,
  path: string,
  rendered: string,
  stylesheets: string[],
  readCss: (href: string) => string,
): string {
  const { head: hoisted, body } = splitHoisted(rendered);
  const root = '<div id="root"></div>';
  if (!template.includes(root)) throw new Error('prerender: index.html has no empty <div id="root">');
  const linked = [...template.matchAll(STYLESHEET_LINK)].map((m) => m[1]);
  const css = [...new Set([...linked, ...stylesheets])].map(readCss).join('\n');
  const html = template.replace(STYLESHEET_LINK, '').replace(root, () => `<div id="root" data-prerendered="${path}">${body}</div>`);
  // The screen's title goes before the template's: the first one is the
  // document's, and the template's stays for screens that set none once the
  // app has taken over (React removes the screen's when it unmounts).
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(html);
  if (!charset) throw new Error('prerender: index.html has no <meta charset>');
  const at = charset.index + charset[0].length;
  return (html.slice(0, at) + hoisted + html.slice(at)).replace('</head>', () => `<style>${css}</style></head>`);
}

const HEAD_SCRIPTS = /<script\b[^>]*>[\s\S]*?<\/script>|<link rel="modulepreload"[^>]*>/g;
// Copies each held tag into <head> (a script added this way runs; one parsed inside a <template> does not).
const AFTER_PAINT_LOADER =
  "addEventListener('load',function(){requestAnimationFrame(function(){setTimeout(function(){var t=document.getElementById('app-scripts').content.children;for(var i=0;i<t.length;i++){var s=t[i],n=document.createElement(s.tagName);for(var j=0;j<s.attributes.length;j++)n.setAttribute(s.attributes[j].name,s.attributes[j].value);n.textContent=s.textContent;document.head.appendChild(n)}})})})";

/** Moves the head's scripts and module preloads into a template that a small loader adds back after the first paint. */
export function scriptsAfterPaint(html: string): string {
  const headEnd = html.indexOf('</head>');
  const head = html.slice(0, headEnd);
  const held = head.match(HEAD_SCRIPTS) ?? [];
  const rest = head.replace(HEAD_SCRIPTS, '') + html.slice(headEnd);
  return rest.replace('</body>', () => `<template id="app-scripts">${held.join('')}</template><script>${AFTER_PAINT_LOADER}</script></body>`);
}

function hostingRewrites(webRoot: string): HostingRewrite[] {
  const firebaseJson = JSON.parse(readFileSync(resolve(webRoot, '../firebase.json'), 'utf8')) as {
    hosting?: { rewrites?: HostingRewrite[] };
  };
  return (firebaseJson.hosting?.rewrites ?? []).filter((r) => r.destination);
}

/** The file Hosting answers `pathname` with when no file of that name exists. */
export function rewriteFor(pathname: string, rewrites: HostingRewrite[]): string | undefined {
  return rewrites.find((r) => r.source === '**' || r.source === pathname || r.source === pathname.replace(/\/$/, ''))?.destination;
}

/** `pages`: route path → where its HTML goes and which screen it shows. */
export function prerender(pages: Record<string, PrerenderPage>): Plugin {
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
      // Inside the project, so the server bundle resolves react and firebase from node_modules.
      const serverDir = resolve(config.root, 'node_modules/.cache/prerender');
      await build({
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        build: { ssr: ENTRY, outDir: serverDir, emptyOutDir: true, copyPublicDir: false, manifest: false, minify: false },
      });
      const { render } = (await import(`${pathToFileURL(join(serverDir, 'prerender.js')).href}?t=${Date.now()}`)) as {
        render: (path: string) => Promise<string>;
      };
      const templateFile = join(outDir, 'index.html');
      const template = readFileSync(templateFile, 'utf8');
      copyFileSync(templateFile, join(outDir, SHELL_FILE));
      for (const [path, page] of Object.entries(pages)) {
        const stylesheets = screenFiles(bundle, page.screen).filter((file) => file.endsWith('.css'));
        const readCss = (href: string) => readFileSync(join(outDir, href), 'utf8');
        const html = fillTemplate(template, path, await render(path), stylesheets, readCss);
        writeFileSync(join(outDir, page.html), page.scriptsAfterPaint ? scriptsAfterPaint(html) : html);
      }
      rmSync(serverDir, { recursive: true, force: true });
    },
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      const rewrites = hostingRewrites(server.config.root);
      server.middlewares.use((req, _res, next) => {
        const url = new URL(req.url ?? '/', 'http://preview');
        const file = join(outDir, decodeURIComponent(url.pathname));
        const isFile = existsSync(file) && statSync(file).isFile();
        const isDirWithIndex = existsSync(join(file, 'index.html'));
        if ((req.method === 'GET' || req.method === 'HEAD') && !isFile && !isDirWithIndex && !url.pathname.startsWith('/api/')) {
          const destination = rewriteFor(url.pathname, rewrites);
          if (destination) req.url = destination + url.search;
        }
        next();
      });
    },
  };
}
