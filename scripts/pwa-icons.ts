/**
 * The app icons of the web app manifest, drawn from the shop's own mark
 * (web/public/favicon.svg) into PNGs under web/public/icons:
 * - icon-<size>.png: the mark as it is (its rounded square, transparent corners);
 * - maskable-<size>.png: full-bleed maroon with the mark's drawing scaled into
 *   the central safe zone (a circle of 80 % of the width), which a launcher may
 *   crop to any shape;
 * - apple-touch-icon.png: the maskable drawing at 180 px (iOS rounds it itself).
 * Run after changing the mark: `npx tsx scripts/pwa-icons.ts`; the PNGs are committed.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { ROOT } from './lib/emulator-stack';

const PUBLIC_DIR = join(ROOT, 'web/public');
const OUT_DIR = join(PUBLIC_DIR, 'icons');

/** The mark's drawing without its background square, and the square's colour. */
export function markParts(svg: string): { fill: string; drawing: string; viewBox: string } {
  const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1];
  const rect = /<rect\b[^>]*fill="([^"]+)"[^>]*\/>/.exec(svg);
  if (!viewBox || !rect) throw new Error('favicon.svg: expected a viewBox and a background <rect fill=…/>.');
  const inner = svg.slice(svg.indexOf('>', svg.indexOf('<svg')) + 1, svg.lastIndexOf('</svg>'));
  return { fill: rect[1]!, drawing: inner.replace(rect[0], ''), viewBox };
}

/** Full-bleed background, the drawing scaled by `scale` about the centre. */
export function maskableSvg(svg: string, scale = 0.8): string {
  const { fill, drawing, viewBox } = markParts(svg);
  const [x, y, w, h] = viewBox.split(/\s+/).map(Number) as [number, number, number, number];
  const cx = x + w / 2;
  const cy = y + h / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}"><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"/>` +
    `<g transform="translate(${cx} ${cy}) scale(${scale}) translate(${-cx} ${-cy})">${drawing}</g></svg>`
  );
}

async function png(svg: string, size: number, file: string): Promise<void> {
  await sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 64) * 2 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(OUT_DIR, file));
  console.log(`web/public/icons/${file}`);
}

async function main(): Promise<void> {
  const mark = readFileSync(join(PUBLIC_DIR, 'favicon.svg'), 'utf8');
  const maskable = maskableSvg(mark);
  mkdirSync(OUT_DIR, { recursive: true });
  for (const size of [192, 512]) {
    await png(mark, size, `icon-${size}.png`);
    await png(maskable, size, `maskable-${size}.png`);
  }
  await png(maskable, 180, 'apple-touch-icon.png');
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
