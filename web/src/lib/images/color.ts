/**
 * `#rrggbb`: the average colour of RGBA pixels, each composited over white (a
 * transparent PNG reads as light, not black). Averaging every pixel of a small
 * variant, rather than drawing to 1×1 (which samples only a few pixels
 * around the centre), gives the colour the whole picture leaves.
 */
export function averageHex(rgba: ArrayLike<number>): string {
  let r = 0;
  let g = 0;
  let b = 0;
  const count = Math.floor(rgba.length / 4);
  if (count === 0) return '#ffffff';
  for (let i = 0; i < count * 4; i += 4) {
    const alpha = rgba[i + 3] / 255;
    const white = 255 * (1 - alpha);
    r += rgba[i] * alpha + white;
    g += rgba[i + 1] * alpha + white;
    b += rgba[i + 2] * alpha + white;
  }
  const hex = (sum: number) => Math.min(255, Math.max(0, Math.round(sum / count))).toString(16).padStart(2, '0');
  return `#${hex(r)}${hex(g)}${hex(b)}`;
}
