import { useState } from 'react';
import { Modal } from '../../../components/Modal';
import { PRODUCT_IMAGE_HEIGHT, PRODUCT_IMAGE_WIDTH } from '../../../components/productDisplay';
import { ShopImage } from '../../../components/ShopImage';
import { storedImageSize } from '../../../components/shopImageUrl';
import { useT } from '../../../lib/i18n/useT';
import './ImageGallery.css';

export interface ImageGalleryProps {
  urls: string[];
  name: string;
  /** Click the main image to see it full screen. */
  zoomable?: boolean;
}

/** Main image with a thumbnail strip; the main image is the page's largest element, so it loads first. */
export function ImageGallery({ urls, name, zoomable }: ImageGalleryProps) {
  const { t } = useT();
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const count = urls.length;
  const current = Math.min(index, count - 1);
  const alt = (i: number) => (count > 1 ? t('{name}, image {number} of {count}', { name, number: i + 1, count }) : name);

  const main = (
    <ShopImage
      url={urls[current]}
      alt={alt(current)}
      sizes="productMain"
      width={PRODUCT_IMAGE_WIDTH}
      height={PRODUCT_IMAGE_HEIGHT}
      priority
      className="gallery-main-image"
    />
  );

  return (
    <div className="image-gallery">
      <div className="gallery-main">
        {zoomable ? (
          <button type="button" className="gallery-zoom-trigger" onClick={() => setZoomed(true)}>
            {main}
            {/* The name comes from the image's alt text plus this visible hint. */}
            <span className="gallery-zoom-hint">
              <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
                <circle cx="11" cy="11" r="6" />
                <path d="M20 20l-4.5-4.5M11 8v6M8 11h6" />
              </svg>
              {t('Click to zoom')}
            </span>
          </button>
        ) : (
          main
        )}
      </div>
      {count > 1 && (
        <ul className="gallery-thumbs" aria-label={t('More images')}>
          {urls.map((url, i) => (
            <li key={`${url}-${i}`}>
              <button
                type="button"
                className={`gallery-thumb${i === current ? ' is-active' : ''}`}
                onClick={() => setIndex(i)}
                aria-label={t('Show image {number} of {count}', { number: i + 1, count })}
                aria-current={i === current ? 'true' : undefined}
              >
                <ShopImage url={url} alt="" sizes="productThumb" width={72} height={96} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {zoomable && (
        <Modal open={zoomed} onClose={() => setZoomed(false)} title={t('{image} (zoomed)', { image: alt(current) })} variant="overlay" hideTitle closeLabel={t('Close zoom')}>
          <div className="zoom-stage">
            {/* Its own size when it has one (a photograph need not be 3:4); the drawings' otherwise. */}
            <ShopImage url={urls[current]} alt={alt(current)} sizes="productZoom" {...storedImageSize(urls[current], { width: PRODUCT_IMAGE_WIDTH * 2, height: PRODUCT_IMAGE_HEIGHT * 2 })} eager className="zoom-image" />
            {count > 1 && (
              <div className="zoom-nav">
                <button type="button" className="btn btn-sm" onClick={() => setIndex((current - 1 + count) % count)}>
                  {t('Previous')}
                </button>
                <span aria-live="polite">
                  {current + 1} / {count}
                </span>
                <button type="button" className="btn btn-sm" onClick={() => setIndex((current + 1) % count)}>
                  {t('Next')}
                </button>
              </div>
            )}
          </div>
        </Modal>
      )}
    </div>
  );
}
