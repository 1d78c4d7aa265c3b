/**
 * Route preload hints. Screens are lazy chunks, so a browser landing on
 * /gallery would fetch the entry, run it, and only then ask for the gallery's
 * chunk. This plugin writes a small inline script into index.html that, for
 * the landing routes it is given, adds <link rel="modulepreload"> (and style
 * preloads) for that route's chunk and everything it imports, so they download
 * beside the entry instead of after it.
 */
import type { Plugin } from 'vite';

interface OutputChunkLike {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  isEntry: boolean;
  viteMetadata?: { importedCss: Set<string> };
}

type BundleLike = Record<string, { type: string }>;

/**
 * What the screen whose source file is `screen` (relative to the web
 * project's root) loads beyond the entry: its chunk, the chunks it imports and
 * their stylesheets, as public URLs.
 */
export function screenFiles(bundle: BundleLike, screen: string): string[] {
  const chunks = Object.values(bundle).filter((c): c is OutputChunkLike => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (start: OutputChunkLike[]) => {
    const seen = new Set<string>();
    const visit = (chunk: OutputChunkLike | undefined) => {
      if (!chunk || seen.has(chunk.fileName)) return;
      seen.add(chunk.fileName);
      chunk.viteMetadata?.importedCss.forEach((css) => seen.add(css));
      chunk.imports.forEach((file) => visit(byFile.get(file)));
    };
    start.forEach(visit);
    return seen;
  };
  const page = chunks.find((c) => c.facadeModuleId?.endsWith(screen));
  if (!page) throw new Error(`no chunk for ${screen}`);
  // The entry's own imports are preloaded by Vite already.
  const loaded = closure(chunks.filter((c) => c.isEntry));
  return [...closure([page])].filter((file) => !loaded.has(file)).map((file) => '/' + file);
}

/**
 * The inline script: for the first pattern of `map` that `location.pathname`
 * matches, a <link> per file. Stylesheets get a style preload, scripts a
 * modulepreload; a stylesheet the page already names (inlined by a server
 * render: build/prerender.ts) needs none. Each link is added in a task of its
 * own: adding a link starts a request, and fifteen of them in one go made a
 * task long enough to block input on a slow phone.
 */
export function preloadScript(map: Record<string, string[]>): string {
  return `(function(m,p){for(var k in m)if(new RegExp(k).test(p)){m[k].forEach(function(f){var c=/\\.css$/.test(f);if(c&&document.querySelector('link[href="'+f+'"]'))return;setTimeout(function(){var l=document.createElement('link');if(c){l.rel='preload';l.as='style'}else{l.rel='modulepreload'}l.crossOrigin='';l.href=f;document.head.appendChild(l)})});break}})(${JSON.stringify(map)},location.pathname)`;
}

/** `routes`: a path pattern (RegExp source) → the screen's source file, relative to the web project's root. */
export function routePreload(routes: Record<string, string>): Plugin {
  return {
    name: 'route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const bundle = ctx.bundle;
        const map = Object.fromEntries(Object.entries(routes).map(([pattern, screen]) => [pattern, screenFiles(bundle, screen)]));
        return [{ tag: 'script', children: preloadScript(map), injectTo: 'head' }];
      },
    },
  };
}
