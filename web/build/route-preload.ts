/**
 * Route preload hints. Screens are lazy chunks, so a browser landing on
 * /gallery would fetch the entry, run it, and only then ask for the gallery's
 * chunk. This plugin writes a small inline script into index.html that, for
 * the landing routes it is given, adds <link rel="modulepreload"> (and style
 * preloads) for that route's chunk and everything it imports, so they download
 * beside the entry instead of after it. A route may also name the images its
 * first screen shows (the hero of `/`), so they load before the script that draws them.
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

export interface RoutePreload {
  /** The screen's source file, relative to the web project's root. */
  chunk: string;
  /** Public URLs of images above the fold on every visit of the route. */
  images?: string[];
}

/** `routes`: a path pattern (RegExp source) → what that route's first screen needs. */
export function routePreload(routes: Record<string, RoutePreload>): Plugin {
  return {
    name: 'route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const chunks = Object.values(ctx.bundle).filter((c): c is OutputChunkLike & typeof c => c.type === 'chunk');
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
        // The entry's own imports are preloaded by Vite already.
        const loaded = closure(chunks.filter((c) => c.isEntry));
        const map: Record<string, string[]> = {};
        for (const [pattern, { chunk, images = [] }] of Object.entries(routes)) {
          const page = chunks.find((c) => c.facadeModuleId?.endsWith(chunk));
          if (!page) throw new Error(`route-preload: no chunk for ${chunk}`);
          const files = [...closure([page])].filter((file) => !loaded.has(file)).map((file) => '/' + file);
          map[pattern] = [...images, ...files];
        }
        // Images get a high-priority image preload, stylesheets a style preload, the rest modulepreload.
        const script = `(function(m,p){for(var k in m)if(new RegExp(k).test(p)){m[k].forEach(function(f){var l=document.createElement('link');if(/\\.(svg|png|jpe?g|webp|avif)$/.test(f)){l.rel='preload';l.as='image';l.setAttribute('fetchpriority','high')}else if(/\\.css$/.test(f)){l.rel='preload';l.as='style'}else{l.rel='modulepreload';l.crossOrigin=''}l.href=f;document.head.appendChild(l)});break}})(${JSON.stringify(map)},location.pathname)`;
        return [{ tag: 'script', children: script, injectTo: 'head' }];
      },
    },
  };
}
