import type { CSSProperties, ReactNode } from 'react';
import type { ImageSizes } from './imageSizes';
import { ShopImage } from './ShopImage';
import { fullSizeUrl } from './shopImageUrl';
import { useT } from '../lib/i18n/useT';
import './PictureList.css';

interface Props {
  urls: readonly string[];
  /** Names the list and each picture ("Cloth pictures 1"). */
  label: string;
  /** The list's own name, when it is not `label`. */
  listLabel?: string;
  /** Thumbnail width in CSS pixels; square unless `height` is given. */
  size?: number;
  /** The `sizes` preset of this place in the layout (imageSizes.ts). */
  sizes: ImageSizes;
  height?: number;
  /** Each picture's text; "<label> <n>" when not given. */
  alt?: (index: number) => string;
  /** Each thumbnail opens the full picture in a new tab. */
  linked?: boolean;
  /** Offers a remove button on each thumbnail. */
  onRemove?: (index: number) => void;
  removeDisabled?: boolean;
  /** More tiles after the pictures (uploads in progress). */
  children?: ReactNode;
  className?: string;
}

/** Square thumbnails of pictures: order pictures, fit photos, an uploader's chosen images. */
export function PictureList({ urls, label, listLabel, size = 110, sizes, height = size, alt = (i) => `${label} ${i + 1}`, linked = false, onRemove, removeDisabled, children, className }: Props) {
  const { t } = useT();
  if (urls.length === 0 && !children) return null;
  return (
    <ul className={className ? `picture-list ${className}` : 'picture-list'} aria-label={listLabel ?? label} style={{ '--picture-size': `${size}px`, '--picture-height': `${height}px` } as CSSProperties}>
      {urls.map((url, i) => {
        const picture = <ShopImage url={url} alt={alt(i)} sizes={sizes} width={size} height={height} />;
        return (
          <li key={`${url}-${i}`} className="picture-list-item">
            {linked ? (
              <a href={fullSizeUrl(url)} target="_blank" rel="noreferrer noopener">
                {picture}
              </a>
            ) : (
              picture
            )}
            {onRemove && (
              <button type="button" className="picture-list-remove" onClick={() => onRemove(i)} disabled={removeDisabled} aria-label={t('Remove image {number}', { number: i + 1 })}>
                <span aria-hidden="true">×</span>
              </button>
            )}
          </li>
        );
      })}
      {children}
    </ul>
  );
}
