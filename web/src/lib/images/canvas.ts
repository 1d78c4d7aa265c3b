/**
 * Drawing and encoding with a 2D canvas: an OffscreenCanvas where the browser
 * has one (no DOM needed), else a detached <canvas>.
 */
type Surface = OffscreenCanvas | HTMLCanvasElement;
type Context = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

export type { Surface };

function createSurface(width: number, height: number): Surface {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

function context(surface: Surface): Context {
  const ctx = surface.getContext('2d') as Context | null;
  if (!ctx) throw new Error('This browser cannot draw images (no 2D canvas).');
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  return ctx;
}

function drawOnce(source: CanvasImageSource, width: number, height: number): Surface {
  const surface = createSurface(width, height);
  context(surface).drawImage(source, 0, 0, width, height);
  return surface;
}

/**
 * `source` (sourceWidth × sourceHeight) drawn at width × height. A single
 * draw that shrinks more than twofold samples too few source pixels (moiré
 * on fabric weaves, jagged embroidery), so it first halves until within 2×.
 */
export function drawScaled(source: CanvasImageSource, sourceWidth: number, sourceHeight: number, width: number, height: number): Surface {
  let current = source;
  let w = sourceWidth;
  let h = sourceHeight;
  while (w > width * 2 && h > height * 2) {
    w = Math.round(w / 2);
    h = Math.round(h / 2);
    current = drawOnce(current, w, h);
  }
  return drawOnce(current, width, height);
}

function encode(surface: Surface, type: string, quality: number): Promise<Blob> {
  if ('convertToBlob' in surface) return surface.convertToBlob({ type, quality });
  return new Promise((resolve, reject) =>
    surface.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded.'))), type, quality),
  );
}

/**
 * The surface as `type` (WebP). A browser that cannot encode WebP returns PNG
 * instead (Safari's canvas does): such a variant is sent as JPEG, typed as
 * what it is, over white since JPEG has no transparency.
 */
export async function encodeSurface(surface: Surface, type: string, quality: number): Promise<Blob> {
  const blob = await encode(surface, type, quality);
  if (blob.type === type) return blob;
  const flat = createSurface(surface.width, surface.height);
  const ctx = context(flat);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, surface.width, surface.height);
  ctx.drawImage(surface, 0, 0);
  return encode(flat, 'image/jpeg', quality);
}

/** RGBA bytes of the whole surface. */
export function pixels(surface: Surface): Uint8ClampedArray {
  return context(surface).getImageData(0, 0, surface.width, surface.height).data;
}
