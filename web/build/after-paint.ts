/**
 * The after-paint loader (after-paint.client.ts) as the inline script the
 * first-paint pages carry: compiled once per fallback delay by esbuild,
 * minified, as an ES5-safe function expression.
 */
import { buildSync } from 'esbuild';
import { fileURLToPath } from 'node:url';

const SOURCE = fileURLToPath(new URL('./after-paint.client.ts', import.meta.url));
const compiled = new Map<number, string>();

/** The loader's script text; scripts come `fallbackMs` after the load event where no paint is reported. */
export function afterPaintLoader(fallbackMs = 1000): string {
  let script = compiled.get(fallbackMs);
  if (script === undefined) {
    const result = buildSync({
      entryPoints: [SOURCE],
      bundle: true,
      write: false,
      minify: true,
      format: 'iife',
      target: 'es2017',
      define: { FALLBACK_MS: String(fallbackMs) },
      logLevel: 'silent',
    });
    script = result.outputFiles[0]!.text.trim();
    compiled.set(fallbackMs, script);
  }
  return script;
}
