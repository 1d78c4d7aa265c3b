/**
 * A photographic catalogue for measuring: camera-sized JPEGs (3000×4000,
 * quality 90, 2–5 MB like a phone's), made offline and deterministically
 * from the garment drawings with a seeded grain and fabric texture so they
 * compress like photographs, then processed through the same variant
 * pipeline as an upload (scripts/lib/imageVariants.ts).
 *
 * The variants go to web/public/photos/ (generated, ignored by git), which
 * Vite serves in development and copies into every build, so the preview
 * server of the benches and journeys serves them at /photos/<file>. They are
 * made once and re-used while the folder's index.json matches PHOTOS_VERSION.
 * The 12 MP JPEGs themselves are not kept.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { encodeImageUrl, imageSource, variantFileName } from '@tailor/domain';
import { garmentSvg } from '../garments/art';
import { garmentFileName, type GarmentImageSpec } from '../garments/names';
import { makeVariants } from '../lib/imageVariants';
import type { SeedProduct } from './catalogue';

export const PHOTOS_PUBLIC_DIR = 'web/public/photos';
export const PHOTOS_URL_PREFIX = '/photos/';
/** Photos made: the front view of the first products in gallery order (two pages of cards). */
export const PHOTO_COUNT = 24;
export const CAMERA_WIDTH = 3000;
export const CAMERA_HEIGHT = 4000;
const CAMERA_QUALITY = 90;
/** Raise when the generation changes: cached photos of another version are made again. */
const PHOTOS_VERSION = 2;
const INDEX_FILE = 'index.json';

export interface SeedPhoto {
  /** `lehenga-maroon-banarasi-front`: the drawing's name without `.svg`. */
  stem: string;
  spec: GarmentImageSpec;
  /** The URL products store: the largest variant's, root-relative, with its fragment. */
  url: string;
  /** Size of the camera JPEG the variants were made from. */
  jpegBytes: number;
  /** Bytes of each variant, smallest first. */
  variantBytes: number[];
}

interface PhotoIndex {
  version: number;
  photos: SeedPhoto[];
}

export function photoStem(spec: GarmentImageSpec): string {
  return garmentFileName(spec).replace(/\.svg$/, '');
}

/** Gallery order: featured first, then newest (the gallery's default sort). */
function galleryOrder(products: readonly SeedProduct[]): SeedProduct[] {
  return [...products].sort(
    (a, b) =>
      Number(b.input.featuredProduct ?? false) - Number(a.input.featuredProduct ?? false) ||
      b.createdAt.getTime() - a.createdAt.getTime() ||
      a.id.localeCompare(b.id),
  );
}

/** The drawings photographed: the front view of the first PHOTO_COUNT products in gallery order, distinct. */
export function photoSpecs(catalogue: readonly SeedProduct[], count = PHOTO_COUNT): GarmentImageSpec[] {
  const specs = new Map<string, GarmentImageSpec>();
  for (const p of galleryOrder(catalogue)) {
    if (specs.size >= count) break;
    const spec: GarmentImageSpec = { category: p.input.category, color: p.input.color, pattern: p.input.pattern, view: 'front' };
    specs.set(photoStem(spec), spec);
  }
  return [...specs.values()];
}

/** mulberry32: a small seeded generator, the same numbers on every machine. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Zero-centred noise at 1/`scale` of the camera size, enlarged smoothly: texture of that grain. */
async function noiseLayer(rand: () => number, scale: number, amplitude: number): Promise<Buffer> {
  const width = Math.ceil(CAMERA_WIDTH / scale);
  const height = Math.ceil(CAMERA_HEIGHT / scale);
  const small = Buffer.alloc(width * height);
  for (let i = 0; i < small.length; i++) small[i] = 128 + Math.round((rand() + rand() - 1) * amplitude);
  if (scale === 1) return small;
  return sharp(small, { raw: { width, height, channels: 1 } })
    .resize(CAMERA_WIDTH, CAMERA_HEIGHT, { kernel: 'cubic', fit: 'fill' })
    .raw()
    .toBuffer();
}

/**
 * A 3000×4000 JPEG of the drawing with photographic texture: sensor grain
 * per pixel, a fabric weave a few pixels wide and soft light variations,
 * so that, like a photograph, it has detail at every variant's scale.
 */
export async function cameraJpeg(spec: GarmentImageSpec): Promise<Buffer> {
  const density = (72 * CAMERA_WIDTH) / 600; // the drawings are 600×800
  const base = await sharp(Buffer.from(garmentSvg(spec.category, spec.color, spec.pattern, spec.view)), { density })
    .resize(CAMERA_WIDTH, CAMERA_HEIGHT, { fit: 'cover' })
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer();
  const rand = random(hashString(photoStem(spec)));
  const layers = [await noiseLayer(rand, 1, 14), await noiseLayer(rand, 3, 10), await noiseLayer(rand, 24, 14)];
  const pixels = CAMERA_WIDTH * CAMERA_HEIGHT;
  const out = Buffer.alloc(pixels * 3);
  for (let p = 0; p < pixels; p++) {
    const shift = layers[0][p] + layers[1][p] + layers[2][p] - 3 * 128;
    for (let c = 0; c < 3; c++) {
      const v = base[p * 3 + c] + shift;
      out[p * 3 + c] = v < 0 ? 0 : v > 255 ? 255 : v;
    }
  }
  return sharp(out, { raw: { width: CAMERA_WIDTH, height: CAMERA_HEIGHT, channels: 3 } })
    .withExif({ IFD0: { Make: 'Silai demo', Model: 'Seed camera' } })
    .jpeg({ quality: CAMERA_QUALITY })
    .toBuffer();
}

/** Makes one photo's variants into `dir`; what the index records of it. */
async function makePhoto(spec: GarmentImageSpec, dir: string): Promise<SeedPhoto> {
  const stem = photoStem(spec);
  const jpeg = await cameraJpeg(spec);
  const made = await makeVariants(jpeg);
  for (const v of made.variants) writeFileSync(join(dir, variantFileName(stem, v.width)), v.data);
  const url = encodeImageUrl({
    url: PHOTOS_URL_PREFIX + variantFileName(stem, made.width),
    width: made.width,
    height: made.height,
    color: made.color,
    smaller: made.variants.slice(0, -1).map((v) => ({ width: v.width })),
  });
  return { stem, spec, url, jpegBytes: jpeg.length, variantBytes: made.variants.map((v) => v.data.length) };
}

function readIndex(dir: string): PhotoIndex | undefined {
  try {
    const index = JSON.parse(readFileSync(join(dir, INDEX_FILE), 'utf8')) as PhotoIndex;
    return index.version === PHOTOS_VERSION && Array.isArray(index.photos) ? index : undefined;
  } catch {
    return undefined;
  }
}

/** Whether every variant file the photo's URL names is on disk. */
function photoOnDisk(dir: string, photo: SeedPhoto): boolean {
  const { variants } = imageSource(photo.url);
  return variants.length > 0 && variants.every((v) => existsSync(join(dir, variantFileName(photo.stem, v.width))));
}

/**
 * The photo set, made where missing (about 1.5 s a photo) and re-used when
 * present. `root` is the repository's root.
 */
export async function ensurePhotos(root: string, catalogue: readonly SeedProduct[], log: (line: string) => void = () => {}): Promise<SeedPhoto[]> {
  const dir = join(root, PHOTOS_PUBLIC_DIR);
  const index = readIndex(dir);
  if (!index && existsSync(dir)) rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const cached = new Map((index?.photos ?? []).filter((p) => photoOnDisk(dir, p)).map((p) => [p.stem, p]));
  const specs = photoSpecs(catalogue);
  const missing = specs.filter((s) => !cached.has(photoStem(s)));
  if (missing.length) log(`making ${missing.length} camera photos (${CAMERA_WIDTH}×${CAMERA_HEIGHT} JPEG) and their variants in ${PHOTOS_PUBLIC_DIR}`);
  const started = Date.now();
  const photos: SeedPhoto[] = [];
  for (const spec of specs) {
    const photo = cached.get(photoStem(spec)) ?? (await makePhoto(spec, dir));
    photos.push(photo);
    // Written after each photo: an interrupted run keeps what it made.
    writeFileSync(join(dir, INDEX_FILE), JSON.stringify({ version: PHOTOS_VERSION, photos: [...cached.values(), ...photos] }, null, 1));
  }
  writeFileSync(join(dir, INDEX_FILE), JSON.stringify({ version: PHOTOS_VERSION, photos }, null, 1));
  if (missing.length) log(`photos made in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  else log(`re-using ${photos.length} photos in ${PHOTOS_PUBLIC_DIR}`);
  return photos;
}

/**
 * The products with photos instead of drawings: an image whose drawing was
 * photographed gets that photo; any other gets a photo of the same category
 * (of all photos when there is none), chosen by the product's id so that
 * the images of one product and the cards side by side differ where they can.
 */
export function withPhotos(products: readonly SeedProduct[], photos: readonly SeedPhoto[]): SeedProduct[] {
  if (photos.length === 0) return [...products];
  const byStem = new Map(photos.map((p) => [p.stem, p]));
  return products.map((product) => {
    const { category } = product.input;
    const group = photos.filter((p) => p.spec.category === category);
    const pool = group.length ? group : photos;
    const used = new Set<string>();
    let next = hashString(product.id);
    const images = product.input.images.map((image) => {
      const stem = image.url.replace(/^.*\//, '').replace(/\.svg$/, '');
      let photo = byStem.get(stem);
      if (!photo || used.has(photo.url)) {
        const free = pool.filter((p) => !used.has(p.url));
        const from = free.length ? free : pool;
        photo = from[next++ % from.length];
      }
      used.add(photo.url);
      return { ...image, url: photo.url };
    });
    return { ...product, input: { ...product.input, images } };
  });
}
