/**
 * Writes the shop's illustrations into web/public/garments/ (committed, served at /garments/<file>):
 * the garment views the seed catalogue uses, the workshop gallery, the home hero backgrounds
 * and the image placeholder. Stale .svg files in that folder are removed.
 *   npx tsx scripts/garments/generate-images.ts
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogueImageSpecs } from '../seed/catalogue';
import { garmentSvg } from './art';
import { garmentFileName, GARMENTS_PUBLIC_DIR } from './names';
import { HERO_IMAGES, placeholderSvg, WORKSHOP_IMAGES } from './scenes';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** File name → SVG text of every image the shop ships. */
export function allImages(): Map<string, string> {
  const files = new Map<string, string>();
  for (const spec of catalogueImageSpecs()) {
    files.set(garmentFileName(spec), garmentSvg(spec.category, spec.color, spec.pattern, spec.view));
  }
  for (const [name, draw] of Object.entries({ ...WORKSHOP_IMAGES, ...HERO_IMAGES })) files.set(name, draw());
  files.set('placeholder.svg', placeholderSvg());
  return files;
}

function main(): void {
  const dir = join(ROOT, GARMENTS_PUBLIC_DIR);
  mkdirSync(dir, { recursive: true });
  const files = allImages();
  let bytes = 0;
  for (const [name, svg] of files) {
    writeFileSync(join(dir, name), svg);
    bytes += Buffer.byteLength(svg);
  }
  const stale = readdirSync(dir).filter((f) => f.endsWith('.svg') && !files.has(f));
  for (const f of stale) rmSync(join(dir, f));
  console.log(
    `wrote ${files.size} images (${Math.round(bytes / 1024)} KB) to ${GARMENTS_PUBLIC_DIR}` +
      (stale.length ? `, removed ${stale.length} stale` : ''),
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
