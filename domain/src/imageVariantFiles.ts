/**
 * The Storage files behind a stored image: an image kept as variants has one
 * file per width beside its largest (imageVariants.ts); deleting it means
 * deleting them all.
 */
import { VARIANT_NAME, imageSource } from './imageVariants';
import { variantFileName } from './imageUploadVariants';

/**
 * Every Storage path of the image whose largest file is at `path` and whose
 * stored URL is `url`: the path itself, plus one path per smaller variant the
 * URL records. A path not named as a variant, or a URL without variants, is
 * just that one file.
 */
export function variantPaths(path: string, url: string): string[] {
  const match = VARIANT_NAME.exec(path);
  if (!match) return [path];
  const stem = path.slice(0, match.index);
  const widths = imageSource(url)
    .variants.map((v) => v.width)
    .filter((w) => String(w) !== match[1]);
  return [...widths.map((w) => variantFileName(stem, w)), path];
}
