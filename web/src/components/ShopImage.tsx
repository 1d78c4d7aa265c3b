/**
 * ShopImage: an image the shop stores (product images, order pictures, fit
 * photos, feedback screenshots), drawn from its resized variants.
 *
 *   <ShopImage url={product.images[0].url} alt="" sizes="galleryCard" width={600} height={800} />
 *
 * A stored URL with variants (domain/imageVariants) gives the browser a
 * `srcset` to choose from by the place's `sizes` (imageSizes.ts), its
 * intrinsic width and height, and its average colour as the background until
 * it has loaded. A URL without variants (the seed's drawings, older uploads,
 * image links) is drawn exactly as before: its URL as `src`, nothing else.
 *
 * `width`/`height` given by the caller are the slot's, for places whose CSS
 * fixes the box (the image then fills it with object-fit); otherwise the
 * image's own size is used, so the space is kept while it loads.
 */
import { useCallback, useState, type ImgHTMLAttributes, type SyntheticEvent } from 'react';
import { imageSource, imageSrcSet } from '@tailor/domain';
import { IMAGE_SIZES, type ImageSizes } from './imageSizes';

export interface ShopImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'alt' | 'loading'> {
  /** The URL as stored (with or without its variants' fragment). */
  url: string;
  alt: string;
  /** Where the image is shown: picks the `sizes` of that layout. */
  sizes: ImageSizes;
  /** The page's largest image: fetched first and at once, not lazily. */
  priority?: boolean;
  /** Load at once without raising its priority (images likely on screen at load, after the largest). */
  eager?: boolean;
}

export function ShopImage({ url, alt, sizes, priority = false, eager = false, width, height, style, onLoad, fetchPriority, decoding, ...rest }: ShopImageProps) {
  const source = imageSource(url);
  const srcSet = imageSrcSet(source);
  // The placeholder colour stays until this very image has loaded (a new URL shows it again).
  const [loaded, setLoaded] = useState<string | null>(null);
  const showColor = Boolean(source.color) && loaded !== source.src;
  // An image the server drew may have loaded before the app took over: no load event comes then.
  const checkLoaded = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete && img.naturalWidth > 0) setLoaded(source.src);
    },
    [source.src],
  );
  const handleLoad = (event: SyntheticEvent<HTMLImageElement>) => {
    setLoaded(source.src);
    onLoad?.(event);
  };
  return (
    <img
      {...rest}
      ref={source.color ? checkLoaded : undefined}
      src={source.src}
      srcSet={srcSet || undefined}
      sizes={srcSet ? IMAGE_SIZES[sizes] : undefined}
      alt={alt}
      width={width ?? source.width}
      height={height ?? source.height}
      loading={priority || eager ? 'eager' : 'lazy'}
      decoding={decoding ?? (priority ? undefined : 'async')}
      fetchPriority={priority ? 'high' : fetchPriority}
      style={showColor ? { ...style, backgroundColor: source.color } : style}
      onLoad={handleLoad}
    />
  );
}
